// neis.ts@1.3.0 (npm; github.com/star0202/neis.ts, src/http.ts): an axios 1.x client with
// `https://open.neis.go.kr/hub` hard-coded. It runs unchanged: the suite reroutes its `node:https`
// requests for that host (test/support/route-https.ts) to `kopa sim serve`'s /neis emulation.
import { DataNotFoundError, Neis, type SchoolInfoResponse } from 'neis.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatedUpstream, startEmulatedUpstream } from '../support/emulated-upstream.ts';
import { SIM_START_MS } from '../support/sim-process.ts';

const SEOUL = 'B10';

let upstream: EmulatedUpstream;
let neis: Neis;

async function firstSchool(kind: '초등학교' | '중학교' | '고등학교' | '특수학교'): Promise<SchoolInfoResponse> {
  const school = await neis.getSchoolOne({ ATPT_OFCDC_SC_CODE: SEOUL, SCHUL_KND_SC_NM: kind });
  if (!school) throw new Error(`the emulator lists no ${kind} in ${SEOUL}`);
  return school;
}

const schoolOf = (school: SchoolInfoResponse) => ({
  ATPT_OFCDC_SC_CODE: school.ATPT_OFCDC_SC_CODE,
  SD_SCHUL_CODE: school.SD_SCHUL_CODE,
});

beforeAll(async () => {
  upstream = await startEmulatedUpstream({ hosts: { 'open.neis.go.kr': 'neis' } });
  neis = new Neis({ key: upstream.demoKey('neis'), pSize: 1000 });
}, SIM_START_MS);

afterAll(() => upstream?.close());

describe('neis.ts schools', () => {
  it('getSchool lists the schools of one kind in one office of education', async () => {
    const schools = await neis.getSchool({ ATPT_OFCDC_SC_CODE: SEOUL, SCHUL_KND_SC_NM: '고등학교' });
    expect(schools.length).toBeGreaterThan(10);
    for (const school of schools)
      expect(school).toMatchObject({
        ATPT_OFCDC_SC_CODE: SEOUL,
        SCHUL_KND_SC_NM: '고등학교',
        LCTN_SC_NM: '서울특별시',
      });
    expect(upstream.requests[0]).toMatch(/^GET https:\/\/open\.neis\.go\.kr\/hub\/schoolInfo\?KEY=/);
  });

  it('getSchoolOne finds a school by its exact name and code', async () => {
    const school = await firstSchool('고등학교');
    const found = await neis.getSchoolOne({ SCHUL_NM: school.SCHUL_NM, SD_SCHUL_CODE: school.SD_SCHUL_CODE });
    expect(found).toEqual(school);
  });

  it('throws DataNotFoundError (INFO-200) for a school that does not exist', async () => {
    await expect(neis.getSchool({ SCHUL_NM: '없는이름학교가나다라' })).rejects.toBeInstanceOf(DataNotFoundError);
  });
});

describe('neis.ts school life', () => {
  it('getMeal returns a month of lunches for that school, dated inside the range', async () => {
    const school = await firstSchool('고등학교');
    const meals = await neis.getMeal({
      ...schoolOf(school),
      MLSV_FROM_YMD: '20260601',
      MLSV_TO_YMD: '20260630',
    });
    expect(meals.length).toBeGreaterThan(10);
    for (const meal of meals) {
      expect(meal).toMatchObject({ SD_SCHUL_CODE: school.SD_SCHUL_CODE, SCHUL_NM: school.SCHUL_NM });
      expect(meal.MLSV_YMD >= '20260601' && meal.MLSV_YMD <= '20260630').toBe(true);
      expect(meal.DDISH_NM).toContain('<br/>');
    }
  });

  it('getMealOne returns the lunch of one day', async () => {
    const school = await firstSchool('고등학교');
    const [first] = await neis.getMeal({ ...schoolOf(school), MLSV_FROM_YMD: '20260601', MLSV_TO_YMD: '20260630' });
    const meal = await neis.getMealOne({ ...schoolOf(school), MLSV_YMD: first?.MLSV_YMD ?? '' });
    expect(meal).toMatchObject({ MLSV_YMD: first?.MLSV_YMD, DDISH_NM: first?.DDISH_NM });
  });

  it('getSchedule returns the school calendar inside the range', async () => {
    const school = await firstSchool('고등학교');
    const events = await neis.getSchedule({ ...schoolOf(school), AA_FROM_YMD: '20260301', AA_TO_YMD: '20260731' });
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.SD_SCHUL_CODE).toBe(school.SD_SCHUL_CODE);
      expect(event.AA_YMD >= '20260301' && event.AA_YMD <= '20260731').toBe(true);
    }
  });

  it('getScheduleOne returns one calendar entry of that school', async () => {
    const school = await firstSchool('고등학교');
    const event = await neis.getScheduleOne({ ...schoolOf(school), AA_FROM_YMD: '20260301', AA_TO_YMD: '20260731' });
    expect(event).toMatchObject({ SD_SCHUL_CODE: school.SD_SCHUL_CODE, EVENT_NM: expect.any(String) });
  });

  it('getClass lists the classes of one grade of the 2026 school year', async () => {
    const school = await firstSchool('고등학교');
    const classes = await neis.getClass({ ...schoolOf(school), AY: '2026', GRADE: '1' });
    expect(classes.length).toBeGreaterThan(0);
    for (const row of classes)
      expect(row).toMatchObject({ AY: '2026', GRADE: '1', SD_SCHUL_CODE: school.SD_SCHUL_CODE });
  });

  it('getClrm lists the classrooms of that school year', async () => {
    const school = await firstSchool('고등학교');
    const rooms = await neis.getClrm({ ...schoolOf(school), AY: '2026', GRADE: '1' });
    expect(rooms.length).toBeGreaterThan(0);
    for (const row of rooms) expect(row).toMatchObject({ AY: '2026', SD_SCHUL_CODE: school.SD_SCHUL_CODE });
  });

  it('getAflco lists the tracks (계열) of a high school', async () => {
    const school = await firstSchool('고등학교');
    const tracks = await neis.getAflco(schoolOf(school));
    expect(tracks.length).toBeGreaterThan(0);
    for (const row of tracks)
      expect(row).toMatchObject({ SD_SCHUL_CODE: school.SD_SCHUL_CODE, ORD_SC_NM: expect.any(String) });
  });

  it('getMajor lists the departments (학과) of a high school', async () => {
    const school = await firstSchool('고등학교');
    const majors = await neis.getMajor(schoolOf(school));
    expect(majors.length).toBeGreaterThan(0);
    for (const row of majors)
      expect(row).toMatchObject({ SD_SCHUL_CODE: school.SD_SCHUL_CODE, DDDEP_NM: expect.any(String) });
  });

  it('getAcademy lists 학원 registered with the office of education', async () => {
    const academies = await neis.getAcademy({ ATPT_OFCDC_SC_CODE: SEOUL });
    expect(academies.length).toBeGreaterThan(0);
    for (const row of academies) expect(row).toMatchObject({ ATPT_OFCDC_SC_CODE: SEOUL, ACA_NM: expect.any(String) });
  });

  it('getAcademyOne returns the first academy of the same list', async () => {
    const [first] = await neis.getAcademy({ ATPT_OFCDC_SC_CODE: SEOUL });
    expect(await neis.getAcademyOne({ ATPT_OFCDC_SC_CODE: SEOUL })).toEqual(first);
  });
});

describe('neis.ts timetables (2026, the services neis.ts picks for 2023 and later)', () => {
  it.each([
    ['getElsTimetable', '초등학교'],
    ['getMisTimetable', '중학교'],
    ['getHisTimetable', '고등학교'],
    ['getSpsTimetable', '특수학교'],
  ] as const)('%s returns a week of lessons of a %s', async (operation, kind) => {
    const school = await firstSchool(kind);
    const lessons = await neis[operation]({
      ...schoolOf(school),
      AY: '2026',
      GRADE: '1',
      TI_FROM_YMD: '20260601',
      TI_TO_YMD: '20260605',
    });
    expect(lessons.length).toBeGreaterThan(0);
    for (const lesson of lessons) {
      expect(lesson).toMatchObject({ SD_SCHUL_CODE: school.SD_SCHUL_CODE, GRADE: '1' });
      expect(lesson.ALL_TI_YMD >= '20260601' && lesson.ALL_TI_YMD <= '20260605').toBe(true);
    }
  });
});

// neis.ts sends timetables of school years before 2023 to NEIS's archive services (elsTimetablebgs,
// misTimetablebgs, hisTimetablebgs, spsTimetablebgs). A school founded after 2022 rightly has none, so
// each test takes one founded before the archive's first school year (2019).
async function archivedSchool(kind: '초등학교' | '중학교' | '고등학교' | '특수학교'): Promise<SchoolInfoResponse> {
  const schools = await neis.getSchool({ ATPT_OFCDC_SC_CODE: SEOUL, SCHUL_KND_SC_NM: kind });
  const school = schools.find((candidate) => candidate.FOND_YMD < '20190301');
  if (!school) throw new Error(`the emulator lists no ${kind} in ${SEOUL} founded before 2019`);
  return school;
}

describe('neis.ts archived timetables (school year 2022)', () => {
  const cases = [
    { kind: '초등학교', read: (params: Parameters<Neis['getElsTimetable']>[0]) => neis.getElsTimetable(params) },
    { kind: '중학교', read: (params: Parameters<Neis['getMisTimetable']>[0]) => neis.getMisTimetable(params) },
    { kind: '고등학교', read: (params: Parameters<Neis['getHisTimetable']>[0]) => neis.getHisTimetable(params) },
    { kind: '특수학교', read: (params: Parameters<Neis['getSpsTimetable']>[0]) => neis.getSpsTimetable(params) },
  ] as const;
  it.each(cases)('reads a $kind timetable of 2022 from the archive', async ({ kind, read }) => {
    const school = await archivedSchool(kind);
    const lessons = await read({
      ...schoolOf(school),
      AY: '2022',
      GRADE: '1',
      TI_FROM_YMD: '20220502',
      TI_TO_YMD: '20220506',
    });
    expect(lessons.length).toBeGreaterThan(0);
    for (const lesson of lessons) {
      expect(lesson).toMatchObject({ SD_SCHUL_CODE: school.SD_SCHUL_CODE, AY: '2022', GRADE: '1' });
      expect(lesson.ALL_TI_YMD >= '20220502' && lesson.ALL_TI_YMD <= '20220506').toBe(true);
    }
  });
});
