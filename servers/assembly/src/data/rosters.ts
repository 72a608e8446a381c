// Who sat in the 17th–22nd Assemblies: seats per party as in the real elections, district seats
// given to parties by regional lean, incumbents re-elected in their districts (so one member keeps
// one MONA_CD across terms), and mid-term departures with list successors or by-election winners.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { type Day, nextBusinessDay } from './calendar.ts';
import { createPersonFactory, type Person } from './people.ts';
import { type Bloc, DATA_END, DISTRICTS, type District, TERMS, type TermSpec } from './reference.ts';

export interface Tenure {
  monaCd: string;
  age: number;
  party: string;
  bloc: Bloc;
  /** ORIG_NM: "서울 종로구" or "비례대표". */
  district: string;
  electType: '지역구' | '비례대표';
  /** First and last day in office, inclusive. */
  from: Day;
  to: Day;
  seat: number;
  /** How many terms the member has won counting this one (초선 = 1). */
  termCount: number;
  /** Primary committee first; filled for the 20th–22nd by assignCommittees. */
  committees: string[];
  job: '' | '국회의장';
}

export interface Universe {
  persons: ReadonlyMap<string, Person>;
  /** Every tenure of one term, by seat then start day. */
  byAge: ReadonlyMap<number, Tenure[]>;
}

const FEMALE_SHARE: Record<number, number> = { 17: 0.13, 18: 0.14, 19: 0.16, 20: 0.17, 21: 0.19, 22: 0.2 };

export function buildUniverse(seed: string): Universe {
  const factory = createPersonFactory();
  const byAge = new Map<number, Tenure[]>();
  const history = new Map<string, Tenure[]>();
  const districtNoise = new Map<string, number>();
  const noiseRng = createRng(hashSeed(seed, 'district-noise'));
  for (const district of DISTRICTS) districtNoise.set(district.label, noiseRng.normal(0, 0.45));

  for (const term of TERMS) {
    const rng = createRng(hashSeed(seed, 'roster', term.age));
    const previous = byAge.get(term.age - 1) ?? [];
    const tenures = seatTerm({ term, rng, previous, history, districtNoise, factory });
    applySeatChanges({ term, rng, tenures, factory });
    tenures.sort((a, b) => a.seat - b.seat || a.from - b.from);
    for (const tenure of tenures) {
      const list = history.get(tenure.monaCd) ?? [];
      list.push(tenure);
      history.set(tenure.monaCd, list);
    }
    byAge.set(term.age, tenures);
  }
  seatRealSpeaker({ seed, byAge, factory });
  return { persons: factory.byCode, byAge };
}

/** The 22nd Assembly's 전반기 국회의장 as he really is (sources in PROVENANCE.md). */
const REAL_SPEAKER = {
  age: 22,
  person: { name: '우원식', hanja: '禹元植', eng: 'WOO Wonshik', sex: '남', birth: '1957-09-18', calendar: '양' },
  district: '서울 노원구갑',
  /** The term he stood in and lost (the 18th, 2008). */
  lostAge: 18,
} as const;

/**
 * Makes the generated 22nd-term Speaker the real one, 우원식: elected for 서울 노원구 in the 17th
 * and 19th–22nd terms (5선) and 무소속 while in office, as 국회법 제20조의2 requires. It runs after
 * every term is seated so that no other seat moves: the generated Speaker's person takes his name,
 * the Speaker's district and 서울 노원구갑 trade labels in every term, and the 18th-term seat passes to
 * a new member drawn from its own stream.
 */
function seatRealSpeaker(options: {
  seed: string;
  byAge: Map<number, Tenure[]>;
  factory: ReturnType<typeof createPersonFactory>;
}): void {
  const { seed, byAge, factory } = options;
  const speaker = byAge.get(REAL_SPEAKER.age)?.find((tenure) => tenure.job === '국회의장');
  const person = speaker && factory.byCode.get(speaker.monaCd);
  if (!speaker || !person) return;
  factory.byCode.set(speaker.monaCd, { ...person, ...REAL_SPEAKER.person });
  const generated = speaker.district;
  const all = [...byAge.values()].flat();
  for (const tenure of all) {
    if (tenure.district === generated) tenure.district = REAL_SPEAKER.district;
    else if (tenure.district === REAL_SPEAKER.district) tenure.district = generated;
  }
  const lost = (byAge.get(REAL_SPEAKER.lostAge) ?? []).filter((tenure) => tenure.monaCd === speaker.monaCd);
  if (lost.length > 0) {
    const term = TERMS.find((candidate) => candidate.age === REAL_SPEAKER.lostAge);
    const start = yearOfDay(term?.start ?? speaker.from);
    const winner = factory.create(createRng(hashSeed(seed, 'speaker-lost-term', REAL_SPEAKER.lostAge)), {
      birthFrom: start - 62,
      birthTo: start - 33,
      femaleShare: FEMALE_SHARE[REAL_SPEAKER.lostAge] ?? 0.2,
    });
    for (const tenure of lost) Object.assign(tenure, { monaCd: winner.monaCd, termCount: 1 });
  }
  const own = all.filter((tenure) => tenure.monaCd === speaker.monaCd).sort((a, b) => a.age - b.age);
  own.forEach((tenure, index) => {
    tenure.termCount = new Set(own.slice(0, index + 1).map((earlier) => earlier.age)).size;
  });
  speaker.party = '무소속';
}

interface SeatContext {
  term: TermSpec;
  rng: Rng;
  previous: readonly Tenure[];
  history: ReadonlyMap<string, Tenure[]>;
  districtNoise: ReadonlyMap<string, number>;
  factory: ReturnType<typeof createPersonFactory>;
}

function seatTerm(context: SeatContext): Tenure[] {
  const { term, rng, previous, history } = context;
  const districts = districtsOf(term, rng, context.districtNoise);
  const seatParties = assignDistrictParties(term, rng, districts);
  const lastHolder = new Map<string, Tenure>();
  for (const tenure of previous) {
    const current = lastHolder.get(tenure.district);
    if (tenure.electType === '지역구' && (!current || current.to < tenure.to)) lastHolder.set(tenure.district, tenure);
  }
  const prevPr = previous.filter((tenure) => tenure.electType === '비례대표' && tenure.to >= term.start - 1);
  const used = new Set<string>();
  const earlier = [...history.values()].filter(
    (tenures) => !tenures.some((tenure) => tenure.age === term.age - 1) && tenures.some((t) => t.age >= term.age - 3),
  );
  const tenures: Tenure[] = [];
  const make = (person: Pick<Person, 'monaCd'>, party: { name: string; bloc: Bloc }, district: string | undefined) => {
    used.add(person.monaCd);
    const termCount = (history.get(person.monaCd)?.length ?? 0) + 1;
    tenures.push({
      monaCd: person.monaCd,
      age: term.age,
      party: party.name,
      bloc: party.bloc,
      district: district ?? '비례대표',
      electType: district ? '지역구' : '비례대표',
      from: term.start,
      to: term.end,
      seat: tenures.length,
      termCount,
      committees: [],
      job: '',
    });
  };
  const fresh = () =>
    context.factory.create(rng, {
      birthFrom: yearOfDay(term.start) - 68,
      birthTo: yearOfDay(term.start) - 33,
      femaleShare: FEMALE_SHARE[term.age] ?? 0.2,
    });
  const returning = (bloc: Bloc) => {
    const pool = earlier.filter((tenures) => {
      const last = tenures.at(-1);
      return last && !used.has(last.monaCd) && last.bloc === bloc;
    });
    return pool.length > 0 ? rng.pick(pool).at(-1) : undefined;
  };

  for (const [index, district] of districts.entries()) {
    const party = seatParties[index] ?? { name: '무소속', bloc: 'ind' as Bloc };
    const incumbent = lastHolder.get(district.label);
    const sameSide = incumbent && (incumbent.bloc === party.bloc || (party.bloc === 'ind' && rng.chance(0.5)));
    if (incumbent && sameSide && !used.has(incumbent.monaCd) && rng.chance(0.64)) {
      make(incumbent, party, district.label);
      continue;
    }
    const listMember = rng.chance(0.22)
      ? prevPr.find((tenure) => tenure.bloc === party.bloc && !used.has(tenure.monaCd))
      : undefined;
    const back = !listMember && rng.chance(0.05) ? returning(party.bloc) : undefined;
    make(listMember ?? back ?? fresh(), party, district.label);
  }
  for (const party of term.parties) {
    for (let index = 0; index < party.pr; index++) {
      const back = rng.chance(0.04) ? returning(party.bloc) : undefined;
      make(back ?? fresh(), party, undefined);
    }
  }
  const largest = [...term.parties].sort((a, b) => b.district + b.pr - (a.district + a.pr))[0]?.name;
  const speaker = tenures
    .filter((tenure) => tenure.party === largest)
    .sort((a, b) => b.termCount - a.termCount || a.seat - b.seat)[0];
  if (speaker) speaker.job = '국회의장';
  return tenures;
}

function yearOfDay(day: Day): number {
  return new Date(day * 86_400_000).getUTCFullYear();
}

/** The term's districts: all 254 for the 22nd, a stable subset for terms with fewer seats. */
function districtsOf(term: TermSpec, rng: Rng, noise: ReadonlyMap<string, number>): District[] {
  const wanted = term.parties.reduce((sum, party) => sum + party.district, 0);
  const dropRng = createRng(hashSeed('district-drop', term.age));
  const kept = [...DISTRICTS];
  while (kept.length > wanted) kept.splice(dropRng.int(0, kept.length - 1), 1);
  return kept.map((district) => ({
    ...district,
    lean: district.lean + (noise.get(district.label) ?? 0) + term.swing + rng.normal(0, 0.25),
  }));
}

/** Party of each district seat: random-strategy parties first, then the rest by lean. */
function assignDistrictParties(term: TermSpec, rng: Rng, districts: readonly District[]) {
  const result: Array<{ name: string; bloc: Bloc } | undefined> = districts.map(() => undefined);
  const open = districts.map((_, index) => index);
  for (const party of term.parties.filter((candidate) => candidate.strategy === 'random')) {
    for (let count = 0; count < party.district && open.length > 0; count++) {
      const [index] = open.splice(rng.int(0, open.length - 1), 1);
      if (index !== undefined) result[index] = party;
    }
  }
  open.sort((a, b) => (districts[b]?.lean ?? 0) - (districts[a]?.lean ?? 0));
  for (const party of term.parties.filter((candidate) => candidate.strategy === 'top')) {
    for (const index of open.splice(0, party.district)) result[index] = party;
  }
  for (const party of term.parties.filter((candidate) => candidate.strategy === 'bottom')) {
    for (const index of open.splice(Math.max(0, open.length - party.district))) result[index] = party;
  }
  return result;
}

/** Mid-term departures: list seats pass to the next candidate, district seats to by-election winners. */
function applySeatChanges(options: {
  term: TermSpec;
  rng: Rng;
  tenures: Tenure[];
  factory: ReturnType<typeof createPersonFactory>;
}): void {
  const { term, rng, tenures, factory } = options;
  const lastDay = Math.min(term.end, DATA_END);
  const changed = new Set<number>();
  for (let count = 0; count < term.seatChanges; count++) {
    const holder = rng.pick(tenures.filter((tenure) => tenure.job === '' && !changed.has(tenure.seat)));
    changed.add(holder.seat);
    const leave = nextBusinessDay(rng.int(term.start + 200, Math.max(term.start + 201, lastDay - 120)));
    holder.to = leave;
    const joinDay =
      holder.electType === '비례대표'
        ? leave + rng.int(12, 30)
        : term.byElections.find((election) => election > leave + 30 && election <= lastDay);
    if (joinDay === undefined || joinDay > lastDay) continue;
    const person = factory.create(rng, {
      birthFrom: yearOfDay(term.start) - 62,
      birthTo: yearOfDay(term.start) - 33,
      femaleShare: FEMALE_SHARE[term.age] ?? 0.2,
    });
    tenures.push({
      ...holder,
      monaCd: person.monaCd,
      from: holder.electType === '비례대표' ? joinDay : joinDay + 1,
      to: term.end,
      termCount: 1,
      committees: [],
      job: '',
    });
  }
}

/** Members in office on a day, in seat order. */
export function seatedOn(tenures: readonly Tenure[], day: Day): Tenure[] {
  return tenures.filter((tenure) => tenure.from <= day && day <= tenure.to);
}
