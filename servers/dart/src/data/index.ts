// The deterministic DART dataset behind the offline emulation of OpenDART: the shared world's
// companies (@kopa/world) with the filings, events and financials DART discloses about them, all
// agreeing with each other. Everything is built lazily, on the first query of each table.
import { defineTable } from '@kopa/kit';
import { type CompanyProfile, createWorld, sharesAt } from '@kopa/world';
import { companyRow, corpCodeRow } from './company-rows.ts';
import { quarterEnd } from './financial-model.ts';
import { fullStatementRows } from './full-statements.ts';
import { indexRows } from './indices.ts';
import { insiderRows } from './insider-reports.ts';
import { periodicRows } from './periodic.ts';
import { createPlanSource } from './plan.ts';
import { QUARTER_OF, type ReportContext } from './report-context.ts';
import { singleAccountRows } from './single-accounts.ts';
import { taxonomyRows } from './taxonomy.ts';
import { buildTimeline, periodicKey, type Timeline } from './timeline.ts';
import type {
  CompanyRow,
  CorpCodeRow,
  DartDataset,
  DisclosureRow,
  EventRow,
  MajorStockRow,
  ReportQuery,
  ReprtCode,
} from './types.ts';

export type {
  CompanyRow,
  CorpCodeRow,
  DartDataset,
  DisclosureRow,
  EventApi,
  EventRow,
  MajorStockRow,
  PeriodicApi,
  ReprtCode,
} from './types.ts';

export const DEFAULT_DART_SEED = 'kopa-dart-v1';
export const DART_END_DATE = '20260901';

function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

/** The dataset of a seed, drawn on the shared world of the same seed (the companies and their market). */
export function createDartDataset(seed: string = DEFAULT_DART_SEED): DartDataset {
  const world = createWorld(seed);
  const universe = world.companies;
  const planOf = createPlanSource(world);
  const timeline = lazy((): Timeline => buildTimeline(seed, universe(), planOf));

  const corpCodes = defineTable<CorpCodeRow>({
    name: 'dart.corpCodes',
    key: 'corp_code',
    build: () => universe().map(corpCodeRow),
  });
  const companies = defineTable<CompanyRow>({
    name: 'dart.companies',
    key: 'corp_code',
    build: () => universe().map(companyRow),
  });
  const disclosures = defineTable<DisclosureRow>({
    name: 'dart.disclosures',
    key: 'rcept_no',
    build: () => timeline().disclosures,
  });
  const events = defineTable<EventRow>({ name: 'dart.events', key: 'rcept_no', build: () => timeline().events });
  const majorstock = defineTable<MajorStockRow>({
    name: 'dart.majorstock',
    key: 'rcept_no',
    build: () => timeline().majorstock,
  });

  // The other side of periodicReports: rcept_no → the report it is, for document.xml and fnlttXbrl.xml.
  const reportByReceipt = lazy(() => {
    const map = new Map<string, ReportQuery>();
    for (const [key, rceptNo] of timeline().periodicReports) {
      const [corp_code = '', bsns_year = '', reprt_code = ''] = key.split('|');
      map.set(rceptNo, { corp_code, bsns_year, reprt_code: reprt_code as ReprtCode });
    }
    return map;
  });
  const filingsOf = (corpCode: string) => disclosures.where('corp_code', corpCode);

  const resolve = (query: ReportQuery): ReportContext | undefined => {
    const company: CompanyProfile | undefined = world.company(query.corp_code);
    const quarter = QUARTER_OF[query.reprt_code];
    if (!company || !quarter) return undefined;
    const rceptNo = timeline().periodicReports.get(periodicKey(query.corp_code, query.bsns_year, query.reprt_code));
    if (!rceptNo) return undefined;
    return {
      plan: planOf(company),
      rceptNo,
      year: Number(query.bsns_year),
      quarter,
      reprtCode: query.reprt_code,
      annual: quarter === 4,
    };
  };

  return {
    seed,
    endDate: DART_END_DATE,
    corpCodes,
    companies,
    disclosures,
    events,
    majorstock,
    singleAccounts(query) {
      const context = resolve(query);
      return context ? singleAccountRows(context) : [];
    },
    fullStatements(query) {
      const context = resolve(query);
      if (!context) return [];
      const capital = context.plan.capital;
      return fullStatementRows(context, query.fs_div, (year, quarter) => sharesAt(capital, quarterEnd(year, quarter)));
    },
    indices(query) {
      const context = resolve(query);
      return context ? indexRows(context, query.idx_cl_code) : [];
    },
    periodic(query) {
      const context = resolve(query);
      return context ? periodicRows({ context, api: query.api, seed, filings: filingsOf(query.corp_code) }) : [];
    },
    insiderReports(corpCode) {
      const company = world.company(corpCode);
      if (!company) return [];
      return insiderRows({ seed, plan: planOf(company), filings: filingsOf(corpCode) });
    },
    taxonomy: taxonomyRows,
    periodicReportOf(rceptNo) {
      return reportByReceipt().get(rceptNo);
    },
    hashes() {
      return Object.fromEntries(
        [corpCodes, companies, disclosures, events, majorstock].map((table) => [table.name, table.hash()]),
      );
    },
  };
}
