// What directors and executives are paid (DS002 보수 APIs): one yearly pay per person of the
// exctvSttus roster, so hmvAuditIndvdlBySttus, hmvAuditAllSttus and indvdlByPay name the same people.
// Individual pay is disclosed from 5억 원, in 사업보고서 and 반기보고서 only (자본시장법 §159).
import { createRng } from '@kopa/kit';
import { type Tier, uniform } from '@kopa/world';
import { formatAmount } from './format.ts';
import { type Executive, executiveRoster } from './people.ts';
import { type ReportContext, settlementDate } from './report-context.ts';

type Range = readonly [number, number];
const EOK = 100_000_000;
const DISCLOSURE_FLOOR = 5 * EOK;

const CEO_PAY: Record<Tier, Range> = {
  mega: [20 * EOK, 60 * EOK],
  large: [9 * EOK, 28 * EOK],
  mid: [4 * EOK, 11 * EOK],
  small: [2 * EOK, 6 * EOK],
  micro: [1 * EOK, 3 * EOK],
};
const OUTSIDE_PAY: Record<Tier, Range> = {
  mega: [1.1 * EOK, 1.6 * EOK],
  large: [0.7 * EOK, 1.2 * EOK],
  mid: [0.4 * EOK, 0.8 * EOK],
  small: [0.24 * EOK, 0.5 * EOK],
  micro: [0.12 * EOK, 0.3 * EOK],
};
const UNREGISTERED_PAY: Record<Tier, Range> = {
  mega: [4 * EOK, 16 * EOK],
  large: [2.5 * EOK, 8 * EOK],
  mid: [1.5 * EOK, 4 * EOK],
  small: [1 * EOK, 2.2 * EOK],
  micro: [0.8 * EOK, 1.4 * EOK],
};

interface Paid {
  executive: Executive;
  /** Pay over the report's period (year to date), in won. */
  pay: number;
}

function yearlyPay(seed: string, tier: Tier, corpCode: string, executive: Executive, year: number): number {
  const rng = createRng(`${seed}:pay:${corpCode}:${executive.name}:${executive.ofcps}:${year}`);
  const ceo = CEO_PAY[tier];
  const range: Range =
    executive.ofcps === '대표이사'
      ? ceo
      : executive.rgistExctvAt === '사내이사'
        ? [ceo[0] * 0.4, ceo[1] * 0.7]
        : executive.rgistExctvAt === '미등기'
          ? UNREGISTERED_PAY[tier]
          : executive.rgistExctvAt === '감사'
            ? [OUTSIDE_PAY[tier][0] * 1.3, OUTSIDE_PAY[tier][1] * 1.5]
            : OUTSIDE_PAY[tier];
  return Math.round(uniform(rng, range[0], range[1]) / 1e6) * 1e6;
}

function paidRoster(context: ReportContext, seed: string): Paid[] {
  const { plan, year, quarter } = context;
  return executiveRoster(seed, plan.company, plan.group, year).map((executive) => ({
    executive,
    pay: Math.round((yearlyPay(seed, plan.company.tier, plan.company.corpCode, executive, year) * quarter) / 4),
  }));
}

const registered = (paid: Paid) => paid.executive.rgistExctvAt !== '미등기';
const byPayDesc = (left: Paid, right: Paid) => right.pay - left.pay;
const disclosesIndividuals = (context: ReportContext) => context.quarter === 4 || context.quarter === 2;

function individualRow(context: ReportContext, header: Record<string, string>, paid: Paid): Record<string, string> {
  return {
    ...header,
    nm: paid.executive.name,
    ofcps: paid.executive.ofcps,
    mendng_totamt: formatAmount(paid.pay),
    mendng_totamt_ct_incls_mendng: '-',
    stlm_dt: settlementDate(context),
  };
}

/** hmvAuditIndvdlBySttus: registered directors and auditors paid 5억 or more, highest first. */
export function directorPayRows(context: ReportContext, header: Record<string, string>, seed: string) {
  if (!disclosesIndividuals(context)) return [];
  return paidRoster(context, seed)
    .filter((paid) => registered(paid) && paid.pay >= DISCLOSURE_FLOOR)
    .sort(byPayDesc)
    .map((paid) => individualRow(context, header, paid));
}

/** indvdlByPay: the five best-paid people of the roster (registered or not) paid 5억 or more. */
export function topPayRows(context: ReportContext, header: Record<string, string>, seed: string) {
  if (!disclosesIndividuals(context)) return [];
  return paidRoster(context, seed)
    .filter((paid) => paid.pay >= DISCLOSURE_FLOOR)
    .sort(byPayDesc)
    .slice(0, 5)
    .map((paid) => individualRow(context, header, paid));
}

/** hmvAuditAllSttus: the registered directors and auditors together. */
export function boardPayRows(context: ReportContext, header: Record<string, string>, seed: string) {
  const board = paidRoster(context, seed).filter(registered);
  const total = board.reduce((sum, paid) => sum + paid.pay, 0);
  return [
    {
      ...header,
      nmpr: formatAmount(board.length),
      mendng_totamt: formatAmount(total),
      jan_avrg_mendng_am: formatAmount(total / Math.max(1, board.length)),
      rm: '-',
      stlm_dt: settlementDate(context),
    },
  ];
}
