// Day arithmetic for the filing calendar. Days are integers counted from 1970-01-01 (UTC), so no
// Date object, time zone or locale can change a generated date.
import { padNumber } from './format.ts';

export type Day = number;

export interface Civil {
  year: number;
  month: number;
  day: number;
}

/** Days since 1970-01-01 for a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function dayOf(year: number, month: number, day: number): Day {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilOf(value: Day): Civil {
  const z = value + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 'YYYYMMDD', the format of rcept_dt, bgn_de and modify_date. */
export function ymd(value: Day): string {
  const { year, month, day } = civilOf(value);
  return `${year}${padNumber(month, 2)}${padNumber(day, 2)}`;
}

export function parseYmd(text: string): Day {
  return dayOf(Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6, 8)));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(value: Day): number {
  return (((value + 4) % 7) + 7) % 7;
}

// Solar public holidays only (month * 100 + day); lunar holidays (설날, 추석, 부처님오신날) move every
// year and are left out.
const FIXED_HOLIDAYS = new Set([101, 301, 505, 606, 815, 1003, 1009, 1225]);

export function isBusinessDay(value: Day): boolean {
  const day = weekday(value);
  if (day === 0 || day === 6) return false;
  const { month, day: dayOfMonth } = civilOf(value);
  return !FIXED_HOLIDAYS.has(month * 100 + dayOfMonth);
}

/** The same day if it is a business day, otherwise the next one. */
export function nextBusinessDay(value: Day): Day {
  let current = value;
  while (!isBusinessDay(current)) current++;
  return current;
}

/** The same day if it is a business day, otherwise the previous one. */
export function previousBusinessDay(value: Day): Day {
  let current = value;
  while (!isBusinessDay(current)) current--;
  return current;
}

/** Adds months, clamping the day of month (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(value: Day, months: number): Day {
  const { year, month, day } = civilOf(value);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = civilOf(dayOf(targetYear, targetMonth + 1, 1) - 1).day;
  return dayOf(targetYear, targetMonth, Math.min(day, lastDay));
}

/** The last day of a month. */
export function monthEnd(year: number, month: number): Day {
  return month === 12 ? dayOf(year, 12, 31) : dayOf(year, month + 1, 1) - 1;
}

/** The data window: disclosures run from the first business day of 2019 to the dataset's end date. */
export const DATA_START: Day = dayOf(2019, 1, 2);
export const DATA_END: Day = dayOf(2026, 9, 1);
