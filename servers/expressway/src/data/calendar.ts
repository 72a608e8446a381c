// Korean-time calendar arithmetic for the dataset and the emulated upstream: data.ex.co.kr speaks in
// KST dates (YYYYMMDD) and hours, so every clock reading goes through here, never through locale calls.

const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** First day of the generated daily tables; the last is the session's (or the default) clock day. */
export const WINDOW_START = '20250901';
/** The default clock's day (2026-09-01T10:00:00+09:00). */
export const WINDOW_END = '20260901';

export interface KstParts {
  ymd: string;
  hour: number;
  minute: number;
  second: number;
}

/** The KST calendar fields of an instant. */
export function kst(instant: Date): KstParts {
  const shifted = new Date(instant.getTime() + KST_OFFSET_MS);
  return {
    ymd: shifted.toISOString().slice(0, 10).replace(/-/g, ''),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The instant of a KST date and time. */
export function kstInstant(ymd: string, hour = 0, minute = 0): Date {
  const utc = Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)), hour, minute);
  return new Date(utc - KST_OFFSET_MS);
}

/** Days since 1970-01-01 of a YYYYMMDD date. */
export function dayIndex(ymd: string): number {
  return Math.round(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))) / DAY_MS);
}

export function ymdOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

export function addDays(ymd: string, days: number): string {
  return ymdOfDay(dayIndex(ymd) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(ymd: string): number {
  return (((dayIndex(ymd) + 4) % 7) + 7) % 7;
}

/** True for a real calendar date written as YYYYMMDD. */
export function isValidYmd(ymd: string): boolean {
  if (!/^\d{8}$/.test(ymd)) return false;
  return ymdOfDay(dayIndex(ymd)) === ymd;
}

/** Every date from `from` to `to`, both inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = dayIndex(from); day <= dayIndex(to); day++) dates.push(ymdOfDay(day));
  return dates;
}

/** Traffic multipliers of the Korean holidays (관공서의 공휴일에 관한 규정): 설/추석 exoduses, then the rest. */
export const HOLIDAY_FACTORS: Readonly<Record<string, number>> = {
  '20251003': 1.18,
  '20251004': 1.3,
  '20251005': 1.42,
  '20251006': 1.45,
  '20251007': 1.38,
  '20251008': 1.3,
  '20251009': 1.15,
  '20251225': 1.1,
  '20260101': 1.1,
  '20260214': 1.2,
  '20260215': 1.38,
  '20260216': 1.45,
  '20260217': 1.42,
  '20260218': 1.3,
  '20260301': 1.12,
  '20260302': 1.1,
  '20260505': 1.15,
  '20260524': 1.12,
  '20260525': 1.1,
  '20260603': 1.08,
  '20260606': 1.1,
  '20260815': 1.15,
  '20260817': 1.1,
  // After the fixed window (traffic there is computed from the clock): 추석 2026, autumn holidays, 2027.
  '20260923': 1.18,
  '20260924': 1.42,
  '20260925': 1.45,
  '20260926': 1.38,
  '20260927': 1.2,
  '20261003': 1.12,
  '20261005': 1.1,
  '20261009': 1.12,
  '20261225': 1.1,
  '20270101': 1.1,
  '20270205': 1.2,
  '20270206': 1.38,
  '20270207': 1.45,
  '20270208': 1.42,
  '20270209': 1.3,
  '20270301': 1.1,
  '20270505': 1.15,
  '20270513': 1.1,
  '20270815': 1.12,
  '20270816': 1.1,
  '20270914': 1.38,
  '20270915': 1.45,
  '20270916': 1.42,
  '20270917': 1.2,
  '20271003': 1.1,
  '20271004': 1.1,
  '20271009': 1.1,
  '20271011': 1.1,
  '20271225': 1.1,
  '20271227': 1.05,
};

/** Two-digit zero padding without locale calls. */
export function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}
