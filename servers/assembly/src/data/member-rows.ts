// Member rows as the member APIs publish them: ALLNAMEMBER (every era in slash-separated lists),
// nwvrqwxyaytdsfvhu (the sitting term's 인적사항) and nktulghcadyhmiqxi (committee rosters), plus
// the office contacts they share. One MONA_CD (= NAAS_CD) ties them to bills and votes.
import { createRng, hashSeed } from '@kopa/kit';
import type { Day } from './calendar.ts';
import type { CommitteeSeat } from './committee-seats.ts';
import { type Person, staffName } from './people.ts';
import { ERA } from './reference.ts';
import type { Tenure } from './rosters.ts';
import { pad } from './text.ts';

export type Row = Record<string, string | number | null>;

export interface Contact {
  tel: string;
  email: string;
  homepage: string;
  room: string;
  staff: string;
  secretary: string;
  secretary2: string;
}

// Contacts by seed and member: the value reads only the seed, the MONA_CD and the romanized name.
const contacts = new Map<string, Contact>();
const CONTACT_LIMIT = 20_000;

export function contactOf(person: Person, seed: string): Contact {
  const key = `${seed}\u0000${person.monaCd}\u0000${person.eng}`;
  let contact = contacts.get(key);
  if (!contact) {
    if (contacts.size >= CONTACT_LIMIT) contacts.clear();
    contact = generateContact(person, seed);
    contacts.set(key, contact);
  }
  return contact;
}

function generateContact(person: Person, seed: string): Contact {
  const rng = createRng(hashSeed(seed, 'contact', person.monaCd));
  const handle = person.eng.replace(/\s+/g, '').toLowerCase();
  const names = (count: number) => Array.from({ length: count }, () => staffName(rng)).join(', ');
  return {
    tel: `02-784-${pad(rng.int(1000, 9999), 4)}`,
    email: `${handle}${rng.int(1, 99)}@assembly.go.kr`,
    homepage: `https://blog.naver.com/${handle}${rng.int(1, 9)}`,
    room: `의원회관 ${rng.int(3, 10)}${pad(rng.int(1, 40), 2)}호`,
    staff: names(2),
    secretary: names(2),
    secretary2: names(rng.int(1, 2)),
  };
}

export function reelection(termCount: number): string {
  return termCount <= 1 ? '초선' : termCount === 2 ? '재선' : `${termCount}선`;
}

/** One tenure per era (the last one when a member sat twice in a term), up to a day. */
export function erasOf(tenures: readonly Tenure[], until: Day): Tenure[] {
  const byAge = new Map<number, Tenure>();
  for (const tenure of tenures) if (tenure.from <= until) byAge.set(tenure.age, tenure);
  return [...byAge.values()].sort((a, b) => a.age - b.age);
}

function careerText(eras: readonly Tenure[]): string {
  return eras
    .map(
      (tenure, index) => `${index === eras.length - 1 ? '현)' : '전)'} ${ERA(tenure.age)} 국회의원 (${tenure.party})`,
    )
    .reverse()
    .join('\n');
}

/** ALLNAMEMBER (국회의원 정보 통합 API): one row per member, per-era values separated by "/". */
export function allNameMemberRow(options: {
  person: Person;
  eras: readonly Tenure[];
  seed: string;
  sitting: boolean;
}): Row {
  const { person, eras, seed, sitting } = options;
  const latest = eras.at(-1);
  const contact = contactOf(person, seed);
  return {
    NAAS_CD: person.monaCd,
    NAAS_NM: person.name,
    NAAS_CH_NM: person.hanja,
    NAAS_EN_NM: person.eng,
    // The real API's calendar code is the reverse of BTH_GBN_NM (kna DATA_AVAILABILITY, ALLNAMEMBER).
    BIRDY_DIV_CD: person.calendar === '양' ? '음' : '양',
    BIRDY_DT: person.birth,
    DTY_NM: latest?.job || null,
    PLPT_NM: eras.map((tenure) => tenure.party).join('/'),
    ELECD_NM: eras.map((tenure) => tenure.district).join('/'),
    ELECD_DIV_NM: eras.map((tenure) => tenure.electType).join('/'),
    CMIT_NM: latest?.committees[0] ?? null,
    BLNG_CMIT_NM: eras.map((tenure) => tenure.committees.join(', ')).join('/'),
    RLCT_DIV_NM: reelection(latest?.termCount ?? 1),
    GTELT_ERACO: eras.map((tenure) => ERA(tenure.age)).join(', '),
    NTR_DIV: person.sex,
    NAAS_TEL_NO: sitting ? contact.tel : null,
    NAAS_EMAIL_ADDR: sitting ? contact.email : null,
    NAAS_HP_URL: contact.homepage,
    AIDE_NM: sitting ? contact.staff : null,
    CHF_SCRT_NM: sitting ? contact.secretary : null,
    SCRT_NM: sitting ? contact.secretary2 : null,
    BRF_HST: careerText(eras),
    OFFM_RNUM_NO: sitting ? contact.room : null,
    NAAS_PIC: `https://www.assembly.go.kr/static/portal/img/HMember/${person.monaCd}.png`,
  };
}

/** nwvrqwxyaytdsfvhu (국회의원 인적사항) for a member sitting in the current term. */
export function profileRow(options: {
  person: Person;
  tenure: Tenure;
  eras: readonly Tenure[];
  role: string;
  seed: string;
}): Row {
  const { person, tenure, eras, role, seed } = options;
  const contact = contactOf(person, seed);
  return {
    HG_NM: person.name,
    HJ_NM: person.hanja,
    ENG_NM: person.eng,
    BTH_GBN_NM: person.calendar,
    BTH_DATE: person.birth,
    JOB_RES_NM: tenure.job || role,
    POLY_NM: tenure.party,
    ORIG_NM: tenure.district,
    ELECT_GBN_NM: tenure.electType,
    CMIT_NM: tenure.committees[0] ?? null,
    CMITS: tenure.committees.length > 0 ? tenure.committees.join(', ') : null,
    REELE_GBN_NM: reelection(tenure.termCount),
    UNITS: eras.map((era) => ERA(era.age)).join(', '),
    SEX_GBN_NM: person.sex,
    TEL_NO: contact.tel,
    E_MAIL: contact.email,
    HOMEPAGE: contact.homepage,
    STAFF: contact.staff,
    SECRETARY: contact.secretary,
    SECRETARY2: contact.secretary2,
    MONA_CD: person.monaCd,
    MEM_TITLE: careerText(eras),
    ASSEM_ADDR: contact.room,
  };
}

/** nktulghcadyhmiqxi (위원회 위원 명단): one row per committee seat. */
export function committeeMemberRow(seat: CommitteeSeat, person: Person, seed: string): Row {
  const contact = contactOf(person, seed);
  return {
    DEPT_CD: seat.committee.code,
    DEPT_NM: seat.committee.name,
    JOB_RES_NM: seat.role,
    HG_NM: person.name,
    HJ_NM: person.hanja,
    ORIG_NM: seat.tenure.district,
    POLY_NM: seat.tenure.party,
    ASSEM_TEL: contact.tel,
    ASSEM_EMAIL: contact.email,
    ROOM_NO: contact.room.replace('의원회관 ', ''),
    STAFF: contact.staff,
    SECRETARY: contact.secretary,
    SECRETARY2: contact.secretary2,
    MONA_CD: person.monaCd,
  };
}
