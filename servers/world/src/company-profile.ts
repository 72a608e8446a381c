// One company of the world as every platform sees it: identity, market, sector and the public facts
// it is anchored to. Kept apart from the universe that draws it, so the drawing helpers can name it.
import type { Day } from './calendar.ts';
import type { SectorKey } from './sectors.ts';

export type CorpCls = 'Y' | 'K' | 'N' | 'E';
export type Tier = 'mega' | 'large' | 'mid' | 'small' | 'micro';

/**
 * Public facts pinned for a famous company (reference-companies.json `anchor`, sources in PROVENANCE.md):
 * common shares outstanding, par value, the historic KRX listing date, the market cap on 2026-01-16,
 * and owners' net income by business year.
 */
export interface RealAnchor {
  shares: number;
  par?: number;
  listing?: string;
  cap: number;
  netIncome?: Readonly<Record<string, number>>;
}

export interface CompanyProfile {
  corpCode: string;
  corpName: string;
  corpEngName: string;
  stockCode: string;
  stockName: string;
  corpCls: CorpCls;
  /** True for the committed reference companies. */
  real: boolean;
  sector: SectorKey;
  tier: Tier;
  group: string | undefined;
  /** Listing day when it falls inside the data window; undefined for companies listed before it. */
  listedDay: Day | undefined;
  /** Public facts this company's generated data is built around. */
  anchor: RealAnchor | undefined;
  /** Files 사업/반기/분기보고서 (every listed company, plus unlisted ones with public bonds). */
  filesPeriodic: boolean;
  consolidated: boolean;
  faceValue: number;
  modifyDate: string;
  ceoNames: readonly string[];
  jurirNo: string;
  bizrNo: string;
  adres: string;
  hmUrl: string;
  irUrl: string;
  phnNo: string;
  faxNo: string;
  estDt: string;
}
