// Dates as the Seoul APIs see them: Korean calendar days (UTC+9), the real 2025–2027 public
// holidays that make a day a 휴일 (WEEK_TAG 3), and the timestamp formats the services print.

const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** A calendar day as YYYYMMDD. */
export type Ymd = string;

/** Korean public holidays (관공서의 공휴일에 관한 규정, incl. substitute and election days). */
const HOLIDAYS = new Set([
  '20250101',
  '20250128',
  '20250129',
  '20250130',
  '20250301',
  '20250303',
  '20250505',
  '20250506',
  '20250603',
  '20250606',
  '20250815',
  '20251003',
  '20251005',
  '20251006',
  '20251007',
  '20251008',
  '20251009',
  '20251225',
  '20260101',
  '20260216',
  '20260217',
  '20260218',
  '20260301',
  '20260302',
  '20260505',
  '20260524',
  '20260525',
  '20260603',
  '20260606',
  '20260815',
  '20260817',
  '20260924',
  '20260925',
  '20260926',
  '20261003',
  '20261005',
  '20261009',
  '20261225',
  '20270101',
  '20270206',
  '20270207',
  '20270208',
  '20270209',
  '20270301',
  '20270505',
  '20270513',
  '20270606',
  '20270815',
  '20270816',
  '20270914',
  '20270915',
  '20270916',
  '20271003',
  '20271004',
  '20271009',
  '20271011',
  '20271225',
  '20271227',
]);

export const pad = (value: number, width: number) => String(value).padStart(width, '0');

function shifted(instant: Date): Date {
  return new Date(instant.getTime() + KST_OFFSET_MS);
}

/** The Korean calendar day of an instant. */
export function kstYmd(instant: Date): Ymd {
  return shifted(instant).toISOString().slice(0, 10).replace(/-/g, '');
}

/** Seconds since Korean midnight of an instant. */
export function kstSecondOfDay(instant: Date): number {
  const local = shifted(instant);
  return local.getUTCHours() * 3600 + local.getUTCMinutes() * 60 + local.getUTCSeconds();
}

/** `YYYY-MM-DD HH:MM:SS` in Korean time, as realtime `recptnDt` prints it. */
export function kstStamp(instant: Date): string {
  return shifted(instant).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant of a Korean wall-clock time. */
export function kstInstant(ymd: Ymd, secondOfDay = 0): Date {
  const midnight = Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
  return new Date(midnight - KST_OFFSET_MS + secondOfDay * 1000);
}

export function dayNumber(ymd: Ymd): number {
  return Math.round(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))) / DAY_MS);
}

export function fromDayNumber(day: number): Ymd {
  return new Date(day * DAY_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

export function addDays(ymd: Ymd, days: number): Ymd {
  return fromDayNumber(dayNumber(ymd) + days);
}

export function isValidYmd(ymd: string): boolean {
  return /^\d{8}$/.test(ymd) && fromDayNumber(dayNumber(ymd)) === ymd;
}

/** WEEK_TAG: 1 평일, 2 토요일, 3 일요일·공휴일. */
export function weekTag(ymd: Ymd): '1' | '2' | '3' {
  const weekday = (dayNumber(ymd) + 4) % 7; // 1970-01-01 was a Thursday
  if (weekday === 0 || HOLIDAYS.has(ymd)) return '3';
  return weekday === 6 ? '2' : '1';
}

/** `HH:MM:SS`, keeping hours past midnight as 24, 25… like the Seoul timetables do. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${pad(Math.floor(whole / 3600), 2)}:${pad(Math.floor((whole % 3600) / 60), 2)}:${pad(whole % 60, 2)}`;
}

/** `YYYY-MM-DD HH:MM:SS.0`, the 공공서비스예약 timestamp format. */
export function reservationStamp(ymd: Ymd, secondOfDay: number): string {
  return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)} ${clock(secondOfDay)}.0`;
}

/** Parses a `YYYY-MM-DD HH:MM:SS(.0)` Korean timestamp to an instant. */
export function parseReservationStamp(stamp: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(stamp.trim());
  if (!match) return undefined;
  const [, y, m, d, hh, mm, ss] = match;
  return kstInstant(`${y}${m}${d}`, Number(hh) * 3600 + Number(mm) * 60 + Number(ss));
}
