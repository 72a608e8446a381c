// One contract suite, two drivers (DESIGN §9): the client against the emulated upstream, and the
// live path (undici + real-format recorded envelopes through MockAgent). Both must behave the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlatformRuntime } from '@kopa/kit';
import { createRuntime, type FaultKind, type Platform, startSimServer, UpstreamError } from '@kopa/kit';
import { MockAgent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { createGyeonggiClient, type GyeonggiClient, gyeonggi } from '../src/index.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const REAL_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const platform = gyeonggi as Platform<GyeonggiClient>;

interface Driver {
  name: string;
  client(options?: { fault?: FaultKind }): GyeonggiClient;
  validKey: string;
  close?(): Promise<void>;
}

function clientOf(runtime: PlatformRuntime<GyeonggiClient>, fault?: FaultKind): GyeonggiClient {
  return runtime.client({ fault });
}

function offlineDriver(): Driver {
  const runtime = createRuntime(platform);
  return {
    name: 'offline emulation',
    validKey: gyeonggi.auth.demoKey,
    client: ({ fault } = {}) => clientOf(runtime, fault),
  };
}

function liveDriver(): Driver {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get('https://openapi.gg.go.kr');
  const json = { headers: { 'content-type': 'application/json;charset=UTF-8' } };
  const query = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');
  const keyed =
    (service: string, test: (params: URLSearchParams) => boolean = () => true) =>
    (path: string) =>
      path.startsWith(`/${service}?`) && query(path).get('KEY') === REAL_KEY && test(query(path));
  pool
    .intercept({ path: (path) => query(path).get('KEY') !== REAL_KEY })
    .reply(200, fixture('result-ERROR-290.json'), json)
    .persist();
  pool
    .intercept({ path: (path) => query(path).get('pSize') === '1001' })
    .reply(200, fixture('result-ERROR-336.json'), json)
    .persist();
  pool
    .intercept({ path: keyed('GENRESTRT', (params) => params.get('BIZPLC_NM') === '없는식당이름') })
    .reply(200, fixture('result-INFO-200.json'), json)
    .persist();
  pool
    .intercept({ path: keyed('GENRESTRT') })
    .reply(200, fixture('GENRESTRT.json'), json)
    .persist();
  pool
    .intercept({ path: keyed('TfcacdarM') })
    .reply(200, fixture('TfcacdarM.json'), json)
    .persist();
  pool
    .intercept({ path: keyed('RegionMnyFacltStus') })
    .reply(200, fixture('RegionMnyFacltStus.json'), json)
    .persist();
  const runtime = createRuntime(platform, { mode: 'live', env: { KOPA_GYEONGGI_KEY: REAL_KEY }, dispatcher: agent });
  return {
    name: 'live path (MockAgent, recorded envelopes)',
    validKey: runtime.parseState({}).credentials.key ?? '',
    client: ({ fault } = {}) => clientOf(runtime, fault),
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

describe.each(drivers)('the Gyeonggi client against the $name', (driver) => {
  it('reads GENRESTRT rows with SIGUN_CD filled in, YYYYMMDD dates and "" for empty values', async () => {
    const page = await driver.client().list('GENRESTRT', { KEY: driver.validKey, SIGUN_NM: '오산시', pSize: 3 });
    expect(page).toMatchObject({ resultCode: 'INFO-000', pageNo: 1, numOfRows: 3 });
    expect(page.totalCount).toBeGreaterThan(page.items.length);
    expect(page.items.length).toBeGreaterThan(0);
    for (const row of page.items) {
      expect(row).toMatchObject({ SIGUN_NM: '오산시', SIGUN_CD: '41370' });
      expect(row.LICENSG_DE).toMatch(/^\d{8}$/);
      expect(row.CLSBIZ_DE).toMatch(/^(\d{8})?$/);
      expect(['영업', '폐업']).toContain(row.BSN_STATE_NM);
      expect(Object.values(row)).not.toContain(null);
    }
  });

  it('reads TfcacdarM with counts as numbers and the 시군 name trimmed', async () => {
    const page = await driver.client().list('TfcacdarM', { KEY: driver.validKey, SIGUN_NM: '파주시', pSize: 5 });
    expect(page.items.length).toBeGreaterThan(0);
    for (const row of page.items) {
      expect(row.SIGUN_NM).toBe('파주시');
      expect(row.SIGUN_CD).toBe('41480');
      expect(typeof row.OCCUR_CNT).toBe('number');
      expect(row.CASLT_CNT).toBe(
        Number(row.DPRS_CNT) +
          Number(row.SERINJRY_INDVDL_CNT) +
          Number(row.SLTINJRY_INDVDL_CNT) +
          Number(row.INJURY_APLCNT_CNT),
      );
    }
  });

  it('reads RegionMnyFacltStus with padded coordinates trimmed', async () => {
    const page = await driver
      .client()
      .list('RegionMnyFacltStus', { KEY: driver.validKey, SIGUN_NM: '오산시', pSize: 50 });
    for (const row of page.items) {
      expect(row.REFINE_WGS84_LAT).toMatch(/^3\d\.\d+$/);
      expect(row.REFINE_WGS84_LOGT).toMatch(/^12\d\.\d+$/);
      expect(row.LEAD_TAX_MAN_STATE_CD).toMatch(/^0[123]$/);
    }
  });

  it.each([
    ['no data', { SIGUN_NM: '오산시', BIZPLC_NM: '없는식당이름' }, { code: 'INFO-200', kind: 'no_data' }],
    ['a wrong key', { KEY: 'ffffffffffffffffffffffffffffffff' }, { code: 'ERROR-290', kind: 'auth' }],
    ['pSize over 1000', { pSize: 1001 }, { code: 'ERROR-336', kind: 'invalid' }],
  ])('maps %s to its real code', async (_label, params, expected) => {
    const error = await rejection(driver.client().list('GENRESTRT', { KEY: driver.validKey, ...params }));
    expect(error).toMatchObject(expected);
    expect(error.hint).toBeTruthy();
  });

  it.each([
    ['rate_limit', { code: 'ERROR-337', kind: 'rate_limit' }],
    ['server_error', { code: 'ERROR-500', kind: 'server' }],
    ['timeout', { code: 'TIMEOUT', kind: 'timeout' }],
  ] as const)('maps an injected %s fault', async (fault, expected) => {
    const error = await rejection(
      driver.client({ fault }).list('GENRESTRT', { KEY: driver.validKey, SIGUN_NM: '오산시' }),
    );
    expect(error).toMatchObject(expected);
  });
});

describe('formats and transport', () => {
  it('reads the XML form upstream falls back to, with the same normalization', async () => {
    const client = createGyeonggiClient({
      fetch: async () => new Response(fixture('ParmacyInfo.xml'), { headers: { 'content-type': 'text/xml' } }),
    });
    const page = await client.list('ParmacyInfo', { KEY: 'k', SIGUN_NM: '고양시' });
    expect(page.totalCount).toBe(2);
    expect(page.items.map((row) => row.INST_NM)).toEqual(['온누리약국', '정문약국']);
    expect(page.items[1]).toMatchObject({
      SIGUN_CD: '41280',
      SUN_BEGIN_TREAT_TM: '',
      SIMPL_OTLNMAP_CONT: '화정역 4번 출구 앞',
    });
  });

  it('always calls the real host over https, and reports the 503 that plain http gets', async () => {
    const seen: string[] = [];
    const client = createGyeonggiClient({
      baseUrl: 'http://openapi.gg.go.kr',
      fetch: async (url) => {
        seen.push(url);
        return new Response('<html><body>Service Unavailable</body></html>', { status: 503 });
      },
    });
    const error = await rejection(client.list('GENRESTRT', { KEY: 'k' }));
    expect(seen[0]).toMatch(/^https:\/\/openapi\.gg\.go\.kr\/GENRESTRT\?/);
    expect(error).toMatchObject({ code: 'HTTP-503', kind: 'server' });
    expect(error.hint).toMatch(/https/);
  });

  it('answers through undici, the sim server and back over real HTTP, with the alias swapped for the key', async () => {
    const sim = await startSimServer({ platforms: [platform], port: 0 });
    try {
      const runtime = createRuntime(platform, {
        mode: 'live',
        env: { KOPA_GYEONGGI_KEY: gyeonggi.auth.demoKey, KOPA_GYEONGGI_BASE_URL: `${sim.url}/gyeonggi` },
      });
      const state = runtime.parseState({});
      expect(state.credentials.key).not.toBe(gyeonggi.auth.demoKey);
      const client = clientOf(runtime);
      const page = await client.list('ParmacyInfo', { KEY: state.credentials.key, SIGUN_CD: '41370', pSize: 5 });
      expect(page.items).toHaveLength(5);
      expect(page.items.every((row) => row.SIGUN_NM === '오산시')).toBe(true);
      const wrong = await rejection(client.list('ParmacyInfo', { KEY: 'ffffffffffffffffffffffffffffffff' }));
      expect(wrong.code).toBe('ERROR-290');
    } finally {
      await sim.close();
    }
  });
});
