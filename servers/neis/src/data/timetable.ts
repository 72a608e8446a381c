// els/mis/his/spsTimetable (시간표): each class has a weekly grid per semester (its curriculum
// hours shuffled into Mon–Fri periods); a date's rows are that weekday's column, on the school's
// school days only. Generated on demand for the dates, grade and class asked for.
import { createRng, hashSeed } from '@kopa/kit';
import { AY, addDays, dayOfWeek, mondayOf } from './calendar.ts';
import { periodsPerDay, weeklyHours } from './curriculum.ts';
import { weeklyHours2015 } from './curriculum-2015.ts';
import type { Course, RawRow, SchoolKind, SchoolProfile } from './types.ts';

/** The service that serves each school kind's timetable. */
export const TIMETABLE_SERVICE: Record<SchoolKind, string> = {
  초등학교: 'elsTimetable',
  중학교: 'misTimetable',
  고등학교: 'hisTimetable',
  특수학교: 'spsTimetable',
};

export interface TimetableScope {
  dates: readonly string[];
  grade?: string;
  classNm?: string;
  course?: string;
}

/** The school year a timetable is generated for: 2026 on the school's own calendar, or an archived year. */
export interface TimetableYear {
  ay: string;
  isSchoolDay(ymd: string): boolean;
  semesterOf(ymd: string): string;
  /** The archived years teach every grade the 2015 revised curriculum. */
  curriculum: 'current' | '2015';
}

type Grid = string[][];

function weeklyGrid(options: {
  seed: string;
  profile: SchoolProfile;
  course: Course;
  grade: number;
  classNo: number;
  semester: string;
  year: TimetableYear;
}): Grid {
  const { seed, profile, course, grade, classNo, semester, year } = options;
  // 2026 keeps its seed parts as they always were; an archived year adds its own.
  const parts = ['timetable', profile.code, course.name, grade, classNo, semester];
  const rng = createRng(hashSeed(seed, ...parts, ...(year.ay === AY ? [] : [year.ay])));
  const majorIndex = profile.majorOf[grade - 1]?.[classNo - 1] ?? 0;
  const hours = (year.curriculum === '2015' ? weeklyHours2015 : weeklyHours)({
    kind: profile.kind,
    course: course.name,
    grade,
    semester,
    track: profile.track,
    major: profile.majors[majorIndex],
    pick: (items) => rng.pick(items),
  });
  const slots = hours.flatMap(([subject, count]) => Array.from({ length: count }, () => subject));
  for (let index = slots.length - 1; index > 0; index--) {
    const other = rng.int(0, index);
    [slots[index], slots[other]] = [slots[other] as string, slots[index] as string];
  }
  const grid: Grid = [];
  let next = 0;
  for (const periods of periodsPerDay(slots.length)) {
    grid.push(slots.slice(next, next + periods));
    next += periods;
  }
  return grid;
}

function timetableRow(options: {
  profile: SchoolProfile;
  ay: string;
  course: Course;
  ymd: string;
  semester: string;
  grade: number;
  classNo: number;
  period: number;
  subject: string;
}): RawRow {
  const { profile, ay, course, ymd, semester, grade, classNo, period, subject } = options;
  const classNm = String(classNo);
  const load = addDays(mondayOf(ymd), -3);
  const { office, officeName, code, name } = profile;
  // Field order per service, as the real rows list them.
  switch (profile.kind) {
    case '초등학교':
      return {
        ATPT_OFCDC_SC_CODE: office,
        ATPT_OFCDC_SC_NM: officeName,
        SD_SCHUL_CODE: code,
        SCHUL_NM: name,
        AY: ay,
        SEM: semester,
        ALL_TI_YMD: ymd,
        GRADE: String(grade),
        CLASS_NM: classNm,
        PERIO: String(period),
        ITRT_CNTNT: subject,
        LOAD_DTM: load,
      };
    case '중학교':
      return {
        ATPT_OFCDC_SC_CODE: office,
        ATPT_OFCDC_SC_NM: officeName,
        SD_SCHUL_CODE: code,
        SCHUL_NM: name,
        AY: ay,
        SEM: semester,
        ALL_TI_YMD: ymd,
        DGHT_CRSE_SC_NM: '주간',
        GRADE: String(grade),
        CLASS_NM: classNm,
        PERIO: String(period),
        ITRT_CNTNT: subject,
        LOAD_DTM: load,
      };
    case '고등학교': {
      const major = profile.majors[profile.majorOf[grade - 1]?.[classNo - 1] ?? 0];
      return {
        ATPT_OFCDC_SC_CODE: office,
        ATPT_OFCDC_SC_NM: officeName,
        SD_SCHUL_CODE: code,
        SCHUL_NM: name,
        AY: ay,
        SEM: semester,
        ALL_TI_YMD: ymd,
        DGHT_CRSE_SC_NM: '주간',
        ORD_SC_NM: major?.ORD_SC_NM ?? '일반계',
        DDDEP_NM: major?.DDDEP_NM ?? '7차일반',
        GRADE: String(grade),
        CLRM_NM: classNm,
        CLASS_NM: classNm,
        PERIO: String(period),
        ITRT_CNTNT: subject,
        LOAD_DTM: load,
      };
    }
    default:
      return {
        ATPT_OFCDC_SC_CODE: office,
        ATPT_OFCDC_SC_NM: officeName,
        SD_SCHUL_CODE: code,
        SCHUL_NM: name,
        AY: ay,
        SEM: semester,
        ALL_TI_YMD: ymd,
        SCHUL_CRSE_SC_NM: course.name,
        GRADE: String(grade),
        CLRM_NM: classNm,
        CLASS_NM: classNm,
        PERIO: String(period),
        ITRT_CNTNT: subject,
        LOAD_DTM: load,
      };
  }
}

/** Timetable rows of one school for the scope, ordered by date, course, grade, class, period; 2026 by default. */
export function timetableRows(options: {
  seed: string;
  profile: SchoolProfile;
  scope: TimetableScope;
  year?: TimetableYear;
}): RawRow[] {
  const { seed, profile, scope } = options;
  const year: TimetableYear = options.year ?? {
    ay: AY,
    isSchoolDay: (ymd) => profile.calendar.isSchoolDay(ymd),
    semesterOf: (ymd) => profile.calendar.semesterOf(ymd),
    curriculum: 'current',
  };
  const grids = new Map<string, Grid>();
  const rows: RawRow[] = [];
  for (const ymd of scope.dates) {
    if (!year.isSchoolDay(ymd)) continue;
    const semester = year.semesterOf(ymd);
    const weekday = dayOfWeek(ymd) - 1;
    for (const course of profile.courses) {
      if (scope.course !== undefined && scope.course !== course.name) continue;
      for (const grade of course.grades) {
        if (scope.grade !== undefined && scope.grade !== String(grade)) continue;
        const classes = course.classes[grade - 1] ?? 0;
        for (let classNo = 1; classNo <= classes; classNo++) {
          if (scope.classNm !== undefined && scope.classNm !== String(classNo)) continue;
          const key = `${course.name}:${grade}:${classNo}:${semester}`;
          let grid = grids.get(key);
          if (!grid) {
            grid = weeklyGrid({ seed, profile, course, grade, classNo, semester, year });
            grids.set(key, grid);
          }
          (grid[weekday] ?? []).forEach((subject, index) => {
            const period = index + 1;
            rows.push(timetableRow({ profile, ay: year.ay, course, ymd, semester, grade, classNo, period, subject }));
          });
        }
      }
    }
  }
  return rows;
}
