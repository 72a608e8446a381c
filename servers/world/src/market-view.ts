// What a platform pricing a listed company reads: its monthly price path, its share count on any
// day, its par value, listing day and the public closes it must show. DART prices events off the
// same path; KRX turns it into daily quotes.
import { parseYmd, ymd } from './calendar.ts';
import { sharesAt } from './capital.ts';
import type { CompanyMarket } from './company-market.ts';
import type { CompanyProfile } from './company-profile.ts';

/** The trading day of the public market caps the famous companies are pinned to (PROVENANCE.md). */
const ANCHOR_DAY = '20260116';

export interface MarketView {
  corp_code: string;
  stock_code: string;
  /** Month-end closing-price level per month, index 0 = January 2016 (events are priced off it). */
  monthlyPrice: readonly number[];
  /** Shares outstanding at the end of a day (YYYYMMDD), after conversions and new issues. */
  sharesOn(date: string): number;
  faceValue: number;
  /** Listing day (YYYYMMDD) when the company listed inside the data window. */
  listedOn: string | undefined;
  /** Public closes (YYYYMMDD, won) the daily board must show: a famous company's 2026-01-16 close. */
  pinnedCloses: ReadonlyArray<readonly [string, number]>;
}

export function marketView(options: { company: CompanyProfile; market: CompanyMarket }): MarketView {
  const { company, market } = options;
  return {
    corp_code: company.corpCode,
    stock_code: company.stockCode,
    monthlyPrice: market.market.monthlyPrice,
    sharesOn: (date) => sharesAt(market.capital, parseYmd(date)),
    faceValue: company.faceValue,
    // A listing inside the window, or the public historic one (삼성전자 1975-06-11).
    listedOn: company.listedDay === undefined ? company.anchor?.listing : ymd(company.listedDay),
    pinnedCloses: company.anchor ? [[ANCHOR_DAY, company.anchor.cap / company.anchor.shares]] : [],
  };
}
