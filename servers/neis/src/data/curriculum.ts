// Weekly hours per subject, by school kind, grade, semester and track: the 2022 revised
// curriculum for 초1–2, 중1, 고1–2 and the 2015 one for the older grades (as in 2026). The
// timetable shuffles these hours into each class's weekly grid.
import type { Major, SchoolKind, Track } from './types.ts';

export type Hours = ReadonlyArray<readonly [subject: string, hours: number]>;

/** Periods per weekday (Mon–Fri) for a weekly total. */
export function periodsPerDay(total: number): number[] {
  const base = Math.floor(total / 5);
  const extra = total - base * 5;
  return [0, 1, 2, 3, 4].map((day) => base + (day < extra ? 1 : 0));
}

const ELEMENTARY: Record<number, Hours> = {
  1: [
    ['국어', 6],
    ['수학', 4],
    ['바른 생활', 2],
    ['슬기로운 생활', 3],
    ['즐거운 생활', 5],
    ['창의적 체험활동', 3],
  ],
  3: [
    ['국어', 5],
    ['사회', 3],
    ['도덕', 1],
    ['수학', 4],
    ['과학', 3],
    ['체육', 3],
    ['음악', 2],
    ['미술', 2],
    ['영어', 2],
    ['창의적 체험활동', 1],
  ],
  5: [
    ['국어', 5],
    ['사회', 3],
    ['도덕', 1],
    ['수학', 4],
    ['과학', 3],
    ['실과', 2],
    ['체육', 3],
    ['음악', 2],
    ['미술', 2],
    ['영어', 3],
    ['창의적 체험활동', 1],
  ],
};

const MIDDLE: Record<number, Hours> = {
  1: [
    ['국어', 4],
    ['수학', 4],
    ['영어', 4],
    ['사회', 3],
    ['과학', 4],
    ['기술·가정', 2],
    ['정보', 2],
    ['체육', 3],
    ['음악', 2],
    ['미술', 2],
    ['도덕', 1],
    ['주제선택', 1],
    ['자율·자치활동', 1],
    ['동아리활동', 1],
  ],
  2: [
    ['국어', 4],
    ['수학', 4],
    ['영어', 4],
    ['역사', 3],
    ['과학', 4],
    ['기술·가정', 2],
    ['체육', 3],
    ['음악', 1],
    ['미술', 2],
    ['도덕', 2],
    ['한문', 1],
    ['스포츠클럽', 1],
    ['자율활동', 1],
    ['동아리활동', 2],
  ],
  3: [
    ['국어', 4],
    ['수학', 4],
    ['영어', 4],
    ['사회', 3],
    ['역사', 2],
    ['과학', 4],
    ['기술·가정', 2],
    ['체육', 3],
    ['음악', 2],
    ['미술', 1],
    ['도덕', 2],
    ['진로와 직업', 1],
    ['자율활동', 1],
    ['동아리활동', 1],
  ],
};

const SPECIAL: Record<string, Hours> = {
  초등학교: [
    ['국어', 5],
    ['수학', 4],
    ['사회', 2],
    ['과학', 2],
    ['체육', 3],
    ['음악', 2],
    ['미술', 2],
    ['일상생활 활동', 3],
    ['창의적 체험활동', 2],
  ],
  중학교: [
    ['국어', 4],
    ['수학', 4],
    ['사회', 3],
    ['과학', 3],
    ['진로와 직업', 5],
    ['체육', 3],
    ['음악', 2],
    ['미술', 2],
    ['보건', 1],
    ['창의적 체험활동', 3],
  ],
  고등학교: [
    ['국어', 4],
    ['수학', 3],
    ['사회', 3],
    ['과학', 2],
    ['진로와 직업', 10],
    ['체육', 3],
    ['음악', 2],
    ['미술', 2],
    ['창의적 체험활동', 3],
  ],
};

const ACTIVITIES_2022: Hours = [
  ['자율·자치활동', 2],
  ['동아리활동', 2],
  ['진로활동', 1],
];
const ACTIVITIES_2015: Hours = [
  ['자율활동', 2],
  ['동아리활동', 2],
  ['진로활동', 1],
];

function highFirstGrade(semester: string): Hours {
  const n = semester === '1' ? '1' : '2';
  return [
    [`공통국어${n}`, 4],
    [`공통수학${n}`, 4],
    [`공통영어${n}`, 4],
    [`한국사${n}`, 3],
    [`통합사회${n}`, 4],
    [`통합과학${n}`, 4],
    [`과학탐구실험${n}`, 1],
    ['체육', 2],
    [semester === '1' ? '음악' : '미술', 2],
    ['정보', 2],
    ...ACTIVITIES_2022,
  ];
}

const SCIENCES_2022 = ['물리학', '화학', '생명과학', '지구과학'];
const SOCIAL_2022 = ['세계시민과 지리', '사회와 문화', '세계사', '현대사회와 윤리'];
const ELECTIVES_2015 = [
  '물리학Ⅱ',
  '화학Ⅱ',
  '생명과학Ⅱ',
  '지구과학Ⅱ',
  '생활과 윤리',
  '한국지리',
  '사회·문화',
  '정치와 법',
];

function highGeneral(grade: number, semester: string, pick: (items: readonly string[]) => string): Hours {
  if (grade === 1) return highFirstGrade(semester);
  if (grade === 2) {
    const [scienceA, scienceB] = [pick(SCIENCES_2022.slice(0, 2)), pick(SCIENCES_2022.slice(2))];
    return [
      ['문학', 4],
      [semester === '1' ? '대수' : '미적분Ⅰ', 4],
      [semester === '1' ? '영어Ⅰ' : '영어Ⅱ', 4],
      ['독서와 작문', 3],
      [scienceA, 3],
      [scienceB, 3],
      [pick(SOCIAL_2022), 3],
      ['운동과 건강', 2],
      ['음악 연주와 창작', 2],
      [pick(['중국어', '일본어']), 2],
      ...ACTIVITIES_2022,
    ];
  }
  const first = pick(ELECTIVES_2015.slice(0, 4));
  const second = pick(ELECTIVES_2015.slice(4));
  return [
    ['언어와 매체', 4],
    ['화법과 작문', 3],
    [pick(['미적분', '확률과 통계']), 4],
    ['기하', 2],
    ['영어Ⅱ', 4],
    ['영어 독해와 작문', 3],
    [first, 3],
    [second, 3],
    ['운동과 건강', 2],
    ['고전 읽기', 2],
    ...ACTIVITIES_2015,
  ];
}

/** The hours of a track's own curriculum (vocational, science, …), or none for a general class. */
export function highTrack(track: Track, major: Major | undefined, grade: number): Hours | undefined {
  if (grade === 1 && track !== 'arts' && track !== 'sports') return undefined;
  const core: Hours = [
    ['국어', 3],
    ['수학', 3],
    ['영어', 3],
    ['체육', 2],
  ];
  const activities = grade === 3 ? ACTIVITIES_2015 : ACTIVITIES_2022;
  const stem = (major?.DDDEP_NM ?? '전공').replace(/과$/, '');
  switch (track) {
    case 'vocational':
    case 'meister':
      return [
        ...core,
        ['성공적인 직업생활', 2],
        [`${stem} 기초`, 5],
        [`${stem} 실무`, 6],
        [`${stem} 실습`, 6],
        ...activities,
      ];
    case 'science':
      return [
        ['물리학', 4],
        ['화학', 4],
        ['생명과학', 4],
        ['지구과학', 3],
        ['고급 수학', 4],
        ['영어Ⅰ', 4],
        ['문학', 3],
        ['과학과제 연구', 2],
        ['체육', 2],
        ...activities,
      ];
    case 'foreign':
      return [
        ...core,
        [`${stem} 회화`, 4],
        [`${stem} 독해와 작문`, 4],
        ['영어 회화', 4],
        ['세계 문화', 3],
        ['한국사', 3],
        ...activities,
      ];
    case 'arts':
    case 'sports':
      return [...core, [`${stem} 전공 실기`, 8], [`${stem} 이론`, 4], ['한국사', 3], ['통합사회', 3], ...activities];
    default:
      return undefined;
  }
}

export function weeklyHours(options: {
  kind: SchoolKind;
  course: string;
  grade: number;
  semester: string;
  track: Track;
  major: Major | undefined;
  pick: (items: readonly string[]) => string;
}): Hours {
  const { kind, course, grade, semester, track, major, pick } = options;
  if (kind === '특수학교') return SPECIAL[course] ?? SPECIAL.초등학교 ?? [];
  if (kind === '초등학교') return ELEMENTARY[grade <= 2 ? 1 : grade <= 4 ? 3 : 5] ?? [];
  if (kind === '중학교') return MIDDLE[grade] ?? MIDDLE[1] ?? [];
  return highTrack(track, major, grade) ?? highGeneral(grade, semester, pick);
}
