// Row shapes of the DART dataset, shared by the generators and the emulated upstream. Field names and
// value formats are those of the real OpenDART responses. Rows are type aliases, not interfaces, so
// that they satisfy the kit's Record-shaped Row constraint without a loose index signature.
import type { Table } from '@kopa/kit';

export type CorpCodeRow = {
  corp_code: string;
  corp_name: string;
  corp_eng_name: string;
  /** '' when unlisted. */
  stock_code: string;
  /** YYYYMMDD */
  modify_date: string;
};

export type CompanyRow = {
  corp_code: string;
  corp_name: string;
  corp_name_eng: string;
  stock_name: string;
  stock_code: string;
  ceo_nm: string;
  corp_cls: 'Y' | 'K' | 'N' | 'E';
  /** 13 digits */
  jurir_no: string;
  /** 10 digits */
  bizr_no: string;
  adres: string;
  hm_url: string;
  ir_url: string;
  phn_no: string;
  fax_no: string;
  induty_code: string;
  est_dt: string;
  acc_mt: string;
};

export type DisclosureRow = {
  corp_cls: string;
  corp_name: string;
  corp_code: string;
  stock_code: string;
  report_nm: string;
  /** 14 digits: YYYYMMDD + 6 */
  rcept_no: string;
  flr_nm: string;
  /** YYYYMMDD */
  rcept_dt: string;
  rm: string;
  /** A..J */
  pblntf_ty: string;
  /** e.g. A001, B001, C001, D001, I001 */
  pblntf_detail_ty: string;
  /** false if a later correction [기재정정] of the same report exists */
  last_reprt: boolean;
};

export type EventApi = 'cvbdIsDecsn' | 'bdwtIsDecsn' | 'piicDecsn';

export type EventRow = {
  api: EventApi;
  rcept_no: string;
  corp_code: string;
  rcept_dt: string;
  /** The real response fields of that API, all values strings as DART sends them. */
  fields: Record<string, string>;
};

export type MajorStockRow = {
  rcept_no: string;
  rcept_dt: string;
  corp_code: string;
  corp_name: string;
  report_tp: string;
  repror: string;
  stkqy: string;
  stkqy_irds: string;
  stkrt: string;
  stkrt_irds: string;
  ctr_stkqy: string;
  ctr_stkrt: string;
  report_resn: string;
};

export type ReprtCode = '11011' | '11012' | '11013' | '11014';
export type PeriodicApi =
  | 'alotMatter'
  | 'hyslrSttus'
  | 'empSttus'
  | 'exctvSttus'
  | 'irdsSttus'
  | 'tesstkAcqsDspsSttus'
  | 'hyslrChgSttus'
  | 'mrhlSttus'
  | 'hmvAuditIndvdlBySttus'
  | 'hmvAuditAllSttus'
  | 'indvdlByPay'
  | 'otrCprInvstmntSttus';

export interface ReportQuery {
  corp_code: string;
  bsns_year: string;
  reprt_code: ReprtCode;
}

export interface DartDataset {
  seed: string;
  /** last day of data, '20260901' */
  endDate: string;
  corpCodes: Table<CorpCodeRow>;
  companies: Table<CompanyRow>;
  /** key rcept_no; rows sorted by rcept_dt desc, then rcept_no desc */
  disclosures: Table<DisclosureRow>;
  events: Table<EventRow>;
  majorstock: Table<MajorStockRow>;
  /** fnlttSinglAcnt rows (main accounts) for one company/report; [] when that report was not filed by endDate */
  singleAccounts(q: ReportQuery): Record<string, string>[];
  /** fnlttSinglAcntAll rows (full statements); fs_div 'CFS'|'OFS' */
  fullStatements(q: ReportQuery & { fs_div: 'CFS' | 'OFS' }): Record<string, string>[];
  /** fnlttSinglIndx rows; idx_cl_code M210000|M220000|M230000|M240000 */
  indices(q: ReportQuery & { idx_cl_code: string }): Record<string, string>[];
  /** periodic-report rows for one of the DS002 APIs */
  periodic(q: ReportQuery & { api: PeriodicApi }): Record<string, string>[];
  /** elestock rows (임원ㆍ주요주주 소유보고) of a company, newest first, whatever their date */
  insiderReports(corp_code: string): Record<string, string>[];
  /** xbrlTaxonomy rows of one form (sj_div BS1…SCE2); [] for an unknown form */
  taxonomy(sj_div: string): Record<string, string>[];
  /** The periodic report a receipt number is the latest version of, if it is one */
  periodicReportOf(rcept_no: string): ReportQuery | undefined;
  /** sha256 per table, for the drift test */
  hashes(): Record<string, string>;
}
