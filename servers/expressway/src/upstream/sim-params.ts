// Request-parameter handling of the emulated data.ex.co.kr: a missing required parameter is
// INVALID_REQUEST_PARAMETER, a malformed value INVALID_PARAMETER_VALUE, as the live API reports.
import { EX_MESSAGES, type ExCode, type OperationSpec } from './operations.ts';

/** A non-SUCCESS answer of the emulated upstream (sent with HTTP 200 and `list: null`). */
export class ExStatus extends Error {
  constructor(
    readonly code: ExCode,
    detail?: string,
  ) {
    super(detail ? `${EX_MESSAGES[code]} (${detail})` : EX_MESSAGES[code]);
  }
}

/** A trimmed parameter value; empty counts as absent. */
export function param(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

export function required(params: URLSearchParams, name: string): string {
  const value = param(params, name);
  if (value === undefined) throw new ExStatus('INVALID_REQUEST_PARAMETER', name);
  return value;
}

/** An optional parameter that must match a pattern when given. */
export function optional(params: URLSearchParams, name: string, pattern: RegExp): string | undefined {
  const value = param(params, name);
  if (value !== undefined && !pattern.test(value)) throw new ExStatus('INVALID_PARAMETER_VALUE', name);
  return value;
}

export function requiredMatching(params: URLSearchParams, name: string, pattern: RegExp): string {
  const value = required(params, name);
  if (!pattern.test(value)) throw new ExStatus('INVALID_PARAMETER_VALUE', name);
  return value;
}

export interface PageRequest {
  pageNo: number;
  numOfRows: number;
}

/** pageNo ≥ 1 and 1 ≤ numOfRows ≤ the operation's cap (1,000; 99 for realUnitTrtm). */
export function paging(params: URLSearchParams, spec: OperationSpec): PageRequest {
  const pageText = optional(params, 'pageNo', /^\d{1,6}$/) ?? '1';
  const rowsText = optional(params, 'numOfRows', /^\d{1,7}$/) ?? String(spec.defaultRows);
  const pageNo = Number(pageText);
  const numOfRows = Number(rowsText);
  if (pageNo < 1) throw new ExStatus('INVALID_PARAMETER_VALUE', 'pageNo');
  if (numOfRows < 1 || numOfRows > spec.maxRows) {
    throw new ExStatus('INVALID_PARAMETER_VALUE', `numOfRows 1~${spec.maxRows}`);
  }
  return { pageNo, numOfRows };
}

/** Case-sensitive substring match, the way the portal's name filters behave. */
export function contains(value: unknown, needle: string | undefined): boolean {
  return needle === undefined || String(value).includes(needle);
}

export function equals(value: unknown, wanted: string | undefined): boolean {
  return wanted === undefined || String(value).trim() === wanted;
}

export const ROUTE_CODE = /^\d{4}$/;
export const UNIT_CODE = /^\d{3}$/;
export const REST_CODE = /^\d{6}$/;
export const SERVICE_AREA_CODE = /^[AB]\d{5}$/;
export const YMD = /^\d{8}$/;
