// One issue's daily closes over the whole window, computed on demand: a Brownian bridge in log price
// between anchors at every month-end (DART's monthly price level for that month), plus pinned closes
// such as the paper's 라이트론 1,680원 on 2026-01-15. Closes are rounded to KRX ticks and kept within
// the daily price limit; KONEX issues have days without a trade, as the real board does.
import { createRng, hashSeed } from '@kopa/kit';
import { monthIndexOf, parseYmd, TRADING_DAYS, tradingIndex } from './calendar.ts';
import type { IssueTraits } from './issues.ts';
import type { BoardFactor } from './market-factor.ts';
import { type Board, clampToLimits, priceLimits, roundToTick } from './ticks.ts';

/** Closes pinned by the paper: 라이트론's prior close before its CB decision (rcept_dt 20260116). */
export const PINNED_CLOSES: Readonly<Record<string, ReadonlyArray<readonly [string, number]>>> = {
  '069540': [['20260115', 1680]],
};

export interface Series {
  /** Close per trading-day index; 0 before the first quote. */
  closes: Float64Array;
  firstIndex: number;
  /** The reference price of the first quoted day: the base-day close, or the offering price. */
  reference: number;
  /** 1 on days without a trade (KONEX): the close repeats and open/high/low are 0. */
  idle: Uint8Array;
}

function anchorsOf(options: { traits: IssueTraits; code: string; rng: ReturnType<typeof createRng> }) {
  const { traits, code, rng } = options;
  const n = TRADING_DAYS.length;
  const monthly = traits.market.monthlyPrice;
  const anchors = new Map<number, number>();
  const first = traits.firstIndex;
  const firstLevel = monthly[monthIndexOf(TRADING_DAYS[first] ?? 0)] ?? 1000;
  anchors.set(first, first === 0 ? firstLevel : firstLevel * Math.exp(rng.normal(0, 0.08)));
  for (let index = first + 1; index < n; index++) {
    const month = monthIndexOf(TRADING_DAYS[index] ?? 0);
    const next = TRADING_DAYS[index + 1];
    if (next === undefined || monthIndexOf(next) !== month) anchors.set(index, monthly[month] ?? firstLevel);
  }
  for (const [date, price] of PINNED_CLOSES[code] ?? traits.market.pinnedCloses) {
    const day = parseYmd(date);
    const index = day === undefined ? -1 : tradingIndex(day);
    if (index > first) anchors.set(index, price);
  }
  return [...anchors.entries()].sort((a, b) => a[0] - b[0]).map(([index, price]) => [index, Math.log(price)] as const);
}

export function buildSeries(options: {
  code: string;
  board: Board;
  traits: IssueTraits;
  factor: BoardFactor;
  seed: string;
}): Series {
  const { code, board, traits, factor, seed } = options;
  const n = TRADING_DAYS.length;
  const rng = createRng(hashSeed(seed, 'series', code));
  const anchors = anchorsOf({ traits, code, rng });
  const first = traits.firstIndex;
  const walk = new Float64Array(n);
  for (let index = first + 1; index < n; index++) {
    const move = traits.beta * (factor.increments[index] ?? 0) + rng.normal(0, traits.volatility);
    walk[index] = (walk[index - 1] ?? 0) + move;
  }
  const logs = new Float64Array(n);
  for (let k = 0; k < anchors.length; k++) {
    const [a, la] = anchors[k] as readonly [number, number];
    const following = anchors[k + 1];
    if (!following) {
      for (let index = a; index < n; index++) logs[index] = la + (walk[index] ?? 0) - (walk[a] ?? 0);
      break;
    }
    const [b, lb] = following;
    const span = (walk[b] ?? 0) - (walk[a] ?? 0);
    for (let index = a; index <= b; index++) {
      const t = (index - a) / (b - a);
      logs[index] = la + (lb - la) * t + (walk[index] ?? 0) - (walk[a] ?? 0) - t * span;
    }
  }
  const pinned = new Set(anchors.map(([index]) => index));
  // Idle days and the offering price draw from their own stream, so that a longer calendar (a later
  // window) only appends draws to the walk above and leaves every earlier day as it was.
  const days = createRng(hashSeed(seed, 'series-days', code));
  const closes = new Float64Array(n);
  const idle = new Uint8Array(n);
  closes[first] = roundToTick(Math.exp(logs[first] ?? 0));
  for (let index = first + 1; index < n; index++) {
    const previous = closes[index - 1] ?? 1;
    if (board === 'KONEX' && !pinned.has(index) && days.chance(0.3)) {
      closes[index] = previous;
      idle[index] = 1;
      continue;
    }
    closes[index] = clampToLimits(roundToTick(Math.exp(logs[index] ?? 0)), priceLimits(previous, board));
  }
  const firstClose = closes[first] ?? 1;
  // A listing day is quoted against its offering price (공모가), from 60% to 400% of which it may open.
  const reference = first === 0 ? firstClose : roundToTick(firstClose / (0.8 + 1.6 * days.next()));
  return { closes, firstIndex: first, reference, idle };
}
