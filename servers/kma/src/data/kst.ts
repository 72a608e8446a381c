// Korean Standard Time (UTC+9, no daylight saving) calendar fields for instants, without any
// locale-dependent call: every KMA date and time (base_date, fcstTime, tmFc) is KST.
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = 9 * HOUR_MS;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export interface KstFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function kstFields(ms: number): KstFields {
  const shifted = new Date(ms + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** YYYYMMDD of the KST day that holds the instant. */
export function ymd(ms: number): string {
  const f = kstFields(ms);
  return `${pad(f.year, 4)}${pad(f.month)}${pad(f.day)}`;
}

/** HHMM of the instant in KST. */
export function hm(ms: number): string {
  const f = kstFields(ms);
  return `${pad(f.hour)}${pad(f.minute)}`;
}

/** YYYYMMDDHHMMSS in KST (getFcstVersion's version stamp). */
export function stamp14(ms: number): string {
  const f = kstFields(ms);
  return `${ymd(ms)}${pad(f.hour)}${pad(f.minute)}${pad(f.second)}`;
}

/** The instant of a KST wall-clock time; undefined when the fields do not form a real date. */
export function fromKst(options: { date: string; time?: string }): number | undefined {
  const { date, time = '0000' } = options;
  if (!/^\d{8}$/.test(date) || !/^\d{4}$/.test(time)) return undefined;
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(4, 6));
  const day = Number(date.slice(6, 8));
  const hour = Number(time.slice(0, 2));
  const minute = Number(time.slice(2, 4));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  const ms = Date.UTC(year, month - 1, day, hour, minute) - OFFSET_MS;
  return ymd(ms) === date ? ms : undefined;
}

/** Midnight (KST) of the day holding the instant. */
export function kstMidnight(ms: number): number {
  return fromKst({ date: ymd(ms) }) ?? ms;
}

/** Day of the year (1–366) of the KST date, plus the fraction of the day elapsed. */
export function dayOfYear(ms: number): number {
  const f = kstFields(ms);
  const start = Date.UTC(f.year, 0, 1);
  const today = Date.UTC(f.year, f.month - 1, f.day);
  return (today - start) / DAY_MS + 1 + (f.hour + f.minute / 60) / 24;
}

/** The hour of the day in KST as a fraction (e.g. 14.5 for 14:30). */
export function kstHour(ms: number): number {
  const f = kstFields(ms);
  return f.hour + f.minute / 60;
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
/** Korean weekday letter of the KST date (for 중기전망 text). */
export function weekday(ms: number): string {
  const f = kstFields(ms);
  return WEEKDAYS[new Date(Date.UTC(f.year, f.month - 1, f.day)).getUTCDay()] ?? '';
}
