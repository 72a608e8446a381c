// What a call's output holds, as the action grader reads it: its records (a page's items, the one
// item, or the output itself), each flattened to field → values, and a content identity per record
// so that overlapping pages count a record once.

export const normalizeValue = (value: unknown) => String(value).normalize('NFC').trim();

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * JSON with object keys sorted at every level: equal content, equal text. Records of one list share
 * their keys in one order, so the last object's sorted keys are kept and reused when the next object
 * has the same keys in the same order (a grader hashes every record of every page it reads).
 */
export function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let index = 0; index < value.length; index++) out += (index === 0 ? '' : ',') + canonicalJson(value[index]);
    return `${out}]`;
  }
  const object = value as Json;
  let out = '{';
  for (const [key, quoted] of sortedKeys(object)) {
    const inner = object[key];
    if (inner === undefined) continue;
    out += `${out === '{' ? '' : ','}${quoted}:${canonicalJson(inner)}`;
  }
  return `${out}}`;
}

let lastKeys: string[] = [];
let lastSorted: Array<[key: string, quoted: string]> = [];

function sortedKeys(object: Json): Array<[key: string, quoted: string]> {
  const keys = Object.keys(object);
  if (keys.length === lastKeys.length && keys.every((key, index) => key === lastKeys[index])) return lastSorted;
  const sorted = keys
    .map((key): [string, string] => [key, JSON.stringify(key)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  lastKeys = keys;
  lastSorted = sorted;
  return sorted;
}

/** The records of a page: its items, or its one item; none when it has neither. */
export function pageRecords(output: Json): unknown[] {
  if (Array.isArray(output.items)) return output.items;
  return output.item === undefined ? [] : [output.item];
}

export interface ReadRecord {
  /** Field name (at any depth) → the scalar values under it. */
  fields: Map<string, Set<string>>;
  values: Set<string>;
}

/** Every scalar value of a golden argument (array arguments give one value per element). */
export function scalarsOf(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(scalarsOf);
  if (isObject(value)) return Object.values(value).flatMap(scalarsOf);
  const text = normalizeValue(value);
  return text === '' ? [] : [text];
}

function flatten(options: { value: unknown; field: string; into: ReadRecord }): void {
  const { value, field, into } = options;
  if (Array.isArray(value)) {
    for (const element of value) flatten({ value: element, field, into });
    return;
  }
  if (isObject(value)) {
    for (const [name, inner] of Object.entries(value)) flatten({ value: inner, field: name, into });
    return;
  }
  for (const text of scalarsOf(value)) {
    into.values.add(text);
    const seen = into.fields.get(field) ?? new Set<string>();
    seen.add(text);
    into.fields.set(field, seen);
  }
}

/** The records a read output holds; the envelope (result code, counts, page) is not a record. */
export function readRecords(output: Json): ReadRecord[] {
  const records = Array.isArray(output.items) || output.item !== undefined ? pageRecords(output) : [output];
  return records.map((record) => {
    const read: ReadRecord = { fields: new Map(), values: new Set() };
    flatten({ value: record, field: '', into: read });
    return read;
  });
}

/** Argument name → the values a dependent call passes that it must have read somewhere. */
export type WantedArgs = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The wanted arguments one record holds. A record that names an argument's field with another
 * value is about another entity (another school with the same office code), so it holds nothing.
 */
export function heldArgs(record: ReadRecord, wanted: WantedArgs): string[] {
  const held: string[] = [];
  for (const [name, values] of wanted) {
    const holds = [...values].some((value) => record.values.has(value));
    const sameField = record.fields.get(name);
    if (sameField && ![...values].some((value) => sameField.has(value))) return [];
    if (holds) held.push(name);
  }
  return held;
}
