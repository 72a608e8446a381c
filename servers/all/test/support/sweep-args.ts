// Arguments for a sweep of calls per tool, built from what the tool itself advertises (enums,
// defaults, bounds and the "e.g." examples every parameter's description carries) and from values
// the other tools really returned (see value-pool.ts). Candidates that break the parameter's own
// JSON Schema are dropped, so the sweep exercises the tools rather than the argument checks.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { ValuePool } from './value-pool.ts';

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  default?: unknown;
  description?: string;
  minimum?: number;
  items?: JsonSchema;
};

// A range filter of FSC's stock prices alone makes the emulation price every issue on every
// trading day of the window; the sweep scopes those calls to one day, as a careful caller would.
const ALWAYS_WITH: Record<string, readonly string[]> = { krx_get_stock_price_info: ['basDt'] };

/** The example values in a description: what follows "e.g.", quoted values first, then tokens. */
export function examplesOf(description = ''): unknown[] {
  const after = /e\.g\.\s*(.*)$/s.exec(description)?.[1];
  if (!after) return [];
  const text = after.split(/ — |; |\. (?=[A-Z가-힣])|\.$/)[0] ?? '';
  const list = /^\[[^\]]*\]/.exec(text)?.[0];
  if (list) return [JSON.parse(list) as unknown];
  const quoted = [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
  if (quoted.length > 0) return quoted;
  const pieces = text.split(/, | or /).map((piece) => piece.replace(/^.*→\s*/, '').trim());
  const tokens = pieces.map((piece) => piece.split(/\s+/)[0] ?? '');
  const whole = pieces.map((piece) => piece.replace(/\s*\([^)]*\)\s*$/, ''));
  return [...tokens, ...whole].filter((value) => value.length > 0);
}

/** Values any schema of this shape accepts at its edge: the minimum, or a one-item list. */
function fallbacksOf(schema: JsonSchema): unknown[] {
  if ((schema.type === 'integer' || schema.type === 'number') && schema.minimum !== undefined) return [schema.minimum];
  if (schema.type === 'array' && schema.items) return [fallbacksOf(schema.items).slice(0, 1)];
  return [];
}

function coerce(schema: JsonSchema, value: unknown): unknown {
  if ((schema.type === 'number' || schema.type === 'integer') && typeof value === 'string') {
    const number = Number(value.replaceAll(',', ''));
    return Number.isFinite(number) ? number : value;
  }
  if (schema.type === 'string' && typeof value === 'number') return String(value);
  return value;
}

/** Evenly spread picks, deterministic: the first, the last and those between. */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, index) => list[Math.round((index * (list.length - 1)) / (count - 1))] as T);
}

export interface ArgPlanner {
  /** The sweep's calls for one tool: no optional args, variants of the required ones (from the
   *  examples and from rows other tools returned), each optional parameter alone, and all at once. */
  calls(tool: Tool, key: string | undefined): Array<Record<string, unknown>>;
}

export function createArgPlanner(pool: ValuePool): ArgPlanner {
  const ajv = new Ajv2020({ strict: false });
  const checks = new Map<string, ValidateFunction>();
  const propertiesOf = (tool: Tool) => (tool.inputSchema.properties ?? {}) as Record<string, JsonSchema>;
  const valid = (tool: Tool, parameter: string, value: unknown) => {
    const id = `${tool.name}.${parameter}`;
    let validate = checks.get(id);
    if (!validate) {
      validate = ajv.compile(propertiesOf(tool)[parameter] ?? {});
      checks.set(id, validate);
    }
    return validate(value);
  };
  const candidates = (tool: Tool, parameter: string) => {
    const schema = propertiesOf(tool)[parameter] ?? {};
    const raw = [
      ...(schema.enum ?? []),
      ...(schema.default !== undefined ? [schema.default] : []),
      ...examplesOf(schema.description),
      ...pool.values(parameter),
      ...fallbacksOf(schema),
    ].map((value) => coerce(schema, value));
    const unique = new Map(raw.map((value) => [JSON.stringify(value), value]));
    return [...unique.values()].filter((value) => valid(tool, parameter, value));
  };
  /** Rows other tools returned, as this tool's arguments: those covering most required ones. */
  const rowsFor = (tool: Tool, names: readonly string[], required: ReadonlySet<string>) => {
    const schemas = propertiesOf(tool);
    const scored = pool.rows(names).map((row) => {
      const args: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(row)) {
        const coerced = coerce(schemas[name] ?? {}, value);
        if (valid(tool, name, coerced)) args[name] = coerced;
      }
      return { args, score: Object.keys(args).filter((name) => required.has(name)).length };
    });
    const best = Math.max(0, ...scored.map((row) => row.score));
    if (required.size > 0 && best === 0) return [];
    const top = scored.filter((row) => row.score === best && Object.keys(row.args).length > 0);
    const unique = new Map(top.map((row) => [JSON.stringify(row.args), row.args]));
    return spread([...unique.values()], 4);
  };
  return {
    calls(tool, key) {
      const meta = (tool._meta ?? {}) as { 'kopa/authParam'?: string; 'kopa/generic'?: string[] };
      const auth = meta['kopa/authParam'];
      const generic = new Set(meta['kopa/generic'] ?? []);
      const required = new Set(tool.inputSchema.required ?? []);
      const names = Object.keys(propertiesOf(tool)).filter((name) => name !== auth);
      const options = new Map(names.map((name) => [name, candidates(tool, name)]));
      const scope = ALWAYS_WITH[tool.name] ?? [];
      const pick = (name: string, index: number) => {
        const list = options.get(name) ?? [];
        return list.length > 0 ? { [name]: list[index % list.length] } : {};
      };
      // Variant 0 takes every parameter's first example, as the description pairs them; later
      // variants shift each parameter by its position, so that two codes of one kind differ.
      const requiredArgs = (index: number): Record<string, unknown> =>
        Object.assign(
          auth && key !== undefined ? { [auth]: key } : {},
          ...names
            .filter((name) => required.has(name))
            .map((name, position) => pick(name, index === 0 ? 0 : index + position)),
        );
      const scoped = (args: Record<string, unknown>) =>
        Object.assign(args, ...scope.map((name) => (name in args ? {} : pick(name, 0))));
      const optional = names.filter((name) => !required.has(name));
      const rows = rowsFor(
        tool,
        names.filter((name) => !generic.has(name)),
        required,
      );
      const calls = [
        requiredArgs(0),
        ...rows.map((row) => scoped({ ...requiredArgs(0), ...row })),
        requiredArgs(1),
        requiredArgs(2),
      ];
      for (const name of optional) {
        const count = Math.min(2, options.get(name)?.length ?? 0);
        for (let index = 0; index < count; index++)
          calls.push(scoped({ ...requiredArgs(index), ...pick(name, index) }));
      }
      calls.push(scoped(Object.assign(requiredArgs(0), ...optional.map((name) => pick(name, 0)))));
      const unique = new Map(calls.map((args) => [JSON.stringify(args), args]));
      return [...unique.values()];
    },
  };
}
