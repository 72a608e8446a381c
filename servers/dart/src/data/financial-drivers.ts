// The random drivers of a company's financials: yearly revenue, margins and leverage, balance-sheet
// shares per basis, and the dividend policy. They are drawn up front; the statements built from them
// (financial-model.ts) are built lazily.
import type { Rng } from '@kopa/kit';
import {
  type CapitalPlan,
  type CompanyProfile,
  FIRST_YEAR,
  type MarketProfile,
  monthEnd,
  SECTORS,
  sharesAt,
  uniform,
} from '@kopa/world';
import { type Basis, MODEL_FIRST_YEAR, MODEL_LAST_YEAR } from './financial-basis.ts';

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

/**
 * PER (market cap over owners' net income) a company is calibrated to at the end of 2025, drawn per
 * company: Korean banks and insurers trade at 4–10, other listed companies mostly at 8–28.
 */
const PER_RANGE: Partial<Record<string, readonly [number, number]>> = {
  bank: [4.5, 8],
  insurance: [5, 10],
  securities: [5, 11],
  card: [5, 10],
};
const DEFAULT_PER: readonly [number, number] = [8, 28];
const ANCHORED_PER: readonly [number, number] = [15, 24];
const CALIBRATION_YEAR = 2025;
/** Owners' share of operating income, roughly: after tax (~22%) and a little non-operating result. */
const NET_OF_OPERATING = 0.78;

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
  let revenue = openingRevenue;
  for (let year = MODEL_FIRST_YEAR; year <= MODEL_LAST_YEAR; year++) {
    if (year > MODEL_FIRST_YEAR) revenue *= Math.exp(rng.normal(growthMean, growthSd));
    const margin = Math.min(0.5, Math.max(-0.8, marginBase + rng.normal(0, sector.marginSpread / 2)));
    const gross = Math.max(grossBase + rng.normal(0, 0.01), margin + 0.02);
    const leverage = Math.exp(rng.normal(0, 0.1));
    years.push({ year, revenue, margin, gross, leverage });
  }
  const nciShare = params.CFS?.nciShare ?? 0;
  calibrate({ company, market, capital, years, params, rng: rng.fork('valuation'), nciShare });
  const dividends = new Map<number, number>();
  for (const { year, revenue: yearRevenue, margin } of years) {
    // The board decides the dividend on the year's expected profit attributable to owners.
    const expectedOwners = yearRevenue * margin * NET_OF_OPERATING * (1 - nciShare);
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

/**
 * Scales revenue and equity so that valuations are plausible: a company's end-2025 market cap over its
 * expected owners' net income falls in its sector's PER range, and a company with public net income
 * (reference `anchor.netIncome`) earns it in those years, with a positive margin.
 */
function calibrate(options: {
  company: CompanyProfile;
  market: MarketProfile;
  capital: CapitalPlan;
  years: YearDriver[];
  params: Partial<Record<Basis, BasisParams>>;
  rng: Rng;
  nciShare: number;
}): void {
  const { company, market, capital, years, params, rng, nciShare } = options;
  const sector = SECTORS[company.sector];
  const typicalMargin = Math.max(0.02, sector.operatingMargin);
  const owners = (driver: YearDriver, margin: number) => driver.revenue * margin * NET_OF_OPERATING * (1 - nciShare);
  const calibration = years.find((driver) => driver.year === CALIBRATION_YEAR);
  if (!calibration) return;
  // Famous mega caps without public earnings here trade near the market's PER of about 15–24.
  const [low, high] = PER_RANGE[company.sector] ?? (company.anchor ? ANCHORED_PER : DEFAULT_PER);
  const per = Math.exp(Math.log(low) + rng.next() * (Math.log(high) - Math.log(low)));
  const month = (CALIBRATION_YEAR - FIRST_YEAR) * 12 + 11;
  const cap = (market.monthlyPrice[month] ?? 1) * sharesAt(capital, monthEnd(CALIBRATION_YEAR, 12));
  // A famous company keeps at least its sector's typical margin from 2024 on, so revenue stays in scale.
  if (company.anchor) {
    for (const driver of years) {
      if (driver.year < 2024) continue;
      driver.margin = Math.max(driver.margin, typicalMargin);
      driver.gross = Math.max(driver.gross, driver.margin + 0.02);
    }
  }
  const expected = owners(calibration, Math.max(calibration.margin, typicalMargin / 2));
  const scale = expected > 0 ? cap / per / expected : 1;
  for (const driver of years) driver.revenue *= scale;
  for (const basis of Object.values(params)) if (basis) basis.equity *= scale;
  const facts = company.anchor?.netIncome;
  if (!facts) return;
  for (const driver of years) {
    const real = facts[String(driver.year)];
    if (real === undefined) continue;
    driver.margin = Math.max(driver.margin, typicalMargin / 2);
    driver.gross = Math.max(driver.gross, driver.margin + 0.02);
    driver.revenue = real / (driver.margin * NET_OF_OPERATING * (1 - nciShare));
  }
}
