// The random drivers of a company's financials: yearly revenue, margins and leverage, balance-sheet
// shares per basis, and the dividend policy. They are drawn up front; the statements built from them
// (financial-model.ts) are built lazily.
import type { Rng } from '@kopa/kit';
import { monthEnd } from './calendar.ts';
import { type CapitalPlan, sharesAt } from './capital.ts';
import { type Basis, MODEL_FIRST_YEAR, MODEL_LAST_YEAR } from './financial-model.ts';
import type { MarketProfile } from './market.ts';
import { uniform } from './random.ts';
import { SECTORS } from './sectors.ts';
import type { CompanyProfile } from './universe.ts';

export interface YearDriver {
  year: number;
  revenue: number;
  margin: number;
  gross: number;
  leverage: number;
}

/** Every random draw of the model, taken up front so that the statements can be built lazily. */
export interface FinancialDrivers {
  years: YearDriver[];
  season: number[];
  liabilitiesToRevenue: number;
  premiumPerShare: number;
  params: Partial<Record<Basis, BasisParams>>;
  /** Quarter-level noise is drawn from per-year forks of this stream when the statements are built. */
  noise: Rng;
  /** Cash dividend per common share decided for each business year (paid the next April). */
  dividendPerShare: ReadonlyMap<number, number>;
}

function roundDividend(value: number): number {
  const step = value < 100 ? 5 : value < 1000 ? 10 : 50;
  return Math.max(0, Math.round(value / step) * step);
}

export interface BasisParams {
  revenueFactor: number;
  marginOffset: number;
  equity: number;
  nciShare: number;
  currentShare: number;
  cashShare: number;
  ppeShare: number;
  intangibleShare: number;
  equityMethodShare: number;
  currentLiabilityShare: number;
  longBorrowingShare: number;
  otherEquityShare: number;
}

export function buildFinancialDrivers(
  company: CompanyProfile,
  market: MarketProfile,
  capital: CapitalPlan,
  rng: Rng,
): FinancialDrivers {
  const sector = SECTORS[company.sector];
  const growthMean = rng.normal(0.05, 0.05);
  const growthSd = company.sector === 'bio' || company.sector === 'game' ? 0.22 : 0.1;
  const marginBase = sector.operatingMargin + rng.normal(0, sector.marginSpread);
  const grossBase = Math.min(0.95, Math.max(0.03, sector.grossMargin + rng.normal(0, 0.05)));
  const seasonRaw = [1, 1, 1, company.sector === 'construction' ? 1.25 : 1.05].map(
    (weight) => weight * (1 + rng.normal(0, 0.05)),
  );
  const seasonSum = seasonRaw.reduce((sum, weight) => sum + weight, 0);
  const liabilitiesToRevenue = sector.liabilitiesToRevenue * uniform(rng, 0.6, 1.5);
  const payoutRatio =
    company.tier === 'micro'
      ? rng.chance(0.3)
        ? uniform(rng, 0.1, 0.3)
        : 0
      : rng.chance(0.8)
        ? uniform(rng, 0.15, 0.4)
        : 0;
  const premiumPerShare = company.faceValue * uniform(rng, 0.5, 5);
  const openingRevenue = market.openingRevenue * uniform(rng, 0.85, 1);
  const params: Partial<Record<Basis, BasisParams>> = {};
  for (const basis of company.consolidated ? (['CFS', 'OFS'] as const) : (['OFS'] as const)) {
    const consolidatedShare = basis === 'OFS' && company.consolidated ? uniform(rng, 0.45, 0.9) : 1;
    params[basis] = {
      revenueFactor: consolidatedShare,
      marginOffset: basis === 'OFS' ? rng.normal(0, 0.015) : 0,
      equity:
        openingRevenue * sector.equityToRevenue * uniform(rng, 0.6, 1.5) * (basis === 'OFS' ? uniform(rng, 0.6, 1) : 1),
      nciShare: basis === 'CFS' ? uniform(rng, 0, 0.12) : 0,
      currentShare: Math.min(0.9, Math.max(0.1, sector.currentShare * uniform(rng, 0.8, 1.2))),
      cashShare: uniform(rng, 0.35, 0.75),
      ppeShare: uniform(rng, 0.3, 0.7),
      intangibleShare: uniform(rng, 0.03, 0.15),
      equityMethodShare: basis === 'CFS' ? uniform(rng, 0, 0.12) : uniform(rng, 0.1, 0.3),
      currentLiabilityShare: uniform(rng, 0.4, 0.75),
      longBorrowingShare: uniform(rng, 0.4, 0.8),
      otherEquityShare: uniform(rng, -0.04, 0.04),
    };
  }
  const years: YearDriver[] = [];
  const dividends = new Map<number, number>();
  const nciShare = params.CFS?.nciShare ?? 0;
  let revenue = openingRevenue;
  for (let year = MODEL_FIRST_YEAR; year <= MODEL_LAST_YEAR; year++) {
    if (year > MODEL_FIRST_YEAR) revenue *= Math.exp(rng.normal(growthMean, growthSd));
    const margin = Math.min(0.5, Math.max(-0.8, marginBase + rng.normal(0, sector.marginSpread / 2)));
    const gross = Math.max(grossBase + rng.normal(0, 0.01), margin + 0.02);
    const leverage = Math.exp(rng.normal(0, 0.1));
    years.push({ year, revenue, margin, gross, leverage });
    // The board decides the dividend on the year's expected profit attributable to owners.
    const expectedOwners = revenue * margin * 0.78 * (1 - nciShare);
    const shares = sharesAt(capital, monthEnd(year, 12));
    dividends.set(
      year,
      expectedOwners > 0 && payoutRatio > 0 ? roundDividend((expectedOwners * payoutRatio) / shares) : 0,
    );
  }
  return {
    years,
    season: seasonRaw.map((weight) => weight / seasonSum),
    liabilitiesToRevenue,
    premiumPerShare,
    params,
    noise: rng.fork('quarters'),
    dividendPerShare: dividends,
  };
}
