// A company's market scale: a monthly share-price path and its opening share count and revenue.
// Event prices (전환가액, 발행가액) and dividend yields are read from this path.
import type { Rng } from '@kopa/kit';
import { civilOf, type Day } from './calendar.ts';
import type { CompanyProfile, Tier } from './universe.ts';

/** Month 0 is January 2016; the path runs to December 2026. */
export const FIRST_YEAR = 2016;
const MONTHS = (2026 - FIRST_YEAR + 1) * 12;

const PRICE_RANGE: Record<Tier, readonly [number, number]> = {
  micro: [900, 15_000],
  small: [3_000, 45_000],
  mid: [9_000, 160_000],
  large: [25_000, 450_000],
  mega: [40_000, 650_000],
};
const MONTHLY_VOLATILITY: Record<Tier, number> = { micro: 0.14, small: 0.11, mid: 0.08, large: 0.07, mega: 0.06 };
const SHARE_RANGE: Record<Tier, readonly [number, number]> = {
  micro: [6e6, 4e7],
  small: [1e7, 6e7],
  mid: [1.5e7, 1e8],
  large: [5e7, 3e8],
  mega: [1.5e8, 9e8],
};
/** Revenue in 2016, in won. */
export const REVENUE_RANGE: Record<Tier, readonly [number, number]> = {
  micro: [6e9, 7e10],
  small: [6e10, 5e11],
  mid: [5e11, 3e12],
  large: [3e12, 2.5e13],
  mega: [2.5e13, 2.2e14],
};

export interface MarketProfile {
  /** Closing-price level per month (index = months since January 2016). */
  monthlyPrice: readonly number[];
  openingShares: number;
  openingRevenue: number;
}

function logUniform(rng: Rng, [low, high]: readonly [number, number]): number {
  return Math.exp(Math.log(low) + rng.next() * (Math.log(high) - Math.log(low)));
}

export function monthIndex(day: Day): number {
  const { year, month } = civilOf(day);
  return Math.min(MONTHS - 1, Math.max(0, (year - FIRST_YEAR) * 12 + month - 1));
}

/** Pins a paper anchor: 라이트론's price level in January 2026 (the paper's prior close is 1,680 won). */
const PRICE_ANCHORS: Readonly<Record<string, readonly [number, number]>> = {
  '069540': [(2026 - FIRST_YEAR) * 12, 1_700],
};

export function buildMarketProfile(company: CompanyProfile, rng: Rng): MarketProfile {
  const volatility = MONTHLY_VOLATILITY[company.tier];
  const drift = rng.normal(0.004, 0.006);
  const path: number[] = [];
  let level = logUniform(rng, PRICE_RANGE[company.tier]);
  for (let month = 0; month < MONTHS; month++) {
    path.push(level);
    level *= Math.exp(rng.normal(drift, volatility));
    level = Math.min(Math.max(level, company.faceValue * 0.8, 300), 2_500_000);
  }
  const anchor = PRICE_ANCHORS[company.stockCode];
  const anchorLevel = anchor ? path[anchor[0]] : undefined;
  const scale = anchor && anchorLevel ? anchor[1] / anchorLevel : 1;
  return {
    monthlyPrice: path.map((price) => Math.max(1, Math.round(price * scale))),
    openingShares: Math.round(logUniform(rng, SHARE_RANGE[company.tier]) / 1000) * 1000,
    openingRevenue: logUniform(rng, REVENUE_RANGE[company.tier]),
  };
}

export function priceAt(market: MarketProfile, day: Day): number {
  return market.monthlyPrice[monthIndex(day)] ?? 1;
}
