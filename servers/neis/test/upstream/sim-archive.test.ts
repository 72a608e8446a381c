// The archived timetables (elsTimetablebgs … spsTimetablebgs): 학년도 2019 to July 2023 under the
// current service's envelope key, from the same generator as 2026, on each year's real holidays.
import { describe, expect, it } from 'vitest';
import { createNeisDataset } from '../../src/data/index.ts';
import { neis } from '../../src/index.ts';
import { createNeisSim } from '../../src/upstream/sim.ts';

const dataset = createNeisDataset();
const sim = createNeisSim(dataset);
const SESSION = { credentials: { key: neis.auth.demoKey }, now: new Date('2026-09-01T01:00:00Z'), overlay: {} };

const SEOUL_HIGH = { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7010569' };
const GAWON_MIDDLE = { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7130166' };
const GAMA_ELEMENTARY = { ATPT_OFCDC_SC_CODE: 'T10', SD_SCHUL_CODE: '9299048' };

type Row = Record<string, string> & { ALL_TI_YMD: string; ITRT_CNTNT: string };

async function call(service: string, params: Record<string, string>, type = 'json') {
  const query = new URLSearchParams({ KEY: neis.auth.demoKey, Type: type, pSize: '1000', ...params });
  const response = await sim(new Request(`https://open.neis.go.kr/hub/${service}?${query}`), SESSION as never);
  return type === 'json' ? ((await response.json()) as Record<string, unknown>) : await response.text();
}

async function rowsOf(service: string, params: Record<string, string>) {
  const body = (await call(service, params)) as Record<string, [{ head: unknown[] }, { row: Row[] }]>;
  const [key] = Object.keys(body);
  return { key, rows: key === 'RESULT' ? [] : (body[key ?? '']?.[1].row ?? []), body };
}

describe('the archived timetable services', () => {
  it('serves hisTimetablebgs for 학년도 2022 under the hisTimetable key, with the current fields', async () => {
    const archived = await rowsOf('hisTimetablebgs', { ...SEOUL_HIGH, AY: '2022', GRADE: '1', CLASS_NM: '1' });
    const current = await rowsOf('hisTimetable', { ...SEOUL_HIGH, ALL_TI_YMD: '20260512', GRADE: '1', CLASS_NM: '1' });
    expect(archived.key).toBe('hisTimetable');
    expect(archived.rows.length).toBeGreaterThan(500);
    expect(Object.keys(archived.rows[0] ?? {})).toEqual(Object.keys(current.rows[0] ?? {}));
    for (const row of archived.rows) {
      expect(row).toMatchObject({ ...SEOUL_HIGH, SCHUL_NM: '서울고등학교', AY: '2022', GRADE: '1', CLASS_NM: '1' });
      expect(row.ALL_TI_YMD >= '20220302' && row.ALL_TI_YMD <= '20230228').toBe(true);
    }
  });

  it.each([
    ['20220309', '대통령선거일'],
    ['20220601', '전국동시지방선거'],
    ['20221010', '한글날 대체공휴일'],
    ['20220507', 'a Saturday'],
  ])('has no lessons on %s (%s)', async (day) => {
    const { body } = await rowsOf('hisTimetablebgs', { ...SEOUL_HIGH, ALL_TI_YMD: day });
    expect(body).toEqual({ RESULT: { CODE: 'INFO-200', MESSAGE: '해당하는 데이터가 없습니다.' } });
  });

  it('gives a school day every class its periods, 1학기 before the summer and 2학기 after', async () => {
    const spring = await rowsOf('misTimetablebgs', { ...GAWON_MIDDLE, ALL_TI_YMD: '20210408' });
    const autumn = await rowsOf('misTimetablebgs', { ...GAWON_MIDDLE, ALL_TI_YMD: '20211110' });
    expect(spring.key).toBe('misTimetable');
    expect(new Set(spring.rows.map((row) => row.SEM))).toEqual(new Set(['1']));
    expect(new Set(autumn.rows.map((row) => row.SEM))).toEqual(new Set(['2']));
    expect(new Set(spring.rows.map((row) => row.GRADE))).toEqual(new Set(['1', '2', '3']));
    const firstClass = spring.rows.filter((row) => row.GRADE === '1' && row.CLASS_NM === '1');
    expect(firstClass.map((row) => row.PERIO)).toEqual(firstClass.map((_, index) => String(index + 1)));
  });

  it('teaches the 2015 curriculum in the archive and the 2022 one in 2026', async () => {
    const subjects = async (service: string, params: Record<string, string>) =>
      new Set((await rowsOf(service, { ...SEOUL_HIGH, GRADE: '1', ...params })).rows.map((row) => row.ITRT_CNTNT));
    const archived = await subjects('hisTimetablebgs', { TI_FROM_YMD: '20220404', TI_TO_YMD: '20220408' });
    const current = await subjects('hisTimetable', { TI_FROM_YMD: '20260406', TI_TO_YMD: '20260410' });
    expect(archived).toContain('통합사회');
    expect(archived).toContain('자율활동');
    expect([...archived].some((subject) => subject.startsWith('공통국어'))).toBe(false);
    expect(current).toContain('공통국어1');
  });

  it('narrows by TI_FROM_YMD/TI_TO_YMD, PERIO and SEM like the current services', async () => {
    const week = await rowsOf('elsTimetablebgs', {
      ...GAMA_ELEMENTARY,
      TI_FROM_YMD: '20190902',
      TI_TO_YMD: '20190906',
      GRADE: '3',
      PERIO: '2',
    });
    expect(week.key).toBe('elsTimetable');
    expect(week.rows.length).toBeGreaterThan(0);
    for (const row of week.rows) {
      expect(row.ALL_TI_YMD >= '20190902' && row.ALL_TI_YMD <= '20190906').toBe(true);
      expect(row).toMatchObject({ AY: '2019', GRADE: '3', PERIO: '2', SEM: '2' });
    }
    const firstSemester = await rowsOf('elsTimetablebgs', { ...GAMA_ELEMENTARY, AY: '2020', SEM: '1', GRADE: '6' });
    expect(new Set(firstSemester.rows.map((row) => row.SEM))).toEqual(new Set(['1']));
  });

  it('is the same on every call, and differs between years', async () => {
    const params = { ...SEOUL_HIGH, GRADE: '2', CLASS_NM: '3' };
    const first = await rowsOf('hisTimetablebgs', { ...params, ALL_TI_YMD: '20210414' });
    const again = await rowsOf('hisTimetablebgs', { ...params, ALL_TI_YMD: '20210414' });
    expect(again.rows).toEqual(first.rows);
    const [year2020, year2021] = await Promise.all(
      ['2020', '2021'].map(async (ay) =>
        (await rowsOf('hisTimetablebgs', { ...params, AY: ay, SEM: '2' })).rows
          .slice(0, 35)
          .map((row) => row.ITRT_CNTNT),
      ),
    );
    expect(year2020).not.toEqual(year2021);
  });

  it('covers 학년도 2023 only through July, as the portal documents', async () => {
    const spring = await rowsOf('hisTimetablebgs', { ...SEOUL_HIGH, AY: '2023', GRADE: '3' });
    expect(spring.rows.length).toBeGreaterThan(0);
    expect(spring.rows.every((row) => row.ALL_TI_YMD <= '20230731')).toBe(true);
    const autumn = await rowsOf('hisTimetablebgs', { ...SEOUL_HIGH, ALL_TI_YMD: '20230905' });
    expect(autumn.key).toBe('RESULT');
  });

  it.each([
    ['2018', 'before the archive'],
    ['2024', 'after it'],
    ['2026', 'the current year, served by hisTimetable'],
  ])('answers INFO-200 for AY %s (%s)', async (ay) => {
    const { body } = await rowsOf('hisTimetablebgs', { ...SEOUL_HIGH, AY: ay });
    expect(body).toEqual({ RESULT: { CODE: 'INFO-200', MESSAGE: '해당하는 데이터가 없습니다.' } });
  });

  it('answers INFO-200 when the service does not match the school kind, ERROR-300 without a school', async () => {
    expect((await rowsOf('elsTimetablebgs', { ...SEOUL_HIGH, AY: '2022' })).key).toBe('RESULT');
    expect(await call('spsTimetablebgs', { AY: '2022' })).toMatchObject({ RESULT: { CODE: 'ERROR-300' } });
  });

  it('has no lessons before the school was founded', () => {
    const founded = dataset.schools
      .rows()
      .find(
        (row) =>
          row.SCHUL_KND_SC_NM === '고등학교' && String(row.FOND_YMD) > '20200601' && String(row.FOND_YMD) < '20210301',
      );
    if (!founded) throw new Error('the dataset has no high school founded between 2020-06 and 2021-03');
    const school = {
      ATPT_OFCDC_SC_CODE: String(founded.ATPT_OFCDC_SC_CODE),
      SD_SCHUL_CODE: String(founded.SD_SCHUL_CODE),
    };
    return Promise.all([
      rowsOf('hisTimetablebgs', { ...school, AY: '2019' }).then(({ key }) => expect(key).toBe('RESULT')),
      rowsOf('hisTimetablebgs', { ...school, AY: '2021', GRADE: '1' }).then(({ rows }) =>
        expect(rows.length).toBeGreaterThan(0),
      ),
    ]);
  });

  it('answers XML by default under the current service name', async () => {
    const xml = (await call(
      'spsTimetablebgs',
      { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7010578', ALL_TI_YMD: '20220412' },
      'xml',
    )) as string;
    expect(xml).toMatch(/^<\?xml[^>]*\?><spsTimetable><head><list_total_count>\d+<\/list_total_count>/);
    expect(xml).toContain('<AY><![CDATA[2022]]></AY>');
  });
});
