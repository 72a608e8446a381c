// The DS002 periodic-report APIs (alotMatter 배당, hyslrSttus 최대주주, irdsSttus 증자, and via
// their own modules 직원·임원, 보수, 자기주식, 최대주주 변동, 소액주주, 타법인출자), read from the same
// plan as the statements.
import { dayOf, monthEnd, priceAt, sharesAt } from '@kopa/world';
import { boardPayRows, directorPayRows, topPayRows } from './compensation.ts';
import { dotDate } from './date-formats.ts';
import { quarterEnd, yearToDate } from './financial-model.ts';
import { formatAmount, formatFixed } from './format.ts';
import { groupSharesAt } from './holders.ts';
import { investmentRows } from './investments.ts';
import { employeeRows, executiveRows } from './periodic-people.ts';
import { type ReportContext, seriesOf, settlementDate } from './report-context.ts';
import { largestHolderChangeRows, minorityHolderRows } from './shareholder-changes.ts';
import { buildTreasuryPlan, treasuryRows } from './treasury.ts';
import type { DisclosureRow, PeriodicApi } from './types.ts';

function header(context: ReportContext): Record<string, string> {
  const { company } = context.plan;
  return {
    rcept_no: context.rceptNo,
    corp_cls: company.corpCls,
    corp_code: company.corpCode,
    corp_name: company.corpName,
  };
}

const millions = (value: number) => (Math.round(value / 1e6) === 0 ? '-' : formatAmount(value / 1e6));
const orDash = (value: number | undefined, digits = 2) =>
  value === undefined || !Number.isFinite(value) || value === 0 ? '-' : formatFixed(value, digits);

interface Value {
  owners: number;
  separateIncome: number;
  eps: number;
  perShare: number;
  total: number;
  payout: number | undefined;
  yield: number;
}

function dividendRows(context: ReportContext): Record<string, string>[] {
  const { plan, year, quarter, annual } = context;
  const { company, drivers, capital, market } = plan;
  const consolidated = seriesOf(context, 'CFS');
  const separate = seriesOf(context, 'OFS') ?? [];
  const reference = consolidated ?? separate;
  const label = consolidated ? '(연결)' : '(별도)';
  // 당기 is the report's own period (year to date); 전기 and 전전기 are the two previous full years.
  const columns = [
    { year, quarter, own: true },
    { year: year - 1, quarter: 4, own: false },
    { year: year - 2, quarter: 4, own: false },
  ] as const;
  const values = columns.map((column) => {
    const owners = yearToDate(reference, column.year, column.quarter).netIncomeOwners;
    const separateIncome = yearToDate(separate, column.year, column.quarter).netIncome;
    const shares = sharesAt(capital, quarterEnd(column.year, column.quarter));
    const perShare = annual || !column.own ? (drivers.dividendPerShare.get(column.year) ?? 0) : 0;
    const total = perShare * sharesAt(capital, monthEnd(column.year, 12));
    const yearEndPrice = priceAt(market, dayOf(column.year, 12, 20));
    const value: Value = {
      owners,
      separateIncome,
      eps: owners / Math.max(1, shares),
      perShare,
      total,
      payout: owners > 0 ? (total / owners) * 100 : undefined,
      yield: (perShare / yearEndPrice) * 100,
    };
    return value;
  });
  const [current, previous, beforePrevious] = values as [Value, Value, Value];
  const row = (se: string, pick: (value: Value) => string, stockKnd?: string) => ({
    ...header(context),
    se,
    ...(stockKnd ? { stock_knd: stockKnd } : {}),
    thstrm: pick(current),
    frmtrm: pick(previous),
    lwfr: pick(beforePrevious),
    stlm_dt: settlementDate(context),
  });
  const rows = [
    row('주당액면가액(원)', () => formatAmount(company.faceValue)),
    ...(consolidated ? [row('(연결)당기순이익(백만원)', (value) => millions(value.owners))] : []),
    row('(별도)당기순이익(백만원)', (value) => millions(value.separateIncome)),
    row(`${label}주당순이익(원)`, (value) => formatAmount(value.eps)),
    row('현금배당금총액(백만원)', (value) => millions(value.total)),
    row('주식배당금총액(백만원)', () => '-'),
    row(`${label}현금배당성향(%)`, (value) => orDash(value.payout)),
    row('현금배당수익률(%)', (value) => orDash(value.yield), '보통주'),
    row('주식배당수익률(%)', () => '-', '보통주'),
    row('주당 현금배당금(원)', (value) => (value.perShare > 0 ? formatAmount(value.perShare) : '-'), '보통주'),
    row('주당 주식배당(주)', () => '-', '보통주'),
  ];
  return rows;
}

function shareholderRows(context: ReportContext): Record<string, string>[] {
  const { plan, year, quarter } = context;
  const opening = monthEnd(year - 1, 12);
  const end = quarterEnd(year, quarter);
  const totals = { opening: sharesAt(plan.capital, opening), end: sharesAt(plan.capital, end) };
  const held = { opening: groupSharesAt(plan.holders, opening), end: groupSharesAt(plan.holders, end) };
  const members = [...plan.group.members, plan.group.main];
  const split = (total: number) => {
    const parts = plan.group.members.map((member) => Math.round(total * member.weight));
    return [...parts, total - parts.reduce((sum, part) => sum + part, 0)];
  };
  const openingParts = split(held.opening);
  const endParts = split(held.end);
  const rate = (shares: number, total: number) => formatFixed((shares / total) * 100, 2);
  const rows = members.map((member, index) => ({
    ...header(context),
    nm: member.name,
    relate: member.relate,
    stock_knd: '보통주',
    bsis_posesn_stock_co: formatAmount(openingParts[index] ?? 0),
    bsis_posesn_stock_qota_rt: rate(openingParts[index] ?? 0, totals.opening),
    trmend_posesn_stock_co: formatAmount(endParts[index] ?? 0),
    trmend_posesn_stock_qota_rt: rate(endParts[index] ?? 0, totals.end),
    rm: '-',
    stlm_dt: settlementDate(context),
  }));
  // The main shareholder first, then the related parties, then the total (계).
  const main = rows.pop();
  return [
    ...(main ? [main] : []),
    ...rows,
    {
      ...header(context),
      nm: '계',
      relate: '-',
      stock_knd: '보통주',
      bsis_posesn_stock_co: formatAmount(held.opening),
      bsis_posesn_stock_qota_rt: rate(held.opening, totals.opening),
      trmend_posesn_stock_co: formatAmount(held.end),
      trmend_posesn_stock_qota_rt: rate(held.end, totals.end),
      rm: '-',
      stlm_dt: settlementDate(context),
    },
  ];
}

function capitalChangeRows(context: ReportContext): Record<string, string>[] {
  const { plan, year, quarter } = context;
  const from = dayOf(year - 4, 1, 1);
  const to = quarterEnd(year, quarter);
  const changes = plan.capital.changes.filter((change) => change.day >= from && change.day <= to);
  const base = { ...header(context) };
  if (changes.length === 0) {
    return [
      {
        ...base,
        isu_dcrs_de: '-',
        isu_dcrs_stle: '-',
        isu_dcrs_stock_knd: '-',
        isu_dcrs_qy: '-',
        isu_dcrs_mstvdv_fval_amount: '-',
        isu_dcrs_mstvdv_amount: '-',
        stlm_dt: settlementDate(context),
      },
    ];
  }
  return changes.map((change) => ({
    ...base,
    isu_dcrs_de: dotDate(change.day),
    isu_dcrs_stle: change.kind,
    isu_dcrs_stock_knd: '보통주',
    isu_dcrs_qy: formatAmount(change.shares),
    isu_dcrs_mstvdv_fval_amount: formatAmount(plan.company.faceValue),
    isu_dcrs_mstvdv_amount: formatAmount(change.price),
    stlm_dt: settlementDate(context),
  }));
}

export function periodicRows(input: {
  context: ReportContext;
  api: PeriodicApi;
  seed: string;
  /** The company's list.json filings (buybacks, investments), oldest or newest first. */
  filings: readonly DisclosureRow[];
}): Record<string, string>[] {
  const { context, api, seed, filings } = input;
  const treasury = () =>
    buildTreasuryPlan({ seed, company: context.plan.company, capital: context.plan.capital, filings });
  switch (api) {
    case 'alotMatter':
      return dividendRows(context);
    case 'hyslrSttus':
      return shareholderRows(context);
    case 'irdsSttus':
      return capitalChangeRows(context);
    case 'empSttus':
      return employeeRows(context, header(context), seed);
    case 'exctvSttus':
      return executiveRows(context, header(context), seed);
    case 'tesstkAcqsDspsSttus':
      return treasuryRows(context, header(context), treasury());
    case 'hyslrChgSttus':
      return largestHolderChangeRows(context, header(context));
    case 'mrhlSttus':
      return minorityHolderRows(context, header(context), treasury());
    case 'hmvAuditIndvdlBySttus':
      return directorPayRows(context, header(context), seed);
    case 'hmvAuditAllSttus':
      return boardPayRows(context, header(context), seed);
    case 'indvdlByPay':
      return topPayRows(context, header(context), seed);
    case 'otrCprInvstmntSttus':
      return investmentRows(context, header(context), { seed, filings });
  }
}
