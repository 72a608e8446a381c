// One contract suite, two drivers (DESIGN §9): the client against the emulated upstream, and the live
// path (undici + real-format recorded envelopes through MockAgent). Both must behave the same.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { createRuntime, type FaultKind, type Platform, startSimServer, UpstreamError } from '@kopa/kit';
import { MockAgent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { type ExpresswayClient, expressway } from '../src/index.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const REAL_KEY = '4815162342';
const platform = expressway as Platform<ExpresswayClient>;

interface Driver {
  name: string;
  client(options?: { fault?: FaultKind }): ExpresswayClient;
  validKey: string;
  close?(): Promise<void>;
}

function offlineDriver(): Driver {
  const runtime = createRuntime(platform);
  return {
    name: 'offline emulation',
    validKey: expressway.auth.demoKey,
    client: ({ fault } = {}) => runtime.client({ fault }),
  };
}

const FIXTURES: Array<[operation: string, file: string, query?: string]> = [
  ['locationinfo/locationinfoRest', 'locationinfoRest.json'],
  ['business/representFoodServiceArea', 'representFoodServiceArea.json'],
  ['business/curStateStation', 'exception.json', 'serviceAreaName=EXCEPTION'],
  ['business/curStateStation', 'curStateStation.json'],
  ['trtm/realUnitTrtm', 'realUnitTrtm.json'],
  ['trafficapi/trafficIc', 'trafficIc.json'],
  ['trafficapi/nationalTrafficVolumn', 'error-no-data.json'],
  ['restinfo/restWeatherList', 'restWeatherList.json'],
  ['burstInfo/realTimeSms', 'realTimeSms.json'],
  ['odtraffic/trafficAmountByRealtime', 'trafficAmountByRealtime.json'],
  ['restinfo/restOilList', 'restOilList.json'],
];

function liveDriver(): Driver {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get('https://data.ex.co.kr');
  const json = { headers: { 'content-type': 'application/json;charset=UTF-8' } };
  // Every interceptor demands the client's User-Agent: without it the portal's WAF would block.
  const headers = { 'user-agent': (value: string) => value.startsWith('kopa-expressway/') };
  pool
    .intercept({ path: (p) => p.includes('unitName=BLOCKED'), headers })
    .reply(400, 'Request Blocked', { headers: { 'content-type': 'text/html' } })
    .persist();
  pool
    .intercept({ path: (p) => p.startsWith('/openapi/') && !p.includes(`key=${REAL_KEY}`), headers })
    .reply(200, fixture('error-invalid-key.json'), json)
    .persist();
  for (const [operation, file, query] of FIXTURES) {
    pool
      .intercept({
        path: (p) => p.startsWith(`/openapi/${operation}?`) && p.includes('type=json') && (!query || p.includes(query)),
        headers,
      })
      .reply(200, fixture(file), json)
      .persist();
  }
  const runtime = createRuntime(platform, {
    mode: 'live',
    env: { KOPA_EXPRESSWAY_KEY: REAL_KEY },
    dispatcher: agent,
  });
  return {
    name: 'live path (MockAgent, recorded envelopes)',
    validKey: runtime.parseState({}).credentials.key ?? '',
    client: ({ fault } = {}) => runtime.client({ fault }),
    close: () => agent.close(),
  };
}

const live = liveDriver();
const drivers = [offlineDriver(), live];
afterAll(async () => {
  for (const driver of drivers) await driver.close?.();
});

async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe.each(drivers)('the Expressway client against the $name', (driver) => {
  const key = driver.validKey;

  it('reads locationinfoRest, whose counters arrive as strings, as numbers', async () => {
    const page = await driver.client().list('locationinfo/locationinfoRest', { key, numOfRows: 99 });
    expect(page).toMatchObject({ resultCode: 'SUCCESS', pageNo: 1, numOfRows: 99 });
    expect(page.totalCount).toBeGreaterThan(150);
    expect(page.items[0]).toMatchObject({
      unitCode: '001',
      unitName: '서울만남(부산)휴게소',
      stdRestCd: '000001',
      serviceAreaCode: 'A00001',
    });
  });

  it('reads representFoodServiceArea: 221 dishes, 99 a page', async () => {
    const page = await driver.client().list('business/representFoodServiceArea', { key, numOfRows: 99 });
    expect(page.totalCount).toBe(221);
    expect(page.items[0]).toMatchObject({
      serviceAreaName: '서울만남(부산)휴게소',
      batchMenu: '말죽거리소고기국밥',
      salePrice: '￦6,000',
    });
  });

  it('reads curStateStation without the null echo fields, prices as "1,999원"', async () => {
    const page = await driver.client().list('business/curStateStation', { key, serviceAreaCode2: '000002' });
    const row = page.items[0];
    expect(row).toMatchObject({
      serviceAreaCode: 'B00001',
      serviceAreaCode2: '000002',
      serviceAreaName: '서울만남(부산)주유소',
    });
    expect(row?.gasolinePrice).toMatch(/^\d,\d{3}원$/);
    expect(row && 'diselPrice' in row).toBe(true);
    expect(row && 'pageNo' in row).toBe(false);
  });

  it('reads realUnitTrtm under realUnitTrtmVO with the codes trimmed', async () => {
    const page = await driver
      .client()
      .list('trtm/realUnitTrtm', { key, iStartUnitCode: '101', iEndUnitCode: '103', numOfRows: 10 });
    expect(page.totalCount).toBeGreaterThan(page.items.length);
    const row = page.items[0] ?? {};
    expect(row).toMatchObject({ startUnitCode: '101', endUnitCode: '103', startUnitNm: '서울', endUnitNm: '수원신갈' });
    expect(Number(row.timeAvg)).toBeGreaterThan(0);
    expect('iStartUnitCode' in row).toBe(false);
  });

  it('reads trafficIc and keeps only the asked direction', async () => {
    const page = await driver
      .client()
      .list('trafficapi/trafficIc', { key, tmType: '1', unitCode: '101', inOutType: '0' });
    expect(page.items.length).toBeGreaterThan(0);
    for (const row of page.items) expect(row).toMatchObject({ unitCode: '101', inoutType: '0' });
    expect(page.items[0]?.trafficAmout).toMatch(/^\d+$/);
  });

  it('reads restWeatherList with its string counters, trimmed unit codes and -99 for missing values', async () => {
    const page = await driver.client().list('restinfo/restWeatherList', { key, sdate: '20260901', stdHour: '09' });
    expect(page.totalCount).toBeGreaterThan(0);
    for (const row of page.items) {
      expect(row.unitCode).toMatch(/^\d{3}$/);
      expect(row.snowValue).toMatch(/^-?\d+\.\d{6}$/);
    }
    expect(page.items.some((row) => row.newsnowValue === '-99.000000')).toBe(true);
  });

  it('reads realTimeSms with the longitude in `altitude`', async () => {
    const page = await driver.client().list('burstInfo/realTimeSms', { key });
    expect(page.totalCount).toBeGreaterThan(100);
    const located = page.items.find((row) => typeof row.latitude === 'number');
    expect(located?.altitude).toBeGreaterThan(124);
    expect(located?.altitude).toBeLessThan(132);
  });

  it('filters the un-paged realtime snapshot by route on the client side', async () => {
    const page = await driver.client().list('odtraffic/trafficAmountByRealtime', { key, routeNo: '0010' });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.totalCount).toBe(page.items.length);
    for (const row of page.items)
      expect(row).toMatchObject({ routeNo: '0010', conzoneId: expect.stringMatching(/^0010CZ[ES]\d{3}$/) });
  });

  it('reads restOilList, un-paged, for one station', async () => {
    const page = await driver.client().list('restinfo/restOilList', { key, stdRestCd: '000002' });
    expect(page.items.length).toBeGreaterThan(0);
    for (const row of page.items) expect(row).toMatchObject({ stdRestCd: '000002', stdRestNm: '서울만남(부산)주유소' });
  });

  it.each([
    ['a wrong key', { key: 'wrong-key' }, undefined, { code: 'INVALID_KEY', kind: 'auth' }],
    ['an injected rate limit', {}, 'rate_limit', { code: 'EXCEEDED_LIMIT', kind: 'rate_limit' }],
    ['an injected server error', {}, 'server_error', { code: 'SYSTEM_ERROR', kind: 'server' }],
    ['an injected timeout', {}, 'timeout', { code: 'SERVICE_TIMEOUT', kind: 'timeout' }],
  ] as const)('maps %s to the real code', async (_label, override, fault, expected) => {
    const error = await rejection(
      driver
        .client(fault ? { fault } : {})
        .list('business/curStateStation', { key, serviceAreaCode2: '000002', ...override }),
    );
    expect(error).toMatchObject(expected);
  });

  it('maps NO_DATA to no_data with a next step', async () => {
    const error = await rejection(
      driver.client().list('trafficapi/nationalTrafficVolumn', { key, sumDate: '20990101' }),
    );
    expect(error).toMatchObject({ code: 'NO_DATA', kind: 'no_data' });
    expect(error.hint).toBeTruthy();
  });
});

describe('the live path only', () => {
  it('reports an upstream Java exception sent with HTTP 200 as SYSTEM_ERROR', async () => {
    const error = await rejection(
      live.client().list('business/curStateStation', { key: live.validKey, serviceAreaName: 'EXCEPTION' }),
    );
    expect(error).toMatchObject({ code: 'SYSTEM_ERROR', kind: 'server', message: 'For input string: ""' });
  });

  it('explains a 400 Request Blocked from the WAF', async () => {
    const error = await rejection(
      live.client().list('basicinfo/unitList', { key: live.validKey, unitName: 'BLOCKED' }),
    );
    expect(error).toMatchObject({ code: 'REQUEST_BLOCKED', status: 400 });
    expect(error.hint).toContain('User-Agent');
  });
});

describe('the live path over real HTTP against `kopa sim serve`', () => {
  it('answers through undici and the sim server, and the sim blocks a request without a User-Agent', async () => {
    const sim = await startSimServer({ platforms: [platform], port: 0 });
    try {
      const runtime = createRuntime(platform, {
        mode: 'live',
        env: { KOPA_EXPRESSWAY_KEY: expressway.auth.demoKey, KOPA_EXPRESSWAY_BASE_URL: `${sim.url}/expressway` },
      });
      const state = runtime.parseState({});
      const client = runtime.client({ state });
      expect(state.credentials.key).not.toBe(expressway.auth.demoKey);
      const routes = await client.list('basicinfo/routeList', { key: state.credentials.key, numOfRows: 50 });
      expect(routes.totalCount).toBe(21);
      const trtm = await client.list('trtm/realUnitTrtm', {
        key: state.credentials.key,
        iStartUnitCode: '101',
        iEndUnitCode: '103',
      });
      expect(trtm.items[0]).toMatchObject({ startUnitCode: '101' });

      const bare = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const url = `${sim.url}/expressway/openapi/basicinfo/routeList?key=${expressway.auth.demoKey}&type=json`;
        httpRequest(url, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        })
          .on('error', reject)
          .end();
      });
      expect(bare.status).toBe(400);
      expect(bare.body).toContain('Request Blocked');
    } finally {
      await sim.close();
    }
  });
});
