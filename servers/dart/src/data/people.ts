// The people of a company: its largest-shareholder group (hyslrSttus, 대량보유 filer) and its
// executive roster (exctvSttus, 임원ㆍ주요주주 filer). Executives serve three-year terms per seat.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { type CompanyProfile, type Day, dayOf, NAME_PREFIXES, personName, type Tier, uniform } from '@kopa/world';

export interface GroupMember {
  name: string;
  relate: string;
  /** Share of the group's holding. */
  weight: number;
}

export interface HolderGroup {
  main: GroupMember;
  mainIsPerson: boolean;
  members: GroupMember[];
  openingRatio: number;
  /** Share of the group's holding pledged under 담보계약 (reported as ctr_stkqy). */
  pledgedShare: number;
}

export function buildHolderGroup(company: CompanyProfile, rng: Rng): HolderGroup {
  const mainIsPerson = rng.chance(company.corpCls === 'Y' ? 0.5 : 0.7);
  const ceo = company.ceoNames[0] ?? personName(rng);
  const mainName = mainIsPerson
    ? rng.chance(0.6)
      ? ceo
      : personName(rng)
    : `${rng.pick(NAME_PREFIXES)[0]}${rng.pick(['홀딩스', '인베스트먼트', '파트너스'])}`;
  const relatives = mainIsPerson
    ? ['배우자', '자녀', '자녀', '형제', '임원', '계열회사']
    : ['계열회사', '임원', '임원', '재단법인', '계열회사'];
  const memberCount = rng.int(1, 4);
  const members: GroupMember[] = [];
  let remaining = 1 - uniform(rng, 0.55, 0.85);
  for (let index = 0; index < memberCount; index++) {
    const relate = relatives[index] ?? '임원';
    const weight = index === memberCount - 1 ? remaining : remaining * uniform(rng, 0.3, 0.6);
    remaining -= weight;
    const name =
      relate === '계열회사'
        ? `${rng.pick(NAME_PREFIXES)[0]}${rng.pick(['개발', '에셋', '홀딩스', '인베스트'])}`
        : relate === '재단법인'
          ? `${rng.pick(NAME_PREFIXES)[0]}문화재단`
          : personName(rng);
    members.push({ name, relate, weight });
  }
  const mainWeight = 1 - members.reduce((sum, member) => sum + member.weight, 0);
  const ratioRange: Record<string, readonly [number, number]> = {
    Y: [0.2, 0.5],
    K: [0.12, 0.4],
    N: [0.3, 0.6],
    E: [0.5, 1],
  };
  const [low, high] = ratioRange[company.corpCls] ?? [0.2, 0.5];
  return {
    main: { name: mainName, relate: '본인', weight: mainWeight },
    mainIsPerson,
    members,
    openingRatio: uniform(rng, low, high),
    pledgedShare: rng.chance(0.3) ? uniform(rng, 0.1, 0.4) : 0,
  };
}

export interface Executive {
  name: string;
  sexdstn: '남' | '여';
  birthYm: string;
  ofcps: string;
  rgistExctvAt: '사내이사' | '사외이사' | '감사' | '미등기';
  fteAt: '상근' | '비상근';
  chrgJob: string;
  mainCareer: string;
  mxmmShrholdrRelate: string;
  /** Start of the current term. */
  appointed: Day;
  tenureEnd: Day | undefined;
}

const SEATS: Record<Tier, { inside: number; outside: number; auditor: number; unregistered: number }> = {
  mega: { inside: 3, outside: 6, auditor: 0, unregistered: 24 },
  large: { inside: 3, outside: 5, auditor: 0, unregistered: 14 },
  mid: { inside: 2, outside: 3, auditor: 0, unregistered: 8 },
  small: { inside: 2, outside: 2, auditor: 1, unregistered: 4 },
  micro: { inside: 1, outside: 1, auditor: 1, unregistered: 2 },
};
const SCHOOLS = [
  '서울대학교',
  '연세대학교',
  '고려대학교',
  'KAIST',
  '포항공과대학교',
  '성균관대학교',
  '한양대학교',
  '부산대학교',
  '경북대학교',
];
const MAJORS = ['경영학', '경제학', '전자공학', '화학공학', '기계공학', '법학', '회계학', '재료공학', '약학'];
const INSIDE_JOBS = ['경영지원총괄', '연구소장', '영업본부장', '생산본부장', 'CFO', '전략기획실장'];
const UNREGISTERED_TITLES = ['상무', '상무', '전무', '부사장', '상무보'];

function career(rng: Rng): string {
  return `${rng.pick(SCHOOLS)} ${rng.pick(MAJORS)} 학사\n前 ${rng.pick(NAME_PREFIXES)[0]}${rng.pick(['전자', '화학', '증권', '회계법인', '산업'])} ${rng.pick(['상무', '전무', '이사', '파트너'])}`;
}

function person(
  rng: Rng,
  name: string,
  ageFrom: number,
): Pick<Executive, 'name' | 'sexdstn' | 'birthYm' | 'mainCareer'> {
  const birthYear = rng.int(ageFrom, ageFrom + 18);
  return {
    name,
    sexdstn: rng.chance(0.86) ? '남' : '여',
    birthYm: `${birthYear}년 ${String(rng.int(1, 12)).padStart(2, '0')}월`,
    mainCareer: career(rng),
  };
}

/** The roster as of a year's period end; seats turn over every three years, staggered by seat. */
export function executiveRoster(seed: string, company: CompanyProfile, group: HolderGroup, year: number): Executive[] {
  const seats = SEATS[company.tier];
  const roster: Executive[] = [];
  const termOf = (seat: string) => {
    const offset = hashSeed(seed, 'seat', company.corpCode, seat) % 3;
    const term = Math.floor((year - 2010 + offset) / 3);
    const startYear = 2010 - offset + term * 3;
    return {
      rng: createRng(`${seed}:exec:${company.corpCode}:${seat}:${term}`),
      appointed: dayOf(startYear, 3, 20),
      tenureEnd: dayOf(startYear + 3, 3, 20),
    };
  };
  company.ceoNames.forEach((ceoName, index) => {
    const rng = createRng(`${seed}:ceo:${company.corpCode}:${index}`);
    roster.push({
      ...person(rng, ceoName, 1955),
      ofcps: '대표이사',
      rgistExctvAt: '사내이사',
      fteAt: '상근',
      chrgJob: '대표이사',
      mxmmShrholdrRelate: group.mainIsPerson && group.main.name === ceoName ? '본인' : '-',
      appointed: dayOf(rng.int(2008, 2018), 3, 20),
      tenureEnd: undefined,
    });
  });
  const addSeats = (kind: 'inside' | 'outside' | 'auditor' | 'unregistered', count: number) => {
    for (let index = 0; index < count; index++) {
      const { rng, appointed, tenureEnd } = termOf(`${kind}${index}`);
      const base = person(rng, personName(rng), kind === 'outside' ? 1950 : 1960);
      const common = { ...base, mxmmShrholdrRelate: '-', appointed };
      if (kind === 'inside')
        roster.push({
          ...common,
          ofcps: rng.pick(['사장', '부사장', '전무']),
          rgistExctvAt: '사내이사',
          fteAt: '상근',
          chrgJob: rng.pick(INSIDE_JOBS),
          tenureEnd,
        });
      if (kind === 'outside')
        roster.push({
          ...common,
          ofcps: '사외이사',
          rgistExctvAt: '사외이사',
          fteAt: '비상근',
          chrgJob: '사외이사',
          tenureEnd,
        });
      if (kind === 'auditor')
        roster.push({ ...common, ofcps: '감사', rgistExctvAt: '감사', fteAt: '상근', chrgJob: '감사', tenureEnd });
      if (kind === 'unregistered')
        roster.push({
          ...common,
          ofcps: rng.pick(UNREGISTERED_TITLES),
          rgistExctvAt: '미등기',
          fteAt: '상근',
          chrgJob: rng.pick(INSIDE_JOBS),
          tenureEnd: undefined,
        });
    }
  };
  addSeats('inside', seats.inside);
  addSeats('outside', seats.outside);
  addSeats('auditor', seats.auditor);
  addSeats('unregistered', seats.unregistered);
  return roster;
}
