// list.json (공시검색) as OpenDART answers it: filters, sort, the 3-month window without corp_code,
// page_count ≤ 100, and 013 when nothing matches.
import type { DisclosureRow } from '../data/index.ts';
import { addMonths, DartStatus, DIGITS8, optional } from './sim-params.ts';
import type { DartView } from './sim-view.ts';

const PUBLIC_FIELDS = [
  'corp_cls',
  'corp_name',
  'corp_code',
  'stock_code',
  'report_nm',
  'rcept_no',
  'flr_nm',
  'rcept_dt',
  'rm',
] as const;

export function listDisclosures(params: URLSearchParams, view: DartView): Record<string, unknown> {
  const corpCode = optional(params, 'corp_code', DIGITS8);
  const endDe = optional(params, 'end_de', DIGITS8) ?? view.today;
  const bgnDe = optional(params, 'bgn_de', DIGITS8) ?? endDe;
  if (bgnDe > endDe) throw new DartStatus('100', 'bgn_de: 시작일은 종료일보다 클 수 없습니다.');
  if (!corpCode && bgnDe < addMonths(endDe, -3)) {
    throw new DartStatus('100', '고유번호(corp_code)가 없는 경우 검색기간은 3개월로 제한됩니다.');
  }
  const lastReport = optional(params, 'last_reprt_at', /^[YN]$/) ?? 'N';
  const type = optional(params, 'pblntf_ty', /^[A-J]$/);
  const detailType = optional(params, 'pblntf_detail_ty', /^[A-J]\d{3}$/);
  const corpCls = optional(params, 'corp_cls', /^[YKNE]$/);
  const sort = optional(params, 'sort', /^(date|crp|rpt)$/) ?? 'date';
  const sortOrder = optional(params, 'sort_mth', /^(asc|desc)$/) ?? 'desc';
  const pageNo = Number(optional(params, 'page_no', /^[1-9]\d{0,5}$/) ?? '1');
  const pageCount = Number(optional(params, 'page_count', /^\d{1,3}$/) ?? '10');
  if (pageCount < 1 || pageCount > 100) throw new DartStatus('100', 'page_count: 페이지당 건수는 1~100 입니다.');

  const source = corpCode ? view.disclosures.where('corp_code', corpCode) : view.disclosures.rows();
  const until = endDe < view.today ? endDe : view.today; // nothing is filed after the session's today
  const matches = source.filter(
    (row) =>
      row.rcept_dt >= bgnDe &&
      row.rcept_dt <= until &&
      (!type || row.pblntf_ty === type) &&
      (!detailType || row.pblntf_detail_ty === detailType) &&
      (!corpCls || row.corp_cls === corpCls) &&
      (lastReport === 'N' || row.last_reprt),
  );
  if (matches.length === 0) throw new DartStatus('013');
  if (sort !== 'date' || sortOrder !== 'desc') matches.sort(comparator(sort, sortOrder));
  const start = (pageNo - 1) * pageCount;
  return {
    page_no: pageNo,
    page_count: pageCount,
    total_count: matches.length,
    total_page: Math.ceil(matches.length / pageCount),
    list: matches.slice(start, start + pageCount).map(publicRow),
  };
}

function publicRow(row: DisclosureRow): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of PUBLIC_FIELDS) out[field] = row[field];
  return out;
}

function comparator(sort: string, order: string) {
  const field: keyof DisclosureRow = sort === 'crp' ? 'corp_name' : sort === 'rpt' ? 'report_nm' : 'rcept_dt';
  const sign = order === 'asc' ? 1 : -1;
  return (a: DisclosureRow, b: DisclosureRow) => {
    const primary = compare(String(a[field]), String(b[field]));
    return sign * (primary !== 0 ? primary : compare(a.rcept_no, b.rcept_no));
  };
}

/** Code-point order: locale-independent, so every machine sorts the same way. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
