// Committee seats of every member: one standing committee each (filled to the real seat limits),
// concurrent seats on 운영위·정보위·여가위·예결위 and the 22nd's special committees, and the chair
// and 간사 of each committee. Successors take their predecessor's seats.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { BILL_AGES, COMMITTEES, type CommitteeSpec, TERMS } from './reference.ts';
import type { Tenure, Universe } from './rosters.ts';

export type CommitteeRole = '위원장' | '간사' | '위원';

export interface CommitteeSeat {
  committee: CommitteeSpec;
  tenure: Tenure;
  role: CommitteeRole;
}

/** Per bill-term: committee name → its seats (chair first, then 간사, then members by seat). */
export type CommitteeRosters = ReadonlyMap<number, ReadonlyMap<string, CommitteeSeat[]>>;

export function assignCommittees(universe: Universe, seed: string): CommitteeRosters {
  const rosters = new Map<number, Map<string, CommitteeSeat[]>>();
  for (const term of TERMS) {
    const tenures = universe.byAge.get(term.age) ?? [];
    const rng = createRng(hashSeed(seed, 'committees', term.age));
    if (!(BILL_AGES as readonly number[]).includes(term.age)) {
      for (const tenure of tenures) tenure.committees = [rng.pick(term.committees)];
      continue;
    }
    rosters.set(term.age, seatTerm(term.age, tenures, rng));
  }
  return rosters;
}

function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = rng.int(0, index);
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

function seatTerm(age: number, tenures: readonly Tenure[], rng: Rng): Map<string, CommitteeSeat[]> {
  const firsts = new Map<number, Tenure>();
  for (const tenure of tenures) if (!firsts.has(tenure.seat)) firsts.set(tenure.seat, tenure);
  const initial = shuffle(
    [...firsts.values()].filter((tenure) => tenure.job === ''),
    rng,
  );
  const standing = COMMITTEES.filter((committee) => committee.role === 'standing');
  const slots = shuffle(
    standing.flatMap((committee) => Array.from({ length: committee.limit }, () => committee.name)),
    rng,
  );
  for (const [index, tenure] of initial.entries()) tenure.committees = [slots[index] ?? rng.pick(standing).name];
  const extra = COMMITTEES.filter(
    (committee) => committee.role === 'concurrent' || (committee.role === 'special' && age === 22),
  );
  for (const committee of extra) {
    for (const tenure of shuffle([...initial], rng).slice(0, committee.limit)) tenure.committees.push(committee.name);
  }
  for (const tenure of tenures) {
    const first = firsts.get(tenure.seat);
    if (first && first !== tenure) tenure.committees = [...first.committees];
  }

  const rosters = new Map<string, CommitteeSeat[]>();
  for (const [index, committee] of COMMITTEES.entries()) {
    if (committee.role === 'special' && age !== 22) continue;
    const members = tenures.filter((tenure) => tenure.committees.includes(committee.name));
    const chairBloc = index % 3 === 2 ? 'con' : 'dem';
    const bySeniority = [...members].sort((a, b) => b.termCount - a.termCount || a.seat - b.seat);
    const chair = bySeniority.find((tenure) => tenure.bloc === chairBloc) ?? bySeniority[0];
    const secretaries = ['dem', 'con']
      .map((bloc) => bySeniority.find((tenure) => tenure.bloc === bloc && tenure.seat !== chair?.seat))
      .filter((tenure): tenure is Tenure => tenure !== undefined);
    const roleOf = (tenure: Tenure): CommitteeRole =>
      tenure.seat === chair?.seat ? '위원장' : secretaries.some((s) => s.seat === tenure.seat) ? '간사' : '위원';
    const rank = { 위원장: 0, 간사: 1, 위원: 2 } as const;
    const seats = members
      .map((tenure) => ({ committee, tenure, role: roleOf(tenure) }))
      .sort((a, b) => rank[a.role] - rank[b.role] || a.tenure.seat - b.tenure.seat || a.tenure.from - b.tenure.from);
    rosters.set(committee.name, seats);
  }
  return rosters;
}
