// The profile of one school, derived from its schoolInfo row and the seed alone (so that a school
// added through an overlay also gets classes, meals and a timetable): its courses and classes
// per grade, its 계열/학과, which meals it serves, and its calendar.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { createSchoolCalendar } from './school-calendar.ts';
import type { Course, Major, RawRow, SchoolKind, SchoolProfile, Track } from './types.ts';

const KINDS = new Set<string>(['초등학교', '중학교', '고등학교', '특수학교']);

const SPECIAL_TRACKS: Record<string, Track> = {
  마이스터고: 'meister',
  과학계열: 'science',
  외국어계열: 'foreign',
  예술계열: 'arts',
  체육계열: 'sports',
};

export function trackOf(row: RawRow): Track {
  if (row.SCHUL_KND_SC_NM !== '고등학교') return 'general';
  const special = SPECIAL_TRACKS[String(row.SPCLY_PURPS_HS_ORD_NM ?? '')];
  if (special) return special;
  if (row.HS_SC_NM === '특성화고') return 'vocational';
  if (row.HS_SC_NM === '자율고') return 'autonomous';
  return 'general';
}

const VOCATIONAL_MAJORS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/소프트웨어/, ['소프트웨어개발과', '임베디드소프트웨어과', '인공지능소프트웨어과']],
  [/반도체/, ['반도체장비과', '반도체공정과']],
  [/자동차/, ['자동차과', '자동차정비과']],
  [/에너지/, ['전력설비과', '에너지설비과']],
  [/항공/, ['항공기계과', '항공전자과']],
  [/기계공업|공업/, ['기계과', '전기과', '전자과', '화공과', '건축과']],
  [/정보산업|비즈니스|상업/, ['회계금융과', '경영정보과', '유통경영과', '스마트정보과']],
  [/디자인/, ['시각디자인과', '산업디자인과', '웹툰과']],
  [/관광/, ['관광경영과', '호텔조리과']],
  [/조리과학/, ['조리과학과', '제과제빵과']],
  [/농업/, ['식물자원과', '동물자원과', '농업기계과']],
  [/생활과학/, ['보건간호과', '뷰티과']],
  [/전자/, ['전자과', '반도체과']],
];

function majorsOf(options: { track: Track; name: string; rng: Rng }): Major[] {
  const { track, name, rng } = options;
  const of = (ORD_SC_NM: string, names: readonly string[]) => names.map((DDDEP_NM) => ({ ORD_SC_NM, DDDEP_NM }));
  switch (track) {
    case 'science':
      return of('과학계열', ['과학과']);
    case 'foreign':
      return of('외국어계열', rng.chance(0.5) ? ['영어과', '중국어과', '일본어과'] : ['영어과', '중국어과']);
    case 'arts':
      return of('예술계열', ['음악과', '미술과', '무용과']);
    case 'sports':
      return of('체육계열', ['체육과']);
    case 'vocational':
    case 'meister': {
      const pool = VOCATIONAL_MAJORS.find(([pattern]) => pattern.test(name))?.[1] ?? ['기계과', '전자과'];
      return of('전문계', pool.slice(0, Math.min(pool.length, rng.int(2, 4))));
    }
    default:
      return of('일반계', ['7차일반']);
  }
}

function classCounts(options: { kind: SchoolKind; track: Track; metro: boolean; rng: Rng }): number {
  const { kind, track, metro, rng } = options;
  if (kind === '초등학교')
    return metro
      ? rng.int(2, 8)
      : rng.weighted([
          [1, 3],
          [2, 3],
          [3, 2],
          [4, 2],
          [6, 1],
        ] as const);
  if (kind === '중학교') return metro ? rng.int(4, 11) : rng.int(1, 8);
  if (track === 'science' || track === 'sports') return rng.int(3, 4);
  if (track === 'foreign' || track === 'meister') return rng.int(4, 6);
  if (track === 'vocational' || track === 'arts') return rng.int(4, 8);
  return metro ? rng.int(6, 12) : rng.int(3, 10);
}

function coursesOf(kind: SchoolKind, perGrade: () => number): Course[] {
  const course = (name: string, count: number): Course => {
    const grades = Array.from({ length: count }, (_, index) => index + 1);
    return { name, grades, classes: grades.map(perGrade) };
  };
  if (kind === '초등학교') return [course('초등학교', 6)];
  if (kind === '특수학교') return [course('초등학교', 6), course('중학교', 3), course('고등학교', 3)];
  return [course(kind, 3)];
}

const METRO_CODES = new Set(['B10', 'C10', 'D10', 'E10', 'F10', 'G10', 'H10', 'I10']);

export function createProfile(seed: string, row: RawRow): SchoolProfile {
  const code = String(row.SD_SCHUL_CODE ?? '');
  const rng = createRng(hashSeed(seed, 'profile', code));
  const kindName = String(row.SCHUL_KND_SC_NM ?? '');
  const kind = (KINDS.has(kindName) ? kindName : '초등학교') as SchoolKind;
  const track = trackOf(row);
  const office = String(row.ATPT_OFCDC_SC_CODE ?? '');
  const base = classCounts({ kind, track, metro: METRO_CODES.has(office), rng });
  const perGrade = () => (kind === '특수학교' ? rng.int(1, 2) : Math.max(1, base + rng.int(-1, 1)));
  const courses = coursesOf(kind, perGrade);
  const name = String(row.SCHUL_NM ?? '');
  const majors = kind === '고등학교' ? majorsOf({ track, name, rng }) : [];
  const majorOf = (courses[0]?.classes ?? []).map((count) =>
    Array.from({ length: count }, (_, index) => Math.floor((index * Math.max(1, majors.length)) / count)),
  );
  const perClass = kind === '초등학교' ? 22 : kind === '특수학교' ? 6 : 26;
  const classes = courses.reduce((sum, course) => sum + course.classes.reduce((a, b) => a + b, 0), 0);
  const boarding = track === 'science' || track === 'foreign' || track === 'meister' || track === 'sports';
  return {
    row,
    office,
    officeName: String(row.ATPT_OFCDC_SC_NM ?? ''),
    code,
    name,
    kind,
    track,
    courses,
    majors,
    majorOf,
    students: classes * perClass + rng.int(0, classes * 2),
    breakfast: boarding,
    dinner: boarding || (kind === '고등학교' && rng.chance(track === 'vocational' ? 0.2 : 0.55)),
    calendar: createSchoolCalendar({
      rng: rng.fork('calendar'),
      kind,
      foasMemrd: String(row.FOAS_MEMRD ?? '20000301'),
    }),
  };
}
