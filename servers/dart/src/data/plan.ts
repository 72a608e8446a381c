// Everything generated about one company: the world's market scale and capital events, and DART's
// own holders and financials drawn around them, memoised per dataset instance so that the timeline
// and the report APIs read the same plan.
import { createRng } from '@kopa/kit';
import { type CapitalPlan, type CompanyProfile, companyStream, type MarketProfile, type World } from '@kopa/world';
import { buildFinancialDrivers, type FinancialDrivers } from './financial-drivers.ts';
import { buildFinancialSeries, type FinancialSeries } from './financial-model.ts';
import { buildHolderTimeline, type HolderTimeline } from './holders.ts';
import { buildHolderGroup, type HolderGroup } from './people.ts';

export interface CompanyPlan {
  company: CompanyProfile;
  market: MarketProfile;
  capital: CapitalPlan;
  group: HolderGroup;
  holders: HolderTimeline;
  drivers: FinancialDrivers;
  /** The quarterly statements, built on first use (only queried companies pay for them). */
  financials(): FinancialSeries;
}

export type PlanSource = (company: CompanyProfile) => CompanyPlan;

/** A memoising plan builder; each part draws from its own stream so parts stay independent. */
export function createPlanSource(world: World): PlanSource {
  const cache = new Map<string, CompanyPlan>();
  const root = createRng(world.seed);
  return (company) => {
    const cached = cache.get(company.corpCode);
    if (cached) return cached;
    const rng = companyStream(root, company);
    const { market, capital } = world.marketOf(company);
    const group = buildHolderGroup(company, rng.fork('group'));
    const holders = buildHolderTimeline(company, group, capital, rng.fork('holders'));
    const drivers = buildFinancialDrivers(company, market, capital, rng.fork('financials'));
    let series: FinancialSeries | undefined;
    const financials = () => {
      series ??= buildFinancialSeries(company, capital, drivers);
      return series;
    };
    const plan: CompanyPlan = { company, market, capital, group, holders, drivers, financials };
    cache.set(company.corpCode, plan);
    return plan;
  };
}
