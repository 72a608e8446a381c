// The KRX trading calendar: real closing days (a committed table of 2024–2026 holidays, including the
// lunar 설날/추석 dates), the trading days of the data window, and when each day's data is published.
// Days are integers counted from 1970-01-01 so that no Date, time zone or locale can change a date.
import { civilOf, type Day, dayOf, weekday, ymd } from '@kopa/world';
import table from './krx-holidays.json' with { type: 'json' };

// The day arithmetic is the shared world's (DART's filings and KRX's quotes count days the same way).
export { civilOf, type Day, dayOf, weekday, ymd } from '@kopa/world';

/** The day of a YYYYMMDD string, or undefined when it is not a real calendar date. */
export function parseYmd(text: string): Day | undefined {
  if (!/^\d{8}$/.test(text)) return undefined;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(4, 6));
  const day = Number(text.slice(6, 8));
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const value = dayOf(year, month, day);
  return ymd(value) === text ? value : undefined;
}

const HOLIDAYS = new Map<string, string>(table.holidays.map((holiday) => [holiday.date, holiday.name]));

/** Why KRX is closed on a day ('토요일', '설날', '연말 휴장일' …), or undefined on a trading day. */
export function closedReason(value: Day): string | undefined {
  const day = weekday(value);
  if (day === 6) return '토요일';
  if (day === 0) return '일요일';
  return HOLIDAYS.get(ymd(value));
}

export const isTradingDay = (value: Day): boolean => closedReason(value) === undefined;

/**
 * The series base day (the last trading day of 2023, whose close is the reference price of
 * 2024-01-02), the last day of the fixed window the benchmark is materialized on, and the last day
 * any window can reach: the end of the committed holiday table (2026-12-31, 연말 휴장일).
 */
export const BASE_DAY: Day = dayOf(2023, 12, 28);
export const FIRST_DAY: Day = dayOf(2024, 1, 2);
export const LAST_DAY: Day = dayOf(2026, 8, 31);
export const HORIZON_DAY: Day = dayOf(2026, 12, 31);

function buildTradingDays(): Day[] {
  const days: Day[] = [BASE_DAY];
  for (let value = FIRST_DAY; value <= HORIZON_DAY; value++) if (isTradingDay(value)) days.push(value);
  return days;
}

/**
 * The last day a dataset serves: the fixed window's unless `window.end` (YYYY-MM-DD) is later, and never
 * past HORIZON_DAY. Every series is generated through HORIZON_DAY with draws in day order, so a longer
 * window adds days without changing the earlier ones.
 */
export function windowEnd(window?: { end: string }): Day {
  const end = window ? parseYmd(window.end.replace(/-/g, '')) : undefined;
  if (end === undefined || end <= LAST_DAY) return LAST_DAY;
  return Math.min(end, HORIZON_DAY);
}

/** Trading days through HORIZON_DAY, index 0 = BASE_DAY (2023-12-28). Small and built once at import. */
export const TRADING_DAYS: readonly Day[] = buildTradingDays();
const INDEX_OF = new Map<Day, number>(TRADING_DAYS.map((value, index) => [value, index]));

/** The index of a trading day in TRADING_DAYS, or -1 outside the window or on a closed day. */
export const tradingIndex = (value: Day): number => INDEX_OF.get(value) ?? -1;

/** The last trading day strictly before a day (within or before the window). */
export function previousTradingDay(value: Day): Day {
  let current = value - 1;
  while (!isTradingDay(current) && current !== BASE_DAY) current--;
  return current;
}

/** The first trading day strictly after a day. */
export function nextTradingDay(value: Day): Day {
  let current = value + 1;
  while (!isTradingDay(current)) current++;
  return current;
}

/** The calendar day and hour in Korea (UTC+9) of an instant. */
export function koreanClock(instant: Date): { day: Day; hour: number } {
  const shifted = instant.getTime() + 9 * 3_600_000;
  const day = Math.floor(shifted / 86_400_000);
  return { day, hour: Math.floor((shifted - day * 86_400_000) / 3_600_000) };
}

/**
 * The last trading day whose data is published at `now`, when a day's data appears at `hour`
 * (KST) of the next trading day: 08:00 for the KRX Open API, 13:00 for the FSC services.
 * Capped at the dataset's last day (LAST_DAY by default); undefined before the first day is published.
 */
export function lastPublishedDay(now: Date, hour: number, lastDay: Day = LAST_DAY): Day | undefined {
  const clock = koreanClock(now);
  let latest: Day;
  if (clock.day > lastDay + 10) latest = lastDay;
  else {
    const before = previousTradingDay(clock.day);
    latest = isTradingDay(clock.day) && clock.hour >= hour ? before : previousTradingDay(before);
  }
  if (latest > lastDay) latest = lastDay;
  return latest < FIRST_DAY ? undefined : latest;
}

export const KRX_PUBLISH_HOUR = 8;
export const FSC_PUBLISH_HOUR = 13;

/** Months since January 2016 (DART's monthlyPrice index). */
export function monthIndexOf(value: Day): number {
  const { year, month } = civilOf(value);
  return (year - 2016) * 12 + month - 1;
}
