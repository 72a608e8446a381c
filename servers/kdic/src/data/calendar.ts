// Calendar arithmetic on the compact date strings KDIC uses (YYYYMMDD, YYYYMM), in Korean time, without
// locale-dependent calls, so that every generated table and every clock check is the same everywhere.

/** The calendar day in Korea (UTC+9) of an instant, as YYYYMMDD. */
export function koreanDate(instant: Date): string {
  return new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** The month (YYYYMM) `months` after `ym`. */
export function addMonths(ym: string, months: number): string {
  const index = Number(ym.slice(0, 4)) * 12 + Number(ym.slice(4, 6)) - 1 + months;
  return `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `first` to `last`, both included. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let ym = first; ym <= last; ym = addMonths(ym, 1)) months.push(ym);
  return months;
}

/** A day `days` after a YYYYMMDD date. */
export function addDays(ymd: string, days: number): string {
  const date = new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/** Days between two YYYYMMDD dates (b − a). */
export function daysBetween(a: string, b: string): number {
  const toTime = (ymd: string) =>
    Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
  return Math.round((toTime(b) - toTime(a)) / 86_400_000);
}

/** "2004.9.20": the unpadded dotted form of the 보험사고 service. */
export function dottedDate(ymd: string): string {
  return `${Number(ymd.slice(0, 4))}.${Number(ymd.slice(4, 6))}.${Number(ymd.slice(6, 8))}`;
}

/** Quarter-end months (03, 06, 09, 12) from `first` to `last`. */
export function quarterEnds(first: string, last: string): string[] {
  return monthsBetween(first, last).filter((ym) => Number(ym.slice(4, 6)) % 3 === 0);
}
