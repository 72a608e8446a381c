// Equality indexes over the immutable row lists of a view (an arrange order): the rows whose field equals
// a value, in list order, so a filtered list is its smallest bucket filtered instead of a full scan.
import { createListMemo } from '@kopa/kit';
import type { ContentRow } from '../data/content-row.ts';

// Keyed by the list itself; lists are never mutated, and a list dropped with its view drops its indexes.
const indexes = createListMemo<ContentRow, Map<unknown, ContentRow[]>>(Number.POSITIVE_INFINITY);

/** The rows of `rows` whose `field` is `value` (strictly equal), in their order. */
export function rowsWhere(options: {
  rows: readonly ContentRow[];
  field: string;
  value: string;
}): readonly ContentRow[] {
  const { rows, field, value } = options;
  const index = indexes(rows, field, () => {
    const built = new Map<unknown, ContentRow[]>();
    for (const row of rows) {
      const bucket = built.get(row[field]);
      if (bucket) bucket.push(row);
      else built.set(row[field], [row]);
    }
    return built;
  });
  return index.get(value) ?? [];
}

/** A title without spaces, lower-cased: what searchKeyword2 matches. */
export const compactTitle = (row: ContentRow) => row.title.replace(/\s+/g, '').toLowerCase();

// Compact titles aligned with a list, keyed like the indexes; undefined where a patched row's title is not
// text, so that the caller computes (and fails on) that row only when it gets that far, as before.
const compactTitles = new WeakMap<readonly ContentRow[], ReadonlyArray<string | undefined>>();

export function compactTitlesOf(rows: readonly ContentRow[]): ReadonlyArray<string | undefined> {
  let titles = compactTitles.get(rows);
  if (!titles) {
    titles = rows.map((row) => (typeof row.title === 'string' ? compactTitle(row) : undefined));
    compactTitles.set(rows, titles);
  }
  return titles;
}
