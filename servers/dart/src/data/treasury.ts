// Treasury shares (tesstkAcqsDspsSttus, 자기주식 취득 및 처분 현황). Every buyback the company
// announced in list.json (자기주식취득결과보고서) adds its shares on the day the result is filed;
// treasury shares stay issued, so the issued total of the other APIs is unchanged by them.
import { createRng } from '@kopa/kit';
import { type CapitalPlan, type CompanyProfile, dayOf, parseYmd, sharesAt, uniform } from '@kopa/world';
import { quarterEnd } from './financial-model.ts';
import { amountOrDash } from './format.ts';
import { type ReportContext, settlementDate } from './report-context.ts';
import type { DisclosureRow } from './types.ts';

export const BUYBACK_RESULT = '자기주식취득결과보고서';

export interface TreasuryPlan {
  opening: number;
  acquisitions: Array<{ day: number; shares: number }>;
}

export function buildTreasuryPlan(input: {
  seed: string;
  company: CompanyProfile;
  capital: CapitalPlan;
  filings: readonly DisclosureRow[];
}): TreasuryPlan {
  const { seed, company, capital, filings } = input;
  const rng = createRng(`${seed}:treasury:${company.corpCode}`);
  const holdsAtStart = rng.chance(company.corpCls === 'Y' ? 0.5 : company.corpCls === 'K' ? 0.35 : 0);
  const opening = holdsAtStart ? Math.round(capital.openingShares * uniform(rng, 0.004, 0.04)) : 0;
  const acquisitions = filings
    .filter((row) => row.report_nm === BUYBACK_RESULT)
    .map((row) => {
      const day = parseYmd(row.rcept_dt);
      const size = uniform(createRng(`${seed}:buyback:${row.rcept_no}`), 0.003, 0.015);
      return { day, shares: Math.round((sharesAt(capital, day) * size) / 10) * 10 };
    })
    .sort((left, right) => left.day - right.day);
  return { opening, acquisitions };
}

export function treasuryAt(plan: TreasuryPlan, day: number): number {
  return plan.acquisitions.reduce((held, step) => (step.day <= day ? held + step.shares : held), plan.opening);
}

const ROWS = [
  ['배당가능이익범위 이내 취득', '직접취득', '장내직접취득'],
  ['배당가능이익범위 이내 취득', '직접취득', '장외직접취득'],
  ['배당가능이익범위 이내 취득', '직접취득', '공개매수'],
  ['배당가능이익범위 이내 취득', '직접취득', '소계'],
  ['배당가능이익범위 이내 취득', '신탁계약에 의한 취득', '수탁자 보유물량'],
  ['배당가능이익범위 이내 취득', '신탁계약에 의한 취득', '현물보유물량'],
  ['배당가능이익범위 이내 취득', '신탁계약에 의한 취득', '소계'],
  ['기타취득', '기타취득', '기타취득'],
  ['총계', '총계', '총계'],
] as const;

/** Opening position of the business year, shares bought up to the period end, closing position. */
export function treasuryRows(
  context: ReportContext,
  header: Record<string, string>,
  plan: TreasuryPlan,
): Record<string, string>[] {
  const opening = treasuryAt(plan, dayOf(context.year - 1, 12, 31));
  const closing = treasuryAt(plan, quarterEnd(context.year, context.quarter));
  return ROWS.map((row) => {
    // Every share here was bought on the market directly: only 장내직접취득 and its totals carry it.
    const filled = row[2] === '장내직접취득' || (row[1] === '직접취득' && row[2] === '소계') || row[0] === '총계';
    return {
      ...header,
      acqs_mth1: row[0],
      acqs_mth2: row[1],
      acqs_mth3: row[2],
      stock_knd: '보통주',
      bsis_qy: filled ? amountOrDash(opening) : '-',
      change_qy_acqs: filled ? amountOrDash(closing - opening) : '-',
      change_qy_dsps: '-',
      change_qy_incnr: '-',
      trmend_qy: filled ? amountOrDash(closing) : '-',
      rm: '-',
      stlm_dt: settlementDate(context),
    };
  });
}
