// When each product is issued and when the API starts serving it (the 발표시각 rules of the
// VilageFcstInfoService guide), and which valid times an issue covers: 단기예보 8 times a day
// (02, 05, …, 23시, served from HH10) out to +4 days, 초단기실황 every hour (HH00, from HH40),
// 초단기예보 every hour (HH30, from HH45) for the next 6 hours, 중기예보 at 06 and 18시.
import { DAY_MS, fromKst, HOUR_MS, kstFields, kstMidnight, MINUTE_MS } from './kst.ts';

export type Product = 'ncst' | 'ultra' | 'vilage';

export const VILAGE_HOURS = [2, 5, 8, 11, 14, 17, 20, 23] as const;

/** Minutes after the issue time at which the API serves the product. */
export const AVAILABLE_AFTER: Record<Product, number> = { ncst: 40, ultra: 15, vilage: 10 };

/** Whether an instant is an issue time of the product (minute 00, 30 for 초단기예보, 02/05/… for 단기). */
export function isIssueTime(product: Product, at: number): boolean {
  const { hour, minute } = kstFields(at);
  if (product === 'ncst') return minute === 0;
  if (product === 'ultra') return minute === 30;
  return minute === 0 && (VILAGE_HOURS as readonly number[]).includes(hour);
}

/** Whether the API already serves the issue at `now`. */
export function isAvailable(product: Product, issue: number, now: number): boolean {
  return issue + AVAILABLE_AFTER[product] * MINUTE_MS <= now;
}

/** The latest issue of the product that the API serves at `now`. */
export function latestIssue(product: Product, now: number): number {
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  if (product === 'ncst') return isAvailable('ncst', hourStart, now) ? hourStart : hourStart - HOUR_MS;
  if (product === 'ultra') {
    const half = hourStart + 30 * MINUTE_MS;
    return isAvailable('ultra', half, now) ? half : half - HOUR_MS;
  }
  let candidate = hourStart;
  while (!isIssueTime('vilage', candidate) || !isAvailable('vilage', candidate, now)) candidate -= HOUR_MS;
  return candidate;
}

/** The oldest base_date the API still serves: 최근 1일 (초단기) or 최근 3일 (단기예보) of KST dates. */
export function oldestServedDay(product: Product, now: number): number {
  return kstMidnight(now) - (product === 'vilage' ? 3 : 1) * DAY_MS;
}

/** Valid times of a 단기예보 issue: hourly to 23시 of day+2, then 3-hourly to 00시 of day+4. */
export function vilageValidTimes(issue: number): number[] {
  const first = issue + HOUR_MS;
  const day0 = kstMidnight(first);
  const hourlyEnd = day0 + 3 * DAY_MS - HOUR_MS;
  const times: number[] = [];
  for (let at = first; at <= hourlyEnd; at += HOUR_MS) times.push(at);
  for (let at = day0 + 3 * DAY_MS; at <= day0 + 4 * DAY_MS; at += 3 * HOUR_MS) times.push(at);
  return times;
}

/** Whether an issue still carries TMN (06시 row) / TMX (15시 row) of a day (issued by 02시 / 11시). */
export function carriesExtreme(kind: 'TMN' | 'TMX', issue: number, dayStart: number): boolean {
  return issue <= dayStart + (kind === 'TMN' ? 2 : 11) * HOUR_MS;
}

/** Valid times of a 초단기예보 issue (HH30): the next six whole hours. */
export function ultraValidTimes(issue: number): number[] {
  const first = Math.ceil(issue / HOUR_MS) * HOUR_MS;
  return Array.from({ length: 6 }, (_, index) => first + index * HOUR_MS);
}

/** 중기예보 발표: 06시 and 18시, served from 06시 / 18시 (no delay modelled). */
export function latestMidIssue(now: number): number {
  const day = kstMidnight(now);
  for (const candidate of [day + 18 * HOUR_MS, day + 6 * HOUR_MS, day - 6 * HOUR_MS]) {
    if (candidate <= now) return candidate;
  }
  return day - 6 * HOUR_MS;
}

export function isMidIssueTime(at: number): boolean {
  const { hour, minute } = kstFields(at);
  return minute === 0 && (hour === 6 || hour === 18);
}

/** Parses base_date + base_time (or a 12-digit stamp) into an instant. */
export function parseBase(date: string, time: string): number | undefined {
  return fromKst({ date, time });
}
