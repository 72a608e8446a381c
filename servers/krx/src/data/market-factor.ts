// The common daily market moves: one seeded factor per board, bridged through a few real index
// closes, so that stocks move together within a month and the headline indices (코스피, 코스닥) have
// realistic levels. Stocks add beta × these increments to their own noise.
import { createRng, hashSeed } from '@kopa/kit';
import { dayOf, TRADING_DAYS, tradingIndex } from './calendar.ts';
import type { Board } from './ticks.ts';

/** Real closes the headline indices pass through (2023-12-28, 2024-12-30, 2026-08-13). */
const ANCHORS: Record<'KOSPI' | 'KOSDAQ', ReadonlyArray<readonly [number, number]>> = {
  KOSPI: [
    [dayOf(2023, 12, 28), 2655.28],
    [dayOf(2024, 12, 30), 2399.49],
    [dayOf(2026, 8, 13), 6813.34],
  ],
  KOSDAQ: [
    [dayOf(2023, 12, 28), 866.57],
    [dayOf(2024, 12, 30), 678.19],
  ],
};

export interface BoardFactor {
  /** Daily log move of the board (index 0 is 0). */
  increments: Float64Array;
  /** The headline index level per trading day (코스피, 코스닥; KONEX: a notional 1,000 base). */
  level: Float64Array;
}

/** A log path through anchors: a Brownian bridge of the raw moves between consecutive anchors. */
export function bridge(options: {
  raw: Float64Array;
  anchors: ReadonlyArray<readonly [number, number]>;
}): Float64Array {
  const { raw, anchors } = options;
  const n = raw.length;
  const walk = new Float64Array(n);
  for (let index = 1; index < n; index++) walk[index] = (walk[index - 1] ?? 0) + (raw[index] ?? 0);
  const path = new Float64Array(n);
  const sorted = [...anchors].sort((a, b) => a[0] - b[0]);
  const first = sorted[0];
  if (!first) return walk;
  for (let index = 0; index <= first[0]; index++) path[index] = first[1] - ((walk[first[0]] ?? 0) - (walk[index] ?? 0));
  for (let k = 0; k + 1 < sorted.length; k++) {
    const [a, la] = sorted[k] as readonly [number, number];
    const [b, lb] = sorted[k + 1] as readonly [number, number];
    const wa = walk[a] ?? 0;
    const span = (walk[b] ?? 0) - wa;
    for (let index = a; index <= b; index++) {
      const t = (index - a) / (b - a);
      path[index] = la + (lb - la) * t + ((walk[index] ?? 0) - wa) - t * span;
    }
  }
  const [last, ll] = sorted[sorted.length - 1] as readonly [number, number];
  for (let index = last; index < n; index++) path[index] = ll + ((walk[index] ?? 0) - (walk[last] ?? 0));
  return path;
}

export function buildFactors(seed: string): Record<Board, BoardFactor> {
  const n = TRADING_DAYS.length;
  const rng = createRng(hashSeed(seed, 'market-factor'));
  const kospi = new Float64Array(n);
  const kosdaq = new Float64Array(n);
  const konex = new Float64Array(n);
  for (let index = 1; index < n; index++) {
    kospi[index] = rng.normal(0, 0.0105);
    kosdaq[index] = 0.75 * (kospi[index] ?? 0) + rng.normal(0, 0.009);
    konex[index] = 0.5 * (kosdaq[index] ?? 0) + rng.normal(0, 0.006);
  }
  const anchored = (board: 'KOSPI' | 'KOSDAQ', raw: Float64Array) =>
    bridge({
      raw,
      anchors: ANCHORS[board].map(([day, level]) => [tradingIndex(day), Math.log(level)] as const),
    });
  const toFactor = (logLevel: Float64Array): BoardFactor => {
    const increments = new Float64Array(n);
    const level = new Float64Array(n);
    for (let index = 0; index < n; index++) {
      level[index] = Math.exp(logLevel[index] ?? 0);
      if (index > 0) increments[index] = (logLevel[index] ?? 0) - (logLevel[index - 1] ?? 0);
    }
    return { increments, level };
  };
  return {
    KOSPI: toFactor(anchored('KOSPI', kospi)),
    KOSDAQ: toFactor(anchored('KOSDAQ', kosdaq)),
    KONEX: toFactor(bridge({ raw: konex, anchors: [[0, Math.log(1000)]] })),
  };
}
