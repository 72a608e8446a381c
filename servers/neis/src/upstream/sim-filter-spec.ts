// One request parameter a service filters on: the row field it reads and how it matches. Declared
// apart from the filtering, so that both the row scan (sim-filters.ts) and the cached columns
// (sim-columns.ts) can name it.

export interface Filter {
  param: string;
  field: string;
  mode: 'eq' | 'contains' | 'from' | 'to';
}

export const eq = (param: string, field = param): Filter => ({ param, field, mode: 'eq' });
export const contains = (param: string, field = param): Filter => ({ param, field, mode: 'contains' });
export const from = (param: string, field: string): Filter => ({ param, field, mode: 'from' });
export const to = (param: string, field: string): Filter => ({ param, field, mode: 'to' });
