// fast-check arbitraries for the JSON Schema subset the tools advertise in tools/list (strings with
// a pattern or a length, bounded integers and numbers, enums, consts, unions, arrays of those).
// Hand-written because the converters on npm target zod 3 (zod-fast-check) or an old fast-check
// (json-schema-fast-check 0.0.x); the tools' schemas use only these few keywords.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
}

/** Characters a careless server chokes on: lone surrogates, controls, separators, marks, URL syntax. */
export const HOSTILE_CHARACTERS = [
  '\ud800',
  '\udfff',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\n',
  '\r',
  '\t',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\u200b',
  '\u202e',
  '\uffff',
  '%',
  '%zz',
  '+',
  '/',
  '=',
  '&',
  '?',
  '#',
  '"',
  "'",
  '\\',
  '<',
  '>',
  '..',
  '💥',
  '가',
];

const character = fc.oneof(
  { weight: 6, arbitrary: fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }) },
  { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 1, unit: 'binary-ascii' }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_CHARACTERS) },
);

/** Free text within the bounds: mostly short, now and then long, with hostile characters mixed in
 *  unless `plain` (printable graphemes only, for the rest of a call that must fail for one reason). */
export function freeText(
  options: { minLength?: number; maxLength?: number; plain?: boolean } = {},
): fc.Arbitrary<string> {
  const minLength = options.minLength ?? 0;
  const maxLength = options.maxLength ?? 4096;
  const unit = options.plain ? 'grapheme' : character;
  const short = fc.string({ unit, minLength, maxLength: Math.max(minLength, Math.min(maxLength, 24)) });
  if (maxLength <= 24) return short;
  const long = fc
    .tuple(fc.string({ unit, minLength: 1, maxLength: 8 }), fc.integer({ min: 25, max: maxLength }))
    .map(([seed, length]) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length))
    .filter((text) => text.length >= minLength && text.length <= maxLength);
  return fc.oneof({ weight: 9, arbitrary: short }, { weight: 1, arbitrary: long });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : undefined);
  const high = schema.maximum ?? schema.exclusiveMaximum;
  if (integer) {
    const min = Math.max(Number.MIN_SAFE_INTEGER, (low ?? -1e9) + (schema.exclusiveMinimum !== undefined ? 1 : 0));
    const max = Math.min(Number.MAX_SAFE_INTEGER, (high ?? 1e9) - (schema.exclusiveMaximum !== undefined ? 1 : 0));
    // Edges and small values matter most: page 1, the largest page size, the largest safe page.
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 20) }) },
      { weight: 2, arbitrary: fc.integer({ min, max }) },
      { weight: 1, arbitrary: fc.constantFrom(min, max) },
    );
  }
  return fc.double({
    min: low ?? -1e12,
    max: high ?? 1e12,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
  });
}

/** Any value the schema admits (checked again with Ajv by the caller); `plain` as for freeText. */
export function admitted(schema: JsonSchema, options: { plain?: boolean } = {}): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((member) => admitted(member, options)));
  switch (schema.type) {
    case 'string':
      if (schema.pattern) {
        // Without the `u` flag, as zod and the emulations read the pattern.
        const matching = fc.stringMatching(new RegExp(schema.pattern));
        const { minLength = 0, maxLength = Number.POSITIVE_INFINITY } = schema;
        return matching.filter((text) => text.length >= minLength && text.length <= maxLength);
      }
      return freeText({
        ...options,
        ...(schema.minLength !== undefined ? { minLength: schema.minLength } : {}),
        ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}),
      });
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(admitted(schema.items ?? {}, options), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values of the wrong JSON type, or out of the schema's range (Ajv decides which really break it). */
export function misfits(schema: JsonSchema): fc.Arbitrary<unknown> {
  const wrongTypes = fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 1.5, '', 'not-a-value', [], {}, [1, 2], { nested: 'x' }),
    fc.integer(),
    fc.string({ maxLength: 8 }),
  );
  const outOfRange = fc.constantFrom(
    -1,
    0,
    -(2 ** 31),
    2 ** 53,
    1e21,
    1e300,
    -1e300,
    Number.MAX_VALUE,
    0.5,
    (schema.maximum ?? 0) + 1,
    (schema.minimum ?? 0) - 1,
  );
  const brokenText = fc.oneof(
    fc.constantFrom(...HOSTILE_CHARACTERS),
    fc.constantFrom('20260230x', ' 20260101', '2026-01-01', 'ＡＢＣ', '１２３', '٣', 'x'.repeat(schema.maxLength ?? 0)),
    freeText({ maxLength: 40 }),
  );
  if (schema.type === 'integer' || schema.type === 'number')
    return fc.oneof({ weight: 2, arbitrary: outOfRange }, { weight: 1, arbitrary: wrongTypes });
  if (schema.type === 'string' || schema.anyOf)
    return fc.oneof({ weight: 2, arbitrary: brokenText }, { weight: 1, arbitrary: wrongTypes });
  if (schema.type === 'array')
    return fc.oneof(wrongTypes, fc.array(misfits(schema.items ?? {}), { minLength: 1, maxLength: 3 }));
  return wrongTypes;
}

/** A string longer than anything the parameter admits, and than the kit's per-argument bound. */
export function oversized(schema: JsonSchema): fc.Arbitrary<string> {
  const floor = Math.max(schema.maxLength ?? 0, 4096) + 1;
  return fc
    .tuple(fc.constantFrom('a', '가', '0', '\ud800', '%', 'ab'), fc.integer({ min: floor, max: 60_000 }))
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
}

/** Impossible calendar days in the YYYYMMDD shape (and a range of them where the pattern takes one). */
export function impossibleDates(schema: JsonSchema): fc.Arbitrary<string> {
  const day = fc.constantFrom('20260230', '20250229', '20261301', '20260000', '20260431', '20260132', '00000000');
  if (schema.pattern?.includes('~')) {
    return fc.oneof(
      day,
      day.map((bad) => `${bad}~20261231`),
      day.map((bad) => `20260101~${bad}`),
    );
  }
  return day;
}

/** A YYYYMMDD parameter: its pattern takes eight digits and its description says so. */
export function isDateParameter(schema: JsonSchema): boolean {
  return /^\^\\d\{8\}(\(~\\d\{8\}\)\?)?\$$/.test(schema.pattern ?? '') && /YYYYMMDD/.test(schema.description ?? '');
}
