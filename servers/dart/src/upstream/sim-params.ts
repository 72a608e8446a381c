// Request-parameter checks of the emulated OpenDART: a bad value is status 100, as upstream.
import { DART_MESSAGES } from '@kopa/kit';

export class DartStatus extends Error {
  constructor(
    readonly status: string,
    message?: string,
  ) {
    super(message ?? DART_MESSAGES[status] ?? status);
  }
}

export function required(params: URLSearchParams, name: string, pattern: RegExp): string {
  const value = params.get(name);
  if (value === null || value === '') throw new DartStatus('100', `${name}: ${DART_MESSAGES['100']}`);
  if (!pattern.test(value)) throw new DartStatus('100', `${name}: ${DART_MESSAGES['100']}`);
  return value;
}

export function optional(params: URLSearchParams, name: string, pattern: RegExp): string | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  if (!pattern.test(value)) throw new DartStatus('100', `${name}: ${DART_MESSAGES['100']}`);
  return value;
}

export const DIGITS8 = /^\d{8}$/;
export const YEAR = /^\d{4}$/;
export const REPRT = /^110(11|12|13|14)$/;

/** The calendar day in Korea (UTC+9) of an instant, as YYYYMMDD. */
export function koreanDate(instant: Date): string {
  return new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** Adds months to a YYYYMMDD date (clamping the day), for DART's 3-month search window. */
export function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(4, 6)) - 1 + months;
  const day = Number(date.slice(6, 8));
  const target = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10).replace(/-/g, '');
}
