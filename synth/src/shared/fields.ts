// Output fields as bindable paths: flattens a tool's output JSON Schema into scalar leaves
// (`items[].SD_SCHUL_CODE`, `law.articles[].JO`, `tags[]`) and reads the values and records found at
// such a path in a real output, so that edges can bind one field or co-bind several of one record.
import type { FieldInfo } from './types.ts';

/**
 * Top-level envelope bookkeeping, never a useful binding: the portal result code and message, the
 * paging counters of list outputs, and the `changed` flag of user-state tools.
 */
export const ENVELOPE_FIELDS: ReadonlySet<string> = new Set([
  'resultCode',
  'resultMsg',
  'totalCount',
  'pageNo',
  'numOfRows',
  'changed',
]);

type JsonSchema = Record<string, unknown>;

const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean']);

/** The non-null branches of a schema: `type: [x, 'null']` and `anyOf: [x, {type: 'null'}]` collapse to x. */
function branches(schema: JsonSchema): JsonSchema[] {
  if (Array.isArray(schema.anyOf)) {
    return (schema.anyOf as JsonSchema[]).filter((branch) => branch.type !== 'null').flatMap(branches);
  }
  if (Array.isArray(schema.type)) {
    return (schema.type as string[]).filter((type) => type !== 'null').map((type) => ({ ...schema, type }));
  }
  return [schema];
}

function scalarType(types: readonly unknown[]): FieldInfo['type'] {
  const distinct = [...new Set(types.filter((type) => typeof type === 'string' && SCALAR_TYPES.has(type)))];
  if (distinct.length === 1) return distinct[0] as FieldInfo['type'];
  if (distinct.length === 2 && distinct.includes('integer') && distinct.includes('number')) return 'number';
  return 'unknown';
}

/** Every scalar leaf of an output schema, in schema order; top-level envelope fields are skipped. */
export function flattenOutput(schema: Record<string, unknown>): FieldInfo[] {
  const fields: FieldInfo[] = [];
  const visit = (node: JsonSchema, path: string, name: string, multi: boolean, description: string) => {
    const options = branches(node);
    const ownDescription = typeof node.description === 'string' ? node.description : description;
    const object = options.find((branch) => branch.type === 'object' || branch.properties);
    if (object) {
      const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
      for (const [key, child] of Object.entries(properties)) {
        if (path === '' && ENVELOPE_FIELDS.has(key)) continue;
        visit(child, path ? `${path}.${key}` : key, key, multi, '');
      }
      return;
    }
    const array = options.find((branch) => branch.type === 'array');
    if (array) {
      const items = (array.items ?? {}) as JsonSchema;
      visit(items, `${path}[]`, name, true, ownDescription);
      return;
    }
    if (path === '') return;
    fields.push({
      path,
      name,
      type: scalarType(options.map((branch) => branch.type ?? (branch.const !== undefined ? typeof branch.const : ''))),
      description: ownDescription,
      multi,
    });
  };
  visit(schema, '', '', false, '');
  return fields;
}

interface Segment {
  key: string;
  array: boolean;
}

const parsed = new Map<string, Segment[]>();

function parsePath(path: string): Segment[] {
  let segments = parsed.get(path);
  if (!segments) {
    segments = path
      .split('.')
      .map((part) => (part.endsWith('[]') ? { key: part.slice(0, -2), array: true } : { key: part, array: false }));
    parsed.set(path, segments);
  }
  return segments;
}

/** The nodes reached by following segments from value; arrays are spread where a segment ends in `[]`. */
function walk(value: unknown, segments: readonly Segment[]): unknown[] {
  let nodes: unknown[] = [value];
  for (const segment of segments) {
    const next: unknown[] = [];
    for (const node of nodes) {
      if (node === null || typeof node !== 'object' || Array.isArray(node)) continue;
      const child = (node as Record<string, unknown>)[segment.key];
      if (segment.array) {
        if (Array.isArray(child)) next.push(...child);
      } else if (child !== undefined) {
        next.push(child);
      }
    }
    nodes = next;
  }
  return nodes;
}

function isScalarValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** All scalar values at a field path, in output order; null, undefined and '' are dropped. */
export function valuesAt(value: unknown, path: string): unknown[] {
  return walk(value, parsePath(path)).filter(isScalarValue);
}

/** Paths are the schemas' (a bounded set) and are split in every hot loop, so each is split once. */
const splits = new Map<string, { recordPath: string; fieldPath: string }>();

/**
 * Splits a field path at its innermost array before the leaf: `a[].b[].c` → `a[].b[]` and `c`,
 * `law.articles[].JO` → `law.articles[]` and `JO`. `recordPath` is '' when no array is crossed.
 */
export function splitAtRecord(path: string): { recordPath: string; fieldPath: string } {
  let split = splits.get(path);
  if (!split) {
    split = { recordPath: '', fieldPath: path };
    const parts = path.split('.');
    for (let index = parts.length - 2; index >= 0; index--) {
      if (parts[index]?.endsWith('[]')) {
        split = { recordPath: parts.slice(0, index + 1).join('.'), fieldPath: parts.slice(index + 1).join('.') };
        break;
      }
    }
    splits.set(path, Object.freeze(split));
  }
  return split;
}

/**
 * The records of the innermost array holding a field, so that a caller can read several fields of one
 * record (co-binding) with `valuesAt(record, splitAtRecord(path).fieldPath)`. `[value]` when the path
 * crosses no array.
 */
export function recordsAt(value: unknown, path: string): unknown[] {
  const { recordPath } = splitAtRecord(path);
  if (recordPath === '') return [value];
  return walk(value, parsePath(recordPath)).filter((node) => node !== null && typeof node === 'object');
}
