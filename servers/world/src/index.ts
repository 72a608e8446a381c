// The shared world's public face: the companies DART and KRX both serve, their market and capital
// events, and the day arithmetic and drawing helpers the platforms generate around them with.
export { isElectronicEra } from './bonds.ts';
export {
  type Civil,
  civilOf,
  DATA_END,
  DATA_START,
  type Day,
  dayOf,
  monthEnd,
  nextBusinessDay,
  parseYmd,
  previousBusinessDay,
  weekday,
  ymd,
} from './calendar.ts';
export { sharesAt } from './capital.ts';
export type { BondIssue, CapitalChange, CapitalPlan, FundingPurposes, RightsIssue } from './capital-events.ts';
export { type CompanyMarket, companyStream } from './company-market.ts';
export { NAME_PREFIXES } from './company-names.ts';
export type { CompanyProfile, CorpCls, RealAnchor, Tier } from './company-profile.ts';
export { padNumber } from './format.ts';
export { FIRST_YEAR, type MarketProfile, priceAt } from './market.ts';
export type { MarketView } from './market-view.ts';
export { AUDITORS, INSTITUTIONS, personName } from './names.ts';
export { businessDayIn, poisson, uniform } from './random.ts';
export { SECTORS, type Sector, type SectorKey } from './sectors.ts';
export { MARKET_TARGETS } from './universe.ts';
export { createWorld, DEFAULT_WORLD_SEED, type World } from './world.ts';
