// The deterministic KDIC dataset behind the offline emulation: real institution names (committed JSON) plus
// seeded tables for products, savings-bank finance, resolutions and statistics. Every table is lazy and is
// built on its first query.
import { defineTable, type Table } from '@kopa/kit';
import { buildPaymentBranches, buildPublications } from './directory.ts';
import { buildAccidents, buildBankrupts, buildRealEstates, buildSuspendedProfit } from './failures.ts';
import { fixed } from './format.ts';
import { buildProducts } from './products.ts';
import { buildSavingsFinance } from './savings-finance.ts';
import { buildDepositTrends, buildFund, buildInsurerOverview } from './statistics.ts';
import { buildUniverse, type Institution } from './universe.ts';

export type KdicRow = Record<string, string>;
export const DEFAULT_KDIC_SEED = 'kopa-kdic-v1';

export const TABLE_NAMES = [
  'companies',
  'products',
  'institutions',
  'savingsFinance',
  'accidents',
  'bankrupts',
  'realEstates',
  'suspendedProfit',
  'paymentBranches',
  'depositTrends',
  'publications',
  'lifeOverview',
  'nonLifeOverview',
  'fund',
] as const;
export type TableName = (typeof TABLE_NAMES)[number];

export interface KdicDataset {
  seed: string;
  tables: Record<TableName, Table<KdicRow>>;
  institutions(): readonly Institution[];
  hashes(): Record<string, string>;
}

function lazy<T>(build: () => T): () => T {
  let value: { built: T } | undefined;
  return () => {
    value ??= { built: build() };
    return value.built;
  };
}

export function createKdicDataset(seed: string = DEFAULT_KDIC_SEED): KdicDataset {
  const universe = lazy(() => buildUniverse(seed));
  const insurers = (sector: string) => universe().filter((entry) => entry.sector === sector && entry.insured);
  const table = (name: TableName, key: (row: KdicRow) => string, build: () => KdicRow[]) =>
    defineTable<KdicRow>({ name: `kdic.${name}`, key, build });
  const join =
    (...fields: string[]) =>
    (row: KdicRow) =>
      fields.map((field) => row[field] ?? '').join('|');

  const tables: Record<TableName, Table<KdicRow>> = {
    companies: table('companies', join('fncIstNm'), () =>
      universe()
        .filter((entry) => entry.insured)
        .map((entry) => ({ fncIstNm: entry.name, regnNm: entry.sector })),
    ),
    products: table('products', join('fncIstNm', 'prdNm'), () => buildProducts({ seed, institutions: universe() })),
    institutions: table('institutions', join('fnccmpNm'), () =>
      universe().map((entry) => ({
        fncsecDscdNm: entry.sector,
        fnccmpNm: entry.name,
        fncIstAdr: entry.addr,
        cttpc: entry.tel,
        hmpgUrladr: entry.hmpg,
        isrgTgtYn: entry.insured ? 'Y' : 'N',
        lgtdVal: fixed(entry.lng, 9),
        latdVal: fixed(entry.lat, 9),
      })),
    ),
    savingsFinance: table('savingsFinance', join('finIstNm', 'ym'), () =>
      buildSavingsFinance({ seed, institutions: universe() }),
    ),
    accidents: table('accidents', join('fnccmpNm'), () => buildAccidents(seed)),
    bankrupts: table('bankrupts', join('bkrpFnccmpNm'), () => buildBankrupts(seed)),
    realEstates: table('realEstates', join('gdsNo'), () => buildRealEstates(seed)),
    suspendedProfit: table('suspendedProfit', join('fnccmpNm', 'baseYm', 'colnCd'), () => buildSuspendedProfit(seed)),
    paymentBranches: table('paymentBranches', join('pymtAgncIstNm', 'pymtAgncBrchNm'), () =>
      buildPaymentBranches(seed),
    ),
    depositTrends: table('depositTrends', join('calcBaseYm', 'fncRegnDscdNm'), () => buildDepositTrends(seed)),
    publications: table('publications', join('title'), () => buildPublications(seed)),
    lifeOverview: table('lifeOverview', join('baseYm', 'dvsnNm'), () =>
      buildInsurerOverview({ seed, insurers: insurers('생명보험') }),
    ),
    nonLifeOverview: table('nonLifeOverview', join('baseYm', 'dvsnNm'), () =>
      buildInsurerOverview({ seed, insurers: insurers('손해보험') }),
    ),
    fund: table('fund', join('baseYr', 'baseMn', 'fndMakDvsnNm'), () => buildFund(seed)),
  };

  return {
    seed,
    tables,
    institutions: universe,
    hashes: () => Object.fromEntries(TABLE_NAMES.map((name) => [`kdic.${name}`, tables[name].hash()])),
  };
}
