// One contract suite, two drivers (DESIGN §9): the client against the emulated upstream, and the live path
// (undici + real-format recorded envelopes through MockAgent). Both must behave the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime, type FaultKind, type Platform, startSimServer, UpstreamError } from '@kopa/kit';
import { MockAgent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { type TourClient, tourapi } from '../src/index.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const REAL_KEY = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abbeef';
const platform = tourapi as Platform<TourClient>;
const MOBILE = { MobileOS: 'ETC', MobileApp: 'KOPA' };

interface Driver {
  name: string;
  client(options?: { fault?: FaultKind }): TourClient;
  validKey: string;
  close?(): Promise<void>;
}

function offlineDriver(): Driver {
  const runtime = createRuntime(platform);
  return {
    name: 'offline emulation',
    validKey: tourapi.auth.demoKey,
    client: ({ fault } = {}) => runtime.client({ fault }),
  };
}

function liveDriver(): Driver {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get('https://apis.data.go.kr');
  const json = { headers: { 'content-type': 'application/json;charset=UTF-8' } };
  const keyed =
    (operation: string, ...parts: string[]) =>
    (path: string) =>
      path.startsWith(`/B551011/KorService2/${operation}?`) &&
      path.includes(`serviceKey=${REAL_KEY}`) &&
      parts.every((part) => path.includes(part));
  pool
    .intercept({ path: (path) => !path.includes(`serviceKey=${REAL_KEY}`) })
    .reply(403, fixture('gateway-30.xml'), { headers: { 'content-type': 'text/xml;charset=UTF-8' } })
    .persist();
  pool
    .intercept({ path: (path) => path.includes(`serviceKey=${REAL_KEY}`) && !path.includes('MobileOS=') })
    .reply(200, fixture('error-11-MobileOS.json'), json)
    .persist();
  pool
    .intercept({ path: keyed('areaBasedList2', 'areaCode=31') })
    .reply(200, fixture('areaBasedList2.json'), json)
    .persist();
  pool
    .intercept({ path: keyed('searchKeyword2', `keyword=${encodeURIComponent('경복궁')}`) })
    .reply(200, fixture('searchKeyword2-one.json'), json)
    .persist();
  pool
    .intercept({ path: keyed('searchKeyword2') })
    .reply(200, fixture('searchKeyword2-empty.json'), json)
    .persist();
  pool
    .intercept({ path: keyed('ldongCode2', 'lDongRegnCd=41') })
    .reply(200, fixture('ldongCode2.json'), json)
    .persist();
  const runtime = createRuntime(platform, { mode: 'live', env: { KOPA_TOURAPI_KEY: REAL_KEY }, dispatcher: agent });
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

describe.each(drivers)('the TourAPI client against the $name', (driver) => {
  it('reads a list page with its paging fields and the real field set, values trimmed', async () => {
    const page = await driver.client().call('areaBasedList2', {
      serviceKey: driver.validKey,
      ...MOBILE,
      areaCode: '31',
      sigunguCode: '1',
      contentTypeId: '12',
      numOfRows: 2,
    });
    expect(page).toMatchObject({ resultCode: '0000', resultMsg: 'OK', pageNo: 1, numOfRows: 2 });
    expect(page.totalCount).toBeGreaterThan(2);
    expect(page.items).toHaveLength(2);
    for (const item of page.items) {
      expect(item).toMatchObject({ areacode: '31', sigungucode: '1', lDongRegnCd: '41', lDongSignguCd: '820' });
      expect(item.contentid).toMatch(/^\d+$/);
      expect(item.lclsSystm3).toMatch(/^[A-Z]{2}\d{6}$/);
      for (const value of Object.values(item)) expect(value).toBe(value.trim());
    }
  });

  it('reads a single result sent as a one-element item list', async () => {
    const page = await driver
      .client()
      .call('searchKeyword2', { serviceKey: driver.validKey, ...MOBILE, keyword: '경복궁' });
    expect(page.totalCount).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({ contentid: '126508', title: '경복궁', contenttypeid: '12' }),
    ]);
  });

  it('absorbs items "" for an empty result', async () => {
    const page = await driver
      .client()
      .call('searchKeyword2', { serviceKey: driver.validKey, ...MOBILE, keyword: '없는관광지' });
    expect(page).toMatchObject({ resultCode: '0000', totalCount: 0, items: [] });
  });

  it('reads code rows with rnum as a string', async () => {
    const page = await driver
      .client()
      .call('ldongCode2', { serviceKey: driver.validKey, ...MOBILE, lDongRegnCd: '41' });
    expect(page.totalCount).toBe(31);
    expect(page.items[0]).toEqual({ rnum: '1', code: '110', name: '수원시' });
  });

  it('maps the flat 11 error for a missing MobileOS, the gateway 30 and an injected 22', async () => {
    const missing = await rejection(
      driver.client().call('areaBasedList2', { serviceKey: driver.validKey, MobileApp: 'KOPA' }),
    );
    expect(missing).toMatchObject({
      code: '11',
      kind: 'invalid',
      message: 'NO_MANDATORY_REQUEST_PARAMETERS_ERROR(MobileOS)',
    });
    const wrong = await rejection(driver.client().call('areaBasedList2', { serviceKey: 'f'.repeat(64), ...MOBILE }));
    expect(wrong).toMatchObject({ code: '30', kind: 'auth', message: 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR' });
    const limited = await rejection(
      driver.client({ fault: 'rate_limit' }).call('areaBasedList2', { serviceKey: driver.validKey, ...MOBILE }),
    );
    expect(limited).toMatchObject({ code: '22', kind: 'rate_limit' });
  });
});

describe('quirks only a recorded answer shows', () => {
  it('reads the JSON-wrapped gateway error a 403 can carry', async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    agent
      .get('https://apis.data.go.kr')
      .intercept({ path: () => true })
      .reply(403, fixture('gateway-30.json'));
    const runtime = createRuntime(platform, { mode: 'live', env: { KOPA_TOURAPI_KEY: REAL_KEY }, dispatcher: agent });
    const client = platform.createClient({
      fetch: runtime.fetchFor({ state: runtime.parseState({}), fault: undefined }),
      cache: new Map(),
      baseUrl: runtime.baseUrl,
    });
    const error = await rejection(client.call('areaCode2', { serviceKey: REAL_KEY, ...MOBILE }));
    expect(error).toMatchObject({ code: '30', kind: 'auth', status: 403 });
    await agent.close();
  });
});

describe('the live path over real HTTP against `kopa sim serve`', () => {
  it('answers through undici, the sim server and back, with the alias swapped for the key', async () => {
    const sim = await startSimServer({ platforms: [platform], port: 0 });
    try {
      const runtime = createRuntime(platform, {
        mode: 'live',
        env: { KOPA_TOURAPI_KEY: tourapi.auth.demoKey, KOPA_TOURAPI_BASE_URL: `${sim.url}/tourapi` },
      });
      const state = runtime.parseState({});
      expect(state.credentials.key).not.toBe(tourapi.auth.demoKey);
      const client = runtime.client({ state });
      const page = await client.call('searchKeyword2', {
        serviceKey: state.credentials.key,
        ...MOBILE,
        keyword: '남이섬',
      });
      expect(page.items[0]).toMatchObject({ title: '남이섬', areacode: '31', sigungucode: '1' });
      const missing = await rejection(client.call('detailCommon2', { serviceKey: state.credentials.key, ...MOBILE }));
      expect(missing).toMatchObject({ code: '11', message: 'NO_MANDATORY_REQUEST_PARAMETERS_ERROR(contentId)' });
      // Without _type=json the service answers XML, as data.go.kr services do by default.
      const xml = await fetch(
        `${sim.url}/tourapi/B551011/KorService2/areaCode2?serviceKey=${tourapi.auth.demoKey}&MobileOS=ETC&MobileApp=KOPA&numOfRows=1`,
      );
      expect(await xml.text()).toMatch(
        /<resultCode>0000<\/resultCode>.*<item><rnum>1<\/rnum><code>1<\/code><name>서울<\/name><\/item>/,
      );
      // The retired KorService1 answers the gateway's 12 with HTTP 400.
      const retired = await fetch(
        `${sim.url}/tourapi/B551011/KorService1/areaCode1?serviceKey=${tourapi.auth.demoKey}`,
      );
      expect(retired.status).toBe(400);
      expect(await retired.text()).toContain('<returnReasonCode>12</returnReasonCode>');
    } finally {
      await sim.close();
    }
  });
});
