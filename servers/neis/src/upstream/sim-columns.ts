// Filtering of the long table-backed lists (every school, an office's academies) through cached
// columns: each field's text per row and, for equality filters, the positions of each value. A
// list here is a cached array that never changes (see visibleRows), so its columns are built once.
import { createListMemo } from '@kopa/kit';
import type { RawRow } from '../data/index.ts';
import type { Filter } from './sim-filter-spec.ts';

type ActiveFilter = Filter & { value: string };

interface Column {
  texts: string[];
  positions?: Map<string, number[]>;
}

const NONE: readonly number[] = [];
const columns = createListMemo<RawRow, Column>(Number.POSITIVE_INFINITY);
const seenOnce = new WeakSet<readonly RawRow[]>();

/** Whether a list should be filtered through columns: from its second filtering on. A list from an
 *  overlaid table is new on every request, and one scan of it is cheaper than building columns. */
export function reusedList(rows: readonly RawRow[]): boolean {
  if (seenOnce.has(rows)) return true;
  seenOnce.add(rows);
  return false;
}

export const cellText = (value: RawRow[string] | undefined) =>
  value === null || value === undefined ? '' : String(value);

function columnOf(rows: readonly RawRow[], field: string): Column {
  return columns(rows, field, () => ({ texts: rows.map((row) => cellText(row[field])) }));
}

function positionsOf(rows: readonly RawRow[], field: string, value: string): readonly number[] {
  const column = columnOf(rows, field);
  if (!column.positions) {
    const positions = new Map<string, number[]>();
    column.texts.forEach((text, index) => {
      const bucket = positions.get(text);
      if (bucket) bucket.push(index);
      else positions.set(text, [index]);
    });
    column.positions = positions;
  }
  return column.positions.get(value) ?? NONE;
}

/** The rows every active filter accepts, in list order: the same answer as a scan of the rows. */
export function filterColumns(rows: readonly RawRow[], active: readonly ActiveFilter[]): RawRow[] {
  // Start from the smallest set of positions an equality filter allows, then check every filter.
  let candidates: readonly number[] | undefined;
  for (const filter of active) {
    if (filter.mode !== 'eq') continue;
    const positions = positionsOf(rows, filter.field, filter.value);
    if (!candidates || positions.length < candidates.length) candidates = positions;
  }
  const checks = active.map((filter) => ({ ...filter, texts: columnOf(rows, filter.field).texts }));
  const accepts = (index: number) =>
    checks.every(({ mode, value, texts }) => {
      const cell = texts[index] as string;
      if (mode === 'contains') return cell.includes(value);
      if (mode === 'from') return cell >= value;
      if (mode === 'to') return cell <= value;
      return cell === value;
    });
  const matches: RawRow[] = [];
  if (candidates) {
    for (const index of candidates) if (accepts(index)) matches.push(rows[index] as RawRow);
  } else {
    for (let index = 0; index < rows.length; index++) if (accepts(index)) matches.push(rows[index] as RawRow);
  }
  return matches;
}
