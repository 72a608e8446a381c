// Request parameters as Open Assembly reads them: names are case-insensitive (clients send both
// KEY and key, AGE and age), an empty value counts as absent, unknown parameters are ignored, and
// text filters match partially while codes match exactly.
import { positionsByText, textColumn } from './sim-derive.ts';
import { AssemblyStatus } from './sim-envelope.ts';

export interface Params {
  get(name: string): string | undefined;
}

export function readParams(search: URLSearchParams): Params {
  const values = new Map<string, string>();
  for (const [name, value] of search) {
    const key = name.toUpperCase();
    if (!values.has(key) && value.trim() !== '') values.set(key, value.trim());
  }
  return { get: (name) => values.get(name.toUpperCase()) };
}

export type Row = Record<string, string | number | null>;

/** Exact match for codes (BILL_ID, MONA_CD, AGE …), partial for names. */
export interface Filter {
  param: string;
  field?: string;
  mode: 'exact' | 'contains' | 'prefix';
}

export function applyFilters<R extends Row>(rows: readonly R[], params: Params, filters: readonly Filter[]): R[] {
  const active = filters.flatMap((filter) => {
    const wanted = params.get(filter.param);
    return wanted === undefined ? [] : [{ ...filter, wanted }];
  });
  if (active.length === 0) return [...rows];
  // An exact filter starts from its bucket; each filter then narrows by its field's text column
  // (the index and the columns are built once per source array).
  const keyed = active.find((filter) => filter.mode === 'exact');
  let positions = keyed ? (positionsByText(rows, keyed.field ?? keyed.param).get(keyed.wanted) ?? []) : undefined;
  for (const { param, field, mode, wanted } of active) {
    const column = textColumn(rows, field ?? param);
    const accepts = (text: string | undefined) =>
      text !== undefined &&
      (mode === 'exact' ? text === wanted : mode === 'prefix' ? text.startsWith(wanted) : text.includes(wanted));
    const kept: number[] = [];
    if (positions) {
      for (const position of positions) if (accepts(column[position])) kept.push(position);
    } else {
      column.forEach((text, position) => {
        if (accepts(text)) kept.push(position);
      });
    }
    positions = kept;
  }
  return (positions ?? []).map((position) => rows[position] as R);
}

export const exact = (param: string, field?: string): Filter => ({ param, mode: 'exact', ...(field ? { field } : {}) });
export const contains = (param: string, field?: string): Filter => ({
  param,
  mode: 'contains',
  ...(field ? { field } : {}),
});
export const prefix = (param: string, field?: string): Filter => ({
  param,
  mode: 'prefix',
  ...(field ? { field } : {}),
});

/** AGE as a term number of the generated window, or undefined when absent; other values match nothing. */
export function ageParam(params: Params): number | undefined | 'none' {
  const value = params.get('AGE');
  if (value === undefined) return undefined;
  return /^\d{1,2}$/.test(value) ? Number(value) : 'none';
}

export function requireParam(params: Params, name: string): string {
  const value = params.get(name);
  if (value === undefined) throw new AssemblyStatus('ERROR-300');
  return value;
}
