// Bills of the current term proposed after the fixed window (DATA_END), for a dataset whose data
// window ends later (`kopa sim serve --clock wall`). Each bill draws from its own stream, so a bill
// proposed on a day is the same whatever the window's end, and a later end only reveals more of
// its stages. The fixed window's bills are left as they are (a bill pending on DATA_END stays so).
import { createRng, hashSeed } from '@kopa/kit';
import { type Fate, runLifecycle } from './bill-lifecycle.ts';
import {
  createPools,
  GOVERNMENT_FATES,
  GOVERNMENT_SHARE,
  governmentBill,
  lawCommittee,
  MEMBER_BILLS,
  MEMBER_FATES,
  memberActivity,
  memberBill,
  numberBill,
  PROMULGATION_BASE,
} from './bills.ts';
import { type Day, isBusinessDay } from './calendar.ts';
import { type BillAge, COMMITTEE_BY_NAME, type CommitteeSpec, DATA_END, termOf } from './reference.ts';
import type { Tenure, Universe } from './rosters.ts';
import type { TermCalendar } from './sessions.ts';
import { compareText } from './text.ts';
import type { BillFact } from './types.ts';

/** No 위원장 대안 is formed after the fixed window, so bills bound for one stay pending. */
const withoutAlternative = (fate: Fate): Fate => (fate === '대안반영폐기' ? 'lapse' : fate);

export function extendBills(options: {
  age: BillAge;
  seed: string;
  universe: Universe;
  /** The calendar through the window's end. */
  calendar: TermCalendar;
  names: ReadonlyMap<string, string>;
  /** The fixed window's bills in proposal order (for numbering). */
  fixed: readonly BillFact[];
}): BillFact[] {
  const { age, seed, universe, calendar, names, fixed } = options;
  const term = termOf(age);
  if (calendar.lastDay <= DATA_END) return [];
  const nameOf = (tenure: Tenure) => names.get(tenure.monaCd) ?? tenure.monaCd;
  const tenures = universe.byAge.get(age) ?? [];
  const poolOn = createPools(tenures, memberActivity(tenures, createRng(hashSeed(seed, 'bills', age))));
  // The fixed window's rate per business day of the term so far.
  const perDay = (MEMBER_BILLS[age] * (1 + GOVERNMENT_SHARE)) / Math.max(1, ((DATA_END - term.start) * 5) / 7);
  const bills: BillFact[] = [];
  for (let day: Day = DATA_END + 1; day <= calendar.lastDay; day++) {
    if (!isBusinessDay(day)) continue;
    const daily = createRng(hashSeed(seed, 'bills-after', age, day));
    const count = Math.max(0, Math.round(perDay * Math.exp(daily.normal(0, 0.35))));
    for (let index = 0; index < count; index++) {
      // One stream per bill: how far one bill's lifecycle gets never shifts the next bill's draws.
      const rng = createRng(hashSeed(seed, 'bills-after', age, day, index));
      const government = rng.chance(GOVERNMENT_SHARE / (1 + GOVERNMENT_SHARE));
      const bill = government
        ? governmentBill({ day, age, rng })
        : memberBill({ day, age, rng, pool: poolOn(day), nameOf });
      const committee = COMMITTEE_BY_NAME.get(lawCommittee(bill.LAW_NAME)) as CommitteeSpec;
      const fate = withoutAlternative(rng.weighted(government ? GOVERNMENT_FATES : MEMBER_FATES));
      runLifecycle({ bill, committee, fate, context: { calendar, rng, windowEnd: calendar.lastDay } });
      bills.push(bill);
    }
  }
  numberAfter({ bills, fixed, age, calendar });
  return bills;
}

/** Bill numbers after the fixed window's last, 제안회기, vote times and promulgation numbers. */
function numberAfter(options: {
  bills: BillFact[];
  fixed: readonly BillFact[];
  age: BillAge;
  calendar: TermCalendar;
}): void {
  const { bills, fixed, age, calendar } = options;
  const perPlenary = new Map<string, number>();
  for (const bill of fixed) {
    if (bill.RGS_RSLN_DT) perPlenary.set(bill.RGS_RSLN_DT, (perPlenary.get(bill.RGS_RSLN_DT) ?? 0) + 1);
  }
  for (const [index, bill] of bills.entries())
    numberBill(bill, { number: fixed.length + index + 1, age, calendar, perPlenary });
  const promulgatedBefore = fixed.filter((bill) => bill.PROM_DT).length;
  const promulgated = bills
    .filter((bill) => bill.PROM_DT)
    .sort((a, b) => compareText(a.PROM_DT ?? '', b.PROM_DT ?? '') || compareText(a.BILL_NO, b.BILL_NO));
  for (const [index, bill] of promulgated.entries()) {
    bill.PROM_NO = `제${PROMULGATION_BASE[age] + promulgatedBefore + index}호`;
  }
}
