// What each emulated operation does with its request: which table it reads, which parameters filter it and
// how (부분 일치 for most names, exact for a 금융권역 and for the institution of getProductList202008, exact or
// "up to" for months), which parameters are mandatory, and which rows exist
// at the session's clock (data published after `now` does not exist yet).
import { addMonths } from '../data/calendar.ts';
import type { KdicRow, TableName } from '../data/index.ts';
import type { OperationKey } from './operations.ts';

export type Match = 'like' | 'exact' | 'upTo' | 'prefix';

export interface Filter {
  param: string;
  field: string;
  match: Match;
  /** A value that does not fit answers 10 INVALID_REQUEST_PARAMETER_ERROR. */
  pattern?: RegExp;
}

export interface Query {
  table: TableName;
  filters: readonly Filter[];
  /** Parameters the portal marks 필수 besides the key: missing → 11 NO_MANDATORY_REQUEST_PARAMETERS_ERROR. */
  mandatory?: readonly string[];
  /** Whether the row exists at the session's clock (`today` YYYYMMDD, `month` YYYYMM). */
  visible?(row: KdicRow, clock: { today: string; month: string }): boolean;
  /** Values that depend on the clock (a sale discontinued after `today` has not happened yet). */
  present?(row: KdicRow, clock: { today: string; month: string }): KdicRow;
}

const YM = /^\d{6}$/;
const YMD = /^\d{8}$/;
const PAGING = ['pageNo', 'numOfRows', 'resultType'];
const like = (param: string, field = param): Filter => ({ param, field, match: 'like' });
const exact = (param: string, field = param): Filter => ({ param, field, match: 'exact' });

export const QUERIES: Record<OperationKey, Query> = {
  companies: { table: 'companies', filters: [like('fncIstNm'), exact('regnNm')] },
  products: {
    table: 'products',
    // A public client of the product list found that fncIstNm=신한은행 answers and 신한 does not (README).
    filters: [exact('regnNm'), exact('fncIstNm'), like('prdNm')],
    visible: (row, { today }) => (row.regDate ?? '') <= today,
    present: (row, { today }) => ((row.prdSalDscnDt ?? '') > today ? { ...row, prdSalDscnDt: '' } : row),
  },
  institutions: { table: 'institutions', filters: [like('fncsecDscdNm'), like('fnccmpNm')] },
  savingsFinance: {
    table: 'savingsFinance',
    filters: [{ param: 'ym', field: 'ym', match: 'exact', pattern: YM }, like('finIstNm')],
    visible: (row, { month }) => (row.ym ?? '') < month,
  },
  realEstates: {
    table: 'realEstates',
    filters: [like('progStutNm'), like('bkrpFnccmpNm')],
    visible: (row, { today }) => (row.rgstDt ?? '') <= today,
  },
  accidents: {
    table: 'accidents',
    filters: [like('fnccmpNm'), { param: 'baseYm', field: 'baseYm', match: 'upTo', pattern: YM }],
    visible: (row, { month }) => (row.baseYm ?? '') <= month,
  },
  bankrupts: {
    table: 'bankrupts',
    filters: [like('bkrpFnccmpNm')],
    visible: (row, { today }) => (row.bkrpAdjdDt ?? '') <= today,
  },
  paymentBranches: { table: 'paymentBranches', filters: [like('pymtAgncIstNm'), like('pymtAgncBrchNm')] },
  depositTrends: {
    table: 'depositTrends',
    filters: [{ param: 'calcBaseYm', field: 'calcBaseYm', match: 'exact', pattern: YM }],
    mandatory: PAGING,
    visible: (row, { month }) => addMonths(row.calcBaseYm ?? '', 3) <= month,
  },
  publications: {
    table: 'publications',
    filters: [
      { param: 'baseYm', field: 'regDate', match: 'prefix', pattern: YM },
      like('title'),
      { param: 'regDate', field: 'regDate', match: 'exact', pattern: YMD },
    ],
    mandatory: PAGING,
    visible: (row, { today }) => (row.regDate ?? '') <= today,
  },
  lifeOverview: overview('lifeOverview'),
  nonLifeOverview: overview('nonLifeOverview'),
  fund: {
    table: 'fund',
    filters: [{ param: 'baseTm', field: 'baseTm', match: 'exact', pattern: YM }],
    mandatory: PAGING,
    visible: (row, { month }) => addMonths(row.baseTm ?? '', 1) <= month,
  },
  suspendedProfit: {
    table: 'suspendedProfit',
    filters: [{ param: 'baseYm', field: 'baseYm', match: 'exact', pattern: YM }, like('fnccmpNm')],
    mandatory: PAGING,
  },
};

function overview(table: 'lifeOverview' | 'nonLifeOverview'): Query {
  return {
    table,
    filters: [
      { param: 'baseYm', field: 'baseYm', match: 'exact', pattern: YM },
      like('dvsnNm'),
      { param: 'crpno', field: 'crpno', match: 'exact', pattern: /^\d{13}$/ },
    ],
    visible: (row, { month }) => addMonths(row.baseYm ?? '', 3) <= month,
  };
}

export function matches(options: { row: KdicRow; filter: Filter; value: string }): boolean {
  const actual = options.row[options.filter.field] ?? '';
  switch (options.filter.match) {
    case 'like':
      return actual.includes(options.value);
    case 'exact':
      return actual === options.value;
    case 'prefix':
      return actual.startsWith(options.value);
    case 'upTo':
      return actual <= options.value;
  }
}
