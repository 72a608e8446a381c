// Calendar checks for date parameters. The upstreams compare dates as text, so an impossible day
// (20260230, month 13) quietly matches nothing; tools refuse it up front instead, naming the form.
import { z } from 'zod';

/** Whether year, month and day name a day of the proleptic Gregorian calendar. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // years 0-99 would otherwise be read as 1900-1999
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Whether digits `YYYY`, `YYYYMM` or `YYYYMMDD` name a real year, month or day. Text of another shape
 * is not judged here (true), so that a pattern check reports it with its own message.
 */
export function isCalendarYmd(text: string): boolean {
  if (!/^\d{4}(\d{2}(\d{2})?)?$/.test(text)) return true;
  const month = text.length >= 6 ? Number(text.slice(4, 6)) : 1;
  const day = text.length >= 8 ? Number(text.slice(6, 8)) : 1;
  return isCalendarDay(Number(text.slice(0, 4)), month, day);
}

/**
 * A `YYYYMMDD` parameter: eight digits (the pattern its JSON Schema shows) that name a real day, refused
 * otherwise with the form and an example.
 */
export function ymdParameter(label: string, example: string) {
  return z
    .string()
    .regex(/^\d{8}$/, `must be a date as YYYYMMDD, e.g. ${example}`)
    .refine(isCalendarYmd, {
      error: (issue) => `${String(issue.input)} is not a calendar date; pass a real date as YYYYMMDD, e.g. ${example}`,
    })
    .describe(`${label} (YYYYMMDD), e.g. ${example}`);
}
