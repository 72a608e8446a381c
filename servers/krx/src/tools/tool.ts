// Shared pieces of the KRX tools: the typed tool factory, client-side paging of a KRX day block, and
// the explanation of an empty OutBlock_1 (closed day, not yet published, outside the data window).
import { toolFactory, UpstreamError } from '@kopa/kit';
import {
  closedReason,
  FIRST_DAY,
  KRX_PUBLISH_HOUR,
  lastPublishedDay,
  parseYmd,
  previousTradingDay,
  ymd,
} from '../data/calendar.ts';
import type { KrxUser } from '../schemas.ts';
import type { KrxClient, Row } from '../upstream/client.ts';

export const krxTool = toolFactory<KrxClient, KrxUser>();

export const KRX_GENERIC = ['AUTH_KEY', 'pageNo', 'numOfRows'] as const;
export const FSC_GENERIC = ['serviceKey', 'pageNo', 'numOfRows'] as const;

/** The normalized page of a KRX block: the Open API has no code on success, so HTTP 200 stands in. */
export function pageOfBlock<R>(rows: readonly R[], paging: { pageNo: number; numOfRows: number }) {
  const start = (paging.pageNo - 1) * paging.numOfRows;
  return {
    resultCode: '200',
    resultMsg: 'OK',
    totalCount: rows.length,
    pageNo: paging.pageNo,
    numOfRows: paging.numOfRows,
    items: rows.slice(start, start + paging.numOfRows),
  };
}

/** Why a KRX day block is empty, with the day to ask for instead. */
export function emptyBlockError(options: { basDd: string; now: Date; what: string }): UpstreamError {
  const { basDd, now, what } = options;
  const day = parseYmd(basDd);
  const latest = lastPublishedDay(now, KRX_PUBLISH_HOUR);
  let reason: string;
  let hint: string;
  if (day === undefined) {
    reason = `${basDd} is not a calendar date`;
    hint = 'Pass basDd as a real date, YYYYMMDD.';
  } else if (closedReason(day)) {
    const before = previousTradingDay(day);
    reason = `${basDd} is not a KRX trading day (${closedReason(day)}, 휴장)`;
    hint = `Ask for a trading day, e.g. the previous one, ${ymd(before)}.`;
  } else if (day < FIRST_DAY) {
    reason = `${basDd} is before the data this emulation holds (from 20240102)`;
    hint = 'Ask for a trading day from 20240102 on.';
  } else {
    reason = `${basDd} is not published yet (KRX publishes a day at 08:00 KST on the next trading day)`;
    hint = latest ? `The latest published trading day is ${ymd(latest)}.` : 'No day is published yet.';
  }
  return new UpstreamError({
    platform: 'krx',
    code: '03',
    message: `NODATA_ERROR: OutBlock_1 is empty for ${what}: ${reason}`,
    kind: 'no_data',
    hint,
  });
}

/** No row matched a client-side filter on a day that has data. */
export function noMatchError(options: { what: string; hint: string }): UpstreamError {
  return new UpstreamError({
    platform: 'krx',
    code: '03',
    message: `NODATA_ERROR: ${options.what}`,
    kind: 'no_data',
    hint: options.hint,
  });
}

export async function fetchBlock(options: {
  client: KrxClient;
  api: string;
  AUTH_KEY: string;
  basDd: string;
  now: Date;
}): Promise<Row[]> {
  const rows = await options.client.krx(options.api, { AUTH_KEY: options.AUTH_KEY, basDd: options.basDd });
  if (rows.length === 0)
    throw emptyBlockError({ basDd: options.basDd, now: options.now, what: `${options.api} basDd=${options.basDd}` });
  return rows;
}
