// Small sampling helpers on top of the kit's PRNG.
import type { Rng } from '@kopa/kit';
import { type Day, nextBusinessDay } from './calendar.ts';

/** A Poisson-distributed count (Knuth's method; fine for the small rates used here). */
export function poisson(rng: Rng, mean: number): number {
  if (mean <= 0) return 0;
  const limit = Math.exp(-mean);
  let product = rng.next();
  let count = 0;
  while (product > limit) {
    count++;
    product *= rng.next();
  }
  return count;
}

/** A uniform value in [low, high). */
export function uniform(rng: Rng, low: number, high: number): number {
  return low + rng.next() * (high - low);
}

/** A business day in [from, to] (moved forward off weekends; callers keep `to` a few days early). */
export function businessDayIn(rng: Rng, from: Day, to: Day): Day {
  return nextBusinessDay(rng.int(from, Math.max(from, to)));
}

/** Splits a total into parts by weight, rounding each part to `step` and giving the remainder to the first. */
export function splitAmount(total: number, weights: readonly number[], step: number): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum / step) * step);
  const rest = total - parts.reduce((acc, part) => acc + part, 0);
  if (parts.length > 0) parts[0] = (parts[0] ?? 0) + rest;
  return parts;
}
