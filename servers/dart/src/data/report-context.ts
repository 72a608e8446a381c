// What the financial and periodic APIs share: resolving (corp_code, bsns_year, reprt_code) to a
// filed report and its plan, and the period labels DART prints (제 57 기 3분기, 2025.07.01 ~ …).
import { parseYmd } from '@kopa/world';
import { dashDate, dotDate } from './date-formats.ts';
import type { Basis } from './financial-basis.ts';
import { type Quarter, quarterEnd } from './financial-model.ts';
import type { CompanyPlan } from './plan.ts';
import type { ReportQuery, ReprtCode } from './types.ts';

export const QUARTER_OF: Readonly<Record<ReprtCode, 1 | 2 | 3 | 4>> = {
  '11013': 1,
  '11012': 2,
  '11014': 3,
  '11011': 4,
};

export interface ReportContext {
  plan: CompanyPlan;
  rceptNo: string;
  year: number;
  quarter: 1 | 2 | 3 | 4;
  reprtCode: ReprtCode;
  annual: boolean;
}

export type ReportResolver = (query: ReportQuery) => ReportContext | undefined;

/** The period number (기수): the first business year is 제 1 기. */
export function periodNumber(context: ReportContext, yearOffset = 0): number {
  return Math.max(1, context.year + yearOffset - Number(context.plan.company.estDt.slice(0, 4)) + 1);
}

function quarterLabel(quarter: number): string {
  return quarter === 2 ? '반기' : `${quarter}분기`;
}

/** 제 57 기 / 제 57 기 3분기 (flows) or 제 57 기 3분기말 (balances). */
export function termName(context: ReportContext, yearOffset: number, balance: boolean): string {
  const base = `제 ${periodNumber(context, yearOffset)} 기`;
  if (context.annual) return base;
  if (balance) return yearOffset === 0 ? `${base} ${quarterLabel(context.quarter)}말` : `${base}말`;
  return `${base} ${quarterLabel(context.quarter)}`;
}

/** '2025.12.31 현재' for balances, '2025.07.01 ~ 2025.09.30' for flows (annual: the whole year). */
export function termDate(context: ReportContext, yearOffset: number, balance: boolean): string {
  const year = context.year + yearOffset;
  if (balance) {
    const quarter = context.annual || yearOffset !== 0 ? 4 : context.quarter;
    return `${dotDate(quarterEnd(year, quarter))} 현재`;
  }
  const firstMonth = context.annual ? 1 : context.quarter * 3 - 2;
  return `${year}.${String(firstMonth).padStart(2, '0')}.01 ~ ${dotDate(quarterEnd(year, context.annual ? 4 : context.quarter))}`;
}

export function settlementDate(context: ReportContext): string {
  return dashDate(quarterEnd(context.year, context.quarter));
}

export function seriesOf(context: ReportContext, basis: Basis): Quarter[] | undefined {
  return context.plan.financials().quarters[basis];
}

/** The day the report was filed, from its receipt number. */
export function filedDay(context: ReportContext): number {
  return parseYmd(context.rceptNo.slice(0, 8));
}
