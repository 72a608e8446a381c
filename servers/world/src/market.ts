// A company's market scale: a monthly share-price path and its opening share count and revenue.
// Event prices (전환가액, 발행가액) and dividend yields are read from this path.
import type { Rng } from '@kopa/kit';
import { civilOf, type Day } from './calendar.ts';
import type { CompanyProfile, Tier } from './company-profile.ts';

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

/** January 2026, the month of the public market caps in PROVENANCE.md. */
export const ANCHOR_MONTH = (2026 - FIRST_YEAR) * 12;

/** Pins a paper anchor: 라이트론's price level in January 2026 (the paper's prior close is 1,680 won). */
const PRICE_ANCHORS: Readonly<Record<string, readonly [number, number]>> = {
  '069540': [ANCHOR_MONTH, 1_700],
};

/**
 * The largest market cap (won, January 2026) a company without public facts may reach, by tier: the
 * 10th KOSPI name was about 58.8조 on 2026-01-16, so only anchored companies rank in the top 10.
 */
const CAP_CEILING: Record<Tier, number> = { micro: 1.5e11, small: 8e11, mid: 5e12, large: 1.5e13, mega: 3e13 };

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
  let openingShares = Math.round(logUniform(rng, SHARE_RANGE[company.tier]) / 1000) * 1000;
  const openingRevenue = logUniform(rng, REVENUE_RANGE[company.tier]);
  const real = company.anchor;
  // A famous company trades at its public January 2026 cap with its real share count.
  const paper = PRICE_ANCHORS[company.stockCode];
  const target = real ? ([ANCHOR_MONTH, real.cap / real.shares] as const) : paper;
  const targetLevel = target ? path[target[0]] : undefined;
  const scale = target && targetLevel ? target[1] / targetLevel : 1;
  if (real) openingShares = real.shares;
  else {
    const cap = (path[ANCHOR_MONTH] ?? 1) * scale * openingShares;
    const ceiling = CAP_CEILING[company.tier];
    if (cap > ceiling) openingShares = Math.max(1e6, Math.round((openingShares * ceiling) / cap / 1000) * 1000);
  }
  return {
    monthlyPrice: path.map((price) => Math.max(1, Math.round(price * scale))),
    openingShares,
    openingRevenue,
  };
}

export function priceAt(market: MarketProfile, day: Day): number {
  return market.monthlyPrice[monthIndex(day)] ?? 1;
}
