// The per-company report APIs of the emulated OpenDART: company.json, the financial statements and
// the XBRL taxonomy forms (DS003), the periodic-report items (DS002), the major-event decisions
// (DS005), majorstock and elestock (DS004). Only filings made by the session's "today" exist.
import type { EventApi, PeriodicApi, ReprtCode } from '../data/index.ts';
import { DartStatus, DIGITS8, REPRT, required, YEAR } from './sim-params.ts';
import type { DartView } from './sim-view.ts';

type Body = Record<string, unknown>;
type Handler = (params: URLSearchParams, view: DartView) => Body;

const filedBy = (today: string) => (row: Record<string, string>) => !row.rcept_no || row.rcept_no.slice(0, 8) <= today;

function listOrNoData(rows: readonly Record<string, string>[]): Body {
  if (rows.length === 0) throw new DartStatus('013');
  return { list: rows };
}

function periodQuery(params: URLSearchParams) {
  const year = required(params, 'bsns_year', YEAR);
  if (Number(year) < 2015) throw new DartStatus('100', 'bsns_year: 2015년 이후 자료만 제공합니다.');
  return { bsns_year: year, reprt_code: required(params, 'reprt_code', REPRT) as ReprtCode };
}

const company: Handler = (params, view) => {
  const corpCode = required(params, 'corp_code', DIGITS8);
  const row = view.companies.get(corpCode);
  if (!row) throw new DartStatus('013');
  return { ...row };
};

const singleAccounts: Handler = (params, view) => {
  const corp_code = required(params, 'corp_code', DIGITS8);
  const rows = view.dataset.singleAccounts({ corp_code, ...periodQuery(params) }).filter(filedBy(view.today));
  return listOrNoData(rows);
};

const multiAccounts: Handler = (params, view) => {
  const codes = required(params, 'corp_code', /^\d{8}(,\d{8})*$/).split(',');
  if (codes.length > 100) throw new DartStatus('021');
  const query = periodQuery(params);
  const rows = codes.flatMap((corp_code) =>
    view.dataset.singleAccounts({ corp_code, ...query }).filter(filedBy(view.today)),
  );
  return listOrNoData(rows);
};

const fullStatements: Handler = (params, view) => {
  const corp_code = required(params, 'corp_code', DIGITS8);
  const fs_div = required(params, 'fs_div', /^(CFS|OFS)$/) as 'CFS' | 'OFS';
  const rows = view.dataset.fullStatements({ corp_code, fs_div, ...periodQuery(params) }).filter(filedBy(view.today));
  return listOrNoData(rows);
};

const indices: Handler = (params, view) => {
  const corp_code = required(params, 'corp_code', DIGITS8);
  const idx_cl_code = required(params, 'idx_cl_code', /^M2[1-4]0000$/);
  const rows = view.dataset.indices({ corp_code, idx_cl_code, ...periodQuery(params) }).filter(filedBy(view.today));
  return listOrNoData(rows);
};

const periodic =
  (api: PeriodicApi): Handler =>
  (params, view) => {
    const corp_code = required(params, 'corp_code', DIGITS8);
    const rows = view.dataset.periodic({ api, corp_code, ...periodQuery(params) }).filter(filedBy(view.today));
    return listOrNoData(rows);
  };

const event =
  (api: EventApi): Handler =>
  (params, view) => {
    const corpCode = required(params, 'corp_code', DIGITS8);
    const bgnDe = required(params, 'bgn_de', DIGITS8);
    const endDe = required(params, 'end_de', DIGITS8);
    if (bgnDe > endDe) throw new DartStatus('100', 'bgn_de: 시작일은 종료일보다 클 수 없습니다.');
    const rows = view.events
      .where('corp_code', corpCode)
      .filter((row) => row.api === api && row.rcept_dt >= bgnDe && row.rcept_dt <= endDe && row.rcept_dt <= view.today)
      .map((row) => row.fields);
    return listOrNoData(rows);
  };

const elestock: Handler = (params, view) => {
  const corpCode = required(params, 'corp_code', DIGITS8);
  const rows = view.dataset.insiderReports(corpCode).filter((row) => (row.rcept_no ?? '').slice(0, 8) <= view.today);
  return listOrNoData(rows);
};

const xbrlTaxonomy: Handler = (params, view) => {
  const sjDiv = required(params, 'sj_div', /^(BS[1-4]|IS[1-4]|CIS[1-4]|DCIS[1-8]|CF[1-4]|SCE[12])$/);
  return listOrNoData(view.dataset.taxonomy(sjDiv));
};

const majorstock: Handler = (params, view) => {
  const corpCode = required(params, 'corp_code', DIGITS8);
  const rows = view.majorstock
    .where('corp_code', corpCode)
    .filter((row) => row.rcept_dt <= view.today)
    .map((row) => ({ ...row }) as Record<string, string>);
  return listOrNoData(rows);
};

export const REPORT_HANDLERS: Record<string, Handler> = {
  company,
  fnlttSinglAcnt: singleAccounts,
  fnlttMultiAcnt: multiAccounts,
  fnlttSinglAcntAll: fullStatements,
  fnlttSinglIndx: indices,
  alotMatter: periodic('alotMatter'),
  hyslrSttus: periodic('hyslrSttus'),
  empSttus: periodic('empSttus'),
  exctvSttus: periodic('exctvSttus'),
  irdsSttus: periodic('irdsSttus'),
  tesstkAcqsDspsSttus: periodic('tesstkAcqsDspsSttus'),
  hyslrChgSttus: periodic('hyslrChgSttus'),
  mrhlSttus: periodic('mrhlSttus'),
  hmvAuditIndvdlBySttus: periodic('hmvAuditIndvdlBySttus'),
  hmvAuditAllSttus: periodic('hmvAuditAllSttus'),
  indvdlByPay: periodic('indvdlByPay'),
  otrCprInvstmntSttus: periodic('otrCprInvstmntSttus'),
  xbrlTaxonomy,
  cvbdIsDecsn: event('cvbdIsDecsn'),
  bdwtIsDecsn: event('bdwtIsDecsn'),
  piicDecsn: event('piicDecsn'),
  majorstock,
  elestock,
};
