// The data window (the kit's DataWindow): the fixed dataset ends on DATA_END; a later end continues
// every dated register through that day. Each later day and each closure is drawn from its own
// stream, keyed by the day or the row, so a row is the same whatever the end and a later end only
// adds rows and closures after the earlier end's.
import { type DataWindow, hashSeed } from '@kopa/kit';
import { DATA_END } from './types.ts';

/** The window's last day as YYYYMMDD: DATA_END, or the window's end when it is later. */
export function windowEnd(window: DataWindow | undefined): string {
  if (!window) return DATA_END;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(window.end))
    throw new Error(`data window end must be YYYY-MM-DD, got "${window.end}"`);
  const end = window.end.replace(/-/g, '');
  // YYYYMMDD strings compare as dates (Math.max would not take them).
  if (end <= DATA_END) return DATA_END;
  return end;
}

const DAY_MS = 86_400_000;
const toTime = (ymd: string) => Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8));
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10).replace(/-/g, '');

/** The YYYYMMDD day `days` after `ymd`. */
export const addDays = (ymd: string, days: number) => fromTime(toTime(ymd) + days * DAY_MS);

/** Every YYYYMMDD day after `from` up to and including `to`. */
export function daysAfter(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = toTime(from) + DAY_MS; time <= toTime(to); time += DAY_MS) days.push(fromTime(time));
  return days;
}

/** Days between two YYYYMMDD dates. */
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);

/**
 * The day a business open on `from` closes, at a constant yearly rate: an exponential waiting time
 * drawn from a hash of the row's key, so that it does not depend on the window's end.
 */
export function closureDay(options: {
  seed: string;
  label: string;
  key: string;
  from: string;
  perYear: number;
}): string {
  const uniform = (hashSeed(options.seed, options.label, 'close', options.key) + 0.5) / 2 ** 32;
  const days = Math.ceil((-Math.log(uniform) * 365) / options.perYear);
  return addDays(options.from, Math.max(1, days));
}

/** How many rows a day adds at an average of `perDay`: the whole part, plus one with the rest's chance. */
export function countOn(perDay: number, roll: number): number {
  const whole = Math.floor(perDay);
  return whole + (roll < perDay - whole ? 1 : 0);
}
