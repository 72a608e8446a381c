// The FSC services' filters over issue-days, evaluated lazily: the days in scope (basDt,
// beginBasDt, endBasDt exclusive, likeBasDt, up to the last published day), the issue filters
// (codes, names, market), and value ranges on the quote; rows are materialized only for the page.
import { FIRST_DAY, parseYmd, TRADING_DAYS, ymd } from '../data/calendar.ts';
import { compareText, type IssueRow, type Quote } from '../data/index.ts';
import type { KrxView } from './sim-view.ts';

export class FscParamError extends Error {}

export interface RangeFilter {
  /** Needs volume or value, i.e. the full quote rather than the close alone. */
  trading: boolean;
  field: (quote: Quote) => number;
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

const RANGES: ReadonlyArray<readonly [string, boolean, (quote: Quote) => number]> = [
  ['Vs', false, (quote) => quote.close - quote.previous],
  ['FltRt', false, (quote) => Math.round((quote.close / quote.previous - 1) * 10_000) / 100],
  ['Trqu', true, (quote) => quote.volume],
  ['TrPrc', true, (quote) => quote.value],
  ['LstgStCnt', false, (quote) => quote.shares],
  ['MrktTotAmt', false, (quote) => quote.close * quote.shares],
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

const inRange = (quote: Quote, ranges: readonly RangeFilter[]) =>
  ranges.every((range) => {
    const value = range.field(quote);
    return (range.min === undefined || value >= range.min) && (range.max === undefined || value < range.max);
  });

/** Counts the matching issue-days and returns the ones of one page (newest day first, then code). */
export function selectPage(options: { scope: FscScope; view: KrxView; offset: number; limit: number }): {
  total: number;
  page: Array<{ issue: IssueRow; quote: Quote; index: number }>;
} {
  const { scope, view, offset, limit } = options;
  const page: Array<{ issue: IssueRow; quote: Quote; index: number }> = [];
  let total = 0;
  const filtered = scope.ranges.length > 0;
  const light = !scope.ranges.some((range) => range.trading);
  for (const index of scope.days) {
    for (const issue of scope.issues) {
      if (!view.present(issue, index)) continue;
      if (filtered) {
        const quote = view.quote(issue, index, light);
        if (!quote || !inRange(quote, scope.ranges)) continue;
      }
      if (total >= offset && page.length < limit) {
        const quote = view.quote(issue, index);
        if (quote) page.push({ issue, quote, index });
      }
      total++;
    }
  }
  return { total, page };
}
