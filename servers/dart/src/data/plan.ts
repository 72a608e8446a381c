// Everything generated about one company (market scale, capital events, holders, financials),
// memoised per dataset instance so that the timeline and the report APIs read the same plan.
import { createRng } from '@kopa/kit';
import { buildCapitalPlan, type CapitalPlan } from './capital.ts';
import { buildFinancialDrivers, type FinancialDrivers } from './financial-drivers.ts';
import { buildFinancialSeries, type FinancialSeries } from './financial-model.ts';
import { buildHolderTimeline, type HolderTimeline } from './holders.ts';
import { buildMarketProfile, type MarketProfile } from './market.ts';
import { buildHolderGroup, type HolderGroup } from './people.ts';
import type { CompanyProfile } from './universe.ts';

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
export function createPlanSource(seed: string): PlanSource {
  const cache = new Map<string, CompanyPlan>();
  const root = createRng(seed);
  return (company) => {
    const cached = cache.get(company.corpCode);
    if (cached) return cached;
    const rng = root.fork(`plan:${company.corpCode}`);
    const market = buildMarketProfile(company, rng.fork('market'));
    const noCapitalEvents = company.corpCls === 'E';
    const capital: CapitalPlan = noCapitalEvents
      ? { bonds: [], rights: [], changes: [], openingShares: market.openingShares }
      : buildCapitalPlan(company, market, rng.fork('capital'));
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
