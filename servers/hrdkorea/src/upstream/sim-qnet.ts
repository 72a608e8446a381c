// Q-Net's REST services (openapi.q-net.or.kr/api/service/rest/…) that are not schedules: the
// qualification list, 종목 상세, pass rates, fees, 자격정보 and 시험과목. Every answer is the
// standard XML envelope; every row is returned when numOfRows is absent, as upstream.
import { hashSeed, xmlResponse } from '@kopa/kit';
import { type Paging, pageRows, pagingOf, requiredParam } from './sim-params.ts';
import type { HrdView } from './sim-view.ts';
import { okXml } from './sim-xml.ts';

type Row = Record<string, string>;
export type QnetHandler = (params: URLSearchParams, view: HrdView) => Response;

const JM_CD = /^[0-9A-Z]{4}$/;

export function answer(options: { rows: readonly Row[]; paging: Paging }): Response {
  return xmlResponse(answerXml(options));
}

function answerXml(options: { rows: readonly Row[]; paging: Paging }): string {
  const { rows, paging } = options;
  const numOfRows = paging.numOfRows ?? Math.max(rows.length, 1);
  return okXml({
    rows: pageRows(rows, { pageNo: paging.pageNo, numOfRows }),
    totalCount: rows.length,
    pageNo: paging.pageNo,
    numOfRows,
  });
}

function pick(row: Row, fields: readonly string[]): Row {
  const out: Row = {};
  for (const field of fields) out[field] = row[field] ?? '';
  return out;
}

const LIST_FIELDS = [
  'jmcd',
  'jmfldnm',
  'mdobligfldcd',
  'mdobligfldnm',
  'obligfldcd',
  'obligfldnm',
  'qualgbcd',
  'qualgbnm',
  'seriescd',
  'seriesnm',
] as const;

// The catalog's pages by table and paging: the answer is a pure function of the two, and every
// session without an overlay reads the same table, so the XML is written once per page asked for.
const CATALOG_PAGES_MAX = 32;
const catalogPages = new WeakMap<HrdView['qualifications'], Map<string, string>>();

/** InquiryListNationalQualifcationSVC/getList: the whole catalog; some names carry a trailing space. */
const nationalQualifications: QnetHandler = (params, view) => {
  const paging = pagingOf(params);
  let pages = catalogPages.get(view.qualifications);
  if (!pages) {
    pages = new Map();
    catalogPages.set(view.qualifications, pages);
  }
  const key = `${paging.pageNo}:${paging.numOfRows ?? ''}`;
  let xml = pages.get(key);
  if (xml === undefined) {
    const rows = view.qualifications.rows().map((row) => {
      const out = pick(row, LIST_FIELDS);
      if (hashSeed('trailing-space', row.jmcd) % 9 === 0) out.jmfldnm = `${out.jmfldnm} `;
      return out;
    });
    xml = answerXml({ rows, paging });
    if (pages.size >= CATALOG_PAGES_MAX) pages.delete(pages.keys().next().value as string);
    pages.set(key, xml);
  }
  return xmlResponse(xml);
};

const CSS_JUNK = 'BODY {font-family:돋움; font-size:9pt;}P {margin-top:2px;margin-bottom:2px;}LI {margin-top:2px;}';

/** Upstream texts carry an editor's CSS prefix, sometimes after a "<종목명> 개요" label. */
function withJunk(options: { jmCd: string; label: string; text: string }): string {
  const variant = hashSeed('css-junk', options.jmCd) % 3;
  if (variant === 0) return `${CSS_JUNK}${options.text}`;
  if (variant === 1) return `${options.label}${CSS_JUNK}${options.text}`;
  return options.text;
}

/** InquiryQualInfo/getList?seriesCd=01..04 (03 also holds 산업기사). */
const qualInfo: QnetHandler = (params, view) => {
  const seriesCd = requiredParam({ params, name: 'seriesCd', pattern: /^\d{2}$/ });
  const rows = view.qualInfo.where('seriesCd', seriesCd).map((row) => {
    const texts: Row = {};
    for (const field of ['summary', 'job', 'career', 'trend', 'hist'] as const) {
      texts[field] = withJunk({ jmCd: row.jmCd, label: `${row.jmNm} 개요`, text: row[field] });
    }
    return {
      jmCd: row.jmCd,
      jmNm: row.jmNm,
      engJmNm: row.engJmNm,
      seriesNm: row.seriesNm,
      implNm: row.implNm,
      instiNm: row.instiNm,
      mdobligFldNm: row.mdobligFldNm,
      ...texts,
    };
  });
  return answer({ rows, paging: pagingOf(params) });
};

const PASS_FIELDS = [
  'grdNm',
  'jmCd',
  'jmFldNm',
  'implYy',
  'implSeq',
  'examTypCcd',
  'recptNoCnt',
  'examPassCnt',
  'passRate',
] as const;

/** InquiryQualPassRateSVC/getList?grdCd=&baseYY=: one grade's year, announced rows only. */
const passRates: QnetHandler = (params, view) => {
  const grdCd = requiredParam({ params, name: 'grdCd', pattern: /^\d{2}$/ });
  const baseYY = requiredParam({ params, name: 'baseYY', pattern: /^\d{4}$/ });
  const rows = view.passRates
    .where('grdCd', grdCd)
    .filter((row) => row.implYy === baseYY && view.statReleased(row))
    .sort(
      (a, b) =>
        (a.jmCd < b.jmCd ? -1 : a.jmCd > b.jmCd ? 1 : 0) ||
        Number(a.implSeq) - Number(b.implSeq) ||
        (a.examTypCcd === b.examTypCcd ? 0 : a.examTypCcd === '필기' ? -1 : 1),
    )
    .map((row) => pick(row, PASS_FIELDS));
  return answer({ rows, paging: pagingOf(params) });
};

/** InquiryTestInformationNTQSVC/getFeeList?jmCd=: one row, or `<items/>` for an unknown code. */
const feeList: QnetHandler = (params, view) => {
  const jmCd = requiredParam({ params, name: 'jmCd', pattern: JM_CD });
  const fee = view.fees.get(jmCd);
  const rows = fee
    ? [pick(fee, ['infogb', 'contents', 'jmfldnm', 'mdobligfldcd', 'mdobligfldnm', 'obligfldcd', 'obligfldnm'])]
    : [];
  return answer({ rows, paging: pagingOf(params) });
};

/** InquiryInformationTradeNTQSVC/getList?jmCd=: 출제경향, 출제기준, 취득방법. */
const informationTrade: QnetHandler = (params, view) => {
  const jmCd = requiredParam({ params, name: 'jmCd', pattern: JM_CD });
  const rows = view.examInfo.where('jmCd', jmCd).map((row) => pick(row, ['infogb', 'contents', 'jmfldnm']));
  return answer({ rows, paging: pagingOf(params) });
};

const SUBJECT_FIELDS = [
  'jmNm',
  'seqNo',
  'lssnNo',
  'dtlTypNm',
  'kmNm',
  'kmOrder',
  'kmYn',
  'selfldNm',
  'omrStdPnt',
  'qitemCnt',
  'suhmTmMi',
] as const;

/** InquiryExamKmInfo/getList?jmCd=: 시험과목, written then practical. */
const examSubjects: QnetHandler = (params, view) => {
  const jmCd = requiredParam({ params, name: 'jmCd', pattern: JM_CD });
  const rows = view.subjects
    .where('jmCd', jmCd)
    .slice()
    .sort((a, b) => Number(a.seqNo) - Number(b.seqNo))
    .map((row) => pick(row, SUBJECT_FIELDS));
  return answer({ rows, paging: pagingOf(params) });
};

export const QNET_HANDLERS: Record<string, QnetHandler> = {
  'InquiryListNationalQualifcationSVC/getList': nationalQualifications,
  'InquiryQualInfo/getList': qualInfo,
  'InquiryQualPassRateSVC/getList': passRates,
  'InquiryTestInformationNTQSVC/getFeeList': feeList,
  'InquiryInformationTradeNTQSVC/getList': informationTrade,
  'InquiryExamKmInfo/getList': examSubjects,
};
