// Typed access to the committed reference JSON (real district, party, committee and law names) and
// the constants that bound the generated window.

import { type Day, parseDay } from './calendar.ts';
import committeesJson from './reference/committees.json' with { type: 'json' };
import districtsJson from './reference/districts.json' with { type: 'json' };
import namesJson from './reference/names.json' with { type: 'json' };
import termsJson from './reference/terms.json' with { type: 'json' };

export const DEFAULT_ASSEMBLY_SEED = 'kopa-assembly-v1';

/** The last day of generated activity: the day before the default clock (2026-09-01 10:00 KST). */
export const DATA_END: Day = parseDay('2026-08-31');

/** Terms whose bills, votes, committees and schedules are generated (the vote API starts at the 20th). */
export const BILL_AGES = [20, 21, 22] as const;
export type BillAge = (typeof BILL_AGES)[number];
export const CURRENT_AGE: BillAge = 22;

export type Bloc = 'dem' | 'con' | 'left' | 'ind';

export interface PartySpec {
  name: string;
  bloc: Bloc;
  district: number;
  pr: number;
  strategy: 'top' | 'bottom' | 'random';
}

export interface TermSpec {
  age: number;
  start: Day;
  end: Day;
  firstSession: number;
  swing: number;
  parties: PartySpec[];
  /** Committee names of the era (17th–19th); the 20th–22nd use COMMITTEES. */
  committees: string[];
  byElections: Day[];
  seatChanges: number;
}

export const TERMS: readonly TermSpec[] = termsJson.terms.map((term) => ({
  age: term.age,
  start: parseDay(term.start),
  end: parseDay(term.end),
  firstSession: term.firstSession,
  swing: term.swing,
  parties: term.parties as PartySpec[],
  committees: 'committees' in term ? (term.committees as string[]) : [],
  byElections: 'byElections' in term ? (term.byElections as string[]).map(parseDay) : [],
  seatChanges: 'seatChanges' in term ? (term.seatChanges as number) : 0,
}));

export function termOf(age: number): TermSpec {
  const term = TERMS.find((candidate) => candidate.age === age);
  if (!term) throw new Error(`no term ${age}`);
  return term;
}

export interface CommitteeSpec {
  name: string;
  code: string;
  div: string;
  role: 'standing' | 'concurrent' | 'special';
  limit: number;
  weight: number;
  laws: string[];
}

export const COMMITTEES: readonly CommitteeSpec[] = committeesJson.committees as CommitteeSpec[];
export const COMMITTEE_BY_NAME: ReadonlyMap<string, CommitteeSpec> = new Map(COMMITTEES.map((c) => [c.name, c]));

/** Every real law name with its competent committee. */
export const LAWS: ReadonlyArray<{ law: string; committee: CommitteeSpec }> = COMMITTEES.flatMap((committee) =>
  committee.laws.map((law) => ({ law, committee })),
);

export interface District {
  label: string;
  lean: number;
  region: string;
}

export const DISTRICTS: readonly District[] = districtsJson.regions.flatMap((region) =>
  region.districts.map((name) => ({ label: `${region.short} ${name}`, lean: region.lean, region: region.short })),
);

export type Surname = readonly [string, string, string, number];
export type Syllable = readonly [string, string, string, string];
export const SURNAMES = namesJson.surnames as unknown as readonly Surname[];
export const SYLLABLES = namesJson.syllables as unknown as readonly Syllable[];

export const UNIT_CD = (age: number) => `1000${age}`;
export const ERA = (age: number) => `제${age}대`;
