// Derivations of an immutable source array (a term's bills as of a day, a member listing): each is
// built once per source and kind, and dropped with its source, which the WeakMap never keeps alive.
import { createListMemo } from '@kopa/kit';

const derivations = createListMemo<unknown, unknown>(Number.POSITIVE_INFINITY);

/** `build()` once per (from, kind). Safe because sources are never mutated and `kind` names
 *  everything else the value reads. */
export function derive<T>(options: { from: readonly unknown[]; kind: string; build: () => T }): T {
  return derivations(options.from, options.kind, options.build) as T;
}

type Rows = ReadonlyArray<Record<string, unknown>>;

/** A field's values as text (undefined where null or missing), aligned with the rows. */
export function textColumn(rows: Rows, field: string): ReadonlyArray<string | undefined> {
  return derive({
    from: rows,
    kind: `text:${field}`,
    build: () =>
      rows.map((row) => {
        const value = row[field];
        return value === null || value === undefined ? undefined : String(value);
      }),
  });
}

/** The positions of the rows by the text of one field, in row order. */
export function positionsByText(rows: Rows, field: string): ReadonlyMap<string, readonly number[]> {
  return derive({
    from: rows,
    kind: `positions:${field}`,
    build: () => {
      const index = new Map<string, number[]>();
      textColumn(rows, field).forEach((text, position) => {
        if (text === undefined) return;
        const bucket = index.get(text);
        if (bucket) bucket.push(position);
        else index.set(text, [position]);
      });
      return index;
    },
  });
}
