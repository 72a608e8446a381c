// elestock (임원ㆍ주요주주 소유보고): one row per 임원ㆍ주요주주특정증권등소유상황보고서 in list.json,
// filed by its flr_nm. A member of the largest-shareholder group holds its hyslrSttus share of the
// group's holding; a director outside the group holds a small stake of their own.
import { createRng } from '@kopa/kit';
import { parseYmd, sharesAt, uniform } from '@kopa/world';
import { dashDate } from './date-formats.ts';
import { formatAmount, formatFixed } from './format.ts';
import { groupSharesAt } from './holders.ts';
import { executiveRoster } from './people.ts';
import type { CompanyPlan } from './plan.ts';
import type { DisclosureRow } from './types.ts';

export const INSIDER_FILING = '임원ㆍ주요주주특정증권등소유상황보고서';

/** A group member's part of the group holding, split the way hyslrSttus splits it. */
function groupPart(plan: CompanyPlan, name: string, groupShares: number): number | undefined {
  const parts = plan.group.members.map((member) => Math.round(groupShares * member.weight));
  const index = plan.group.members.findIndex((member) => member.name === name);
  if (index >= 0) return parts[index];
  if (plan.group.main.name === name) return groupShares - parts.reduce((sum, part) => sum + part, 0);
  return undefined;
}

export function insiderRows(input: {
  seed: string;
  plan: CompanyPlan;
  filings: readonly DisclosureRow[];
}): Record<string, string>[] {
  const { seed, plan, filings } = input;
  const { company } = plan;
  const reports = filings
    .filter((row) => row.report_nm === INSIDER_FILING)
    .sort((left, right) => (left.rcept_no < right.rcept_no ? -1 : 1));
  const previous = new Map<string, { shares: number; rate: number }>();
  const rows = reports.map((row) => {
    const day = parseYmd(row.rcept_dt);
    const total = sharesAt(plan.capital, day);
    const before = previous.get(row.flr_nm);
    const own = createRng(`${seed}:insider:${row.rcept_no}`);
    const personal = before
      ? Math.max(0, before.shares + Math.round(total * uniform(own, -0.0002, 0.0005)))
      : Math.round(
          total * uniform(createRng(`${seed}:insider-start:${company.corpCode}:${row.flr_nm}`), 0.0001, 0.004),
        );
    const shares = groupPart(plan, row.flr_nm, groupSharesAt(plan.holders, day)) ?? personal;
    const rate = Math.round((shares / total) * 10_000) / 100;
    previous.set(row.flr_nm, { shares, rate });
    const year = Number(row.rcept_dt.slice(0, 4));
    const executive = executiveRoster(seed, company, plan.group, year).find((person) => person.name === row.flr_nm);
    return {
      rcept_no: row.rcept_no,
      rcept_dt: dashDate(day),
      corp_code: company.corpCode,
      corp_name: company.corpName,
      repror: row.flr_nm,
      isu_exctv_rgist_at: executive ? (executive.rgistExctvAt === '미등기' ? '비등기임원' : '등기임원') : '-',
      isu_exctv_ofcps: executive?.ofcps ?? '-',
      isu_main_shrholdr: rate >= 10 ? '10%이상주주' : '-',
      sp_stock_lmp_cnt: formatAmount(shares),
      sp_stock_lmp_irds_cnt: formatAmount(shares - (before?.shares ?? 0)),
      sp_stock_lmp_rate: formatFixed(rate, 2),
      sp_stock_lmp_irds_rate: formatFixed(rate - (before?.rate ?? 0), 2),
    };
  });
  return rows.reverse();
}
