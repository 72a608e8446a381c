// The deterministic KRX dataset behind both emulated upstreams: the shared world's listed companies
// (@kopa/world, the ones DART discloses about) as issues,
// their daily quotes computed on demand (about 1.5M issue-days, never materialized as rows), the
// index series and the ETFs. Every piece is built lazily, on the first query that needs it.
import { createHash } from 'node:crypto';
import { type DataWindow, defineTable, type Table } from '@kopa/kit';
import { createWorld, type World } from '@kopa/world';
import { LAST_DAY, TRADING_DAYS, windowEnd } from './calendar.ts';
import { type EtfPath, type EtfRow, etfDefinitions, etfPath, etfRow, underlyingLevels } from './etfs.ts';
import {
  type Aggregate,
  DRIVER,
  type IndexDefinition,
  type IndexFamily,
  indexDefinitions,
  indexLevels,
  indexRow,
} from './indices.ts';
import { buildIssues, type IssueDetails, type IssueRow, type IssueTraits, type IssueUniverse } from './issues.ts';
import { type BoardFactor, buildFactors } from './market-factor.ts';
import { buildSeries, type Series } from './price-path.ts';
import { type Quote, type QuoteColumns, quoteColumns, quoteOf } from './quotes.ts';
import type { Board } from './ticks.ts';

export type { EtfRow } from './etfs.ts';
export type { IndexFamily } from './indices.ts';
export type { IssueDetails, IssueRow } from './issues.ts';
export type { Quote, QuoteColumns } from './quotes.ts';
export type { Board } from './ticks.ts';

export const DEFAULT_KRX_SEED = 'kopa-krx-v1';

/** The APIs a key can be approved for; the session overlay `apiApprovals` can remove them. */
export const APPROVABLE_APIS = [
  'sto/stk_bydd_trd',
  'sto/ksq_bydd_trd',
  'sto/knx_bydd_trd',
  'sto/stk_isu_base_info',
  'sto/ksq_isu_base_info',
  'sto/knx_isu_base_info',
  'idx/kospi_dd_trd',
  'idx/kosdaq_dd_trd',
  'idx/krx_dd_trd',
  'etp/etf_bydd_trd',
  'GetStockSecuritiesInfoService/getStockPriceInfo',
  'GetKrxListedInfoService/getItemInfo',
] as const;

export type ApprovalRow = { api: string; approved: string };

export interface KrxDataset {
  seed: string;
  /** The companies the issues are listed for, and their market (shared with DART). */
  world: World;
  issues: Table<IssueRow>;
  etfs: Table<EtfRow>;
  apiApprovals: Table<ApprovalRow>;
  /** Listing day, par value and quote traits of an issue (from the world's market view, on first use). */
  details(issue: IssueRow): IssueDetails;
  traits(code: string): IssueTraits | undefined;
  series(code: string): Series | undefined;
  /** The quote of an issue on a trading-day index; undefined before its listing or outside the window. */
  quote(issue: IssueRow, index: number, light?: boolean): Quote | undefined;
  /** Whether an issue has a quote on a day (listed by then), without computing it. */
  listedOn(issue: IssueRow, index: number): boolean;
  /** The first trading-day index an issue is quoted on, or Infinity when it has no quote. */
  firstQuoted(issue: IssueRow): number;
  /** Daily columns of an issue for range filters (`trading`: with volume and value), built once. */
  columns(issue: IssueRow, trading: boolean): QuoteColumns | undefined;
  /** Volume, value and cap summed over a board's issues on a day. */
  aggregate(board: Board, index: number): Aggregate;
  indexRows(family: IndexFamily, index: number): Record<string, string>[];
  etfRows(index: number): Record<string, string>[];
  /** The last day this dataset serves (the fixed window's 2026-08-31, or a later `window.end`). */
  lastDay: number;
  /** sha256 of each reference table and of a sample of the generated quotes of the fixed window. */
  hashes(): Record<string, string>;
}

function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

export function createKrxDataset(options: { seed?: string; world?: World; window?: DataWindow } = {}): KrxDataset {
  const seed = options.seed ?? DEFAULT_KRX_SEED;
  const lastDay = windowEnd(options.window);
  const world = options.world ?? createWorld();
  const universe = lazy((): IssueUniverse => buildIssues({ world, seed }));
  const factors = lazy((): Record<Board, BoardFactor> => buildFactors(seed));
  const seriesCache = new Map<string, Series>();
  const aggregates = new Map<string, Aggregate>();
  const levelsCache = new Map<string, Float64Array>();
  const etfCache = new Map<string, { path: EtfPath; underlying: Float64Array }>();
  const definitions = lazy(indexDefinitions);

  const issues = defineTable<IssueRow>({ name: 'krx.issues', key: 'ISU_SRT_CD', build: () => universe().rows });
  const etfs = defineTable<EtfRow>({ name: 'krx.etfs', key: 'ISU_CD', build: etfDefinitions });
  const apiApprovals = defineTable<ApprovalRow>({
    name: 'krx.apiApprovals',
    key: 'api',
    build: () => APPROVABLE_APIS.map((api) => ({ api, approved: 'Y' })),
  });

  const details = (issue: IssueRow) => universe().details(issue);
  const traits = (code: string) => {
    const issue = issues.get(code);
    return issue ? details(issue).traits : undefined;
  };
  const series = (code: string): Series | undefined => {
    let cached = seriesCache.get(code);
    if (!cached) {
      const issue = issues.get(code);
      const found = traits(code);
      if (!issue || !found) return undefined;
      cached = buildSeries({ code, board: issue.MKT_TP_NM, traits: found, factor: factors()[issue.MKT_TP_NM], seed });
      seriesCache.set(code, cached);
    }
    return cached;
  };
  const quote = (issue: IssueRow, index: number, light = false): Quote | undefined => {
    const found = traits(issue.ISU_SRT_CD);
    const path = found && index >= Math.max(1, found.firstIndex) ? series(issue.ISU_SRT_CD) : undefined;
    return found && path ? quoteOf({ issue, traits: found, series: path, index, seed, light }) : undefined;
  };
  const listedOn = (issue: IssueRow, index: number) => {
    const found = traits(issue.ISU_SRT_CD);
    return found !== undefined && index >= Math.max(1, found.firstIndex) && index < TRADING_DAYS.length;
  };
  const firstQuoted = (issue: IssueRow) => {
    const found = traits(issue.ISU_SRT_CD);
    return found === undefined ? Number.POSITIVE_INFINITY : Math.max(1, found.firstIndex);
  };
  // One issue's columns are about 6 KB (shares) or 18 KB (with volume and value): at most ~40 MB for
  // every issue, built only for issues a range filter reaches.
  const columnsCache = new Map<string, QuoteColumns>();
  const columns = (issue: IssueRow, trading: boolean): QuoteColumns | undefined => {
    const cached = columnsCache.get(issue.ISU_SRT_CD);
    if (cached && (!trading || cached.volume)) return cached;
    const found = traits(issue.ISU_SRT_CD);
    const path = series(issue.ISU_SRT_CD);
    if (!found || !path) return undefined;
    const built = quoteColumns({ issue, traits: found, series: path, seed, trading });
    columnsCache.set(issue.ISU_SRT_CD, built);
    return built;
  };
  const aggregate = (board: Board, index: number): Aggregate => {
    const key = `${board}:${index}`;
    let sum = aggregates.get(key);
    if (!sum) {
      sum = { volume: 0, value: 0, cap: 0 };
      for (const issue of issues.where('MKT_TP_NM', board)) {
        const day = quote(issue, index);
        if (!day) continue;
        sum.volume += day.volume;
        sum.value += day.value;
        sum.cap += day.close * day.shares;
      }
      aggregates.set(key, sum);
    }
    return sum;
  };
  const levels = (definition: IndexDefinition): Float64Array => {
    const key = `${definition.family}:${definition.name}`;
    let cached = levelsCache.get(key);
    if (!cached) {
      cached = indexLevels({ definition, factor: factors()[DRIVER[definition.family]], seed });
      levelsCache.set(key, cached);
    }
    return cached;
  };
  const familyAggregate = (family: IndexFamily, index: number): Aggregate => {
    if (family !== 'KRX') return aggregate(family, index);
    const [a, b] = [aggregate('KOSPI', index), aggregate('KOSDAQ', index)];
    return { volume: a.volume + b.volume, value: a.value + b.value, cap: a.cap + b.cap };
  };
  const indexRows = (family: IndexFamily, index: number) => {
    if (index < 1 || index >= TRADING_DAYS.length) return [];
    const total = familyAggregate(family, index);
    return definitions()
      .filter((definition) => definition.family === family)
      .map((definition) => indexRow({ definition, levels: levels(definition), index, aggregate: total, seed }));
  };
  const namedLevels = (name: string) => {
    const definition = definitions().find((entry) => entry.name === name && entry.family !== 'KRX');
    if (!definition) throw new Error(`unknown index ${name}`);
    return levels(definition);
  };
  const etfState = (etf: EtfRow) => {
    let cached = etfCache.get(etf.ISU_CD);
    if (!cached) {
      const underlying = underlyingLevels({ key: etf.underlying, seed, indexLevels: namedLevels });
      cached = { underlying, path: etfPath({ etf, underlying, seed }) };
      etfCache.set(etf.ISU_CD, cached);
    }
    return cached;
  };
  const etfRows = (index: number) => {
    if (index < 1 || index >= TRADING_DAYS.length) return [];
    return etfs
      .rows()
      .map((etf) => etfRow({ etf, ...etfState(etf), index, seed }))
      .sort((a, b) => compareText(a.ISU_NM ?? '', b.ISU_NM ?? ''));
  };

  return {
    seed,
    world,
    issues,
    etfs,
    apiApprovals,
    details,
    traits,
    series,
    quote,
    listedOn,
    firstQuoted,
    columns,
    aggregate,
    indexRows,
    etfRows,
    lastDay,
    hashes() {
      const sample = createHash('sha256');
      const fixedDays = TRADING_DAYS.filter((day) => day <= LAST_DAY).length;
      for (let index = 1; index < fixedDays; index += 29) {
        for (const issue of issues.rows()) sample.update(JSON.stringify(quote(issue, index) ?? null));
        for (const family of ['KOSPI', 'KOSDAQ', 'KRX'] as const)
          sample.update(JSON.stringify(indexRows(family, index)));
        sample.update(JSON.stringify(etfRows(index)));
      }
      return {
        [issues.name]: issues.hash(),
        [etfs.name]: etfs.hash(),
        'krx.quoteSample': sample.digest('hex'),
      };
    },
  };
}

/** Code-point order: locale-independent, so every machine sorts names the same way. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
