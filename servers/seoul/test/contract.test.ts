// One contract suite, two drivers (DESIGN §9): the client against the emulated upstream, and the
// live path (undici + real-format recorded envelopes through MockAgent). Both must behave the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime, type FaultKind, type Platform, startSimServer, UpstreamError } from '@kopa/kit';
import { MockAgent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { type SeoulClient, seoul } from '../src/index.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const REAL_KEY = '6b6f70617265616c6b65793132333435';
const platform = seoul as Platform<SeoulClient>;

interface Driver {
  name: string;
  client(options?: { fault?: FaultKind }): SeoulClient;
  validKey: string;
  close?(): Promise<void>;
}

function offlineDriver(): Driver {
  const runtime = createRuntime(platform);
  return {
    name: 'offline emulation',
    validKey: seoul.auth.demoKey,
    client: ({ fault } = {}) => runtime.client({ fault }),
  };
}

function liveDriver(): Driver {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const json = { headers: { 'content-type': 'application/json;charset=UTF-8' } };
  const portal = agent.get('http://openapi.seoul.go.kr:8088');
  const keyed = (service: string) => (path: string) => path.startsWith(`/${REAL_KEY}/json/${service}/`);
  portal
    .intercept({ path: (p) => !p.startsWith(`/${REAL_KEY}/`) })
    .reply(200, fixture('info-100.json'), json)
    .persist();
  portal
    .intercept({ path: (p) => keyed('SearchInfoBySubwayNameService')(p) && decodeURIComponent(p).endsWith('/강남') })
    .reply(200, fixture('search-station.json'), json)
    .persist();
  portal
    .intercept({ path: keyed('SearchInfoBySubwayNameService') })
    .reply(200, fixture('info-200.json'), json)
    .persist();
  portal
    .intercept({ path: keyed('CardSubwayStatsNew') })
    .reply(200, fixture('ridership.json'), json)
    .persist();
  portal
    .intercept({ path: keyed('bikeList') })
    .reply(200, fixture('bike-list.json'), json)
    .persist();
  portal
    .intercept({ path: keyed('tbCycleStationInfo') })
    .reply(200, fixture('bike-station-one.json'), json)
    .persist();
  const realtime = agent.get('http://swopenapi.seoul.go.kr');
  realtime
    .intercept({ path: (p) => !p.startsWith(`/api/subway/${REAL_KEY}/`) })
    .reply(200, fixture('realtime-info-100.json'), json)
    .persist();
  realtime
    .intercept({ path: (p) => p.includes('/realtimeStationArrival/') && decodeURIComponent(p).endsWith('/서울') })
    .reply(200, fixture('realtime-arrival.json'), json)
    .persist();
  realtime
    .intercept({ path: (p) => p.includes('/realtimeStationArrival/') })
    .reply(200, fixture('realtime-info-200.json'), json)
    .persist();
  const runtime = createRuntime(platform, { mode: 'live', env: { KOPA_SEOUL_KEY: REAL_KEY }, dispatcher: agent });
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

async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe.each(drivers)('the Seoul client against the $name', (driver) => {
  it('reads SearchInfoBySubwayNameService with trimmed values', async () => {
    const page = await driver.client().list({
      service: 'SearchInfoBySubwayNameService',
      key: driver.validKey,
      start: 1,
      end: 5,
      filters: ['강남'],
    });
    expect(page).toMatchObject({ resultCode: 'INFO-000', totalCount: 2, pageNo: 1, numOfRows: 5 });
    expect(page.items).toContainEqual({ STATION_CD: '0222', STATION_NM: '강남', LINE_NUM: '02호선', FR_CODE: '222' });
  });

  it('reads CardSubwayStatsNew with numeric counts and the publication date', async () => {
    const page = await driver
      .client()
      .list({ service: 'CardSubwayStatsNew', key: driver.validKey, start: 1, end: 3, filters: ['20260828'] });
    expect(page.items).toHaveLength(3);
    for (const row of page.items) {
      expect(Object.keys(row).sort()).toEqual([
        'GTOFF_TNOPE',
        'GTON_TNOPE',
        'REG_YMD',
        'SBWY_ROUT_LN_NM',
        'SBWY_STNS_NM',
        'USE_YMD',
      ]);
      expect(typeof row.GTON_TNOPE).toBe('number');
      expect(row).toMatchObject({ USE_YMD: '20260828', REG_YMD: '20260831' });
    }
  });

  it('reads bikeList under its root rentBikeStatus, and a lone tbCycleStationInfo row', async () => {
    const status = await driver.client().list({ service: 'bikeList', key: driver.validKey, start: 1, end: 2 });
    expect(status.items).toHaveLength(2);
    expect(status.items[0]?.stationName).toMatch(/^\d+\. /);
    const one = await driver.client().list({ service: 'tbCycleStationInfo', key: driver.validKey, start: 1, end: 1 });
    expect(one.items).toHaveLength(1);
    expect(one.items[0]).toMatchObject({
      RENT_ID: expect.stringMatching(/^ST-\d+$/),
      RENT_NO: expect.stringMatching(/^\d{5}$/),
    });
  });

  it('reads realtime arrivals from the other host, nulls absorbed', async () => {
    const page = await driver
      .client()
      .realtime({ service: 'realtimeStationArrival', key: driver.validKey, start: 0, end: 20, arg: '서울' });
    expect(page.resultCode).toBe('INFO-000');
    expect(page.totalCount).toBe(page.items.length);
    for (const row of page.items) {
      expect(row).toMatchObject({ statnNm: '서울', subwayNm: '', barvlDt: expect.stringMatching(/^\d+$/) });
      expect(String(row.statnList).split(',')).toContain(row.statnId);
    }
  });

  it('maps INFO-100 to auth and INFO-200 to no_data on both hosts, and an injected ERROR-337 to rate_limit', async () => {
    const client = driver.client();
    const wrong = 'f'.repeat(30);
    expect(await rejection(client.list({ service: 'bikeList', key: wrong, start: 1, end: 1 }))).toMatchObject({
      code: 'INFO-100',
      kind: 'auth',
    });
    expect(
      await rejection(
        client.realtime({ service: 'realtimeStationArrival', key: wrong, start: 0, end: 5, arg: '서울' }),
      ),
    ).toMatchObject({
      code: 'INFO-100',
      kind: 'auth',
    });
    expect(
      await rejection(
        client.list({
          service: 'SearchInfoBySubwayNameService',
          key: driver.validKey,
          start: 1,
          end: 5,
          filters: ['없는역'],
        }),
      ),
    ).toMatchObject({ code: 'INFO-200', kind: 'no_data' });
    expect(
      await rejection(
        client.realtime({ service: 'realtimeStationArrival', key: driver.validKey, start: 0, end: 5, arg: '없는역' }),
      ),
    ).toMatchObject({ code: 'INFO-200', kind: 'no_data' });
    expect(
      await rejection(
        driver.client({ fault: 'rate_limit' }).list({ service: 'bikeList', key: driver.validKey, start: 1, end: 1 }),
      ),
    ).toMatchObject({ code: 'ERROR-337', kind: 'rate_limit' });
  });
});

describe('the live path over real HTTP against `kopa sim serve`', () => {
  it('reaches both hosts under one KOPA_SEOUL_BASE_URL, with the alias swapped for the key', async () => {
    const sim = await startSimServer({ platforms: [platform], port: 0 });
    try {
      const runtime = createRuntime(platform, {
        mode: 'live',
        env: { KOPA_SEOUL_KEY: seoul.auth.demoKey, KOPA_SEOUL_BASE_URL: `${sim.url}/seoul` },
      });
      const state = runtime.parseState({});
      expect(state.credentials.key).not.toBe(seoul.auth.demoKey);
      const client = runtime.client({ state });
      const key = state.credentials.key ?? '';
      const stations = await client.list({
        service: 'SearchInfoBySubwayNameService',
        key,
        start: 1,
        end: 5,
        filters: ['홍대입구'],
      });
      expect(stations.items[0]).toEqual({
        STATION_CD: '0239',
        STATION_NM: '홍대입구',
        LINE_NUM: '02호선',
        FR_CODE: '239',
      });
      expect(stations.items.map((row) => row.LINE_NUM)).toEqual(['02호선', '경의중앙선', '공항철도']);
      const arrivals = await client.realtime({
        service: 'realtimeStationArrival',
        key,
        start: 0,
        end: 10,
        arg: '홍대입구',
      });
      expect(arrivals.items.length).toBeGreaterThan(0);
      expect(arrivals.items.every((row) => row.statnNm === '홍대입구')).toBe(true);
    } finally {
      await sim.close();
    }
  });
});
