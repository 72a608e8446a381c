// SchoolSchedule (학사일정): one school's 2026 school year as NEIS lists it — every 공휴일 and
// 토요휴업일, its 재량휴업일 and 개교기념일, 입학식, exams, vacations — drawn from the same
// calendar the meals and timetables use. Rows repeat per 학교과정 for special schools.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { AY, AY_END, AY_START, addDays, datesBetween, dayOfWeek, HOLIDAYS, isWeekend } from './calendar.ts';
import { FIRST_SCHOOL_DAY, summerVacationWeekdays } from './school-calendar.ts';
import type { Course, RawRow, SchoolProfile } from './types.ts';

type Sbtr = '공휴일' | '휴업일' | '해당없음';

interface ScheduleEvent {
  ymd: string;
  name: string;
  sbtr: Sbtr;
  content: string | null;
  /** Grades the event is for; undefined = every grade. */
  grades?: readonly number[];
}

const GRADE_FIELDS = [
  'ONE_GRADE_EVENT_YN',
  'TW_GRADE_EVENT_YN',
  'THREE_GRADE_EVENT_YN',
  'FR_GRADE_EVENT_YN',
  'FIV_GRADE_EVENT_YN',
  'SIX_GRADE_EVENT_YN',
] as const;

/** The annual plan is loaded in February, before the year starts. */
export const SCHEDULE_LOAD_DATE = '20260213';

/** `count` consecutive school days from the first school day on or after `from`. */
function schoolDaysFrom(options: { profile: SchoolProfile; from: string; count: number }): string[] {
  const { profile, from, count } = options;
  const days: string[] = [];
  for (let day = from; days.length < count && day <= AY_END; day = addDays(day, 1)) {
    if (profile.calendar.isSchoolDay(day)) days.push(day);
  }
  return days;
}

function oneSchoolDay(options: { profile: SchoolProfile; rng: Rng; candidates: readonly string[] }): string {
  const { profile, rng, candidates } = options;
  const from = rng.pick(candidates);
  return schoolDaysFrom({ profile, from, count: 1 })[0] ?? from;
}

function exams(profile: SchoolProfile, rng: Rng): ScheduleEvent[] {
  const events: ScheduleEvent[] = [];
  const freeSemester = profile.kind === '중학교' ? [2, 3] : undefined;
  const block = (name: string, starts: readonly string[], grades?: readonly number[]) => {
    for (const ymd of schoolDaysFrom({ profile, from: rng.pick(starts), count: rng.int(3, 4) })) {
      events.push({ ymd, name, sbtr: '해당없음', content: grades ? `${grades.join('~')}학년` : '', grades });
    }
  };
  block('1학기 중간고사', ['20260422', '20260427', '20260428'], freeSemester);
  block('1학기 기말고사', ['20260629', '20260630', '20260701', '20260706'], freeSemester);
  block('2학기 중간고사', ['20261012', '20261013', '20261014', '20261019']);
  block('2학기 기말고사', ['20261130', '20261207', '20261208', '20261209']);
  return events;
}

function highSchoolTests(): ScheduleEvent[] {
  const all = undefined;
  return [
    { ymd: '20260326', name: '전국연합학력평가', sbtr: '해당없음', content: '', grades: all },
    { ymd: '20260507', name: '전국연합학력평가', sbtr: '해당없음', content: '3학년', grades: [3] },
    { ymd: '20260604', name: '대학수학능력시험 모의평가', sbtr: '해당없음', content: '3학년', grades: [3] },
    { ymd: '20260709', name: '전국연합학력평가', sbtr: '해당없음', content: '', grades: all },
    { ymd: '20260902', name: '대학수학능력시험 모의평가', sbtr: '해당없음', content: '3학년', grades: [3] },
    { ymd: '20261021', name: '전국연합학력평가', sbtr: '해당없음', content: '', grades: all },
    { ymd: '20261119', name: '대학수학능력시험', sbtr: '휴업일', content: '1, 2학년 휴업', grades: [1, 2] },
  ];
}

function schoolEvents(profile: SchoolProfile, rng: Rng): ScheduleEvent[] {
  const { calendar, kind } = profile;
  const top = kind === '초등학교' ? 6 : 3;
  const events: ScheduleEvent[] = [
    { ymd: FIRST_SCHOOL_DAY, name: '입학식', sbtr: '해당없음', content: '', grades: [1] },
    { ymd: FIRST_SCHOOL_DAY, name: '시업식', sbtr: '해당없음', content: '' },
    { ymd: calendar.summerLast, name: '여름방학식', sbtr: '해당없음', content: '' },
    { ymd: calendar.autumnFirst, name: '개학식', sbtr: '해당없음', content: '' },
    { ymd: calendar.winterLast, name: '겨울방학식', sbtr: '해당없음', content: '' },
    { ymd: calendar.winterLast, name: '졸업식', sbtr: '해당없음', content: '', grades: [top] },
    ...summerVacationWeekdays(calendar).map((ymd) => ({
      ymd,
      name: '여름방학',
      sbtr: '휴업일' as const,
      content: null,
    })),
    ...calendar.discretionary.map((ymd) => ({ ymd, name: '재량휴업일', sbtr: '휴업일' as const, content: null })),
  ];
  const anniversaryOff =
    !calendar.isSchoolDay(calendar.anniversary) &&
    !isWeekend(calendar.anniversary) &&
    !HOLIDAYS.has(calendar.anniversary);
  events.push({
    ymd: calendar.anniversary,
    name: '개교기념일',
    sbtr: anniversaryOff ? '휴업일' : '해당없음',
    content: '',
  });
  for (const day of datesBetween(addDays(calendar.winterLast, 1), '20270226')) {
    if (!isWeekend(day) && !HOLIDAYS.has(day))
      events.push({ ymd: day, name: '겨울방학', sbtr: '휴업일', content: null });
  }
  if (kind === '초등학교' || kind === '특수학교') {
    events.push(
      {
        ymd: oneSchoolDay({ profile, rng, candidates: ['20260414', '20260416', '20260421'] }),
        name: '학부모 공개수업',
        sbtr: '해당없음',
        content: '',
      },
      {
        ymd: oneSchoolDay({ profile, rng, candidates: ['20260508', '20260512', '20260515'] }),
        name: '운동회',
        sbtr: '해당없음',
        content: '',
      },
      {
        ymd: oneSchoolDay({ profile, rng, candidates: ['20260428', '20260520', '20261015'] }),
        name: '현장체험학습',
        sbtr: '해당없음',
        content: '',
        grades: [rng.int(1, 6)],
      },
      {
        ymd: oneSchoolDay({ profile, rng, candidates: ['20261106', '20261113', '20261120'] }),
        name: '학예회',
        sbtr: '해당없음',
        content: '',
      },
    );
  } else {
    events.push(...exams(profile, rng));
    events.push(
      {
        ymd: oneSchoolDay({ profile, rng, candidates: ['20260513', '20260520', '20261007'] }),
        name: '체육대회',
        sbtr: '해당없음',
        content: '',
      },
      {
        ymd: oneSchoolDay({ profile, rng, candidates: ['20260916', '20260917'] }),
        name: '영어듣기능력평가',
        sbtr: '해당없음',
        content: '',
      },
    );
    const trip = schoolDaysFrom({ profile, from: rng.pick(['20260415', '20260520', '20261027']), count: 3 });
    for (const ymd of trip) {
      events.push({
        ymd,
        name: kind === '중학교' ? '수련활동' : '수학여행',
        sbtr: '해당없음',
        content: '2학년',
        grades: [2],
      });
    }
    if (kind === '고등학교') events.push(...highSchoolTests());
  }
  return events;
}

function commonEvents(): ScheduleEvent[] {
  const events: ScheduleEvent[] = [];
  for (const [ymd, name] of HOLIDAYS) events.push({ ymd, name, sbtr: '공휴일', content: null });
  for (const day of datesBetween(AY_START, AY_END)) {
    if (dayOfWeek(day) === 6 && !HOLIDAYS.has(day))
      events.push({ ymd: day, name: '토요휴업일', sbtr: '휴업일', content: null });
  }
  return events;
}

function gradeFlags(course: Course, grades: readonly number[] | undefined): Record<string, string> {
  const flags: Record<string, string> = {};
  GRADE_FIELDS.forEach((field, index) => {
    const grade = index + 1;
    flags[field] = !course.grades.includes(grade) ? '*' : !grades || grades.includes(grade) ? 'Y' : 'N';
  });
  return flags;
}

export function scheduleRows(options: { seed: string; profile: SchoolProfile }): RawRow[] {
  const { seed, profile } = options;
  const rng = createRng(hashSeed(seed, 'schedule', profile.code));
  const events = [...commonEvents(), ...schoolEvents(profile, rng)]
    .filter((event) => event.ymd >= AY_START && event.ymd <= AY_END)
    .sort((a, b) => (a.ymd < b.ymd ? -1 : a.ymd > b.ymd ? 1 : 0));
  const two = (value: number) => String(value).padStart(2, '0');
  const loaded = `${SCHEDULE_LOAD_DATE}${two(rng.int(8, 17))}${two(rng.int(0, 59))}${two(rng.int(0, 59))}`;
  const special = profile.kind === '특수학교';
  return profile.courses.flatMap((course) =>
    events.map((event) => ({
      ATPT_OFCDC_SC_CODE: profile.office,
      ATPT_OFCDC_SC_NM: profile.officeName,
      SD_SCHUL_CODE: profile.code,
      SCHUL_NM: profile.name,
      AY,
      DGHT_CRSE_SC_NM: special ? null : '주간',
      SCHUL_CRSE_SC_NM: course.name,
      SBTR_DD_SC_NM: event.sbtr,
      AA_YMD: event.ymd,
      EVENT_NM: event.name,
      EVENT_CNTNT: event.content,
      ...gradeFlags(course, event.grades),
      LOAD_DTM: loaded,
    })),
  );
}
