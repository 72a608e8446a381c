// How the emulated NEIS matches request parameters to rows: exact match for codes and names,
// a substring for SCHUL_NM and ACA_NM, and FROM/TO bounds on the row's date; plus the per-school
// overlay patch the date-driven tables need (their rows are generated, not stored).
import type { Overlay } from '@kopa/kit';
import type { RawRow } from '../data/index.ts';
import { cellText, filterColumns, reusedList } from './sim-columns.ts';
import type { Filter } from './sim-filter-spec.ts';

export function applyFilters(options: {
  rows: readonly RawRow[];
  filters: readonly Filter[];
  params: URLSearchParams;
  /** The rows are a cached list that never changes: filter through its cached columns. */
  cached?: boolean;
}): RawRow[] {
  const { rows, filters, params } = options;
  const active = filters
    .map((filter) => ({ ...filter, value: params.get(filter.param) ?? '' }))
    .filter((filter) => filter.value !== '');
  if (active.length === 0) return [...rows];
  if (options.cached && reusedList(rows)) return filterColumns(rows, active);
  return rows.filter((row) =>
    active.every(({ field, mode, value }) => {
      const cell = cellText(row[field]);
      if (mode === 'contains') return cell.includes(value);
      if (mode === 'from') return cell >= value;
      if (mode === 'to') return cell <= value;
      return cell === value;
    }),
  );
}

/** A session's upserts/removals applied to one school's generated rows. */
export function patchRows(options: {
  rows: readonly RawRow[];
  overlay: Overlay[string] | undefined;
  keyOf: (row: RawRow) => string;
  belongs: (row: RawRow) => boolean;
}): RawRow[] {
  const { rows, overlay, keyOf, belongs } = options;
  if (!overlay || (!overlay.upsert?.length && !overlay.remove?.length)) return [...rows];
  const removed = new Set(overlay.remove ?? []);
  const upserts = new Map<string, RawRow>();
  for (const row of overlay.upsert ?? []) {
    const candidate = row as RawRow;
    if (belongs(candidate)) upserts.set(keyOf(candidate), candidate);
  }
  const result: RawRow[] = [];
  for (const row of rows) {
    const key = keyOf(row);
    if (removed.has(key)) continue;
    const replacement = upserts.get(key);
    result.push(replacement ? { ...row, ...replacement } : row);
    upserts.delete(key);
  }
  for (const [key, row] of upserts) if (!removed.has(key)) result.push(row);
  return result;
}
