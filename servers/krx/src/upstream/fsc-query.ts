// The FSC services' filters over issue-days, evaluated lazily: the days in scope (basDt,
// beginBasDt, endBasDt exclusive, likeBasDt, up to the last published day), the issue filters
// (codes, names, market), and value ranges on the quote; rows are materialized only for the page.
import { FIRST_DAY, parseYmd, TRADING_DAYS, ymd } from '../data/calendar.ts';
import { compareText, type IssueRow, type Quote, type QuoteColumns } from '../data/index.ts';
import { closeOn } from '../data/quotes.ts';
import type { KrxView } from './sim-view.ts';

export class FscParamError extends Error {}

export interface RangeFilter {
  /** Needs volume or value, i.e. the full quote rather than the close alone. */
  trading: boolean;
  field: (columns: QuoteColumns, index: number) => number;
  min?: number;
  max?: number;
}

export interface FscScope {
  /** Trading-day indices in scope, newest first. */
  days: number[];
  issues: IssueRow[];
  ranges: RangeFilter[];
}

const DATE = /^\d{8}$/;

function dateParam(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  const day = DATE.test(value) ? parseYmd(value) : undefined;
  if (day === undefined) throw new FscParamError(`${name}: ${value}`);
  return day;
}

function numberParam(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) throw new FscParamError(`${name}: ${value}`);
  return number;
}

export function daysInScope(params: URLSearchParams, latest: number | undefined): number[] {
  const exact = dateParam(params, 'basDt');
  const begin = dateParam(params, 'beginBasDt');
  const end = dateParam(params, 'endBasDt');
  const like = params.get('likeBasDt') ?? '';
  const days: number[] = [];
  if (latest === undefined) return days;
  for (let index = TRADING_DAYS.length - 1; index >= 1; index--) {
    const day = TRADING_DAYS[index] ?? 0;
    if (day > latest || day < FIRST_DAY) continue;
    if (exact !== undefined && day !== exact) continue;
    if (begin !== undefined && day < begin) continue;
    if (end !== undefined && day >= end) continue;
    if (like && !ymd(day).includes(like)) continue;
    days.push(index);
  }
  return days;
}

/** Issues matching the code, ISIN, name, market and company filters, in short-code order. */
export function issuesInScope(params: URLSearchParams, view: KrxView): IssueRow[] {
  const text = (name: string) => params.get(name) ?? '';
  const likeCode = text('likeSrtnCd').replace(/^A/, '');
  const checks: Array<(issue: IssueRow) => boolean> = [];
  if (likeCode) checks.push((issue) => issue.ISU_SRT_CD.includes(likeCode));
  if (text('isinCd')) checks.push((issue) => issue.ISU_CD === text('isinCd'));
  if (text('likeIsinCd')) checks.push((issue) => issue.ISU_CD.includes(text('likeIsinCd')));
  if (text('itmsNm')) checks.push((issue) => issue.ISU_ABBRV === text('itmsNm'));
  if (text('likeItmsNm')) checks.push((issue) => issue.ISU_ABBRV.includes(text('likeItmsNm')));
  if (text('mrktCls')) checks.push((issue) => issue.MKT_TP_NM === text('mrktCls'));
  if (text('crno')) checks.push((issue) => issue.crno === text('crno'));
  if (text('corpNm')) checks.push((issue) => issue.corpNm === text('corpNm'));
  if (text('likeCorpNm')) checks.push((issue) => issue.corpNm.includes(text('likeCorpNm')));
  return view.issues
    .rows()
    .filter((issue) => checks.every((check) => check(issue)))
    .sort((a, b) => compareText(a.ISU_SRT_CD, b.ISU_SRT_CD));
}

// Each field as the FSC service computes it from the day's quote (quotes.ts), read from the columns.
const RANGES: ReadonlyArray<readonly [string, boolean, (columns: QuoteColumns, index: number) => number]> = [
  [
    'Vs',
    false,
    (columns, index) => {
      const { close, previous } = closeOn(columns.series, index);
      return close - previous;
    },
  ],
  [
    'FltRt',
    false,
    (columns, index) => {
      const { close, previous } = closeOn(columns.series, index);
      return Math.round((close / previous - 1) * 10_000) / 100;
    },
  ],
  ['Trqu', true, (columns, index) => columns.volume?.[index] ?? 0],
  ['TrPrc', true, (columns, index) => columns.value?.[index] ?? 0],
  ['LstgStCnt', false, (columns, index) => columns.shares[index] ?? 0],
  ['MrktTotAmt', false, (columns, index) => closeOn(columns.series, index).close * (columns.shares[index] ?? 0)],
];

/** `begin*` is inclusive and `end*` exclusive, as the service documents. */
export function rangesOf(params: URLSearchParams): RangeFilter[] {
  const ranges: RangeFilter[] = [];
  for (const [suffix, trading, field] of RANGES) {
    const min = numberParam(params, `begin${suffix}`);
    const max = numberParam(params, `end${suffix}`);
    if (min !== undefined || max !== undefined)
      ranges.push({ trading, field, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) });
  }
  return ranges;
}

const inRange = (columns: QuoteColumns, index: number, ranges: readonly RangeFilter[]) =>
  ranges.every((range) => {
    const value = range.field(columns, index);
    return (range.min === undefined || value >= range.min) && (range.max === undefined || value < range.max);
  });

/** Gives the event loop back every few milliseconds, so that one wide query never stalls other sessions. */
function createYielder(sliceMs = 10) {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
}

/**
 * Counts the matching issue-days and returns the ones of one page (newest day first, then code).
 * Without range filters a day's count comes from the listing days alone, so days before the page
 * are skipped whole; with them, each issue's columns are built once and the scan yields as it goes.
 */
export async function selectPage(options: { scope: FscScope; view: KrxView; offset: number; limit: number }): Promise<{
  total: number;
  page: Array<{ issue: IssueRow; quote: Quote; index: number }>;
}> {
  const { scope, view, offset, limit } = options;
  const page: Array<{ issue: IssueRow; quote: Quote; index: number }> = [];
  const { issues, ranges } = scope;
  const pause = createYielder();
  // An issue's first query reads its traits from DART's market view: the first wide scan builds them all.
  const firsts = new Float64Array(issues.length);
  for (let position = 0; position < issues.length; position++) {
    firsts[position] = view.dataset.firstQuoted(issues[position] as IssueRow);
    if (position % 64 === 63) await pause();
  }
  const trading = ranges.some((range) => range.trading);
  const columns: Array<QuoteColumns | undefined | null> = new Array(issues.length).fill(null);
  let total = 0;
  for (const index of scope.days) {
    if (ranges.length === 0 && !view.halts && (total + issues.length <= offset || page.length >= limit)) {
      // The whole day is before or after the page: count it without reading a quote.
      for (let position = 0; position < issues.length; position++) if ((firsts[position] ?? 0) <= index) total++;
      continue;
    }
    for (let position = 0; position < issues.length; position++) {
      if ((firsts[position] ?? Number.POSITIVE_INFINITY) > index) continue;
      const issue = issues[position] as IssueRow;
      if (view.halts && !view.present(issue, index)) continue;
      if (ranges.length > 0) {
        let issueColumns = columns[position];
        if (issueColumns === null) {
          issueColumns = view.dataset.columns(issue, trading);
          columns[position] = issueColumns;
          await pause();
        }
        if (!issueColumns || !inRange(issueColumns, index, ranges)) continue;
      }
      if (total >= offset && page.length < limit) {
        const quote = view.quote(issue, index);
        if (quote) page.push({ issue, quote, index });
      }
      total++;
    }
    await pause();
  }
  return { total, page };
}
