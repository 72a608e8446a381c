// Request parameters as Open Assembly reads them: names are case-insensitive (clients send both
// KEY and key, AGE and age), an empty value counts as absent, unknown parameters are ignored, and
// text filters match partially while codes match exactly.
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
  return rows.filter((row) =>
    active.every(({ param, field, mode, wanted }) => {
      const value = row[field ?? param];
      if (value === null || value === undefined) return false;
      const text = String(value);
      return mode === 'exact' ? text === wanted : mode === 'prefix' ? text.startsWith(wanted) : text.includes(wanted);
    }),
  );
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
