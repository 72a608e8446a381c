// Plenary roll calls, generated on demand per bill from (seed, BILL_ID): every member in office on
// the vote day gets 찬성/반대/기권/불참 by party stance, and the result always agrees with the
// bill's outcome. Tallies (ncocpgfiaoituanbr) are counted from these same rows.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { parseDay } from './calendar.ts';
import type { Bloc } from './reference.ts';
import { seatedOn, type Tenure } from './rosters.ts';
import { compareText } from './text.ts';
import type { BillFact } from './types.ts';

export type VoteResult = '찬성' | '반대' | '기권' | '불참';

export interface MemberVote {
  tenure: Tenure;
  /** DISP_ORDER: position in the 가나다 order of names. */
  order: number;
  result: VoteResult;
}

export interface Tally {
  MEMBER_TCNT: number;
  VOTE_TCNT: number;
  YES_TCNT: number;
  NO_TCNT: number;
  BLANK_TCNT: number;
}

/** Members in office on a vote day in 가나다 order; callers cache it per day. */
export function rollOn(options: {
  tenures: readonly Tenure[];
  day: string;
  nameOf: (monaCd: string) => string;
}): Tenure[] {
  return seatedOn(options.tenures, parseDay(options.day))
    .map((tenure) => ({ tenure, name: options.nameOf(tenure.monaCd) }))
    .sort((a, b) => compareText(a.name, b.name))
    .map((entry) => entry.tenure);
}

export function castVotes(options: { bill: BillFact; roster: readonly Tenure[]; seed: string }): MemberVote[] {
  const { bill, roster, seed } = options;
  if (!bill.RGS_RSLN_DT) return [];
  const blocSizes = new Map<Bloc, number>();
  for (const tenure of roster) blocSizes.set(tenure.bloc, (blocSizes.get(tenure.bloc) ?? 0) + 1);
  const ranked = [...blocSizes.entries()].filter(([bloc]) => bloc !== 'ind').sort((a, b) => b[1] - a[1]);
  const majority = ranked[0]?.[0] ?? 'dem';
  const passed = bill.PROC_RESULT !== '부결';
  for (let attempt = 0; attempt < 8; attempt++) {
    const rng = createRng(hashSeed(seed, 'vote', bill.BILL_ID, attempt));
    const contested = !passed || rng.chance(0.12);
    const against = !contested ? undefined : passed ? (ranked[1]?.[0] ?? 'con') : majority;
    const absent = 0.1 + rng.next() * 0.16;
    const votes = roster.map((tenure, order) => ({
      tenure,
      order,
      result: draw(rng, absent, tenure.bloc === against),
    }));
    if (agrees(votes, passed)) return votes;
  }
  return roster.map((tenure, order) => ({
    tenure,
    order,
    result: tenure.bloc === majority ? (passed ? '찬성' : '반대') : passed ? '기권' : '찬성',
  }));
}

function draw(rng: Rng, absent: number, opposes: boolean): VoteResult {
  if (rng.next() < absent) return '불참';
  const roll = rng.next();
  if (opposes) return roll < 0.86 ? '반대' : roll < 0.94 ? '기권' : '찬성';
  return roll < 0.968 ? '찬성' : roll < 0.988 ? '기권' : '반대';
}

function agrees(votes: readonly MemberVote[], passed: boolean): boolean {
  const tally = countVotes(votes);
  const carried = tally.YES_TCNT * 2 > tally.VOTE_TCNT && tally.VOTE_TCNT * 2 >= tally.MEMBER_TCNT;
  return carried === passed;
}

export function countVotes(votes: readonly MemberVote[]): Tally {
  let yes = 0;
  let no = 0;
  let blank = 0;
  for (const vote of votes) {
    if (vote.result === '찬성') yes++;
    else if (vote.result === '반대') no++;
    else if (vote.result === '기권') blank++;
  }
  return { MEMBER_TCNT: votes.length, VOTE_TCNT: yes + no + blank, YES_TCNT: yes, NO_TCNT: no, BLANK_TCNT: blank };
}
