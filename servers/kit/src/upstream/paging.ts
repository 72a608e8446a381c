// Paging as the upstreams do it: 1-based pages, a per-platform cap on page size, and positional
// START/END ranges for Seoul.

export interface PageRequest {
  pageNo: number;
  numOfRows: number;
}

export function paginate<T>(rows: readonly T[], page: PageRequest): T[] {
  const start = (page.pageNo - 1) * page.numOfRows;
  return rows.slice(start, start + page.numOfRows);
}

/** Seoul-style 1-based inclusive START/END. */
export function sliceRange<T>(rows: readonly T[], start: number, end: number): T[] {
  return rows.slice(start - 1, end);
}

export function totalPages(total: number, numOfRows: number): number {
  return numOfRows > 0 ? Math.ceil(total / numOfRows) : 0;
}

/** Parses a query parameter as an integer; undefined when absent, NaN when not an integer. */
export function intParam(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback;
  return /^-?\d+$/.test(value.trim()) ? Number.parseInt(value, 10) : Number.NaN;
}
