// The 2026 school year (학년도 2026: 2026-03-01 .. 2027-02-28): date arithmetic on YYYYMMDD
// strings, the real public holidays (with the 대체공휴일 that fall in it) and the window the
// date-driven tables cover. Locale-free on purpose: every machine computes the same days.

export const AY = '2026';
export const AY_START = '20260301';
export const AY_END = '20270228';
/** Meals and timetables exist from the first school day up to the default clock's date. */
export const WINDOW_START = '20260302';
export const WINDOW_END = '20260901';

/** 공휴일 of the school year with the names NEIS schedules use. */
export const HOLIDAYS: ReadonlyMap<string, string> = new Map([
  ['20260301', '3・1절'],
  ['20260302', '대체공휴일'],
  ['20260505', '어린이날'],
  ['20260524', '부처님오신날'],
  ['20260525', '대체공휴일'],
  ['20260603', '전국동시지방선거'],
  ['20260606', '현충일'],
  ['20260815', '광복절'],
  ['20260817', '대체공휴일'],
  ['20260924', '추석 연휴'],
  ['20260925', '추석'],
  ['20260926', '추석 연휴'],
  ['20261003', '개천절'],
  ['20261005', '대체공휴일'],
  ['20261009', '한글날'],
  ['20261225', '기독탄신일'],
  ['20270101', '1월1일'],
  ['20270206', '설날 연휴'],
  ['20270207', '설날'],
  ['20270208', '설날 연휴'],
  ['20270209', '대체공휴일'],
]);

function toUtc(ymd: string): number {
  return Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
}

export function fromUtc(ms: number): string {
  const date = new Date(ms);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${date.getUTCFullYear()}${month}${day}`;
}

// Day arithmetic by day number, memoized both ways: the tables ask about the same few thousand
// days (1988–2027) hundreds of thousands of times. Pure functions of their argument; bounded.
const DATE_MEMO_LIMIT = 50_000;
const dayNumbers = new Map<string, number>();
const dayStrings = new Map<number, string>();

function dayNumber(ymd: string): number {
  let day = dayNumbers.get(ymd);
  if (day === undefined) {
    day = toUtc(ymd) / 86_400_000;
    if (dayNumbers.size >= DATE_MEMO_LIMIT) dayNumbers.clear();
    dayNumbers.set(ymd, day);
  }
  return day;
}

function dayString(day: number): string {
  let ymd = dayStrings.get(day);
  if (ymd === undefined) {
    ymd = fromUtc(day * 86_400_000);
    if (dayStrings.size >= DATE_MEMO_LIMIT) dayStrings.clear();
    dayStrings.set(day, ymd);
  }
  return ymd;
}

export function addDays(ymd: string, days: number): string {
  return dayString(dayNumber(ymd) + days);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

const weekdays = new Map<string, number>();

/** 0 = Sunday … 6 = Saturday (memoized: calendars ask about the same few hundred days). */
export function dayOfWeek(ymd: string): number {
  let day = weekdays.get(ymd);
  if (day === undefined) {
    day = new Date(toUtc(ymd)).getUTCDay();
    if (weekdays.size < 10_000) weekdays.set(ymd, day);
  }
  return day;
}

export function isWeekend(ymd: string): boolean {
  const day = dayOfWeek(ymd);
  return day === 0 || day === 6;
}

export function isValidYmd(ymd: string): boolean {
  return /^\d{8}$/.test(ymd) && fromUtc(toUtc(ymd)) === ymd;
}

/** Every date from `from` to `to`, both inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) dates.push(day);
  return dates;
}

/** The session's "today" in Korea (UTC+9), whatever the host's time zone. */
export function koreanToday(now: Date): string {
  return fromUtc(now.getTime() + 9 * 3_600_000).slice(0, 8);
}

/** The Monday of the week of a date. */
export function mondayOf(ymd: string): string {
  const day = dayOfWeek(ymd);
  return addDays(ymd, day === 0 ? -6 : 1 - day);
}
