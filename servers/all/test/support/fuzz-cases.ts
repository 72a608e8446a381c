// The fuzz cases of one tool, from the inputSchema its tools/list entry advertises: arguments the
// schema admits (the demo key in the auth parameter, values other tools really returned where a
// parameter names an entity, anything else the schema allows), arguments it refuses (one parameter
// of the wrong type or out of range, an unknown parameter, an oversized string, a missing required
// one) and impossible calendar days in YYYYMMDD parameters. Ajv checks each case against the schema
// so that "admitted" and "refused" mean what a strict MCP client would say.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { admitted, impossibleDates, isDateParameter, type JsonSchema, misfits, oversized } from './fuzz-schema.ts';
import { examplesOf } from './sweep-args.ts';
import type { ValuePool } from './value-pool.ts';

/** Stands for the session's live demo key; the runner puts the real one in just before the call. */
export const DEMO_KEY = '<demo key>';

export type Args = Record<string, unknown>;

/** Refused arguments, with the parameter the error must name and what was done to it. */
export interface RefusedCase {
  args: Args;
  parameter: string;
  how: 'misfit' | 'unknown' | 'oversized' | 'missing' | 'impossible-date';
}

export interface ToolCases {
  admitted: fc.Arbitrary<Args>;
  refused: fc.Arbitrary<RefusedCase>;
  /** Absent when the tool has no YYYYMMDD parameter. */
  impossibleDates?: fc.Arbitrary<RefusedCase>;
}

// zod and the emulations read patterns without the `u` flag; Ajv is told to do the same.
const ajv = new Ajv2020({ strict: false, unicodeRegExp: false });
const validators = new Map<string, ValidateFunction>();

function validatorOf(id: string, schema: object): ValidateFunction {
  let validate = validators.get(id);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(id, validate);
  }
  return validate;
}

function coerce(schema: JsonSchema, value: unknown): unknown {
  const numeric = schema.type === 'number' || schema.type === 'integer';
  if (numeric && typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.replaceAll(',', ''));
    return Number.isFinite(number) ? number : value;
  }
  if (schema.type === 'string' && typeof value === 'number') return String(value);
  return value;
}

/** Sets a property even when its name is `__proto__`, so that it is sent as an own key. */
function withProperty(args: Args, name: string, value: unknown): Args {
  const copy = { ...args };
  Object.defineProperty(copy, name, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function takesText(schema: JsonSchema): boolean {
  return (
    schema.type === 'string' ||
    (schema.anyOf ?? []).some(takesText) ||
    (schema.type === 'array' && takesText(schema.items ?? {}))
  );
}

export function toolCases(options: { tool: Tool; pool: ValuePool }): ToolCases {
  const { tool, pool } = options;
  const properties = (tool.inputSchema.properties ?? {}) as Record<string, JsonSchema>;
  const names = Object.keys(properties);
  const required = (tool.inputSchema.required ?? []).filter((name) => name in properties);
  const auth = (tool._meta as { 'kopa/authParam'?: string } | undefined)?.['kopa/authParam'];
  const validWhole = validatorOf(tool.name, tool.inputSchema);
  const validParameter = (name: string, value: unknown) =>
    validatorOf(`${tool.name}.${name}`, properties[name] ?? {})(value);

  // Real values for entity parameters (corp codes, school codes, station names), the schema's own
  // default and examples: what a careful caller would send.
  const knownValues = (name: string): unknown[] => {
    const schema = properties[name] ?? {};
    const raw = [
      ...(schema.default !== undefined ? [schema.default] : []),
      ...examplesOf(schema.description),
      ...pool.values(name),
    ].map((value) => coerce(schema, value));
    return [...new Map(raw.map((value) => [JSON.stringify(value), value])).values()].filter((value) =>
      validParameter(name, value),
    );
  };
  // A careful call: the demo key, known values where there are some, plain text elsewhere. Refused
  // and impossible-date cases change one parameter of a careful call, so that it is the only thing
  // wrong with the call and the error has to name it.
  const careful = (name: string): fc.Arbitrary<unknown> => {
    if (name === auth) return fc.constant(DEMO_KEY);
    const known = knownValues(name);
    return known.length > 0 ? fc.constantFrom(...known) : admitted(properties[name] ?? {}, { plain: true });
  };
  // Anything the schema allows, known values often, a wrong key now and then.
  const wild = (name: string): fc.Arbitrary<unknown> => {
    const generated = admitted(properties[name] ?? {});
    if (name === auth) {
      return fc.oneof({ weight: 4, arbitrary: fc.constant(DEMO_KEY) }, { weight: 1, arbitrary: generated });
    }
    const known = knownValues(name);
    if (known.length === 0) return generated;
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 2, arbitrary: generated });
  };
  const record = (of: (name: string) => fc.Arbitrary<unknown>, keys: readonly string[]) =>
    fc
      .record(Object.fromEntries(keys.map((name) => [name, of(name)])), { requiredKeys: required })
      .map((args) => args as Args)
      .filter((args) => validWhole(args));
  const carefulRequired = record(careful, required);
  const carefulArgs = record(careful, names);
  const admittedArgs = fc.oneof(
    { weight: 1, arbitrary: carefulRequired },
    { weight: 2, arbitrary: carefulArgs },
    { weight: 5, arbitrary: record(wild, names) },
  );

  const misfit = (parameters: readonly string[]) =>
    fc.constantFrom(...parameters).chain((name) =>
      misfits(properties[name] ?? {})
        .filter((value) => !validParameter(name, value))
        .map((value) => ({ name, value })),
    );
  const unknownName = fc
    .oneof(
      fc.stringMatching(/^[a-z][a-zA-Z0-9_]{2,15}$/),
      fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'page', 'key', 'callback'),
      ...(names.length > 0 ? [fc.constantFrom(...names).map((name) => `${name.toUpperCase()}_X`)] : []),
    )
    .filter((name) => !(name in properties));
  const textNames = names.filter((name) => takesText(properties[name] ?? {}));
  const kinds: Array<fc.Arbitrary<{ base: Args } & Omit<RefusedCase, 'args'> & { value?: unknown }>> = [];
  const onBase = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc.tuple(carefulArgs, arbitrary).map(([base, extra]) => ({ base, ...extra }));
  if (names.length > 0) {
    kinds.push(onBase(misfit(names).map(({ name, value }) => ({ parameter: name, value, how: 'misfit' as const }))));
  }
  kinds.push(
    onBase(
      fc
        .tuple(unknownName, fc.jsonValue({ maxDepth: 1 }))
        .map(([name, value]) => ({ parameter: name, value, how: 'unknown' as const })),
    ),
  );
  if (textNames.length > 0) {
    kinds.push(
      onBase(
        fc
          .constantFrom(...textNames)
          .chain((name) =>
            oversized(properties[name] ?? {}).map((value) => ({ parameter: name, value, how: 'oversized' as const })),
          ),
      ),
    );
  }
  if (required.length > 0) {
    kinds.push(onBase(fc.constantFrom(...required).map((name) => ({ parameter: name, how: 'missing' as const }))));
  }
  const refused = fc.oneof(...kinds).map(({ base, parameter, how, value }): RefusedCase => {
    if (how === 'missing') {
      const { [parameter]: _dropped, ...rest } = base;
      return { args: rest, parameter, how };
    }
    return { args: withProperty(base, parameter, value), parameter, how };
  });

  const dateNames = names.filter((name) => isDateParameter(properties[name] ?? {}));
  const cases: ToolCases = { admitted: admittedArgs, refused };
  if (dateNames.length > 0) {
    cases.impossibleDates = fc
      .tuple(
        carefulRequired,
        fc
          .constantFrom(...dateNames)
          .chain((name) => impossibleDates(properties[name] ?? {}).map((value) => ({ name, value }))),
      )
      .map(([base, { name, value }]) => ({
        args: withProperty(base, name, value),
        parameter: name,
        how: 'impossible-date' as const,
      }));
  }
  return cases;
}
