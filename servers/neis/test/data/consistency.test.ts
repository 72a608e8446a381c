// The date-driven tables agree with each other: meals and timetables exist exactly on the days the
// schedule leaves open, and timetables use the classes classInfo lists.
import { describe, expect, it } from 'vitest';
import {
  AY_END,
  AY_START,
  datesBetween,
  dayOfWeek,
  HOLIDAYS,
  WINDOW_END,
  WINDOW_START,
} from '../../src/data/calendar.ts';
import { classRows, classroomRows, majorRows } from '../../src/data/classes.ts';
import { createNeisDataset } from '../../src/data/index.ts';
import { mealRows } from '../../src/data/meals.ts';
import { scheduleRows } from '../../src/data/schedule.ts';
import { TIMETABLE_SERVICE, timetableRows } from '../../src/data/timetable.ts';

const dataset = createNeisDataset();
const sample = dataset.schools.rows().filter((_, index) => index % 401 === 0);
const window = datesBetween(WINDOW_START, WINDOW_END);

describe.each(sample.map((row) => [`${row.SCHUL_NM} (${row.SD_SCHUL_CODE})`, row] as const))('%s', (_name, row) => {
  const profile = dataset.profile(row);
  const schedule = scheduleRows({ seed: dataset.seed, profile });

  it('serves meals exactly on the weekdays its schedule does not close', () => {
    const closed = new Set(schedule.filter((event) => event.SBTR_DD_SC_NM !== '해당없음').map((event) => event.AA_YMD));
    const summer = (day: string) => day > profile.calendar.summerLast && day < profile.calendar.autumnFirst;
    const open = window.filter(
      (day) => day >= '20260303' && dayOfWeek(day) % 6 !== 0 && !closed.has(day) && !summer(day),
    );
    const mealDays = [
      ...new Set(mealRows({ seed: dataset.seed, profile, dates: window }).map((meal) => meal.MLSV_YMD)),
    ];
    expect(mealDays).toEqual(open);
  });

  it('lists every holiday and Saturday of the school year', () => {
    for (const [day, name] of HOLIDAYS) {
      expect(schedule, day).toContainEqual(
        expect.objectContaining({ AA_YMD: day, EVENT_NM: name, SBTR_DD_SC_NM: '공휴일' }),
      );
    }
    const saturdays = datesBetween(AY_START, AY_END).filter((day) => dayOfWeek(day) === 6 && !HOLIDAYS.has(day));
    const listed = schedule.filter((event) => event.EVENT_NM === '토요휴업일' && event.SBTR_DD_SC_NM === '휴업일');
    expect(listed.map((event) => event.AA_YMD)).toEqual(profile.courses.flatMap(() => saturdays));
  });

  it('uses in its timetable exactly the classes classInfo lists, and the rooms tiClrminfo lists', () => {
    const classes = classRows(profile).map((entry) => `${entry.SCHUL_CRSE_SC_NM}:${entry.GRADE}-${entry.CLASS_NM}`);
    const week = timetableRows({ seed: dataset.seed, profile, scope: { dates: datesBetween('20260511', '20260515') } });
    const used = new Set(
      week.map((entry) => `${entry.SCHUL_CRSE_SC_NM ?? profile.courses[0]?.name}:${entry.GRADE}-${entry.CLASS_NM}`),
    );
    expect(used).toEqual(new Set(classes));
    expect(week.every((entry) => entry.ALL_TI_YMD && profile.calendar.isSchoolDay(String(entry.ALL_TI_YMD)))).toBe(
      true,
    );
    expect(TIMETABLE_SERVICE[profile.kind]).toMatch(/Timetable$/);
    const rooms = classroomRows(profile).filter((room) => room.SEM === '1');
    if (profile.kind === '고등학교' || profile.kind === '특수학교') expect(rooms.length).toBe(classes.length);
    if (profile.kind === '고등학교') {
      const majors = new Set(majorRows(profile).map((major) => major.DDDEP_NM));
      for (const entry of week) expect(majors.has(entry.DDDEP_NM ?? null)).toBe(true);
    }
  });
});
