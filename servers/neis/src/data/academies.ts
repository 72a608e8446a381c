// acaInsTiInfo (학원교습소정보): the academies and 교습소 of one office, built on the first query
// of that office. ADMST_ZONE_NM is the real 시군구 (경기 "수원시" matches 경기데이터드림 SIGUN_NM);
// counts, 분야 and fee strings follow the real register ("수학(초5, 초6):240000, 수학:300000").
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { addDays, daysBetween } from './calendar.ts';
import { ACADEMY_BRANDS, ACADEMY_WORDS } from './name-stems.ts';
import { cityPart, postcode, roadName, telephone } from './school-address.ts';
import { allocate } from './school-names.ts';
import type { District, Office, RawRow } from './types.ts';

interface Category {
  realm: string;
  ord: string;
  lists: readonly string[];
  /** LE_CRSE_NM for a list name. */
  course: (list: string) => string;
  words: readonly string[];
  fee: readonly [number, number];
  weight: number;
}

const ARTS_COURSE: Record<string, string> = {
  피아노: '음악',
  바이올린: '음악',
  음악: '음악',
  미술: '미술',
  무용: '무용',
  바둑: '바둑',
};

const CATEGORIES: readonly Category[] = [
  {
    realm: '입시.검정 및 보습',
    ord: '보통교과',
    lists: [
      '보습',
      '수학',
      '영어',
      '국어',
      '과학',
      '수학(초5, 초6)',
      '수학(중1, 중2, 중3)',
      '국어, 영어, 수학',
      '논술',
    ],
    course: () => '보습',
    words: ACADEMY_WORDS.보습,
    fee: [150_000, 450_000],
    weight: 45,
  },
  {
    realm: '입시.검정 및 보습',
    ord: '진학지도',
    lists: ['진학상담지도', '입시'],
    course: () => '진학상담지도',
    words: ['입시', '진학', '컨설팅'],
    fee: [300_000, 900_000],
    weight: 4,
  },
  {
    realm: '국제화',
    ord: '외국어',
    lists: ['영어', '영어회화', '중국어', '일본어'],
    course: () => '실용외국어',
    words: ACADEMY_WORDS.국제화,
    fee: [180_000, 500_000],
    weight: 15,
  },
  {
    realm: '예능(대)',
    ord: '예능',
    lists: ['피아노', '음악', '미술', '무용', '바둑', '바이올린'],
    course: (list) => ARTS_COURSE[list] ?? '음악',
    words: ACADEMY_WORDS.예능,
    fee: [100_000, 250_000],
    weight: 18,
  },
  {
    realm: '독서실',
    ord: '독서실',
    lists: ['독서실'],
    course: () => '독서실',
    words: ACADEMY_WORDS.독서실,
    fee: [100_000, 200_000],
    weight: 6,
  },
  {
    realm: '정보',
    ord: '정보',
    lists: ['컴퓨터', '코딩'],
    course: () => '컴퓨터',
    words: ACADEMY_WORDS.정보,
    fee: [120_000, 300_000],
    weight: 3,
  },
  {
    realm: '기예(대)',
    ord: '기예',
    lists: ['요리', '미용', '바리스타', '제과제빵'],
    course: (list) => list,
    words: ACADEMY_WORDS.기예,
    fee: [200_000, 600_000],
    weight: 3,
  },
  {
    realm: '직업기술',
    ord: '산업기반기술',
    lists: ['자동차정비', '전기', '용접'],
    course: (list) => list,
    words: ACADEMY_WORDS.직업,
    fee: [250_000, 700_000],
    weight: 2,
  },
  {
    realm: '인문사회(대)',
    ord: '인문사회',
    lists: ['행정', '공무원', '편입'],
    course: (list) => list,
    words: ACADEMY_WORDS.인문,
    fee: [200_000, 600_000],
    weight: 2,
  },
  {
    realm: '종합(대)',
    ord: '종합',
    lists: ['종합'],
    course: () => '종합',
    words: ['종합', '에듀'],
    fee: [200_000, 500_000],
    weight: 2,
  },
];

const CATEGORY_WEIGHTS = CATEGORIES.map((entry) => [entry, entry.weight] as const);

/** Where academies cluster (대치동, 목동, 중계동, 수성구 …): a weight multiplier per 시군구. */
const HOT: Record<string, number> = {
  'B10:강남구': 4,
  'B10:서초구': 2.5,
  'B10:송파구': 2.2,
  'B10:양천구': 2.2,
  'B10:노원구': 2,
  'B10:강동구': 1.5,
  'D10:수성구': 2.5,
  'C10:해운대구': 1.8,
  'C10:동래구': 1.5,
  'E10:연수구': 1.5,
  'G10:유성구': 1.5,
  'G10:서구': 1.5,
  'J10:성남시': 1.5,
  'J10:용인시': 1.5,
  'J10:수원시': 1.4,
  'J10:고양시': 1.3,
};

function ymdBetween(options: { rng: Rng; from: string; to: string }): string {
  const { rng, from, to } = options;
  return addDays(from, Math.round(daysBetween(from, to) * rng.next() ** 0.6));
}

const LEVELS = ['(초등)', '(중1, 중2)', '(중3)', '(고1)', '(고2, 고3)'];

/** The subjects a course list names ("국어, 영어, 수학" → three; "수학(초5, 초6)" → "수학"), by list:
 *  the lists are the constants of CATEGORIES. */
const subjectsOfList = new Map<string, readonly string[]>();

function subjectsOf(list: string): readonly string[] {
  let subjects = subjectsOfList.get(list);
  if (!subjects) {
    const base = list.replace(/\(.*\)/, '');
    subjects = base.includes(',') ? base.split(', ') : [base];
    subjectsOfList.set(list, subjects);
  }
  return subjects;
}

/** "수학(초5, 초6):240000, 수학:300000": one price per course, levels told apart in brackets. */
function fees(options: { category: Category; list: string; rng: Rng }): string {
  const { category, list, rng } = options;
  const count = category.ord === '보통교과' ? rng.int(1, 3) : 1;
  const subjects = subjectsOf(list);
  const first = rng.int(0, LEVELS.length - count);
  const parts: string[] = [];
  for (let index = 0; index < count; index++) {
    const label = count > 1 ? `${subjects[index % subjects.length]}${LEVELS[first + index]}` : list;
    parts.push(`${label}:${Math.round(rng.int(category.fee[0], category.fee[1]) / 10_000) * 10_000}`);
  }
  return parts.join(', ');
}

function academyRow(options: { office: Office; district: District; number: string; rng: Rng }): RawRow {
  const { office, district, number, rng } = options;
  const category = rng.weighted(CATEGORY_WEIGHTS);
  const list = rng.pick(category.lists);
  const tutoring = category.realm !== '독서실' && rng.chance(0.35);
  const place = rng.pick(district.places);
  const stem = rng.chance(0.4) ? place : rng.pick(ACADEMY_BRANDS);
  const name = `${stem}${rng.pick(category.words)}${tutoring ? '교습소' : category.realm === '독서실' ? '' : '학원'}`;
  const established = ymdBetween({ rng, from: '19880101', to: '20260831' });
  const registered = rng.chance(0.85) ? established : ymdBetween({ rng, from: established, to: '20260831' });
  const resting = rng.chance(0.06);
  const restStart = resting ? ymdBetween({ rng, from: '20260101', to: '20260831' }) : null;
  const capacity = tutoring ? rng.int(5, 9) : category.realm === '독서실' ? rng.int(40, 150) : rng.int(15, 400);
  const loaded = ymdBetween({ rng, from: registered > '20250901' ? registered : '20250901', to: '20260831' });
  return {
    ATPT_OFCDC_SC_CODE: office.code,
    ATPT_OFCDC_SC_NM: office.name,
    ADMST_ZONE_NM: district.name,
    ACA_INSTI_SC_NM: tutoring ? '교습소' : '학원',
    ACA_ASNUM: number,
    ACA_NM: name,
    ESTBL_YMD: established,
    REG_YMD: registered,
    REG_STTUS_NM: resting ? '휴원' : '개원',
    CAA_BEGIN_YMD: restStart,
    CAA_END_YMD: restStart ? addDays(restStart, rng.int(30, 365)) : null,
    TOFOR_SMTOT: capacity,
    DTM_RCPTN_ABLTY_NMPR_SMTOT: tutoring ? capacity : Math.max(5, Math.round(capacity / rng.int(2, 4))),
    REALM_SC_NM: category.realm,
    LE_ORD_NM: category.ord,
    LE_CRSE_LIST_NM: list,
    LE_CRSE_NM: category.course(list),
    PSNBY_THCC_CNTNT: fees({ category, list, rng }),
    THCC_OTHBC_YN: rng.chance(0.95) ? 'Y' : 'N',
    BRHS_ACA_YN: rng.chance(0.002) ? 'Y' : 'N',
    FA_RDNMA: `${cityPart(office, district)} ${roadName({ place, rng })}`,
    FA_RDNDA: `${rng.int(1, 9)}층${rng.chance(0.4) ? ` ${rng.int(1, 12)}0${rng.int(1, 9)}호` : ''}(${place}동)`,
    FA_RDNZC: postcode({ office, district, rng }),
    FA_TELNO: rng.chance(0.03) ? null : telephone(office, rng),
    LOAD_DTM: loaded,
  };
}

/** The office's register, ordered by 학원지정번호 (ACA_ASNUM). */
export function buildAcademyRows(seed: string, office: Office): RawRow[] {
  const rng = createRng(hashSeed(seed, 'academies', office.code));
  const weights = office.districts.map(
    (district) => district.places.length * (HOT[`${office.code}:${district.name}`] ?? 1),
  );
  const perDistrict = allocate(office.academies, weights);
  const rows: RawRow[] = [];
  let serial = 0;
  office.districts.forEach((district, index) => {
    for (let made = 0; made < (perDistrict[index] ?? 0); made++) {
      // A stride coprime with 100000 spreads the serials without collisions.
      const number = `${office.acaPrefix}${String((serial++ * 7919 + 1237) % 100_000).padStart(5, '0')}`;
      rows.push(academyRow({ office, district, number, rng }));
    }
  });
  // ACA_ASNUM is always the string built above, so no String() is needed in the comparison.
  return rows.sort((a, b) => ((a.ACA_ASNUM as string) < (b.ACA_ASNUM as string) ? -1 : 1));
}
