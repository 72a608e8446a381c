// A company's market scale and capital events, drawn once per company from the world's seed. The
// streams keep the labels DART's company plan gave them (`plan:<corp_code>` → `market`, `capital`),
// so every value is the one DART drew when it owned the companies.
import type { Rng } from '@kopa/kit';
import { buildCapitalPlan } from './capital.ts';
import type { CapitalPlan } from './capital-events.ts';
import type { CompanyProfile } from './company-profile.ts';
import { buildMarketProfile, type MarketProfile } from './market.ts';

export interface CompanyMarket {
  market: MarketProfile;
  capital: CapitalPlan;
}

/** The stream of one company; a platform forks its own parts (DART: holders, financials) from it. */
export function companyStream(root: Rng, company: CompanyProfile): Rng {
  return root.fork(`plan:${company.corpCode}`);
}

export function buildCompanyMarket(options: { root: Rng; company: CompanyProfile }): CompanyMarket {
  const { root, company } = options;
  const rng = companyStream(root, company);
  const market = buildMarketProfile(company, rng.fork('market'));
  // Unlisted companies have no bonds or rights issues to convert into listed shares.
  const capital: CapitalPlan =
    company.corpCls === 'E'
      ? { bonds: [], rights: [], changes: [], openingShares: market.openingShares }
      : buildCapitalPlan(company, market, rng.fork('capital'));
  return { market, capital };
}
