// Request-parameter handling of the emulated upstreams: a bad value is data.go.kr's 10, a missing
// mandatory one 11, as upstream; paging follows each service's defaults.
import { messageOf } from './codes.ts';

/** A provider-side error the handlers raise; the router writes it in the service's envelope. */
export class SimError extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message ?? messageOf(code));
  }
}

export function requiredParam(options: { params: URLSearchParams; name: string; pattern: RegExp }): string {
  const value = options.params.get(options.name)?.trim();
  if (!value) throw new SimError('11', `${messageOf('11')} (${options.name})`);
  if (!options.pattern.test(value)) throw new SimError('10', `${messageOf('10')} (${options.name})`);
  return value;
}

export function optionalParam(options: { params: URLSearchParams; name: string; pattern: RegExp }): string | undefined {
  const value = options.params.get(options.name)?.trim();
  if (!value) return undefined;
  if (!options.pattern.test(value)) throw new SimError('10', `${messageOf('10')} (${options.name})`);
  return value;
}

export interface Paging {
  pageNo: number;
  /** Undefined when the caller asked for no page size: Q-Net then answers every row. */
  numOfRows: number | undefined;
}

export function pagingOf(params: URLSearchParams): Paging {
  const pageNo = optionalParam({ params, name: 'pageNo', pattern: /^\d{1,6}$/ });
  const numOfRows = optionalParam({ params, name: 'numOfRows', pattern: /^\d{1,6}$/ });
  if (pageNo === '0' || numOfRows === '0') throw new SimError('10', `${messageOf('10')} (pageNo/numOfRows)`);
  return { pageNo: pageNo ? Number(pageNo) : 1, numOfRows: numOfRows ? Number(numOfRows) : undefined };
}

export function pageRows<T>(rows: readonly T[], paging: { pageNo: number; numOfRows: number }): T[] {
  const start = (paging.pageNo - 1) * paging.numOfRows;
  return rows.slice(start, start + paging.numOfRows);
}

/** Code-point order: locale-independent, so every machine sorts the same way. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
