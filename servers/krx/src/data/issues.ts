// The listed issues: the world's listed companies (stock code, name, 법인등록번호, market) turned into
// KRX issues with real-rule ISINs, 소속부, listing dates and face values, plus the seeded traits
// (volatility, beta, turnover) that drive their daily quotes.
import { createRng, hashSeed } from '@kopa/kit';
import type { MarketView, World } from '@kopa/world';
import { BASE_DAY, type Day, dayOf, LAST_DAY, nextTradingDay, parseYmd, tradingIndex, ymd } from './calendar.ts';
import { isinCheckDigit, isinOf } from './isin.ts';
import type { Board } from './ticks.ts';

/**
 * One row of the `issues` table, with the field names of `*_isu_base_info` and getItemInfo. The
 * listing day and par value come from the world's market view, which is costly, so they are details
 * computed per issue on first use (see IssueDetails).
 */
export type IssueRow = {
  ISU_SRT_CD: string;
  ISU_CD: string;
  ISU_NM: string;
  ISU_ABBRV: string;
  ISU_ENG_NM: string;
  MKT_TP_NM: Board;
  SECUGRP_NM: string;
  SECT_TP_NM: string;
  KIND_STKCERT_TP_NM: string;
  corp_code: string;
  crno: string;
  corpNm: string;
  /** The common share's short code for a preferred share; '' for a common share. */
  common: string;
};

/** What the quote generator needs beyond the row. */
export interface IssueTraits {
  market: MarketView;
  /** Index in TRADING_DAYS of the first day with a quote (0 when listed before the window). */
  firstIndex: number;
  /** Daily volatility of the idiosyncratic part. */
  volatility: number;
  /** Sensitivity to the market factor. */
  beta: number;
  /** Mean share of listed shares traded per day. */
  turnover: number;
}

export interface IssueDetails {
  LIST_DD: string;
  PARVAL: string;
  /** undefined when the issue has no quote in the window (listed after it). */
  traits: IssueTraits | undefined;
}

const BOARD_OF: Record<string, Board | undefined> = { Y: 'KOSPI', K: 'KOSDAQ', N: 'KONEX' };
const BOARD_START: Record<Board, Day> = {
  KOSPI: dayOf(1975, 1, 2),
  KOSDAQ: dayOf(1996, 7, 1),
  KONEX: dayOf(2013, 7, 1),
};
const KOSDAQ_SECTIONS: ReadonlyArray<readonly [string, number]> = [
  ['우량기업부', 25],
  ['벤처기업부', 25],
  ['중견기업부', 35],
  ['기술성장기업부', 12],
  ['관리종목(소속부없음)', 3],
];

function section(board: Board, name: string, seed: string): string {
  if (board === 'KOSPI') return '-';
  if (board === 'KONEX') return '일반기업부';
  if (name.includes('스팩')) return 'SPAC(소속부없음)';
  return createRng(hashSeed(seed, 'section', name)).weighted(KOSDAQ_SECTIONS);
}

/** A listing day before the window for companies the world lists without one. */
function historicListing(options: { board: Board; estDt: string; seed: string; code: string }): string {
  const rng = createRng(hashSeed(options.seed, 'listing', options.code));
  const established = parseYmd(options.estDt) ?? dayOf(1990, 1, 1);
  const from = Math.max(BOARD_START[options.board], established + 365 * 3);
  const to = dayOf(2023, 11, 30);
  let day = from >= to ? to : rng.int(from, to);
  while (![1, 2, 3, 4, 5].includes((((day + 4) % 7) + 7) % 7)) day++;
  return ymd(day);
}

export interface IssueUniverse {
  rows: IssueRow[];
  /** Listing, par value and quote traits of an issue, computed on first use. */
  details(row: IssueRow): IssueDetails;
}

/**
 * A first preferred share (구형우선주) of a KOSPI company: short code ending in 5, ISIN with class
 * digit 1 (BYC 001460 → BYC우 001465, KR7001461003).
 */
function preferredRow(common: IssueRow): IssueRow {
  const body = `KR7${common.ISU_SRT_CD.slice(0, 5)}100`;
  return {
    ...common,
    ISU_SRT_CD: `${common.ISU_SRT_CD.slice(0, 5)}5`,
    ISU_CD: `${body}${isinCheckDigit(body)}`,
    ISU_NM: `${common.ISU_ABBRV}1우선주`,
    ISU_ABBRV: `${common.ISU_ABBRV}우`,
    ISU_ENG_NM: `${common.ISU_ENG_NM}(1P)`,
    KIND_STKCERT_TP_NM: '구형우선주',
    common: common.ISU_SRT_CD,
  };
}

/** A preferred share trades at a discount to the common one, with fewer shares and less volume. */
function preferredTraits(options: { traits: IssueTraits; code: string; seed: string }): IssueTraits {
  const { traits, code, seed } = options;
  const rng = createRng(hashSeed(seed, 'preferred', code));
  const drawnDiscount = 0.55 + 0.35 * rng.next();
  const drawnRatio = 0.02 + 0.12 * rng.next();
  const known = PREFERRED_FACTS[code];
  const discount = known?.discount ?? drawnDiscount;
  const ratio = known?.ratio ?? drawnRatio;
  const market: MarketView = {
    ...traits.market,
    stock_code: code,
    monthlyPrice: traits.market.monthlyPrice.map((price) => Math.max(1, Math.round(price * discount))),
    pinnedCloses: traits.market.pinnedCloses.map(([date, price]) => [date, price * discount] as const),
    sharesOn: (date) => Math.round((traits.market.sharesOn(date) * ratio) / 100) * 100,
  };
  return { ...traits, market, volatility: traits.volatility * 1.1, turnover: traits.turnover * 0.4 };
}

/**
 * 삼성전자우: 822,886,700 preferred shares beside 5,969,782,550 common ones (Samsung IR), trading at
 * about 0.68 of the common (83.1조 vs 821.6조 for the common on 2026-01-09, News1); see servers/world/PROVENANCE.md.
 */
const PREFERRED_FACTS: Readonly<Record<string, { discount: number; ratio: number }>> = {
  '005935': { discount: 0.68, ratio: 822_886_700 / 5_969_782_550 },
};

/** Companies whose first preferred share is listed too (real: 삼성전자우 005935). */
const PREFERRED_ALWAYS = new Set(['005930']);
const PREFERRED_SHARE = 0.16;

export function buildIssues(options: { world: World; seed: string }): IssueUniverse {
  const { world, seed } = options;
  const rows: IssueRow[] = [];
  for (const company of world.companies()) {
    const board = BOARD_OF[company.corpCls];
    if (!company.stockCode || !board) continue;
    const name = company.stockName || company.corpName;
    rows.push({
      ISU_SRT_CD: company.stockCode,
      ISU_CD: isinOf(company.stockCode),
      ISU_NM: `${name}보통주`,
      ISU_ABBRV: name,
      ISU_ENG_NM: company.corpEngName,
      MKT_TP_NM: board,
      SECUGRP_NM: '주권',
      SECT_TP_NM: section(board, name, seed),
      KIND_STKCERT_TP_NM: '보통주',
      corp_code: company.corpCode,
      crno: company.jurirNo,
      corpNm: `${company.corpName}(주)`,
      common: '',
    });
  }
  const codes = new Set(rows.map((row) => row.ISU_SRT_CD));
  for (const common of [...rows]) {
    if (common.MKT_TP_NM !== 'KOSPI' || common.ISU_SRT_CD.endsWith('5')) continue;
    const chosen =
      PREFERRED_ALWAYS.has(common.ISU_SRT_CD) ||
      createRng(hashSeed(seed, 'has-preferred', common.ISU_SRT_CD)).chance(PREFERRED_SHARE);
    const preferred = chosen ? preferredRow(common) : undefined;
    if (!preferred || codes.has(preferred.ISU_SRT_CD)) continue;
    codes.add(preferred.ISU_SRT_CD);
    rows.push(preferred);
  }
  rows.sort((a, b) => (a.ISU_SRT_CD < b.ISU_SRT_CD ? -1 : a.ISU_SRT_CD > b.ISU_SRT_CD ? 1 : 0));
  const byCode = new Map(rows.map((row) => [row.ISU_SRT_CD, row]));
  const memo = new Map<string, IssueDetails>();
  const details = (row: IssueRow): IssueDetails => {
    let found = memo.get(row.ISU_SRT_CD);
    if (!found) {
      const common = row.common ? byCode.get(row.common) : undefined;
      found = common
        ? preferredDetails({ common: details(common), code: row.ISU_SRT_CD, seed })
        : commonDetails({ row, world, seed });
      memo.set(row.ISU_SRT_CD, found);
    }
    return found;
  };
  return { rows, details };
}

function preferredDetails(options: { common: IssueDetails; code: string; seed: string }): IssueDetails {
  const { common, code, seed } = options;
  return { ...common, traits: common.traits && preferredTraits({ traits: common.traits, code, seed }) };
}

const BASE_MONTH = (2023 - 2016) * 12 + 11;

function commonDetails(options: { row: IssueRow; world: World; seed: string }): IssueDetails {
  const { row, world, seed } = options;
  const market = world.market(row.corp_code);
  const board = row.MKT_TP_NM;
  const estDt = world.company(row.corp_code)?.estDt ?? '';
  const LIST_DD = market?.listedOn ?? historicListing({ board, estDt, seed, code: row.ISU_SRT_CD });
  const PARVAL = String(market?.faceValue ?? 5000);
  if (!market) return { LIST_DD, PARVAL, traits: undefined };
  const listed = market.listedOn ? parseYmd(market.listedOn) : undefined;
  let firstIndex = 0;
  if (listed !== undefined && listed > BASE_DAY) {
    const first = listed > LAST_DAY ? -1 : tradingIndex(tradingIndex(listed) >= 0 ? listed : nextTradingDay(listed));
    if (first < 0) return { LIST_DD, PARVAL, traits: undefined };
    firstIndex = first;
  }
  const rng = createRng(hashSeed(seed, 'traits', row.ISU_SRT_CD));
  const cap = (market.monthlyPrice[BASE_MONTH] ?? 1000) * market.sharesOn(ymd(BASE_DAY));
  const size = Math.log10(Math.max(cap, 1e9));
  return {
    LIST_DD,
    PARVAL,
    traits: {
      market,
      firstIndex,
      volatility: Math.min(0.034, Math.max(0.009, 0.03 - 0.0045 * (size - 10))) * (0.85 + 0.3 * rng.next()),
      beta: board === 'KONEX' ? 0.4 + 0.4 * rng.next() : 0.6 + 0.7 * rng.next(),
      turnover:
        Math.exp(rng.normal(Math.log(0.004 + 0.002 * Math.max(0, 13 - size)), 0.5)) * (board === 'KONEX' ? 0.08 : 1),
    },
  };
}
