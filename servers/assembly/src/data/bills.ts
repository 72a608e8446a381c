// The law bills of one term: member bills (with 10+ co-proposers, mostly of the proposer's party),
// government bills, and the committee alternatives (위원장 대안) that absorb 대안반영폐기 bills.
// Bill numbers run in proposal order across all kinds, as in the real 의안번호.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { blankStages, type Fate, floorPath, runLifecycle } from './bill-lifecycle.ts';
import { type Day, formatDay, nextBusinessDay, parseDay } from './calendar.ts';
import { billId } from './people.ts';
import { type BillAge, COMMITTEE_BY_NAME, COMMITTEES, type CommitteeSpec, LAWS, termOf } from './reference.ts';
import { seatedOn, type Tenure, type Universe } from './rosters.ts';
import type { TermCalendar } from './sessions.ts';
import { compareText, pad } from './text.ts';
import type { BillFact } from './types.ts';

/** Member bills per term (the real counts are 21.6k, 23.7k and 19.7k by 2026-09; scaled for build time). */
export const MEMBER_BILLS: Record<BillAge, number> = { 20: 15_000, 21: 17_000, 22: 13_000 };
export const GOVERNMENT_SHARE = 0.045;
export const PROMULGATION_BASE: Record<BillAge, number> = { 20: 14_200, 21: 17_300, 22: 20_100 };

export const MEMBER_FATES: ReadonlyArray<readonly [Fate, number]> = [
  ['대안반영폐기', 0.33],
  ['원안가결', 0.045],
  ['수정가결', 0.035],
  ['철회', 0.02],
  ['수정안반영폐기', 0.005],
  ['폐기', 0.004],
  ['부결', 0.002],
  ['lapse', 0.559],
];
export const GOVERNMENT_FATES: ReadonlyArray<readonly [Fate, number]> = [
  ['대안반영폐기', 0.35],
  ['원안가결', 0.12],
  ['수정가결', 0.14],
  ['철회', 0.02],
  ['lapse', 0.37],
];
const LAW_CUMULATIVE = runningSums(LAWS.map((entry) => entry.committee.weight / entry.committee.laws.length));
const randomLaw = (rng: Rng): string => LAWS[pickCumulative(rng, LAW_CUMULATIVE)]?.law ?? '민법';

export interface DayPool {
  all: Tenure[];
  byParty: Map<string, Tenure[]>;
  /** Running sums of the members' activity weights, for a binary-search pick. */
  cumulative: number[];
}

/** Index picked with probability proportional to weight, from running sums. */
function pickCumulative(rng: Rng, cumulative: readonly number[]): number {
  const target = rng.next() * (cumulative.at(-1) ?? 0);
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cumulative[middle] ?? 0) <= target) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function runningSums(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((weight) => {
    sum += weight;
    return sum;
  });
}

/** Each member's bill-writing activity: the first draws of the term's bill stream. */
export function memberActivity(tenures: readonly Tenure[], rng: Rng): Map<string, number> {
  return new Map(tenures.map((tenure) => [tenure.monaCd, Math.exp(rng.normal(0, 0.75))]));
}

/** The members who can propose on a day (no presiding officers), by party and weighted by activity. */
export function createPools(tenures: readonly Tenure[], activity: ReadonlyMap<string, number>): (day: Day) => DayPool {
  const pools = new Map<Day, DayPool>();
  return (day) => {
    let pool = pools.get(day);
    if (!pool) {
      const all = seatedOn(tenures, day).filter((tenure) => tenure.job === '');
      const byParty = new Map<string, Tenure[]>();
      for (const tenure of all) {
        const list = byParty.get(tenure.party);
        if (list) list.push(tenure);
        else byParty.set(tenure.party, [tenure]);
      }
      pool = { all, byParty, cumulative: runningSums(all.map((tenure) => activity.get(tenure.monaCd) ?? 1)) };
      pools.set(day, pool);
    }
    return pool;
  };
}

export function buildBills(options: {
  age: BillAge;
  seed: string;
  universe: Universe;
  calendar: TermCalendar;
  /** MONA_CD → member name, for the proposer texts. */
  names: ReadonlyMap<string, string>;
}): BillFact[] {
  const { age, seed, universe, calendar, names } = options;
  const nameOf = (tenure: Tenure) => names.get(tenure.monaCd) ?? tenure.monaCd;
  const rng = createRng(hashSeed(seed, 'bills', age));
  const term = termOf(age);
  const tenures = universe.byAge.get(age) ?? [];
  const activity = memberActivity(tenures, rng);
  const poolOn = createPools(tenures, activity);
  const context = { calendar, rng };
  const bills: BillFact[] = [];
  const count = MEMBER_BILLS[age];
  const span = calendar.lastDay - term.start - 7;
  const days: Day[] = [];
  for (let index = 0; index < count * (1 + GOVERNMENT_SHARE); index++) {
    days.push(nextBusinessDay(term.start + 7 + Math.floor(rng.next() ** 1.12 * span)));
  }
  days.sort((a, b) => a - b);
  for (const day of days) {
    if (day > calendar.lastDay) continue;
    const government = rng.chance(GOVERNMENT_SHARE / (1 + GOVERNMENT_SHARE));
    const bill = government
      ? governmentBill({ day, age, rng })
      : memberBill({ day, age, rng, pool: poolOn(day), nameOf });
    const committee = COMMITTEE_BY_NAME.get(lawCommittee(bill.LAW_NAME)) as CommitteeSpec;
    runLifecycle({ bill, committee, fate: rng.weighted(government ? GOVERNMENT_FATES : MEMBER_FATES), context });
    bills.push(bill);
  }
  bills.push(...alternatives({ bills, age, context }));
  // Stable sort: same-day bills keep their creation order (member and government bills, then alternatives).
  bills.sort((a, b) => compareText(a.PROPOSE_DT, b.PROPOSE_DT));
  finish({ bills, age, calendar });
  return bills;
}

const COMMITTEE_OF_LAW = new Map(LAWS.map((entry) => [entry.law, entry.committee.name]));
export function lawCommittee(law: string): string {
  return COMMITTEE_OF_LAW.get(law) ?? '법제사법위원회';
}

function billName(law: string, rng: Rng): string {
  return `${law} ${rng.chance(0.03) ? '전부개정법률안' : '일부개정법률안'}`;
}

export function memberBill(options: {
  day: Day;
  age: BillAge;
  rng: Rng;
  pool: DayPool;
  nameOf: (tenure: Tenure) => string;
}): BillFact {
  const { day, age, rng, pool, nameOf } = options;
  const lead = pool.all[pickCumulative(rng, pool.cumulative)] as Tenure;
  const own = COMMITTEES.find((committee) => committee.name === lead.committees[0] && committee.laws.length > 0);
  const law = own && rng.chance(0.55) ? rng.pick(own.laws) : randomLaw(rng);
  const total = 10 + Math.min(40, Math.floor(-Math.log(1 - rng.next()) * 3.2));
  const chosen = new Set<string>([lead.monaCd]);
  const co: Tenure[] = [];
  const party = pool.byParty.get(lead.party) ?? [];
  for (let guard = 0; co.length < total - 1 && guard < 400; guard++) {
    const source = party.length > 4 && rng.chance(0.85) ? party : pool.all;
    const candidate = source[rng.int(0, source.length - 1)];
    if (!candidate || chosen.has(candidate.monaCd)) continue;
    chosen.add(candidate.monaCd);
    co.push(candidate);
  }
  const names = co.map((tenure) => nameOf(tenure));
  return {
    BILL_ID: billId(rng, age),
    BILL_NO: '',
    AGE: String(age),
    BILL_NAME: billName(law, rng),
    LAW_NAME: law,
    PROPOSER_KIND: '의원',
    PROPOSER: `${nameOf(lead)}의원 등 ${co.length + 1}인`,
    RST_PROPOSER: nameOf(lead),
    RST_MONA_CD: lead.monaCd,
    PUBL_PROPOSER: names.join(','),
    PUBL_MONA_CD: co.map((tenure) => tenure.monaCd).join(','),
    PROPOSE_DT: formatDay(day),
    PPSL_SESS: '',
    ...blankStages(),
  };
}

export function governmentBill({ day, age, rng }: { day: Day; age: BillAge; rng: Rng }): BillFact {
  const law = randomLaw(rng);
  return {
    BILL_ID: billId(rng, age),
    BILL_NO: '',
    AGE: String(age),
    BILL_NAME: billName(law, rng),
    LAW_NAME: law,
    PROPOSER_KIND: '정부',
    PROPOSER: '정부',
    RST_PROPOSER: null,
    RST_MONA_CD: null,
    PUBL_PROPOSER: null,
    PUBL_MONA_CD: null,
    PROPOSE_DT: formatDay(day),
    PPSL_SESS: '',
    ...blankStages(),
  };
}

/** One 위원장 대안 per (committee, law, decision day) group of 대안반영폐기 bills. */
function alternatives(options: {
  bills: readonly BillFact[];
  age: BillAge;
  context: { calendar: TermCalendar; rng: Rng };
}): BillFact[] {
  const { bills, age, context } = options;
  const groups = new Map<string, BillFact[]>();
  for (const bill of bills) {
    if (bill.PROC_RESULT !== '대안반영폐기' || !bill.COMMITTEE || !bill.CMT_PROC_DT) continue;
    const key = `${bill.COMMITTEE}|${bill.LAW_NAME}|${bill.CMT_PROC_DT}`;
    const list = groups.get(key);
    if (list) list.push(bill);
    else groups.set(key, [bill]);
  }
  const result: BillFact[] = [];
  for (const members of groups.values()) {
    const first = members[0] as BillFact;
    const committee = COMMITTEE_BY_NAME.get(first.COMMITTEE ?? '') as CommitteeSpec;
    const decided = parseDay(first.CMT_PROC_DT ?? first.PROPOSE_DT);
    const alternative: BillFact = {
      BILL_ID: billId(context.rng, age),
      BILL_NO: '',
      AGE: String(age),
      BILL_NAME: `${first.LAW_NAME} 일부개정법률안(대안)`,
      LAW_NAME: first.LAW_NAME,
      PROPOSER_KIND: '위원장',
      PROPOSER: `${committee.name.replace(/위원회$/, '')}위원장`,
      RST_PROPOSER: null,
      RST_MONA_CD: null,
      PUBL_PROPOSER: null,
      PUBL_MONA_CD: null,
      PROPOSE_DT: formatDay(decided),
      PPSL_SESS: '',
      ...blankStages(),
      COMMITTEE: committee.name,
      COMMITTEE_ID: committee.code,
    };
    const outcome = context.rng.weighted([
      ['원안가결', 0.975],
      ['수정가결', 0.015],
      ['부결', 0.01],
    ] as const);
    floorPath({ bill: alternative, committee, decided, outcome, context });
    for (const bill of members) bill.ALT_BILL_ID = alternative.BILL_ID;
    result.push(alternative);
  }
  return result;
}

/**
 * A bill's number in its term, its 제안회기, and for a plenary vote its vote time: the slot after that
 * day's earlier votes (`perPlenary` counts them).
 */
export function numberBill(
  bill: BillFact,
  options: { number: number; age: BillAge; calendar: TermCalendar; perPlenary: Map<string, number> },
): void {
  const { age, calendar, perPlenary } = options;
  bill.BILL_NO = `${age}${pad(options.number, 5)}`;
  const proposed = parseDay(bill.PROPOSE_DT);
  const session =
    calendar.sessionOn(proposed) ??
    calendar.sessions.find((candidate) => candidate.start > proposed) ??
    calendar.sessions.at(-1);
  bill.PPSL_SESS = `제${session?.no ?? termOf(age).firstSession}회`;
  if (bill.RGS_RSLN_DT) {
    const slot = perPlenary.get(bill.RGS_RSLN_DT) ?? 0;
    perPlenary.set(bill.RGS_RSLN_DT, slot + 1);
    const seconds = 14 * 3600 + 30 * 60 + slot * 97;
    bill.VOTE_TIME = `${pad(Math.floor(seconds / 3600), 2)}${pad(Math.floor(seconds / 60) % 60, 2)}${pad(seconds % 60, 2)}`;
  }
}

/** Bill numbers, 제안회기, vote times within each plenary, and promulgation numbers. */
function finish({ bills, age, calendar }: { bills: BillFact[]; age: BillAge; calendar: TermCalendar }): void {
  const perPlenary = new Map<string, number>();
  for (const [index, bill] of bills.entries()) numberBill(bill, { number: index + 1, age, calendar, perPlenary });
  const promulgated = bills
    .filter((bill) => bill.PROM_DT)
    .sort((a, b) => compareText(a.PROM_DT ?? '', b.PROM_DT ?? '') || compareText(a.BILL_NO, b.BILL_NO));
  for (const [index, bill] of promulgated.entries()) bill.PROM_NO = `제${PROMULGATION_BASE[age] + index}호`;
}
