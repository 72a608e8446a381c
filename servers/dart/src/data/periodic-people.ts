// empSttus (직원 현황) and exctvSttus (임원 현황) rows. Headcount follows the parent company's
// revenue; salaries accrue over the report's period; executives come from the seat roster.
import { createRng } from '@kopa/kit';
import { civilOf, SECTORS, uniform } from '@kopa/world';
import { koreanDate } from './date-formats.ts';
import { quarterEnd, yearToDate } from './financial-model.ts';
import { formatAmount, formatFixed } from './format.ts';
import { executiveRoster } from './people.ts';
import { type ReportContext, seriesOf, settlementDate } from './report-context.ts';

export function employeeRows(
  context: ReportContext,
  header: Record<string, string>,
  seed: string,
): Record<string, string>[] {
  const { plan, year, quarter } = context;
  const { company } = plan;
  const sector = SECTORS[company.sector];
  const rng = createRng(`${seed}:employees:${company.corpCode}:${year}`);
  const separate = seriesOf(context, 'OFS') ?? [];
  const annualRevenue = yearToDate(separate, year, 4).revenue || yearToDate(separate, year - 1, 4).revenue;
  const headcount = Math.max(8, Math.round((annualRevenue / sector.revenuePerEmployee) * uniform(rng, 0.8, 1.2)));
  const averageSalary = Math.round((sector.revenuePerEmployee * uniform(rng, 0.04, 0.09)) / 1e5) * 1e5 + 38_000_000;
  const segments = company.tier === 'micro' ? ['전사'] : sector.segments.slice(0, company.tier === 'small' ? 1 : 2);
  const femaleShare = uniform(rng, 0.12, 0.45);
  const rows: Record<string, string>[] = [];
  let total = { regular: 0, contract: 0, salary: 0 };
  segments.forEach((segment, segmentIndex) => {
    const segmentShare = segments.length === 1 ? 1 : segmentIndex === 0 ? 0.65 : 0.35;
    for (const sex of ['남', '여'] as const) {
      const people = Math.max(1, Math.round(headcount * segmentShare * (sex === '여' ? femaleShare : 1 - femaleShare)));
      const contract = Math.round(people * uniform(rng, 0.02, 0.1));
      const regular = people - contract;
      const salary = people * averageSalary * (sex === '여' ? 0.82 : 1.05) * (quarter / 4);
      total = { regular: total.regular + regular, contract: total.contract + contract, salary: total.salary + salary };
      rows.push(employeeRow(header, context, segment, sex, regular, contract, salary, uniform(rng, 4, 16)));
    }
  });
  rows.push(
    employeeRow(header, context, '합계', '성별합계', total.regular, total.contract, total.salary, uniform(rng, 5, 14)),
  );
  return rows;
}

function employeeRow(
  header: Record<string, string>,
  context: ReportContext,
  segment: string,
  sex: string,
  regular: number,
  contract: number,
  salary: number,
  tenure: number,
): Record<string, string> {
  const people = regular + contract;
  return {
    ...header,
    fo_bbm: segment,
    sexdstn: sex,
    reform_bfe_emp_co_rgllbr: '-',
    reform_bfe_emp_co_cnttk: '-',
    reform_bfe_emp_co_etc: '-',
    rgllbr_co: formatAmount(regular),
    rgllbr_abacpt_labrr_co: '-',
    cnttk_co: formatAmount(contract),
    cnttk_abacpt_labrr_co: '-',
    sm: formatAmount(people),
    avrg_cnwk_sdytrn: formatFixed(tenure, 1),
    fyer_salary_totamt: formatAmount(salary),
    jan_salary_am: formatAmount(salary / Math.max(1, people)),
    rm: '-',
    stlm_dt: settlementDate(context),
  };
}

function servicePeriod(from: number, to: number): string {
  const start = civilOf(from);
  const end = civilOf(to);
  const months = Math.max(0, (end.year - start.year) * 12 + end.month - start.month);
  return `${Math.floor(months / 12)}년 ${months % 12}개월`;
}

export function executiveRows(
  context: ReportContext,
  header: Record<string, string>,
  seed: string,
): Record<string, string>[] {
  const { plan, year, quarter } = context;
  const end = quarterEnd(year, quarter);
  return executiveRoster(seed, plan.company, plan.group, year).map((executive) => ({
    ...header,
    nm: executive.name,
    sexdstn: executive.sexdstn,
    birth_ym: executive.birthYm,
    ofcps: executive.ofcps,
    rgist_exctv_at: executive.rgistExctvAt,
    fte_at: executive.fteAt,
    chrg_job: executive.chrgJob,
    main_career: executive.mainCareer,
    mxmm_shrholdr_relate: executive.mxmmShrholdrRelate,
    hffc_pd: servicePeriod(executive.appointed, end),
    tenure_end_on: executive.tenureEnd === undefined ? '-' : koreanDate(executive.tenureEnd),
    stlm_dt: settlementDate(context),
  }));
}
