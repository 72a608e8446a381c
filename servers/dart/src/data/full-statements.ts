// fnlttSinglAcntAll: the full statements (BS, IS, CIS, CF, SCE) of one basis with XBRL account ids.
// The cash-flow statement reconciles the change in cash of the balance sheet.
import type { Basis } from './financial-basis.ts';
import { type Balance, type Flows, type Quarter, quarterIndex, yearToDate } from './financial-model.ts';
import { formatAmount } from './format.ts';
import { type ReportContext, seriesOf, termName } from './report-context.ts';

type Line = readonly [id: string, name: string, value: (period: Period) => number, scope?: 'CFS' | 'OFS'];

/** Values of one column: balances at its end, flows over it, and the cash-flow items derived from both. */
interface Period {
  balance: Balance;
  flows: Flows;
  opening: Balance;
  shares: number;
}

const workingCapital = (balance: Balance) => balance.receivables + balance.inventories - balance.payables;
const borrowings = (balance: Balance) => balance.shortBorrowings + balance.longBorrowings;
const operatingCash = (p: Period) =>
  p.flows.netIncome + p.flows.depreciation - (workingCapital(p.balance) - workingCapital(p.opening));
const financingCash = (p: Period) =>
  -p.flows.dividendsPaid + p.flows.cashRaised + borrowings(p.balance) - borrowings(p.opening) + p.flows.converted;
const netCashChange = (p: Period) => p.balance.cash - p.opening.cash;

const STATEMENTS: ReadonlyArray<{ sj: string; name: string; flow: boolean; lines: readonly Line[] }> = [
  {
    sj: 'BS',
    name: '재무상태표',
    flow: false,
    lines: [
      ['ifrs-full_CurrentAssets', '유동자산', (p) => p.balance.currentAssets],
      ['ifrs-full_CashAndCashEquivalents', '현금및현금성자산', (p) => p.balance.cash],
      ['ifrs-full_TradeAndOtherCurrentReceivables', '매출채권 및 기타유동채권', (p) => p.balance.receivables],
      ['ifrs-full_Inventories', '재고자산', (p) => p.balance.inventories],
      ['ifrs-full_OtherCurrentAssets', '기타유동자산', (p) => p.balance.otherCurrent],
      ['ifrs-full_NoncurrentAssets', '비유동자산', (p) => p.balance.nonCurrentAssets],
      ['ifrs-full_PropertyPlantAndEquipment', '유형자산', (p) => p.balance.ppe],
      ['ifrs-full_IntangibleAssetsOtherThanGoodwill', '무형자산', (p) => p.balance.intangibles],
      [
        'ifrs-full_InvestmentAccountedForUsingEquityMethod',
        '관계기업 및 공동기업 투자',
        (p) => p.balance.equityMethod,
        'CFS',
      ],
      [
        'dart_InvestmentsInSubsidiariesJointVenturesAndAssociates',
        '종속기업, 관계기업 및 공동기업 투자',
        (p) => p.balance.equityMethod,
        'OFS',
      ],
      ['ifrs-full_OtherNoncurrentAssets', '기타비유동자산', (p) => p.balance.otherNonCurrent],
      ['ifrs-full_Assets', '자산총계', (p) => p.balance.assets],
      ['ifrs-full_CurrentLiabilities', '유동부채', (p) => p.balance.currentLiabilities],
      ['ifrs-full_TradeAndOtherCurrentPayables', '매입채무 및 기타유동채무', (p) => p.balance.payables],
      ['ifrs-full_ShorttermBorrowings', '단기차입금', (p) => p.balance.shortBorrowings],
      ['ifrs-full_OtherCurrentLiabilities', '기타유동부채', (p) => p.balance.otherCurrentLiabilities],
      ['ifrs-full_NoncurrentLiabilities', '비유동부채', (p) => p.balance.nonCurrentLiabilities],
      ['ifrs-full_LongtermBorrowings', '장기차입금', (p) => p.balance.longBorrowings],
      ['ifrs-full_OtherNoncurrentLiabilities', '기타비유동부채', (p) => p.balance.otherNonCurrentLiabilities],
      ['ifrs-full_Liabilities', '부채총계', (p) => p.balance.liabilities],
      [
        'ifrs-full_EquityAttributableToOwnersOfParent',
        '지배기업의 소유주에게 귀속되는 자본',
        (p) => p.balance.ownersEquity,
        'CFS',
      ],
      ['ifrs-full_IssuedCapital', '자본금', (p) => p.balance.issuedCapital],
      ['ifrs-full_SharePremium', '주식발행초과금', (p) => p.balance.sharePremium],
      ['ifrs-full_RetainedEarnings', '이익잉여금(결손금)', (p) => p.balance.retainedEarnings],
      ['dart_ElementsOfOtherStockholdersEquity', '기타자본구성요소', (p) => p.balance.otherEquity],
      ['ifrs-full_NoncontrollingInterests', '비지배지분', (p) => p.balance.nci, 'CFS'],
      ['ifrs-full_Equity', '자본총계', (p) => p.balance.equity],
      ['ifrs-full_EquityAndLiabilities', '자본과부채총계', (p) => p.balance.assets],
    ],
  },
  {
    sj: 'IS',
    name: '손익계산서',
    flow: true,
    lines: [
      ['ifrs-full_Revenue', '수익(매출액)', (p) => p.flows.revenue],
      ['ifrs-full_CostOfSales', '매출원가', (p) => p.flows.costOfSales],
      ['ifrs-full_GrossProfit', '매출총이익', (p) => p.flows.grossProfit],
      ['dart_TotalSellingGeneralAdministrativeExpenses', '판매비와관리비', (p) => p.flows.sga],
      ['dart_OperatingIncomeLoss', '영업이익(손실)', (p) => p.flows.operatingIncome],
      ['dart_OtherGains', '기타수익', (p) => p.flows.otherGains],
      ['dart_OtherLosses', '기타비용', (p) => p.flows.otherLosses],
      ['ifrs-full_FinanceIncome', '금융수익', (p) => p.flows.financeIncome],
      ['ifrs-full_FinanceCosts', '금융비용', (p) => p.flows.financeCosts],
      ['ifrs-full_ProfitLossBeforeTax', '법인세비용차감전순이익(손실)', (p) => p.flows.pretax],
      ['ifrs-full_IncomeTaxExpenseContinuingOperations', '법인세비용(수익)', (p) => p.flows.tax],
      ['ifrs-full_ProfitLoss', '당기순이익(손실)', (p) => p.flows.netIncome],
      [
        'ifrs-full_ProfitLossAttributableToOwnersOfParent',
        '지배기업의 소유주에게 귀속되는 당기순이익(손실)',
        (p) => p.flows.netIncomeOwners,
        'CFS',
      ],
      [
        'ifrs-full_ProfitLossAttributableToNoncontrollingInterests',
        '비지배지분에 귀속되는 당기순이익(손실)',
        (p) => p.flows.netIncomeNci,
        'CFS',
      ],
      ['ifrs-full_BasicEarningsLossPerShare', '기본주당이익(손실)', (p) => p.flows.netIncomeOwners / p.shares],
    ],
  },
  {
    sj: 'CIS',
    name: '포괄손익계산서',
    flow: true,
    lines: [
      ['ifrs-full_ProfitLoss', '당기순이익(손실)', (p) => p.flows.netIncome],
      ['ifrs-full_OtherComprehensiveIncome', '기타포괄손익', (p) => p.flows.oci],
      ['ifrs-full_ComprehensiveIncome', '총포괄손익', (p) => p.flows.comprehensive],
    ],
  },
  {
    sj: 'CF',
    name: '현금흐름표',
    flow: false,
    lines: [
      ['ifrs-full_CashFlowsFromUsedInOperatingActivities', '영업활동현금흐름', operatingCash],
      [
        'ifrs-full_CashFlowsFromUsedInInvestingActivities',
        '투자활동현금흐름',
        (p) => netCashChange(p) - operatingCash(p) - financingCash(p),
      ],
      [
        'ifrs-full_PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities',
        '유형자산의 취득',
        (p) => -Math.max(0, p.balance.ppe - p.opening.ppe + p.flows.depreciation),
      ],
      ['ifrs-full_CashFlowsFromUsedInFinancingActivities', '재무활동현금흐름', financingCash],
      ['ifrs-full_ProceedsFromIssuingShares', '주식의 발행', (p) => p.flows.cashRaised],
      ['ifrs-full_DividendsPaidClassifiedAsFinancingActivities', '배당금지급', (p) => -p.flows.dividendsPaid],
      ['ifrs-full_IncreaseDecreaseInCashAndCashEquivalents', '현금및현금성자산의순증가(감소)', netCashChange],
      ['dart_CashAndCashEquivalentsAtBeginningOfPeriodCf', '기초현금및현금성자산', (p) => p.opening.cash],
      ['dart_CashAndCashEquivalentsAtEndOfPeriodCf', '기말현금및현금성자산', (p) => p.balance.cash],
    ],
  },
  {
    sj: 'SCE',
    name: '자본변동표',
    flow: false,
    lines: [
      ['ifrs-full_Equity', '기초자본', (p) => p.opening.equity],
      ['ifrs-full_ProfitLoss', '당기순이익(손실)', (p) => p.flows.netIncome],
      ['ifrs-full_OtherComprehensiveIncome', '기타포괄손익', (p) => p.flows.oci],
      ['ifrs-full_DividendsPaid', '배당금지급', (p) => -p.flows.dividendsPaid],
      ['ifrs-full_IssueOfEquity', '유상증자 및 전환권행사', (p) => p.flows.cashRaised + p.flows.converted],
      ['ifrs-full_Equity', '기말자본', (p) => p.balance.equity],
    ],
  },
];

function periodOf(
  series: Quarter[],
  year: number,
  quarter: number,
  threeMonths: boolean,
  shares: (year: number, quarter: number) => number,
): Period | undefined {
  const end = series[quarterIndex(year, quarter)];
  const opening = series[quarterIndex(year - 1, 4)];
  if (!end || !opening) return undefined;
  return {
    balance: end.balance,
    opening: opening.balance,
    flows: threeMonths ? end.flows : yearToDate(series, year, quarter),
    shares: Math.max(1, shares(year, quarter)),
  };
}

export function fullStatementRows(
  context: ReportContext,
  basis: Basis,
  shares: (year: number, quarter: number) => number,
): Record<string, string>[] {
  const series = seriesOf(context, basis);
  if (!series) return [];
  const { year, quarter, annual } = context;
  const rows: Record<string, string>[] = [];
  let ord = 0;
  const amount = (line: Line, period: Period | undefined) => (period ? formatAmount(line[2](period)) : '');
  for (const statement of STATEMENTS) {
    const quarterlyFlow = statement.flow && !annual;
    for (const line of statement.lines) {
      if (line[3] && line[3] !== basis) continue;
      ord++;
      const row: Record<string, string> = {
        rcept_no: context.rceptNo,
        reprt_code: context.reprtCode,
        bsns_year: String(year),
        corp_code: context.plan.company.corpCode,
        sj_div: statement.sj,
        sj_nm: statement.name,
        account_id: line[0],
        account_nm: line[1],
        account_detail: statement.sj === 'SCE' ? '자본 [member]' : '-',
        thstrm_nm: termName(context, 0, statement.sj === 'BS'),
        thstrm_amount: amount(line, periodOf(series, year, quarter, quarterlyFlow, shares)),
      };
      if (quarterlyFlow) row.thstrm_add_amount = amount(line, periodOf(series, year, quarter, false, shares));
      row.frmtrm_nm = termName(context, -1, statement.sj === 'BS');
      row.frmtrm_amount =
        statement.sj === 'BS'
          ? amount(line, periodOf(series, year - 1, 4, false, shares))
          : amount(line, periodOf(series, year - 1, annual ? 4 : quarter, quarterlyFlow, shares));
      if (quarterlyFlow) {
        row.frmtrm_q_nm = termName(context, -1, false);
        row.frmtrm_q_amount = amount(line, periodOf(series, year - 1, quarter, true, shares));
        row.frmtrm_add_amount = amount(line, periodOf(series, year - 1, quarter, false, shares));
      }
      if (annual) {
        row.bfefrmtrm_nm = termName(context, -2, statement.sj === 'BS');
        row.bfefrmtrm_amount = amount(line, periodOf(series, year - 2, 4, false, shares));
      }
      row.ord = String(ord);
      row.currency = 'KRW';
      rows.push(row);
    }
  }
  return rows;
}

/** The account lines of each statement, for the XBRL taxonomy and the XBRL instance. */
export const STATEMENT_ACCOUNTS = STATEMENTS.map((statement) => ({
  sj: statement.sj,
  name: statement.name,
  lines: statement.lines.map(([id, name, , scope]) => ({ id, name, scope })),
}));
