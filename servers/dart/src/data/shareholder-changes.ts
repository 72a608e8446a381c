// hyslrChgSttus (최대주주 변동현황) and mrhlSttus (소액주주 현황), read from the same holder timeline
// as hyslrSttus and majorstock, so the largest shareholder's holding agrees across the APIs.
import { createRng } from '@kopa/kit';
import { dayOf, priceAt, sharesAt, uniform } from '@kopa/world';
import { dotDate } from './date-formats.ts';
import { quarterEnd } from './financial-model.ts';
import { formatAmount, formatFixed } from './format.ts';
import { groupSharesAt } from './holders.ts';
import { type ReportContext, settlementDate } from './report-context.ts';
import { type TreasuryPlan, treasuryAt } from './treasury.ts';

const rate = (part: number, whole: number) => formatFixed((part / Math.max(1, whole)) * 100, 2);

/** The group's holding at the start of the five-year window, then after each trade up to the period end. */
export function largestHolderChangeRows(context: ReportContext, header: Record<string, string>) {
  const { plan, year, quarter } = context;
  const from = dayOf(year - 4, 1, 1);
  const to = quarterEnd(year, quarter);
  const path = plan.holders.groupPath;
  const before = path.filter((step) => step.day <= from);
  const start = before[before.length - 1] ?? path[0];
  const steps = [...(start ? [start] : []), ...path.filter((step) => step.day > from && step.day <= to)];
  return steps.map((step, index) => {
    const previous = steps[index - 1];
    const cause =
      !previous || step.shares === previous.shares ? '-' : step.shares > previous.shares ? '장내매수' : '장내매도';
    return {
      ...header,
      change_on: dotDate(step.day),
      mxmm_shrholdr_nm: plan.group.main.name,
      posesn_stock_co: formatAmount(step.shares),
      qota_rt: rate(step.shares, sharesAt(plan.capital, step.day)),
      change_cause: cause,
      rm: '-',
      stlm_dt: settlementDate(context),
    };
  });
}

/** Minority holders (under 1% each) at the year end: what the group, 5% holders and treasury leave. */
export function minorityHolderRows(context: ReportContext, header: Record<string, string>, treasury: TreasuryPlan) {
  if (!context.annual) return [];
  const { plan, year } = context;
  const end = quarterEnd(year, 4);
  const total = sharesAt(plan.capital, end);
  const institutions = new Map<string, number>();
  for (const report of plan.holders.reports) {
    if (report.reportType === '약식' && report.day <= end) institutions.set(report.holder, report.shares);
  }
  const large = [...institutions.values()].filter((shares) => shares / total >= 0.05);
  const held = groupSharesAt(plan.holders, end) + treasuryAt(treasury, end) + large.reduce((sum, s) => sum + s, 0);
  const minorityShares = Math.max(0, total - held);
  // Holder counts grow less than proportionally with the value held (a 1,000억 float ≈ 12,000 holders).
  const rng = createRng(`minority:${plan.company.corpCode}:${year}`);
  const value = (minorityShares * priceAt(plan.market, end)) / 1e8;
  const holders = Math.max(50, Math.round(12_000 * (value / 1_000) ** 0.74 * uniform(rng, 0.8, 1.2)));
  const allHolders = holders + plan.group.members.length + 1 + large.length + rng.int(2, 30);
  return [
    {
      ...header,
      se: '소액주주',
      shrholdr_co: formatAmount(holders),
      shrholdr_tot_co: formatAmount(allHolders),
      shrholdr_rate: rate(holders, allHolders),
      hold_stock_co: formatAmount(minorityShares),
      stock_tot_co: formatAmount(total),
      hold_stock_rate: rate(minorityShares, total),
      stlm_dt: settlementDate(context),
    },
  ];
}
