// Calendar arithmetic on YYYYMMDD strings in UTC, so schedules are the same on every machine and
// never depend on the host's time zone or locale. Korea has no DST, so KST is a fixed +9 h.

const DAY_MS = 86_400_000;
const KST_MS = 9 * 3_600_000;

/** Days since 1970-01-01 of a YYYYMMDD date. */
export function dayNumber(ymd: string): number {
  return Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))) / DAY_MS;
}

export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

export function addDays(ymd: string, days: number): string {
  return fromDayNumber(dayNumber(ymd) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(ymd: string): number {
  return (((dayNumber(ymd) + 4) % 7) + 7) % 7;
}

/** The first date on or after `ymd` that falls on `day` (0 = Sunday). */
export function onOrAfter(ymd: string, day: number): string {
  return addDays(ymd, (day - weekday(ymd) + 7) % 7);
}

export const MONDAY = 1;
export const WEDNESDAY = 3;
export const FRIDAY = 5;
export const SATURDAY = 6;

/** The Korean calendar day (YYYYMMDD) of an instant. */
export function koreanDate(instant: Date): string {
  return new Date(instant.getTime() + KST_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

/** The instant of a KST wall-clock time on a YYYYMMDD date. */
export function kstInstant(options: { ymd: string; hour: number }): Date {
  return new Date(dayNumber(options.ymd) * DAY_MS + options.hour * 3_600_000 - KST_MS);
}

/** "2026-09-01 10:00" style label of a KST wall-clock time, for messages. */
export function kstLabel(options: { ymd: string; hour: number }): string {
  const { ymd, hour } = options;
  return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)} ${String(hour).padStart(2, '0')}:00`;
}

/** "2026-09-01 10:00", the KST wall-clock time of an instant, for messages. */
export function kstClockLabel(instant: Date): string {
  return new Date(instant.getTime() + KST_MS).toISOString().slice(0, 16).replace('T', ' ');
}
