// fnlttSinglAcnt: the thirteen main accounts per basis (CFS first, then OFS), with the current,
// previous and (in 사업보고서) the year-before-previous amounts.
import type { Basis } from './financial-basis.ts';
import { type Balance, type Flows, quarterIndex, yearToDate } from './financial-model.ts';
import { formatAmount } from './format.ts';
import { type ReportContext, seriesOf, termDate, termName } from './report-context.ts';

const ACCOUNTS: ReadonlyArray<{ sj: 'BS' | 'IS'; name: string; balance?: keyof Balance; flow?: keyof Flows }> = [
  { sj: 'BS', name: '유동자산', balance: 'currentAssets' },
  { sj: 'BS', name: '비유동자산', balance: 'nonCurrentAssets' },
  { sj: 'BS', name: '자산총계', balance: 'assets' },
  { sj: 'BS', name: '유동부채', balance: 'currentLiabilities' },
  { sj: 'BS', name: '비유동부채', balance: 'nonCurrentLiabilities' },
  { sj: 'BS', name: '부채총계', balance: 'liabilities' },
  { sj: 'BS', name: '자본금', balance: 'issuedCapital' },
  { sj: 'BS', name: '이익잉여금', balance: 'retainedEarnings' },
  { sj: 'BS', name: '자본총계', balance: 'equity' },
  { sj: 'IS', name: '매출액', flow: 'revenue' },
  { sj: 'IS', name: '영업이익', flow: 'operatingIncome' },
  { sj: 'IS', name: '법인세차감전 순이익', flow: 'pretax' },
  { sj: 'IS', name: '당기순이익', flow: 'netIncome' },
];

export function singleAccountRows(context: ReportContext): Record<string, string>[] {
  const { plan, year, quarter, annual } = context;
  const rows: Record<string, string>[] = [];
  const bases: Basis[] = plan.company.consolidated ? ['CFS', 'OFS'] : ['OFS'];
  let ord = 0;
  for (const basis of bases) {
    const series = seriesOf(context, basis);
    if (!series) continue;
    const balanceAt = (offset: number, q: number) => series[quarterIndex(year + offset, q)]?.balance;
    const flowsOf = (offset: number) => series[quarterIndex(year + offset, quarter)]?.flows;
    for (const account of ACCOUNTS) {
      const isBalance = account.sj === 'BS';
      const pick = (balance: Balance | undefined, flows: Flows | undefined) =>
        formatAmount((isBalance ? balance?.[account.balance ?? 'assets'] : flows?.[account.flow ?? 'revenue']) ?? 0);
      const row: Record<string, string> = {
        rcept_no: context.rceptNo,
        reprt_code: context.reprtCode,
        bsns_year: String(year),
        corp_code: plan.company.corpCode,
        stock_code: plan.company.stockCode,
        fs_div: basis,
        fs_nm: basis === 'CFS' ? '연결재무제표' : '재무제표',
        sj_div: account.sj,
        sj_nm: isBalance ? '재무상태표' : '손익계산서',
        account_nm: account.name,
        thstrm_nm: termName(context, 0, isBalance),
        thstrm_dt: termDate(context, 0, isBalance),
      };
      if (annual) {
        row.thstrm_amount = pick(balanceAt(0, 4), yearToDate(series, year, 4));
        row.frmtrm_nm = termName(context, -1, isBalance);
        row.frmtrm_dt = termDate(context, -1, isBalance);
        row.frmtrm_amount = pick(balanceAt(-1, 4), yearToDate(series, year - 1, 4));
        row.bfefrmtrm_nm = termName(context, -2, isBalance);
        row.bfefrmtrm_dt = termDate(context, -2, isBalance);
        row.bfefrmtrm_amount = pick(balanceAt(-2, 4), yearToDate(series, year - 2, 4));
      } else {
        row.thstrm_amount = pick(balanceAt(0, quarter), flowsOf(0));
        if (!isBalance) row.thstrm_add_amount = pick(undefined, yearToDate(series, year, quarter));
        row.frmtrm_nm = termName(context, -1, isBalance);
        row.frmtrm_dt = termDate(context, -1, isBalance);
        row.frmtrm_amount = pick(balanceAt(-1, 4), flowsOf(-1));
        if (!isBalance) row.frmtrm_add_amount = pick(undefined, yearToDate(series, year - 1, quarter));
      }
      ord++;
      row.ord = String(ord);
      row.currency = 'KRW';
      rows.push(row);
    }
  }
  return rows;
}
