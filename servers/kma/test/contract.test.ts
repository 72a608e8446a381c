// One contract suite, two drivers (DESIGN §9): the client against the emulated upstream, and the
// live path (undici + real-format recorded envelopes through MockAgent). Both must behave the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime, type FaultKind, type Platform, startSimServer, UpstreamError } from '@kopa/kit';
import { MockAgent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { KMA_DEMO_KEY, type KmaClient, kma } from '../src/index.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
/** A data.go.kr key in its URL-encoded ("Encoding") form, as KOPA_KMA_KEY must hold it. */
const REAL_KEY = 'UmVhbEtleUZvckNvbnRyYWN0VGVzdHM%2Bb25seQ%2FZmFrZQ%3D%3D';
const platform = kma as Platform<KmaClient>;
const SERVED = { base_date: '20260901', nx: 60, ny: 127 };

interface Driver {
  name: string;
  client(options?: { fault?: FaultKind }): KmaClient;
  validKey: string;
  close?(): Promise<void>;
}

function offlineDriver(): Driver {
  const runtime = createRuntime(platform);
  return {
    name: 'offline emulation',
    validKey: kma.auth.demoKey,
    client: ({ fault } = {}) => runtime.client({ fault }),
  };
}

function liveDriver(): Driver {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get('http://apis.data.go.kr');
  const json = { headers: { 'content-type': 'application/json;charset=UTF-8' } };
  const xml = { headers: { 'content-type': 'application/xml;charset=UTF-8' } };
  const route = (operation: string, extra: (path: string) => boolean = () => true) => ({
    path: (path: string) => path.includes(`/${operation}?`) && path.includes(`serviceKey=${REAL_KEY}`) && extra(path),
  });
  pool
    .intercept({ path: (path) => !path.includes(`serviceKey=${REAL_KEY}`) })
    .reply(200, fixture('gateway-30.xml'), xml)
    .persist();
  pool
    .intercept(route('getVilageFcst', (path) => path.includes('base_date=20260801')))
    .reply(200, fixture('error-10.json'), json)
    .persist();
  pool.intercept(route('getVilageFcst')).reply(200, fixture('getVilageFcst.json'), json).persist();
  pool.intercept(route('getUltraSrtNcst')).reply(200, fixture('getUltraSrtNcst.json'), json).persist();
  pool.intercept(route('getUltraSrtFcst')).reply(200, fixture('getUltraSrtFcst.xml'), xml).persist();
  pool
    .intercept(route('getMidTa', (path) => path.includes('regId=11Z99999')))
    .reply(200, fixture('error-03.json'), json)
    .persist();
  pool.intercept(route('getMidTa')).reply(200, fixture('getMidTa.json'), json).persist();
  const runtime = createRuntime(platform, { mode: 'live', env: { KOPA_KMA_KEY: REAL_KEY }, dispatcher: agent });
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

const FCST_FIELDS = ['baseDate', 'baseTime', 'category', 'fcstDate', 'fcstTime', 'fcstValue', 'nx', 'ny'];

describe.each(drivers)('the KMA client against the $name', (driver) => {
  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  };
  const key = () => ({ serviceKey: driver.validKey });

  it('reads getVilageFcst: one hour is 12 categories in the real order, values as strings', async () => {
    const page = await driver
      .client()
      .call('VilageFcstInfoService_2.0', 'getVilageFcst', { ...key(), ...SERVED, base_time: '0800', numOfRows: 12 });
    expect(page).toMatchObject({ resultCode: '00', resultMsg: 'NORMAL_SERVICE', pageNo: 1, numOfRows: 12 });
    expect(page.totalCount).toBeGreaterThan(page.items.length);
    expect(page.items.map((row) => row.category)).toEqual([
      'TMP',
      'UUU',
      'VVV',
      'VEC',
      'WSD',
      'SKY',
      'PTY',
      'POP',
      'WAV',
      'PCP',
      'REH',
      'SNO',
    ]);
    for (const row of page.items) {
      expect(Object.keys(row).sort()).toEqual(FCST_FIELDS);
      expect(typeof row.fcstValue).toBe('string');
      expect(typeof row.nx).toBe('number');
    }
    const pcp = page.items.find((row) => row.category === 'PCP')?.fcstValue;
    expect(pcp).toMatch(/^(강수없음|1mm 미만|\d+\.\dmm|30\.0~50\.0mm|50\.0mm 이상)$/);
  });

  it('reads getUltraSrtNcst: the 8 observed categories with obsrValue', async () => {
    const page = await driver
      .client()
      .call('VilageFcstInfoService_2.0', 'getUltraSrtNcst', { ...key(), ...SERVED, base_time: '0900' });
    expect(page.items.map((row) => row.category)).toEqual(['PTY', 'REH', 'RN1', 'T1H', 'UUU', 'VEC', 'VVV', 'WSD']);
    expect(page.totalCount).toBe(8);
    for (const row of page.items) expect(typeof row.obsrValue).toBe('string');
  });

  it('reads getUltraSrtFcst in either format into the same rows, category by category', async () => {
    const page = await driver
      .client()
      .call('VilageFcstInfoService_2.0', 'getUltraSrtFcst', { ...key(), ...SERVED, base_time: '0930', numOfRows: 12 });
    expect(page.totalCount).toBe(60);
    expect(page.items.slice(0, 3).map((row) => row.category)).toEqual(['LGT', 'LGT', 'LGT']);
    for (const row of page.items) {
      expect(Object.keys(row).sort()).toEqual(FCST_FIELDS);
      expect(typeof row.nx).toBe('number');
      expect(typeof row.fcstValue).toBe('string');
    }
  });

  it('reads getMidTa with numbers for the temperatures', async () => {
    const page = await driver
      .client()
      .call('MidFcstInfoService', 'getMidTa', { ...key(), regId: '11B10101', tmFc: '202609010600' });
    expect(page.items).toHaveLength(1);
    const [item] = page.items;
    expect(item).toMatchObject({ regId: '11B10101' });
    for (const day of [4, 7, 10]) {
      expect(typeof item?.[`taMin${day}`]).toBe('number');
      expect(Number(item?.[`taMin${day}`])).toBeLessThanOrEqual(Number(item?.[`taMax${day}`]));
    }
  });

  it('maps 03 to no_data, 10 to invalid, the gateway 30 to auth and an injected 22 to rate_limit', async () => {
    const noData = await rejection(
      driver.client().call('MidFcstInfoService', 'getMidTa', { ...key(), regId: '11Z99999', tmFc: '202609010600' }),
    );
    expect(noData).toMatchObject({ code: '03', kind: 'no_data', message: 'NO_DATA' });
    const old = await rejection(
      driver.client().call('VilageFcstInfoService_2.0', 'getVilageFcst', {
        ...key(),
        ...SERVED,
        base_date: '20260801',
        base_time: '0800',
      }),
    );
    expect(old).toMatchObject({ code: '10', kind: 'invalid', message: '최근 3일 간의 자료만 제공합니다.' });
    const wrong = await rejection(
      driver
        .client()
        .call('VilageFcstInfoService_2.0', 'getUltraSrtNcst', { serviceKey: 'x', ...SERVED, base_time: '0900' }),
    );
    expect(wrong).toMatchObject({ code: '30', kind: 'auth', message: 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR' });
    expect(wrong.hint).toContain('kma_get_api_key');
    const limited = await rejection(
      driver
        .client({ fault: 'rate_limit' })
        .call('VilageFcstInfoService_2.0', 'getUltraSrtNcst', { ...key(), ...SERVED, base_time: '0900' }),
    );
    expect(limited).toMatchObject({ code: '22', kind: 'rate_limit' });
  });
});

describe('the live path over real HTTP against `kopa sim serve`', () => {
  it('answers through undici, the sim server and back, with the encoded key swapped in for the alias', async () => {
    const sim = await startSimServer({ platforms: [platform], port: 0 });
    try {
      const connect = (realKey: string) => {
        const runtime = createRuntime(platform, {
          mode: 'live',
          env: { KOPA_KMA_KEY: realKey, KOPA_KMA_BASE_URL: `${sim.url}/kma` },
        });
        const state = runtime.parseState({});
        return {
          key: state.credentials.key ?? '',
          client: runtime.client({ state }),
        };
      };
      const encoded = connect(encodeURIComponent(KMA_DEMO_KEY));
      expect(encoded.key).not.toBe(KMA_DEMO_KEY);
      const page = await encoded.client.call('VilageFcstInfoService_2.0', 'getVilageFcst', {
        serviceKey: encoded.key,
        ...SERVED,
        base_time: '0800',
        numOfRows: 1000,
      });
      expect(page.totalCount).toBe(871);
      expect(page.items).toHaveLength(871);
      // The "Decoding" key works too: live mode percent-encodes it once, so its "+" does not arrive as
      // a space (the mistake data.go.kr users make by pasting it raw into a URL).
      const raw = connect(KMA_DEMO_KEY);
      const decodedPage = await raw.client.call('VilageFcstInfoService_2.0', 'getVilageFcst', {
        serviceKey: raw.key,
        ...SERVED,
        base_time: '0800',
        numOfRows: 1000,
      });
      expect(decodedPage.totalCount).toBe(871);
    } finally {
      await sim.close();
    }
  });
});
