// The world the platforms share: every company (listed or not) with its identity, sector, market
// path and capital events. DART files disclosures about these companies and KRX quotes them; both
// read them here, so a join between the two platforms is a join on one list. Built lazily: the
// universe on first use, each company's market when first asked for.
import { createRng } from '@kopa/kit';
import { buildCompanyMarket, type CompanyMarket } from './company-market.ts';
import type { CompanyProfile } from './company-profile.ts';
import { type MarketView, marketView } from './market-view.ts';
import { buildUniverse } from './universe.ts';

/** The seed keeps DART's name: the companies were DART's first, and a new name would redraw them all. */
export const DEFAULT_WORLD_SEED = 'kopa-dart-v1';

export interface World {
  seed: string;
  /** Every company, sorted by corp_code. */
  companies(): readonly CompanyProfile[];
  company(corpCode: string): CompanyProfile | undefined;
  /** A company's market scale and capital events, drawn on first use and then kept. */
  marketOf(company: CompanyProfile): CompanyMarket;
  /** The market view of a listed company; undefined for unlisted or unknown codes. */
  market(corpCode: string): MarketView | undefined;
}

function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

export function createWorld(seed: string = DEFAULT_WORLD_SEED): World {
  const universe = lazy(() => buildUniverse(seed));
  const byCode = lazy(() => new Map(universe().map((company) => [company.corpCode, company])));
  const root = createRng(seed);
  const markets = new Map<string, CompanyMarket>();
  const marketOf = (company: CompanyProfile): CompanyMarket => {
    let found = markets.get(company.corpCode);
    if (!found) {
      found = buildCompanyMarket({ root, company });
      markets.set(company.corpCode, found);
    }
    return found;
  };
  return {
    seed,
    companies: universe,
    company: (corpCode) => byCode().get(corpCode),
    marketOf,
    market(corpCode) {
      const company = byCode().get(corpCode);
      return company?.stockCode ? marketView({ company, market: marketOf(company) }) : undefined;
    },
  };
}
