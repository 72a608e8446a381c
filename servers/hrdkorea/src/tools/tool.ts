// Shared pieces of the HRD Korea tools: the typed tool factory, the normalized page, and the no-data
// answer of operations keyed by one jmCd.
import { toolFactory, UpstreamError } from '@kopa/kit';
import type { HrdUser } from '../schemas.ts';
import type { HrdClient, HrdPage, Row } from '../upstream/client.ts';
import { PLATFORM } from '../upstream/client-errors.ts';
import { messageOf } from '../upstream/codes.ts';

export const hrdTool = toolFactory<HrdClient, HrdUser>();

export const GENERIC = ['serviceKey', 'pageNo', 'numOfRows'] as const;

/** A page, as the tools return it. */
export function normalized<R = Row>(page: HrdPage) {
  return {
    resultCode: page.resultCode,
    resultMsg: page.resultMsg,
    totalCount: page.totalCount,
    pageNo: page.pageNo,
    numOfRows: page.numOfRows,
    items: page.items as R[],
  };
}

/** Rows paged locally after a client-side filter (Q-Net has no server-side filter for them). */
export function localPage<R = Row>(options: { page: HrdPage; rows: Row[]; pageNo?: number; numOfRows: number }) {
  const pageNo = options.pageNo ?? 1;
  const start = (pageNo - 1) * options.numOfRows;
  return {
    resultCode: options.page.resultCode,
    resultMsg: options.page.resultMsg,
    totalCount: options.rows.length,
    pageNo,
    numOfRows: options.numOfRows,
    items: options.rows.slice(start, start + options.numOfRows) as R[],
  };
}

/**
 * Q-Net answers an unknown or unserved jmCd with `00` and `<items/>`; a jmCd-keyed lookup reports
 * that as data.go.kr's 03 NODATA_ERROR so the model knows the code, not the data, is the problem.
 */
export function noDataFor(options: { jmCd: string; what: string; hint?: string }): UpstreamError {
  return new UpstreamError({
    platform: PLATFORM,
    code: '03',
    kind: 'no_data',
    message: `${messageOf('03')}: no ${options.what} for jmCd ${options.jmCd}`,
    hint: options.hint ?? 'Check the jmCd with hrdkorea_list_qualifications (jmcd column).',
  });
}
