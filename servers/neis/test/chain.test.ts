// The chains a model walks: a school name to its codes, then a week of meals, a class timetable,
// the school calendar, and the academies of one 시군구.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemsOf, KEY, openNeis, pageOf, textOf } from './helpers.ts';

let neis: Awaited<ReturnType<typeof openNeis>>;
beforeAll(async () => {
  neis = await openNeis();
});
afterAll(() => neis.close());

type School = { ATPT_OFCDC_SC_CODE: string; SD_SCHUL_CODE: string; SCHUL_NM: string; SCHUL_KND_SC_NM: string };

const WEEK = { from: '20260511', to: '20260515' };
const weekdays = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = new Date(`${from.slice(0, 4)}-${from.slice(4, 6)}-${from.slice(6)}T00:00:00Z`); ; ) {
    const ymd = day.toISOString().slice(0, 10).replace(/-/g, '');
    if (ymd > to) return days;
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(ymd);
    day = new Date(day.getTime() + 86_400_000);
  }
};

describe('school name → codes → meals, timetable, schedule', () => {
  it('resolves a school name to its codes and reads a week of meals that matches its schedule', async () => {
    const schools = itemsOf<School>(await neis.call('neis_search_schools', { KEY, SCHUL_NM: '가락초' }));
    // The same stem names schools under two offices; only the Seoul one is "서울가락초등학교".
    expect(new Set(schools.map((school) => school.ATPT_OFCDC_SC_CODE)).size).toBeGreaterThan(1);
    const school = schools.find((row) => row.SCHUL_NM === '서울가락초등학교');
    expect(school?.ATPT_OFCDC_SC_CODE).toBe('B10');
    const codes = { ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE, SD_SCHUL_CODE: school?.SD_SCHUL_CODE };

    const meals = itemsOf<Record<string, string | number>>(
      await neis.call('neis_get_meals', { KEY, ...codes, MLSV_FROM_YMD: WEEK.from, MLSV_TO_YMD: WEEK.to }),
    );
    const schedule = itemsOf<{ AA_YMD: string; SBTR_DD_SC_NM: string }>(
      await neis.call('neis_get_school_schedule', { KEY, ...codes, AA_FROM_YMD: WEEK.from, AA_TO_YMD: WEEK.to }),
    );
    const closed = new Set(schedule.filter((row) => row.SBTR_DD_SC_NM !== '해당없음').map((row) => row.AA_YMD));
    const schoolDays = weekdays(WEEK.from, WEEK.to).filter((day) => !closed.has(day));
    expect(meals.map((meal) => meal.MLSV_YMD)).toEqual(schoolDays);
    for (const meal of meals) {
      expect(meal).toMatchObject({ SCHUL_NM: '서울가락초등학교', MMEAL_SC_CODE: '2', MMEAL_SC_NM: '중식' });
      expect(meal.DDISH_NM).toMatch(/<br\/>/);
      expect(meal.DDISH_NM).toMatch(/\(\d+(\.\d+)*\)/);
      expect(meal.CAL_INFO).toMatch(/^\d+\.\d Kcal$/);
      expect(typeof meal.MLSV_FGR).toBe('number');
    }
  });

  it('reads the timetable of one class on one date after checking the class exists', async () => {
    const [school] = itemsOf<School>(await neis.call('neis_search_schools', { KEY, SCHUL_NM: '가원중학교' }));
    expect(school).toMatchObject({ ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7130166', SCHUL_KND_SC_NM: '중학교' });
    const codes = { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7130166' };
    const classes = itemsOf<{ CLASS_NM: string }>(await neis.call('neis_list_classes', { KEY, ...codes, GRADE: '2' }));
    expect(classes.length).toBeGreaterThan(0);
    const classNm = classes.at(-1)?.CLASS_NM ?? '';
    const periods = itemsOf<{ ALL_TI_YMD: string; GRADE: string; CLASS_NM: string; PERIO: string; ITRT_CNTNT: string }>(
      await neis.call('neis_get_middle_timetable', {
        KEY,
        ...codes,
        ALL_TI_YMD: '20260512',
        GRADE: '2',
        CLASS_NM: classNm,
      }),
    );
    expect(periods.map((row) => row.PERIO)).toEqual(periods.map((_, index) => String(index + 1)));
    expect(periods.length).toBeGreaterThanOrEqual(6);
    for (const row of periods) expect(row).toMatchObject({ ALL_TI_YMD: '20260512', GRADE: '2', CLASS_NM: classNm });
    // A class number past the last one has no timetable.
    const missing = await neis.call('neis_get_middle_timetable', {
      KEY,
      ...codes,
      ALL_TI_YMD: '20260512',
      GRADE: '2',
      CLASS_NM: String(classes.length + 1),
    });
    expect(textOf(missing)).toMatch(/^NEIS INFO-200 .*neis_list_classes/);
  });

  it('answers INFO-200 from the wrong kind of timetable and names the right tool', async () => {
    const result = await neis.call('neis_get_elementary_timetable', {
      KEY,
      ATPT_OFCDC_SC_CODE: 'B10',
      SD_SCHUL_CODE: '7130166',
      ALL_TI_YMD: '20260512',
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^NEIS INFO-200 .*neis_get_middle_timetable/);
  });

  it('finds no meal or timetable on a holiday the schedule lists, and classes resume the next school day', async () => {
    const codes = { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7010569' };
    const may = itemsOf<{ AA_YMD: string; EVENT_NM: string; SBTR_DD_SC_NM: string }>(
      await neis.call('neis_get_school_schedule', { KEY, ...codes, AA_FROM_YMD: '20260501', AA_TO_YMD: '20260531' }),
    );
    expect(may).toContainEqual(
      expect.objectContaining({ AA_YMD: '20260505', EVENT_NM: '어린이날', SBTR_DD_SC_NM: '공휴일' }),
    );
    const holiday = await neis.call('neis_get_meals', { KEY, ...codes, MLSV_YMD: '20260505' });
    expect(textOf(holiday)).toMatch(/^NEIS INFO-200 해당하는 데이터가 없습니다\. \| .*school days/);
    const timetable = pageOf(
      await neis.call('neis_get_high_timetable', { KEY, ...codes, ALL_TI_YMD: '20260506', GRADE: '1', CLASS_NM: '1' }),
    );
    expect(timetable.totalCount).toBe(7);
  });

  it('keeps timetable classes, classInfo and tiClrminfo in step for a high school', async () => {
    const codes = { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7010569' };
    const classes = itemsOf<{ GRADE: string; CLASS_NM: string; DDDEP_NM: string }>(
      await neis.call('neis_list_classes', { KEY, ...codes, pSize: 1000 }),
    );
    const rooms = itemsOf<{ GRADE: string; CLRM_NM: string }>(
      await neis.call('neis_list_timetable_classrooms', { KEY, ...codes, SEM: '1', pSize: 1000 }),
    );
    expect(rooms.map((room) => `${room.GRADE}-${room.CLRM_NM}`)).toEqual(
      classes.map((row) => `${row.GRADE}-${row.CLASS_NM}`),
    );
    const [major] = itemsOf<{ DDDEP_NM: string }>(await neis.call('neis_list_school_majors', { KEY, ...codes }));
    const day = itemsOf<{ GRADE: string; CLASS_NM: string; DDDEP_NM: string }>(
      await neis.call('neis_get_high_timetable', { KEY, ...codes, ALL_TI_YMD: '20260512', pSize: 1000 }),
    );
    expect(new Set(day.map((row) => `${row.GRADE}-${row.CLASS_NM}`))).toEqual(
      new Set(classes.map((row) => `${row.GRADE}-${row.CLASS_NM}`)),
    );
    expect(new Set(day.map((row) => row.DDDEP_NM))).toEqual(new Set([major?.DDDEP_NM]));
  });

  it('lists the academies of one 시군구 by its ADMST_ZONE_NM, the value Gyeonggi calls SIGUN_NM', async () => {
    const page = pageOf<{ ADMST_ZONE_NM: string; ATPT_OFCDC_SC_NM: string; TOFOR_SMTOT: number }>(
      await neis.call('neis_list_academies', { KEY, ATPT_OFCDC_SC_CODE: 'J10', ADMST_ZONE_NM: '수원시', pSize: 50 }),
    );
    expect(page.totalCount).toBeGreaterThan(1000);
    for (const row of page.items) {
      expect(row).toMatchObject({ ADMST_ZONE_NM: '수원시', ATPT_OFCDC_SC_NM: '경기도교육청' });
      expect(typeof row.TOFOR_SMTOT).toBe('number');
    }
  });
});
