// One (issue, trading day) quote, computed in O(1) from the issue's close series and a seed of its
// own: open, high, low, volume and value around the close, within the price limit; and the two row
// formats the upstreams send (KRX `*_bydd_trd` and FSC getStockPriceInfo).
import { createRng, hashSeed } from '@kopa/kit';
import { TRADING_DAYS, ymd } from './calendar.ts';
import { fixed, fscRate, integerText } from './format.ts';
import type { IssueDetails, IssueRow, IssueTraits } from './issues.ts';
import type { Series } from './price-path.ts';
import { type Board, clampToLimits, priceLimits, roundToTick } from './ticks.ts';

export interface Quote {
  date: string;
  close: number;
  previous: number;
  open: number;
  high: number;
  low: number;
  volume: number;
  value: number;
  shares: number;
}

/** The close of a quoted day and the price it is compared with (the offering price on the listing day). */
export function closeOn(series: Series, index: number): { close: number; previous: number } {
  const previous = index === series.firstIndex ? series.reference : (series.closes[index - 1] ?? 1);
  return { close: series.closes[index] ?? previous, previous };
}

/**
 * Shares, volume and value of one issue per trading-day index (0 where it has no quote), for the FSC
 * range filters; volume and value need the full quote of every day, so they are built only when asked.
 */
export interface QuoteColumns {
  series: Series;
  shares: Float64Array;
  volume?: Float64Array;
  value?: Float64Array;
}

export function quoteColumns(options: {
  issue: IssueRow;
  traits: IssueTraits;
  series: Series;
  seed: string;
  trading: boolean;
}): QuoteColumns {
  const n = TRADING_DAYS.length;
  const shares = new Float64Array(n);
  const volume = options.trading ? new Float64Array(n) : undefined;
  const value = options.trading ? new Float64Array(n) : undefined;
  for (let index = Math.max(1, options.series.firstIndex); index < n; index++) {
    const quote = quoteOf({ ...options, index, light: !options.trading });
    if (!quote) continue;
    shares[index] = quote.shares;
    if (volume && value) {
      volume[index] = quote.volume;
      value[index] = quote.value;
    }
  }
  return { series: options.series, shares, ...(volume && value ? { volume, value } : {}) };
}

export function quoteOf(options: {
  issue: IssueRow;
  traits: IssueTraits;
  series: Series;
  index: number;
  seed: string;
  /** Only the close, reference and shares (open/high/low/volume/value left at 0): for filters. */
  light?: boolean;
}): Quote | undefined {
  const { issue, traits, series, index, seed } = options;
  if (index < 1 || index < series.firstIndex || index >= TRADING_DAYS.length) return undefined;
  const date = ymd(TRADING_DAYS[index] ?? 0);
  const listingDay = index === series.firstIndex;
  const { close, previous } = closeOn(series, index);
  const shares = traits.market.sharesOn(date);
  if (series.idle[index] || options.light)
    return { date, close, previous, open: 0, high: 0, low: 0, volume: 0, value: 0, shares };
  const rng = createRng(hashSeed(seed, issue.ISU_SRT_CD, index));
  const board = issue.MKT_TP_NM as Board;
  const sigma = traits.volatility;
  const limits = listingDay ? { upper: Math.max(close, previous) * 4, lower: 1 } : priceLimits(previous, board);
  const bounded = (price: number) => clampToLimits(roundToTick(price), limits);
  const open = listingDay
    ? roundToTick(close * Math.exp(rng.normal(0, 0.06)))
    : bounded(previous * Math.exp(rng.normal(0, sigma * 0.45)));
  const high = Math.max(open, close, bounded(Math.max(open, close) * Math.exp(Math.abs(rng.normal(0, sigma * 0.6)))));
  const low = Math.min(open, close, bounded(Math.min(open, close) * Math.exp(-Math.abs(rng.normal(0, sigma * 0.6)))));
  const move = Math.abs(close / previous - 1);
  const volume = Math.max(
    1,
    Math.round(shares * traits.turnover * Math.exp(rng.normal(0, 0.45)) * (1 + 10 * move) * (listingDay ? 8 : 1)),
  );
  const typical = (open + high + low + close) / 4;
  const value = Math.min(
    volume * high,
    Math.max(volume * low, Math.round(volume * typical * (1 + rng.normal(0, 0.004)))),
  );
  return { date, close, previous, open, high, low, volume, value, shares };
}

const rate = (quote: Quote) => (quote.close / quote.previous - 1) * 100;

/** A `sto/*_bydd_trd` row, fields in the order of the KRX specification. */
export function krxTradeRow(issue: IssueRow, quote: Quote): Record<string, string> {
  return {
    BAS_DD: quote.date,
    ISU_CD: issue.ISU_SRT_CD,
    ISU_NM: issue.ISU_ABBRV,
    MKT_NM: issue.MKT_TP_NM,
    SECT_TP_NM: issue.SECT_TP_NM,
    TDD_CLSPRC: integerText(quote.close),
    CMPPREVDD_PRC: integerText(quote.close - quote.previous),
    FLUC_RT: fixed(rate(quote), 2),
    TDD_OPNPRC: integerText(quote.open),
    TDD_HGPRC: integerText(quote.high),
    TDD_LWPRC: integerText(quote.low),
    ACC_TRDVOL: integerText(quote.volume),
    ACC_TRDVAL: integerText(quote.value),
    MKTCAP: integerText(quote.close * quote.shares),
    LIST_SHRS: integerText(quote.shares),
  };
}

/** A getStockPriceInfo item, fields in the order the FSC service sends them. */
export function fscPriceRow(issue: IssueRow, quote: Quote): Record<string, string> {
  return {
    basDt: quote.date,
    srtnCd: issue.ISU_SRT_CD,
    isinCd: issue.ISU_CD,
    itmsNm: issue.ISU_ABBRV,
    mrktCtg: issue.MKT_TP_NM,
    clpr: integerText(quote.close),
    vs: integerText(quote.close - quote.previous),
    fltRt: fscRate(rate(quote)),
    mkp: integerText(quote.open),
    hipr: integerText(quote.high),
    lopr: integerText(quote.low),
    trqu: integerText(quote.volume),
    trPrc: integerText(quote.value),
    lstgStCnt: integerText(quote.shares),
    mrktTotAmt: integerText(quote.close * quote.shares),
  };
}

/** A getItemInfo item (KRX상장종목정보) for a day; srtnCd carries the "A" prefix as upstream. */
export function fscItemRow(issue: IssueRow, date: string): Record<string, string> {
  return {
    basDt: date,
    srtnCd: `A${issue.ISU_SRT_CD}`,
    isinCd: issue.ISU_CD,
    mrktCtg: issue.MKT_TP_NM,
    itmsNm: issue.ISU_ABBRV,
    crno: issue.crno,
    corpNm: issue.corpNm,
  };
}

/** A `sto/*_isu_base_info` row for a day (LIST_SHRS as of that day). */
export function baseInfoRow(options: {
  issue: IssueRow;
  details: IssueDetails;
  shares: number;
}): Record<string, string> {
  const { issue, details, shares } = options;
  return {
    ISU_CD: issue.ISU_CD,
    ISU_SRT_CD: issue.ISU_SRT_CD,
    ISU_NM: issue.ISU_NM,
    ISU_ABBRV: issue.ISU_ABBRV,
    ISU_ENG_NM: issue.ISU_ENG_NM,
    LIST_DD: details.LIST_DD,
    MKT_TP_NM: issue.MKT_TP_NM,
    SECUGRP_NM: issue.SECUGRP_NM,
    SECT_TP_NM: issue.SECT_TP_NM,
    KIND_STKCERT_TP_NM: issue.KIND_STKCERT_TP_NM,
    PARVAL: details.PARVAL,
    LIST_SHRS: integerText(shares),
  };
}
