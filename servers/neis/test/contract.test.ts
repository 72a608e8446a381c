// One contract suite, two drivers (DESIGN §9): the client against the emulated upstream, and the
// live path (undici + real-format recorded envelopes through MockAgent). Both must behave the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime, type FaultKind, type Platform, startSimServer, UpstreamError } from '@kopa/kit';
import { MockAgent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { type NeisClient, neis } from '../src/index.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const REAL_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const platform = neis as Platform<NeisClient>;

interface Driver {
  name: string;
  client(options?: { fault?: FaultKind }): NeisClient;
  validKey: string;
  close?(): Promise<void>;
}

function offlineDriver(): Driver {
  const runtime = createRuntime(platform);
  return {
    name: 'offline emulation',
    validKey: neis.auth.demoKey,
    client: ({ fault } = {}) => runtime.client({ fault }),
  };
}

function liveDriver(): Driver {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get('https://open.neis.go.kr');
  const json = { headers: { 'content-type': 'application/json;charset=UTF-8' } };
  const route = (test: (path: string, query: URLSearchParams) => boolean, body: string, type = json) =>
    pool
      .intercept({
        path: (path) => {
          const url = new URL(path, 'https://open.neis.go.kr');
          return test(url.pathname, url.searchParams);
        },
      })
      .reply(200, body, type)
      .persist();
  const keyed = (query: URLSearchParams) => query.get('KEY') === REAL_KEY;
  route((_, q) => q.has('KEY') && !keyed(q), fixture('result-ERROR-290.json'));
  route((p) => p === '/hub/schoolschedule', fixture('result-ERROR-310.json'));
  route((p, q) => p === '/hub/schoolInfo' && q.get('pSize') === '1001', fixture('result-ERROR-336.json'));
  route((p, q) => p === '/hub/schoolInfo' && q.get('pIndex') === 'x', fixture('result-ERROR-333.json'));
  route((p, q) => p === '/hub/schoolInfo' && q.get('SCHUL_NM') === '존재하지않는학교', fixture('result-INFO-200.json'));
  route((p, q) => p === '/hub/schoolInfo' && q.get('Type') === 'xml', fixture('schoolInfo.xml'), {
    headers: { 'content-type': 'text/xml;charset=UTF-8' },
  });
  route((p, q) => p === '/hub/schoolInfo' && !q.has('KEY'), fixture('schoolInfo-sample.json'));
  route((p) => p === '/hub/schoolInfo', fixture('schoolInfo.json'));
  route((p, q) => p === '/hub/mealServiceDietInfo' && !q.has('SD_SCHUL_CODE'), fixture('result-ERROR-300.json'));
  route((p) => p === '/hub/mealServiceDietInfo', fixture('mealServiceDietInfo.json'));
  route((p) => p === '/hub/SchoolSchedule', fixture('SchoolSchedule.json'));
  route((p) => p === '/hub/misTimetable', fixture('misTimetable.json'));
  route((p) => p === '/hub/acaInsTiInfo', fixture('acaInsTiInfo.json'));
  const runtime = createRuntime(platform, { mode: 'live', env: { KOPA_NEIS_KEY: REAL_KEY }, dispatcher: agent });
  return {
    name: 'live path (MockAgent, recorded envelopes)',
    validKey: runtime.parseState({}).credentials.key ?? '',
    client: ({ fault } = {}) => runtime.client({ fault }),
    close: () => agent.close(),
  };
}

const drivers = [offlineDriver(), liveDriver()];
afterAll(async () => {
  for (const driver of drivers) await driver.close?.();
});

const GAWON = { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7130166' };

describe.each(drivers)('the NEIS client against the $name', (driver) => {
  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  };

  it('reads schoolInfo rows with the padding trimmed and nulls as empty strings', async () => {
    const page = await driver.client().call('schoolInfo', { KEY: driver.validKey, SCHUL_NM: '서울고등학교' });
    expect(page).toMatchObject({ resultCode: 'INFO-000', pageNo: 1, numOfRows: 100 });
    const row = page.items.find((item) => item.SD_SCHUL_CODE === '7010569');
    expect(row).toMatchObject({
      ATPT_OFCDC_SC_CODE: 'B10',
      SCHUL_NM: '서울고등학교',
      SCHUL_KND_SC_NM: '고등학교',
      SPCLY_PURPS_HS_ORD_NM: '',
    });
    expect(row?.ORG_RDNZC).toMatch(/^\d{5}$/);
    expect(page.totalCount).toBe(page.items.length);
  });

  it('reads the default XML answer the same way', async () => {
    const page = await driver
      .client()
      .call('schoolInfo', { KEY: driver.validKey, SD_SCHUL_CODE: '7010569', Type: 'xml' });
    expect(page.totalCount).toBe(1);
    expect(page.items[0]).toMatchObject({
      SD_SCHUL_CODE: '7010569',
      SCHUL_NM: '서울고등학교',
      SPCLY_PURPS_HS_ORD_NM: '',
    });
    expect(page.items[0]?.ORG_RDNZC).toMatch(/^\d{5}$/);
  });

  it('reads meals with the 참고용 message and MLSV_FGR as a number', async () => {
    const page = await driver.client().call('mealServiceDietInfo', {
      KEY: driver.validKey,
      ...GAWON,
      MLSV_FROM_YMD: '20260511',
      MLSV_TO_YMD: '20260515',
    });
    expect(page.resultMsg).toBe('정상 처리되었습니다.(해당 자료는 단순 참고용으로만 활용하시기 바랍니다.)');
    expect(page.items.length).toBeGreaterThan(0);
    for (const meal of page.items) {
      expect(meal).toMatchObject({ SD_SCHUL_CODE: '7130166', MMEAL_SC_CODE: '2' });
      expect(typeof meal.MLSV_FGR).toBe('number');
      expect(meal.MLSV_FGR).toBeGreaterThan(0);
      expect(meal.DDISH_NM).toMatch(/<br\/>.*\(\d+(\.\d+)*\)/);
      expect(meal.CAL_INFO).toMatch(/^\d+\.\d Kcal$/);
    }
  });

  it('reads SchoolSchedule with null contents as empty strings and trimmed event names', async () => {
    const page = await driver.client().call('SchoolSchedule', {
      KEY: driver.validKey,
      ATPT_OFCDC_SC_CODE: 'B10',
      SD_SCHUL_CODE: '7010569',
      AA_FROM_YMD: '20260505',
      AA_TO_YMD: '20260509',
    });
    expect(page.items).toContainEqual(
      expect.objectContaining({ AA_YMD: '20260505', EVENT_NM: '어린이날', SBTR_DD_SC_NM: '공휴일', EVENT_CNTNT: '' }),
    );
    expect(page.items).toContainEqual(
      expect.objectContaining({ AA_YMD: '20260509', EVENT_NM: '토요휴업일', FR_GRADE_EVENT_YN: '*' }),
    );
  });

  it('reads a class timetable with string grades and periods', async () => {
    const page = await driver
      .client()
      .call('misTimetable', { KEY: driver.validKey, ...GAWON, ALL_TI_YMD: '20260512', GRADE: '2', CLASS_NM: '1' });
    expect(page.items.map((row) => row.PERIO)).toEqual(page.items.map((_, index) => String(index + 1)));
    for (const row of page.items) expect(row).toMatchObject({ GRADE: '2', CLASS_NM: '1', DGHT_CRSE_SC_NM: '주간' });
  });

  it('reads academies with capacities as numbers even when sent as strings', async () => {
    const page = await driver
      .client()
      .call('acaInsTiInfo', { KEY: driver.validKey, ATPT_OFCDC_SC_CODE: 'D10', ADMST_ZONE_NM: '달서구', pSize: 2 });
    expect(page.totalCount).toBeGreaterThanOrEqual(2);
    for (const row of page.items) {
      expect(row.ACA_ASNUM).toMatch(/^\d{10}$/);
      expect(typeof row.TOFOR_SMTOT).toBe('number');
      expect(typeof row.DTM_RCPTN_ABLTY_NMPR_SMTOT).toBe('number');
      expect(typeof row.FA_TELNO).toBe('string');
    }
  });

  it('caps an answer without KEY at five rows of the first page', async () => {
    const page = await driver.client().call('schoolInfo', { ATPT_OFCDC_SC_CODE: 'B10', pSize: 100, pIndex: 2 });
    expect(page.items).toHaveLength(5);
    expect(page).toMatchObject({ pageNo: 1, numOfRows: 5, totalCount: 1349 });
  });

  it.each([
    ['INFO-200', 'no_data', 'schoolInfo', { SCHUL_NM: '존재하지않는학교' }],
    ['ERROR-290', 'auth', 'schoolInfo', { KEY: 'f'.repeat(32), SCHUL_NM: '서울' }],
    ['ERROR-300', 'invalid', 'mealServiceDietInfo', { ATPT_OFCDC_SC_CODE: 'B10' }],
    ['ERROR-310', 'invalid', 'schoolschedule', { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7010569' }],
    ['ERROR-336', 'invalid', 'schoolInfo', { pSize: 1001 }],
    ['ERROR-333', 'invalid', 'schoolInfo', { pIndex: 'x' }],
  ])('maps %s (top-level RESULT, HTTP 200) to kind %s', async (code, kind, service, params) => {
    const withKey = 'KEY' in params ? params : { KEY: driver.validKey, ...params };
    const error = await rejection(driver.client().call(service, withKey));
    expect(error).toMatchObject({ code, kind });
    expect(error.hint).toBeTruthy();
  });

  it.each([
    ['rate_limit', 'ERROR-337', 'rate_limit'],
    ['server_error', 'ERROR-500', 'server'],
    ['timeout', 'TIMEOUT', 'timeout'],
    ['malformed', 'MALFORMED', 'malformed'],
  ] as const)('turns an injected %s into %s', async (fault, code, kind) => {
    const error = await rejection(
      driver.client({ fault }).call('schoolInfo', { KEY: driver.validKey, SCHUL_NM: '서울고등학교' }),
    );
    expect(error).toMatchObject({ code, kind });
  });
});

describe('the live path over real HTTP against `kopa sim serve`', () => {
  it('answers through undici, the sim server and back, with the alias swapped for the key', async () => {
    const sim = await startSimServer({ platforms: [platform], port: 0 });
    try {
      const runtime = createRuntime(platform, {
        mode: 'live',
        env: { KOPA_NEIS_KEY: neis.auth.demoKey, KOPA_NEIS_BASE_URL: `${sim.url}/neis` },
      });
      const state = runtime.parseState({});
      expect(state.credentials.key).not.toBe(neis.auth.demoKey);
      const client = runtime.client({ state });
      const schools = await client.call('schoolInfo', { KEY: state.credentials.key, SCHUL_NM: '가원중학교' });
      expect(schools.items[0]).toMatchObject({ SD_SCHUL_CODE: '7130166', ATPT_OFCDC_SC_CODE: 'B10' });
      const meals = await client.call('mealServiceDietInfo', {
        KEY: state.credentials.key,
        ...GAWON,
        MLSV_YMD: '20260512',
      });
      expect(meals.items[0]).toMatchObject({ MLSV_YMD: '20260512', MMEAL_SC_NM: '중식' });
      const wrong = await client.call('schoolInfo', { KEY: 'f'.repeat(32) }).catch((error: unknown) => error);
      expect(wrong).toMatchObject({ code: 'ERROR-290' });
    } finally {
      await sim.close();
    }
  });
});
