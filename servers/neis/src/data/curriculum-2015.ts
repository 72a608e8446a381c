// Weekly hours of the archived school years (2019–2023): every grade on the 2015 revised
// curriculum, which the 2022 one replaced from 2024 on. Only the grades whose 2026 hours come from
// the 2022 curriculum differ; the others are the 2026 tables with the 2015 activity names.
import { type Hours, highTrack, weeklyHours } from './curriculum.ts';

type Options = Parameters<typeof weeklyHours>[0];

const ELEMENTARY_LOWER: Hours = [
  ['국어', 6],
  ['수학', 4],
  ['바른 생활', 2],
  ['슬기로운 생활', 3],
  ['즐거운 생활', 5],
  ['안전한 생활', 1],
  ['창의적 체험활동', 2],
];

// 중1 is the 자유학기: part of its hours are 자유학기 활동 (주제선택, 진로탐색).
const MIDDLE_FIRST: Hours = [
  ['국어', 4],
  ['수학', 4],
  ['영어', 3],
  ['사회', 3],
  ['과학', 4],
  ['기술·가정', 2],
  ['정보', 2],
  ['체육', 3],
  ['음악', 2],
  ['미술', 2],
  ['주제선택활동', 2],
  ['진로탐색활동', 1],
  ['자율활동', 1],
  ['동아리활동', 1],
];

const ACTIVITIES: Hours = [
  ['자율활동', 2],
  ['동아리활동', 2],
  ['진로활동', 1],
];

function highFirst(semester: string): Hours {
  return [
    ['국어', 4],
    ['수학', 4],
    ['영어', 4],
    ['한국사', 3],
    ['통합사회', 4],
    ['통합과학', 4],
    ['과학탐구실험', 1],
    ['체육', 2],
    [semester === '1' ? '음악' : '미술', 2],
    ['기술·가정', 2],
    ...ACTIVITIES,
  ];
}

function highSecond(semester: string, pick: Options['pick']): Hours {
  return [
    ['문학', 4],
    [semester === '1' ? '수학Ⅰ' : '수학Ⅱ', 4],
    [semester === '1' ? '영어Ⅰ' : '영어 독해와 작문', 4],
    ['독서', 3],
    [pick(['물리학Ⅰ', '화학Ⅰ']), 3],
    [pick(['생명과학Ⅰ', '지구과학Ⅰ']), 3],
    [pick(['한국지리', '생활과 윤리', '사회·문화', '세계사']), 3],
    ['운동과 건강', 2],
    [pick(['음악 연주', '미술 창작']), 2],
    [pick(['중국어Ⅰ', '일본어Ⅰ']), 2],
    ...ACTIVITIES,
  ];
}

const RENAMED: ReadonlyMap<string, string> = new Map([['자율·자치활동', '자율활동']]);
const with2015Names = (hours: Hours): Hours =>
  hours.map(([subject, count]) => [RENAMED.get(subject) ?? subject, count] as const);

export function weeklyHours2015(options: Options): Hours {
  const { kind, grade, semester, pick } = options;
  if (kind === '초등학교' && grade <= 2) return ELEMENTARY_LOWER;
  if (kind === '중학교' && grade === 1) return MIDDLE_FIRST;
  if (kind === '고등학교') {
    const track = highTrack(options.track, options.major, grade);
    if (track) return with2015Names(track);
    if (grade === 1) return highFirst(semester);
    if (grade === 2) return highSecond(semester, pick);
  }
  return with2015Names(weeklyHours(options));
}
