// One school's 2026 calendar: when its 여름방학 starts and ends, its 재량휴업일 and its
// 개교기념일. Meals, timetables and the 학사일정 all read this one calendar, so they agree.
import type { Rng } from '@kopa/kit';
import { AY_END, addDays, HOLIDAYS, isWeekend } from './calendar.ts';
import type { SchoolCalendar, SchoolKind } from './types.ts';

/** 3/2 is the 삼일절 substitute holiday, so every school opens on Tuesday 3/3. */
export const FIRST_SCHOOL_DAY = '20260303';

const SUMMER_LAST: Record<SchoolKind, readonly string[]> = {
  초등학교: ['20260721', '20260722', '20260723', '20260724'],
  중학교: ['20260717', '20260721', '20260722', '20260723'],
  고등학교: ['20260717', '20260721', '20260722'],
  특수학교: ['20260722', '20260723', '20260724'],
};

const AUTUMN_FIRST: Record<SchoolKind, readonly string[]> = {
  초등학교: ['20260818', '20260819', '20260820', '20260821', '20260824', '20260825'],
  중학교: ['20260812', '20260813', '20260814', '20260818', '20260819'],
  고등학교: ['20260810', '20260811', '20260812', '20260813', '20260814', '20260818'],
  특수학교: ['20260818', '20260819', '20260820'],
};

/** Bridge days schools commonly close (between a weekend and a holiday). */
const BRIDGE_DAYS = ['20260526', '20260602', '20260605', '20261002', '20261008'];

/** 겨울방학 starts after this day; no classes follow within the school year. */
export const WINTER_LAST_OPTIONS = ['20261231', '20270106', '20270108'];

export function anniversaryIn2026(foasMemrd: string): string {
  const monthDay = foasMemrd.slice(4, 8) === '0229' ? '0228' : foasMemrd.slice(4, 8);
  return monthDay >= '0301' ? `2026${monthDay}` : `2027${monthDay}`;
}

export function createSchoolCalendar(options: { rng: Rng; kind: SchoolKind; foasMemrd: string }): SchoolCalendar {
  const { rng, kind } = options;
  const summerLast = rng.pick(SUMMER_LAST[kind]);
  const autumnFirst = rng.pick(AUTUMN_FIRST[kind]);
  const winterLast = rng.pick(WINTER_LAST_OPTIONS);
  const discretionary = new Set<string>();
  if (rng.chance(0.7)) discretionary.add('20260504');
  const extra = rng.int(0, 2);
  for (let index = 0; index < extra; index++) discretionary.add(rng.pick(BRIDGE_DAYS));
  const anniversary = anniversaryIn2026(options.foasMemrd);
  const inTerm = (ymd: string) =>
    ymd >= FIRST_SCHOOL_DAY && ymd <= winterLast && !(ymd > summerLast && ymd < autumnFirst);
  const anniversaryOff = inTerm(anniversary) && !isWeekend(anniversary) && !HOLIDAYS.has(anniversary);
  const sortedDiscretionary = [...discretionary].sort();

  return {
    summerLast,
    autumnFirst,
    winterLast,
    discretionary: sortedDiscretionary,
    anniversary,
    isSchoolDay(ymd) {
      if (!inTerm(ymd) || ymd > AY_END || isWeekend(ymd) || HOLIDAYS.has(ymd)) return false;
      if (discretionary.has(ymd)) return false;
      return !(anniversaryOff && ymd === anniversary);
    },
    semesterOf: (ymd) => (ymd < autumnFirst ? '1' : '2'),
  };
}

/** The weekdays of a school's summer vacation (they appear as 여름방학 in its schedule). */
export function summerVacationWeekdays(calendar: SchoolCalendar): string[] {
  const days: string[] = [];
  for (let day = addDays(calendar.summerLast, 1); day < calendar.autumnFirst; day = addDays(day, 1)) {
    if (!isWeekend(day) && !HOLIDAYS.has(day)) days.push(day);
  }
  return days;
}
