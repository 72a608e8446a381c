// Calendar arithmetic on YYYYMMDD strings and the date formats law.go.kr prints ("2025.06.05" in
// lists, "2025. 6. 5." in 참조조문, "<개정 2019.1.15>" in article text), without locale calls.

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYYMMDD date. */
export function dayOf(ymd: string): number {
  return Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))) / DAY_MS;
}

/** The YYYYMMDD date of a day number. */
export function ymdOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

export function addDays(ymd: string, days: number): string {
  return ymdOf(dayOf(ymd) + days);
}

/** The calendar day in Korea (UTC+9) of an instant, as YYYYMMDD. */
export function koreanToday(instant: Date): string {
  return new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** "2025.06.05", the list format of 선고일자 and 회신일자. */
export function dotted(ymd: string): string {
  return `${ymd.slice(0, 4)}.${ymd.slice(4, 6)}.${ymd.slice(6, 8)}`;
}

/** "2019.1.15", the form inside "<개정 2019.1.15>". */
export function compact(ymd: string): string {
  return `${Number(ymd.slice(0, 4))}.${Number(ymd.slice(4, 6))}.${Number(ymd.slice(6, 8))}`;
}

/** "2020. 6. 9.", the form of dates inside 참조조문 and 판례 text. */
export function spaced(ymd: string): string {
  return `${Number(ymd.slice(0, 4))}. ${Number(ymd.slice(4, 6))}. ${Number(ymd.slice(6, 8))}.`;
}

/** Accepts YYYYMMDD, YYYY.MM.DD or YYYY-MM-DD; undefined when not a real date. */
export function normalizeDate(text: string): string | undefined {
  const digits = text.replace(/[.\-\s]/g, '');
  if (!/^\d{8}$/.test(digits)) return undefined;
  return ymdOf(dayOf(digits)) === digits ? digits : undefined;
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
