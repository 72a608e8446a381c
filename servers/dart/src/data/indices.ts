// fnlttSinglIndx: profitability, stability, growth and activity ratios computed from the same
// quarters as the statements (consolidated when the company has subsidiaries).
import { type Balance, type Flows, quarterIndex, yearToDate } from './financial-model.ts';
import { formatFixed } from './format.ts';
import { type ReportContext, seriesOf, settlementDate } from './report-context.ts';

interface Inputs {
  flows: Flows;
  previousFlows: Flows;
  balance: Balance;
  opening: Balance;
}

type Ratio = readonly [code: string, name: string, value: (inputs: Inputs) => number | undefined];

const divide = (numerator: number, denominator: number, scale = 100) =>
  denominator > 0 ? (numerator / denominator) * scale : undefined;
const growth = (current: number, previous: number) => (previous > 0 ? (current / previous - 1) * 100 : undefined);
const average = (left: number, right: number) => (left + right) / 2;

export const INDEX_CLASSES: Readonly<Record<string, { name: string; ratios: readonly Ratio[] }>> = {
  M210000: {
    name: '수익성지표',
    ratios: [
      ['M211000', '영업이익률', (i) => divide(i.flows.operatingIncome, i.flows.revenue)],
      ['M211100', '순이익률', (i) => divide(i.flows.netIncome, i.flows.revenue)],
      ['M211200', '매출총이익률', (i) => divide(i.flows.grossProfit, i.flows.revenue)],
      ['M211300', '매출원가율', (i) => divide(i.flows.costOfSales, i.flows.revenue)],
      [
        'M211400',
        'ROE',
        (i) => divide(i.flows.netIncomeOwners, average(i.balance.ownersEquity, i.opening.ownersEquity)),
      ],
      ['M211500', 'ROA', (i) => divide(i.flows.netIncome, average(i.balance.assets, i.opening.assets))],
      ['M211550', '판관비율', (i) => divide(i.flows.sga, i.flows.revenue)],
    ],
  },
  M220000: {
    name: '안정성지표',
    ratios: [
      ['M221000', '부채비율', (i) => divide(i.balance.liabilities, i.balance.equity)],
      ['M221100', '유동비율', (i) => divide(i.balance.currentAssets, i.balance.currentLiabilities)],
      [
        'M221200',
        '당좌비율',
        (i) => divide(i.balance.currentAssets - i.balance.inventories, i.balance.currentLiabilities),
      ],
      ['M221300', '자기자본비율', (i) => divide(i.balance.equity, i.balance.assets)],
      ['M221400', '비유동비율', (i) => divide(i.balance.nonCurrentAssets, i.balance.equity)],
    ],
  },
  M230000: {
    name: '성장성지표',
    ratios: [
      ['M231000', '매출액증가율(YoY)', (i) => growth(i.flows.revenue, i.previousFlows.revenue)],
      ['M231100', '영업이익증가율(YoY)', (i) => growth(i.flows.operatingIncome, i.previousFlows.operatingIncome)],
      ['M231200', '순이익증가율(YoY)', (i) => growth(i.flows.netIncome, i.previousFlows.netIncome)],
      ['M231300', '총자산증가율', (i) => growth(i.balance.assets, i.opening.assets)],
      ['M231400', '자기자본증가율', (i) => growth(i.balance.equity, i.opening.equity)],
    ],
  },
  M240000: {
    name: '활동성지표',
    ratios: [
      ['M241000', '총자산회전율', (i) => divide(i.flows.revenue, average(i.balance.assets, i.opening.assets), 1)],
      ['M241100', '자기자본회전율', (i) => divide(i.flows.revenue, average(i.balance.equity, i.opening.equity), 1)],
      ['M241200', '매출채권회전율', (i) => divide(i.flows.revenue, i.balance.receivables, 1)],
      ['M241300', '재고자산회전율', (i) => divide(i.flows.costOfSales, i.balance.inventories, 1)],
    ],
  },
};

export function indexRows(context: ReportContext, classCode: string): Record<string, string>[] {
  const indexClass = INDEX_CLASSES[classCode];
  const series = seriesOf(context, 'CFS') ?? seriesOf(context, 'OFS');
  if (!indexClass || !series) return [];
  const { year, quarter } = context;
  const end = series[quarterIndex(year, quarter)];
  const opening = series[quarterIndex(year - 1, 4)];
  if (!end || !opening) return [];
  const inputs: Inputs = {
    flows: yearToDate(series, year, quarter),
    previousFlows: yearToDate(series, year - 1, quarter),
    balance: end.balance,
    opening: opening.balance,
  };
  return indexClass.ratios.map(([code, name, value]) => {
    const result = value(inputs);
    return {
      rcept_no: context.rceptNo,
      reprt_code: context.reprtCode,
      bsns_year: String(year),
      corp_code: context.plan.company.corpCode,
      stock_code: context.plan.company.stockCode,
      stlm_dt: settlementDate(context),
      idx_cl_code: classCode,
      idx_cl_nm: indexClass.name,
      idx_code: code,
      idx_nm: name,
      idx_val: result === undefined || !Number.isFinite(result) ? '-' : formatFixed(result, 3),
    };
  });
}
