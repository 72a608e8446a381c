// The deterministic dataset behind the emulated Open Assembly: rosters of the 17th–22nd terms, the
// law bills of the 20th–22nd with their committee, 법사위 and plenary stages, roll calls generated
// per bill on demand, committees and schedules. Everything is built lazily, per term.
import { type DataWindow, defineTable, type Table } from '@kopa/kit';
import { extendBills } from './bill-extension.ts';
import { type Row, tallyRow } from './bill-rows.ts';
import { buildBills, MEMBER_BILLS } from './bills.ts';
import { type Day, parseDay } from './calendar.ts';
import { assignCommittees, type CommitteeRosters } from './committee-seats.ts';
import { createMemberViews, type MemberViews } from './member-views.ts';
import type { Person } from './people.ts';
import { BILL_AGES, type BillAge, DATA_END, DEFAULT_ASSEMBLY_SEED } from './reference.ts';
import { buildUniverse, type Tenure, type Universe } from './rosters.ts';
import { buildCalendar, type TermCalendar } from './sessions.ts';
import { compareText } from './text.ts';
import { type BillFact, wasVoted } from './types.ts';
import { castVotes, countVotes, type MemberVote, rollOn, type Tally } from './votes.ts';

export type { Row } from './bill-rows.ts';
export { BILL_AGES, type BillAge, CURRENT_AGE, DATA_END, DEFAULT_ASSEMBLY_SEED } from './reference.ts';
export type { BillFact } from './types.ts';
export { MEMBER_BILLS };

export interface AssemblyDataset extends MemberViews {
  seed: string;
  /** The last day of generated activity: DATA_END, or a later window's end (bills, votes, schedules). */
  end: Day;
  universe(): Universe;
  person(monaCd: string): Person | undefined;
  tenuresOf(monaCd: string): readonly Tenure[];
  committeeRosters(): CommitteeRosters;
  calendar(age: BillAge): TermCalendar;
  /** All law bills of a term, newest first (BILL_NO descending), as of the end of the data window. */
  bills(age: BillAge): Table<BillFact>;
  /** Roll-call rows of one voted bill (cached), in 가나다 order. */
  votes(bill: BillFact): MemberVote[];
  tally(bill: BillFact): Tally;
  /** Tally rows of every voted bill of a term, newest first (for hashing and the default clock). */
  tallies(age: BillAge): Table<Row>;
  hashes(): Record<string, string>;
}

function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

const VOTE_CACHE_LIMIT = 400;

/** The window's last day when it is later than the fixed window's, else DATA_END. */
function windowEnd(window: DataWindow | undefined): Day {
  if (!window) return DATA_END;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(window.end))
    throw new Error(`data window end must be YYYY-MM-DD, got "${window.end}"`);
  return Math.max(DATA_END, parseDay(window.end));
}

export function createAssemblyDataset(seed: string = DEFAULT_ASSEMBLY_SEED, window?: DataWindow): AssemblyDataset {
  const end = windowEnd(window);
  const universe = lazy(() => buildUniverse(seed));
  const rosters = lazy(() => assignCommittees(universe(), seed));
  const tenuresByCode = lazy(() => {
    rosters();
    const map = new Map<string, Tenure[]>();
    for (const tenures of universe().byAge.values()) {
      for (const tenure of tenures) {
        const list = map.get(tenure.monaCd);
        if (list) list.push(tenure);
        else map.set(tenure.monaCd, [tenure]);
      }
    }
    return map;
  });
  const names = lazy(() => new Map([...universe().persons].map(([code, person]) => [code, person.name])));
  const calendars = new Map<BillAge, TermCalendar>();
  const calendar = (age: BillAge) => {
    let built = calendars.get(age);
    if (!built) {
      built = buildCalendar(age, seed, end);
      calendars.set(age, built);
    }
    return built;
  };
  // The fixed window's bills are always built on the fixed calendar; a later window adds bills after it.
  const fixedCalendar = (age: BillAge) => (end === DATA_END ? calendar(age) : buildCalendar(age, seed));
  const billTables = new Map<BillAge, Table<BillFact>>();
  const bills = (age: BillAge) => {
    let table = billTables.get(age);
    if (!table) {
      table = defineTable<BillFact>({
        name: `assembly.bills${age}`,
        key: 'BILL_ID',
        build: () => {
          rosters();
          const fixed = buildBills({ age, seed, universe: universe(), calendar: fixedCalendar(age), names: names() });
          const later = extendBills({
            age,
            seed,
            universe: universe(),
            calendar: calendar(age),
            names: names(),
            fixed,
          });
          return [...fixed, ...later].reverse();
        },
      });
      billTables.set(age, table);
    }
    return table;
  };
  const person = (monaCd: string) => universe().persons.get(monaCd);
  const rolls = new Map<string, Tenure[]>();
  const rollOf = (age: number, day: string) => {
    let roll = rolls.get(`${age}|${day}`);
    if (!roll) {
      roll = rollOn({ tenures: universe().byAge.get(age) ?? [], day, nameOf: (code) => person(code)?.name ?? code });
      rolls.set(`${age}|${day}`, roll);
    }
    return roll;
  };
  const voteCache = new Map<string, MemberVote[]>();
  const tallyCache = new Map<string, Tally>();
  const votes = (bill: BillFact) => {
    const cached = voteCache.get(bill.BILL_ID);
    if (cached) return cached;
    const age = Number(bill.AGE);
    const rows = wasVoted(bill) ? castVotes({ bill, roster: rollOf(age, bill.RGS_RSLN_DT ?? ''), seed }) : [];
    if (voteCache.size >= VOTE_CACHE_LIMIT) voteCache.clear();
    voteCache.set(bill.BILL_ID, rows);
    return rows;
  };
  const tally = (bill: BillFact) => {
    let counted = tallyCache.get(bill.BILL_ID);
    if (!counted) {
      counted = countVotes(votes(bill));
      tallyCache.set(bill.BILL_ID, counted);
    }
    return counted;
  };
  const tallyTables = new Map<BillAge, Table<Row>>();
  const tallies = (age: BillAge) => {
    let table = tallyTables.get(age);
    if (!table) {
      table = defineTable<Row>({
        name: `assembly.tallies${age}`,
        key: (row) => String(row.BILL_ID),
        build: () =>
          bills(age)
            .rows()
            .filter(wasVoted)
            .sort((a, b) => compareText(b.PROC_DT ?? '', a.PROC_DT ?? '') || compareText(b.BILL_NO, a.BILL_NO))
            .map((bill) => tallyRow(bill, tally(bill))),
      });
      tallyTables.set(age, table);
    }
    return table;
  };
  const views = createMemberViews({
    seed,
    universe,
    rosters,
    person,
    tenuresOf: (code) => tenuresByCode().get(code) ?? [],
  });

  return {
    seed,
    end,
    ...views,
    universe,
    person,
    tenuresOf: (code) => tenuresByCode().get(code) ?? [],
    committeeRosters: rosters,
    calendar,
    bills,
    votes,
    tally,
    tallies,
    hashes() {
      const tables: Array<Table<Row> | Table<BillFact>> = [views.members, views.committees, views.committeeMembers];
      for (const age of BILL_AGES) tables.push(bills(age), tallies(age));
      return Object.fromEntries(tables.map((table) => [table.name, table.hash()]));
    },
  };
}
