// The financial model behind fnlttSinglAcnt/All, fnlttSinglIndx and alotMatter: quarter by quarter,
// per company and basis (CFS/OFS), so that every figure is the same wherever it is shown. Revenue
// grows with a company-specific trend, equity rolls forward with profit, dividends and capital
// raised, and the cash-flow statement reconciles the change in cash.
import { type CapitalPlan, type CompanyProfile, type Day, monthEnd, SECTORS, sharesAt, uniform } from '@kopa/world';
import { type Basis, MODEL_FIRST_YEAR } from './financial-basis.ts';
import type { FinancialDrivers } from './financial-drivers.ts';

export interface Flows {
  revenue: number;
  costOfSales: number;
  grossProfit: number;
  sga: number;
  operatingIncome: number;
  otherGains: number;
  otherLosses: number;
  financeIncome: number;
  financeCosts: number;
  pretax: number;
  tax: number;
  netIncome: number;
  netIncomeOwners: number;
  netIncomeNci: number;
  oci: number;
  comprehensive: number;
  depreciation: number;
  dividendsPaid: number;
  cashRaised: number;
  converted: number;
}

export interface Balance {
  cash: number;
  receivables: number;
  inventories: number;
  otherCurrent: number;
  currentAssets: number;
  ppe: number;
  intangibles: number;
  equityMethod: number;
  otherNonCurrent: number;
  nonCurrentAssets: number;
  assets: number;
  payables: number;
  shortBorrowings: number;
  otherCurrentLiabilities: number;
  currentLiabilities: number;
  longBorrowings: number;
  otherNonCurrentLiabilities: number;
  nonCurrentLiabilities: number;
  liabilities: number;
  issuedCapital: number;
  sharePremium: number;
  retainedEarnings: number;
  otherEquity: number;
  ownersEquity: number;
  nci: number;
  equity: number;
}

export interface Quarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
  flows: Flows;
  balance: Balance;
}

export interface FinancialSeries {
  /** Undefined for CFS when the company has no subsidiaries. */
  quarters: Partial<Record<Basis, Quarter[]>>;
}

interface QuarterNoise {
  gross: number;
  margin: number;
  other: number;
  tax: number;
  oci: number;
}

const R = Math.round;
const FINANCIAL_SECTORS: ReadonlySet<string> = new Set(['bank', 'insurance', 'securities', 'card']);

const FLOW_KEYS: ReadonlyArray<keyof Flows> = [
  'revenue',
  'costOfSales',
  'grossProfit',
  'sga',
  'operatingIncome',
  'otherGains',
  'otherLosses',
  'financeIncome',
  'financeCosts',
  'pretax',
  'tax',
  'netIncome',
  'netIncomeOwners',
  'netIncomeNci',
  'oci',
  'comprehensive',
  'depreciation',
  'dividendsPaid',
  'cashRaised',
  'converted',
];

export function quarterEnd(year: number, quarter: number): Day {
  return monthEnd(year, quarter * 3);
}

export function quarterIndex(year: number, quarter: number): number {
  return (year - MODEL_FIRST_YEAR) * 4 + quarter - 1;
}

/** Flows summed from Q1 to `quarter` of `year`. */
export function yearToDate(series: Quarter[], year: number, quarter: number): Flows {
  const total = Object.fromEntries(FLOW_KEYS.map((key) => [key, 0])) as unknown as Flows;
  for (let q = 1; q <= quarter; q++) {
    const entry = series[quarterIndex(year, q)];
    if (!entry) continue;
    for (const key of FLOW_KEYS) total[key] += entry.flows[key];
  }
  return total;
}

export function buildFinancialSeries(
  company: CompanyProfile,
  capital: CapitalPlan,
  drivers: FinancialDrivers,
): FinancialSeries {
  const sector = SECTORS[company.sector];
  const { season, liabilitiesToRevenue, premiumPerShare, params } = drivers;
  // A bank's or insurer's funding cost (deposits, policy reserves) is part of its operating result, as
  // K-IFRS financial groups report it; only other companies pay 1% a quarter on borrowings below it.
  const fundingRate = FINANCIAL_SECTORS.has(company.sector) ? 0 : 0.01;
  const bases: Basis[] = company.consolidated ? ['CFS', 'OFS'] : ['OFS'];
  const quarters: Partial<Record<Basis, Quarter[]>> = {};
  for (const basis of bases) quarters[basis] = [];
  const dividends = drivers.dividendPerShare;
  const premiumOf = (day: Day) =>
    premiumPerShare * capital.openingShares +
    capital.changes
      .filter((change) => change.day <= day)
      .reduce((sum, change) => sum + Math.max(0, change.price - company.faceValue) * change.shares, 0);
  const bondsOutstanding = (day: Day) =>
    capital.bonds.reduce(
      (sum, bond) => sum + (bond.paymentDay <= day && bond.maturityDay > day ? bond.faceAmount : 0),
      0,
    ) -
    capital.changes
      .filter((change) => change.day <= day && change.kind === '전환권행사')
      .reduce((sum, change) => sum + change.shares * change.price, 0);

  for (const driver of drivers.years) {
    const { year, revenue, margin, gross, leverage } = driver;
    const yearRng = drivers.noise.fork(year);
    const yearNoise: QuarterNoise[] = Array.from({ length: 4 }, () => ({
      gross: yearRng.normal(0, 0.01),
      margin: yearRng.normal(0, 0.015),
      other: uniform(yearRng, 0, 1),
      tax: uniform(yearRng, 0.18, 0.26),
      oci: yearRng.normal(0, 0.004),
    }));
    for (let quarter = 1 as 1 | 2 | 3 | 4; quarter <= 4; quarter = (quarter + 1) as 1 | 2 | 3 | 4) {
      const end = quarterEnd(year, quarter);
      const start = quarter === 1 ? monthEnd(year - 1, 12) : quarterEnd(year, quarter - 1);
      const noise = yearNoise[quarter - 1] ?? { gross: 0, margin: 0, other: 0.5, tax: 0.22, oci: 0 };
      const changes = capital.changes.filter((change) => change.day > start && change.day <= end);
      const cashRaised = R(
        changes
          .filter((change) => change.kind.startsWith('유상증자') || change.kind === '신주인수권행사')
          .reduce((sum, change) => sum + change.shares * change.price, 0),
      );
      const converted = changes
        .filter((change) => change.kind === '전환권행사')
        .reduce((sum, change) => sum + change.shares * change.price, 0);
      const shares = sharesAt(capital, end);
      const dividendsPaid =
        quarter === 2 ? (dividends.get(year - 1) ?? 0) * sharesAt(capital, monthEnd(year - 1, 12)) : 0;
      for (const basis of bases) {
        const p = params[basis];
        const list = quarters[basis];
        if (!p || !list) continue;
        const previous = list.at(-1)?.balance;
        const equityBefore = previous?.equity ?? R(p.equity);
        const rev = R(revenue * (season[quarter - 1] ?? 0.25) * p.revenueFactor);
        const grossMargin = Math.min(0.97, gross + noise.gross);
        let costOfSales = R(rev * (1 - grossMargin));
        let operatingIncome = R(rev * Math.min(grossMargin - 0.01, margin + noise.margin + p.marginOffset));
        const otherGains = R(rev * 0.01 * noise.other);
        const otherLosses = R(rev * 0.012 * (1 - noise.other));
        const financeIncome = R((previous?.cash ?? rev) * 0.004);
        const financeCosts = R(((previous?.shortBorrowings ?? 0) + (previous?.longBorrowings ?? 0)) * fundingRate);
        const nonOperating = otherGains - otherLosses + financeIncome - financeCosts;
        // Losses are bounded by the equity base, so that a company does not wipe itself out.
        const floor = R(-0.07 * Math.max(equityBefore, 0) - nonOperating);
        if (operatingIncome < floor) operatingIncome = floor;
        let grossProfit = rev - costOfSales;
        let sga = grossProfit - operatingIncome;
        if (sga < 0) {
          sga = 0;
          grossProfit = operatingIncome;
          costOfSales = rev - grossProfit;
        }
        const pretax = operatingIncome + nonOperating;
        const tax = R(pretax > 0 ? pretax * noise.tax : pretax * 0.05);
        const netIncome = pretax - tax;
        const netIncomeNci = R(netIncome * p.nciShare);
        const oci = R(rev * noise.oci);
        const equity = equityBefore + netIncome + oci - dividendsPaid + cashRaised + converted;
        const annualRevenue = revenue * p.revenueFactor;
        const bonds = R(Math.max(0, bondsOutstanding(end)));
        const baseLiabilities = R(annualRevenue * liabilitiesToRevenue * leverage);
        const liabilities = baseLiabilities + bonds;
        const assets = equity + liabilities;
        const currentAssets = R(assets * Math.min(0.9, Math.max(0.1, p.currentShare + noise.margin)));
        const receivables = R(Math.min(currentAssets * 0.45, (annualRevenue * sector.receivableDays) / 365));
        const inventories = R(
          Math.min(currentAssets * 0.4, (annualRevenue * (1 - grossMargin) * sector.inventoryDays) / 365),
        );
        const cash = R((currentAssets - receivables - inventories) * p.cashShare);
        const nonCurrentAssets = assets - currentAssets;
        const ppe = R(nonCurrentAssets * p.ppeShare);
        const intangibles = R(nonCurrentAssets * p.intangibleShare);
        const equityMethod = R(nonCurrentAssets * p.equityMethodShare);
        const currentLiabilities = R(baseLiabilities * p.currentLiabilityShare);
        const payables = R(Math.min(currentLiabilities * 0.6, (annualRevenue * (1 - grossMargin) * 45) / 365));
        const shortBorrowings = R((currentLiabilities - payables) * 0.45);
        const nonCurrentLiabilities = liabilities - currentLiabilities;
        const longBorrowings = R((baseLiabilities - currentLiabilities) * p.longBorrowingShare) + bonds;
        const issuedCapital = shares * company.faceValue;
        const sharePremium = R(premiumOf(end));
        const nci = R(equity * p.nciShare);
        const otherEquity = R(equity * p.otherEquityShare);
        const flows: Flows = {
          revenue: rev,
          costOfSales,
          grossProfit,
          sga,
          operatingIncome,
          otherGains,
          otherLosses,
          financeIncome,
          financeCosts,
          pretax,
          tax,
          netIncome,
          netIncomeOwners: netIncome - netIncomeNci,
          netIncomeNci,
          oci,
          comprehensive: netIncome + oci,
          depreciation: R((previous?.ppe ?? ppe) * 0.02),
          dividendsPaid,
          cashRaised,
          converted,
        };
        const balance: Balance = {
          cash,
          receivables,
          inventories,
          otherCurrent: currentAssets - receivables - inventories - cash,
          currentAssets,
          ppe,
          intangibles,
          equityMethod,
          otherNonCurrent: nonCurrentAssets - ppe - intangibles - equityMethod,
          nonCurrentAssets,
          assets,
          payables,
          shortBorrowings,
          otherCurrentLiabilities: currentLiabilities - payables - shortBorrowings,
          currentLiabilities,
          longBorrowings,
          otherNonCurrentLiabilities: nonCurrentLiabilities - longBorrowings,
          nonCurrentLiabilities,
          liabilities,
          issuedCapital,
          sharePremium,
          retainedEarnings: equity - nci - issuedCapital - sharePremium - otherEquity,
          otherEquity,
          ownersEquity: equity - nci,
          nci,
          equity,
        };
        list.push({ year, quarter, flows, balance });
      }
    }
  }
  return { quarters };
}
