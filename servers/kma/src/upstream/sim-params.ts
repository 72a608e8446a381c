// Request parameters as the KMA services read them: paging (pageNo 1, numOfRows 10 by default),
// dataType (XML by default), the grid, and base_date/base_time checked against the issue rules
// and the session clock. Violations raise the code the real service answers.
import { intParam, paginate } from '@kopa/kit';
import { GRID_NX, GRID_NY } from '../data/grid.ts';
import { isAvailable, isIssueTime, oldestServedDay, type Product, parseBase } from '../data/issues.ts';
import { KmaStatus } from './codes.ts';
import type { DataType, PageBody } from './sim-render.ts';

export function dataTypeOf(params: URLSearchParams): DataType | undefined {
  const value = params.get('dataType');
  if (value === null || value === '') return 'XML';
  const upper = value.toUpperCase();
  return upper === 'JSON' || upper === 'XML' ? upper : undefined;
}

/** A required parameter; the real services answer NO_DATA when one is missing. */
export function required(params: URLSearchParams, name: string): string {
  const value = params.get(name);
  if (value === null || value.trim() === '') throw new KmaStatus('03');
  return value.trim();
}

export function pageOf(params: URLSearchParams): { pageNo: number; numOfRows: number } {
  const pageNo = intParam(params.get('pageNo'), 1);
  const numOfRows = intParam(params.get('numOfRows'), 10);
  if (!Number.isInteger(pageNo) || !Number.isInteger(numOfRows) || pageNo < 1 || numOfRows < 1)
    throw new KmaStatus('10');
  return { pageNo, numOfRows };
}

/** One page of the rows; an empty page (nothing, or past the end) is NO_DATA. */
export function pageBody(rows: readonly Record<string, unknown>[], params: URLSearchParams): PageBody {
  const page = pageOf(params);
  const items = paginate(rows, page);
  if (items.length === 0) throw new KmaStatus('03');
  return { items, ...page, totalCount: rows.length };
}

export function gridOf(params: URLSearchParams): { nx: number; ny: number } {
  const nx = intParam(required(params, 'nx'), 0);
  const ny = intParam(required(params, 'ny'), 0);
  if (!(nx >= 1 && nx <= GRID_NX && ny >= 1 && ny <= GRID_NY)) throw new KmaStatus('10');
  return { nx, ny };
}

const WINDOW_MESSAGE: Record<Product, string> = {
  ncst: '최근 1일 간의 자료만 제공합니다.',
  ultra: '최근 1일 간의 자료만 제공합니다.',
  vilage: '최근 3일 간의 자료만 제공합니다.',
};

/** The issue a base_date/base_time pair names, if the service serves it at `now`. */
export function issueOf(options: { params: URLSearchParams; product: Product; now: number }): number {
  const { params, product, now } = options;
  const date = required(params, 'base_date');
  const time = required(params, 'base_time');
  const issue = parseBase(date, time);
  if (issue === undefined || issue < oldestServedDay(product, now)) throw new KmaStatus('10', WINDOW_MESSAGE[product]);
  if (!isIssueTime(product, issue) || !isAvailable(product, issue, now)) throw new KmaStatus('03');
  return issue;
}
