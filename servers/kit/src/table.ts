// Lazy, indexed tables. A platform's large fact tables are declared here and built on first use,
// so that a server starts at once and only pays for the tables a session actually queries.
import { createHash } from 'node:crypto';

export type Row = Record<string, unknown>;

export interface TableOverlay {
  upsert?: Row[];
  remove?: string[];
}

export interface Table<R extends Row> {
  readonly name: string;
  /** Every row, built on first access. */
  rows(): readonly R[];
  /** Rows whose `field` equals `value`; the index is built on first use of `field`. */
  where(field: keyof R & string, value: unknown): readonly R[];
  /** The row with this primary key, if any. */
  get(key: string): R | undefined;
  /** The table with a session's overlay applied (upserts replace by key, removals drop by key). */
  withOverlay(overlay: TableOverlay | undefined): Table<R>;
  /** sha256 of the canonical JSON of every row; committed hashes guard against drift. */
  hash(): string;
}

export interface TableSpec<R extends Row> {
  name: string;
  /** The field (or function) that gives each row's primary key. */
  key: (keyof R & string) | ((row: R) => string);
  build: () => R[];
}

export function defineTable<R extends Row>(spec: TableSpec<R>): Table<R> {
  let cache: R[] | undefined;
  return createTable(spec.name, spec.key, () => {
    cache ??= spec.build();
    return cache;
  });
}

function createTable<R extends Row>(name: string, key: TableSpec<R>['key'], load: () => R[]): Table<R> {
  const keyOf = typeof key === 'function' ? key : (row: R) => String(row[key]);
  const indexes = new Map<string, Map<unknown, R[]>>();
  let byKey: Map<string, R> | undefined;

  const table: Table<R> = {
    name,
    rows: load,
    where(field, value) {
      let index = indexes.get(field);
      if (!index) {
        index = new Map();
        for (const row of load()) {
          const bucket = index.get(row[field]);
          if (bucket) bucket.push(row);
          else index.set(row[field], [row]);
        }
        indexes.set(field, index);
      }
      return index.get(value) ?? [];
    },
    get(rowKey) {
      if (!byKey) {
        byKey = new Map();
        for (const row of load()) byKey.set(keyOf(row), row);
      }
      return byKey.get(rowKey);
    },
    withOverlay(overlay) {
      if (!overlay || (!overlay.upsert?.length && !overlay.remove?.length)) return table;
      let patched: R[] | undefined;
      return createTable(name, key, () => {
        patched ??= applyOverlay(load(), overlay, keyOf);
        return patched;
      });
    },
    hash() {
      const digest = createHash('sha256');
      for (const row of load()) digest.update(JSON.stringify(row)).update('\n');
      return digest.digest('hex');
    },
  };
  return table;
}

function applyOverlay<R extends Row>(rows: readonly R[], overlay: TableOverlay, keyOf: (row: R) => string): R[] {
  const removed = new Set(overlay.remove ?? []);
  const upserts = new Map<string, R>();
  for (const row of overlay.upsert ?? []) upserts.set(keyOf(row as R), row as R);
  const result: R[] = [];
  for (const row of rows) {
    const rowKey = keyOf(row);
    if (removed.has(rowKey)) continue;
    const replacement = upserts.get(rowKey);
    if (replacement) {
      result.push({ ...row, ...replacement });
      upserts.delete(rowKey);
    } else result.push(row);
  }
  for (const row of upserts.values()) result.push(row);
  return result;
}
