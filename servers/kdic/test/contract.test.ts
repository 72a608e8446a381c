// One contract suite, two drivers (DESIGN §9): the client against the emulated upstream, and the live path
// (undici + real-format recorded envelopes through MockAgent). Both must behave the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime, type FaultKind, type Platform, startSimServer, UpstreamError } from '@kopa/kit';
import { MockAgent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { type KdicClient, kdic } from '../src/index.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const REAL_KEY = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abbeef';
const platform = kdic as Platform<KdicClient>;

interface Driver {
  name: string;
  client(options?: { fault?: FaultKind }): KdicClient;
  validKey: string;
  close?(): Promise<void>;
}

function offlineDriver(): Driver {
  const runtime = createRuntime(platform);
  return {
    name: 'offline emulation',
    validKey: kdic.auth.demoKey,
    client: ({ fault } = {}) => runtime.client({ fault }),
  };
}

function liveDriver(): Driver {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get('https://apis.data.go.kr');
  const json = { headers: { 'content-type': 'application/json;charset=UTF-8' } };
  const xml = { headers: { 'content-type': 'text/xml;charset=UTF-8' } };
  const route =
    (operation: string, ...parts: string[]) =>
    (path: string) =>
      path.includes(`/${operation}?`) &&
      path.includes(`serviceKey=${REAL_KEY}`) &&
      parts.every((part) => path.includes(part));
  const encoded = (text: string) => new URLSearchParams({ q: text }).toString().slice(2);
  pool
    .intercept({ path: (path) => !path.includes(`serviceKey=${REAL_KEY}`) })
    .reply(200, fixture('gateway-30.xml'), xml)
    .persist();
  pool
    .intercept({ path: route('getProductList202008', `fncIstNm=${encoded('없는은행')}`) })
    .reply(200, fixture('nodata-03.json'), json)
    .persist();
  pool
    .intercept({ path: route('getProductList202008') })
    .reply(200, fixture('getProductList.json'), json)
    .persist();
  pool
    .intercept({ path: route('getCompanyList202008', 'resultType=xml') })
    .reply(200, fixture('getCompanyList.xml'), xml)
    .persist();
  pool
    .intercept({ path: route('getCompanyList202008') })
    .reply(200, fixture('getCompanyList-one.json'), json)
    .persist();
  pool
    .intercept({ path: route('getFinanceStateList') })
    .reply(200, fixture('getFinanceStateList.json'), json)
    .persist();
  pool
    .intercept({ path: route('getInsurgTrgetFnltInfoList') })
    .reply(200, fixture('getInsurgTrgetFnltInfoList.json'), json)
    .persist();
  const runtime = createRuntime(platform, { mode: 'live', env: { KOPA_KDIC_KEY: REAL_KEY }, dispatcher: agent });
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

describe.each(drivers)('the KDIC client against the $name', (driver) => {
  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  };

  it('reads getProductList202008 with its paging fields and string items', async () => {
    const page = await driver.client().list({
      op: 'products',
      params: { serviceKey: driver.validKey, fncIstNm: '국민은행', numOfRows: 3, pageNo: 1 },
    });
    expect(page).toMatchObject({ resultCode: '00', resultMsg: 'NORMAL SERVICE.', pageNo: 1, numOfRows: 3 });
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    expect(page.items).toHaveLength(3);
    for (const item of page.items) {
      expect(Object.keys(item).sort()).toEqual(['fncIstNm', 'num', 'prdNm', 'prdSalDscnDt', 'regDate']);
      expect(item.fncIstNm).toBe('국민은행');
      expect(item.prdNm).toBe(item.prdNm?.trim());
      expect(item.regDate).toMatch(/^\d{8}$/);
      expect(item.prdSalDscnDt).toMatch(/^(\d{8})?$/);
    }
  });

  it.each([
    ['JSON with one item as an object', {}],
    ['XML (resultType=xml)', { resultType: 'xml' }],
  ])('reads getCompanyList202008 as %s', async (_label, extra) => {
    const page = await driver.client().list({
      op: 'companies',
      params: { serviceKey: driver.validKey, fncIstNm: 'SBI', ...extra },
    });
    expect(page.items).toEqual([{ num: '1', fncIstNm: '(주)SBI저축은행', regnNm: '저축은행' }]);
    expect(page.totalCount).toBe(1);
  });

  it('reads getFinanceStateList for a bank and month', async () => {
    const page = await driver.client().list({
      op: 'savingsFinance',
      params: { serviceKey: driver.validKey, finIstNm: 'SBI저축은행', ym: '202607' },
    });
    const [row] = page.items;
    expect(row).toMatchObject({ finIstNm: 'SBI저축은행', ym: '202607' });
    for (const field of ['dpsAvgIrt', 'bisTotCptRto', 'ovduRt'] as const) expect(row?.[field]).toMatch(/^\d+\.\d{2}$/);
  });

  it('reads getInsurgTrgetFnltInfoList trimmed, with paging filled in from the request', async () => {
    const page = await driver.client().list({
      op: 'institutions',
      params: { serviceKey: driver.validKey, fnccmpNm: 'BNP파리바', numOfRows: 10, pageNo: 1 },
    });
    expect(page).toMatchObject({ resultMsg: 'NORMAL SERVICE', totalCount: 1, pageNo: 1, numOfRows: 10 });
    expect(page.items[0]).toMatchObject({
      num: '1',
      fnccmpNm: 'BNP파리바',
      fncIstAdr: '서울특별시 중구 세종대로 73 태평로빌딩 23층',
      isrgTgtYn: 'Y',
    });
    expect(page.items[0]?.cttpc).toMatch(/^02-317-1700/);
    expect(Number(page.items[0]?.lgtdVal)).toBeCloseTo(126.98, 1);
  });

  it('maps gateway 30 to auth, header 03 to no_data, and injected faults to 22 and 05', async () => {
    const wrong = await rejection(
      driver.client().list({ op: 'products', params: { serviceKey: 'f'.repeat(64), fncIstNm: '국민은행' } }),
    );
    expect(wrong).toMatchObject({ code: '30', kind: 'auth', message: 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR' });
    const empty = await rejection(
      driver.client().list({ op: 'products', params: { serviceKey: driver.validKey, fncIstNm: '없는은행' } }),
    );
    expect(empty).toMatchObject({ code: '03', kind: 'no_data', message: 'NODATA_ERROR' });
    const limited = await rejection(
      driver.client({ fault: 'rate_limit' }).list({ op: 'products', params: { serviceKey: driver.validKey } }),
    );
    expect(limited).toMatchObject({ code: '22', kind: 'rate_limit' });
    const down = await rejection(
      driver.client({ fault: 'server_error' }).list({ op: 'products', params: { serviceKey: driver.validKey } }),
    );
    expect(down).toMatchObject({ code: '05', message: 'SERVICETIMEOUT_ERROR', status: 504 });
    const slow = await rejection(
      driver.client({ fault: 'timeout' }).list({ op: 'products', params: { serviceKey: driver.validKey } }),
    );
    expect(slow).toMatchObject({ code: '05', kind: 'timeout' });
  });
});

describe('the emulated upstream at the HTTP level', () => {
  const runtime = createRuntime(platform);
  const get = async (path: string, query: Record<string, string>) => {
    const fetch = runtime.fetchFor({ state: runtime.parseState({}), fault: undefined });
    const response = await fetch(`https://apis.data.go.kr/${path}?${new URLSearchParams(query)}`);
    return { status: response.status, text: await response.text() };
  };
  const key = kdic.auth.demoKey;
  const products = 'B190017/service/GetInsuredProductService202008/getProductList202008';

  it.each([
    [
      'an unknown operation',
      'B190017/service/GetInsuredProductService202008/getNothing',
      { serviceKey: key },
      '<returnReasonCode>12</returnReasonCode>',
    ],
    [
      'the capitalized ServiceKey',
      products,
      { ServiceKey: key, resultType: 'json', numOfRows: '1' },
      '"resultCode":"00"',
    ],
    [
      'no key at all, even for JSON',
      products,
      { resultType: 'json' },
      '<returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR',
    ],
    ['XML by default', products, { serviceKey: key, numOfRows: '1' }, '<getProductList><header><resultCode>00'],
    [
      'a bad month (10)',
      'B190017/service/GetSavingsBankFinanceService/getFinanceStateList',
      { serviceKey: key, resultType: 'json', ym: '2026-07' },
      '"resultCode":"10"',
    ],
    [
      'numOfRows over 1000 (10)',
      products,
      { serviceKey: key, resultType: 'json', numOfRows: '1001' },
      '"resultCode":"10"',
    ],
    [
      'a missing mandatory pageNo (11)',
      'B190017/service/GetPblcRptInfoService/getPblcRptInfoList',
      { serviceKey: key, resultType: 'json', numOfRows: '10' },
      '"resultMsg":"NO_MANDATORY_REQUEST_PARAMETERS_ERROR"',
    ],
  ])('answers %s', async (_label, path, query, expected) => {
    const { status, text } = await get(path, query);
    expect(status).toBe(200);
    expect(text).toContain(expected);
  });

  it('reports codes 10 and 11 through the client as invalid, with a next step', async () => {
    const client = platform.createClient({
      fetch: runtime.fetchFor({ state: runtime.parseState({}), fault: undefined }),
      cache: new Map(),
      baseUrl: runtime.baseUrl,
    });
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(
      await failure(client.list({ op: 'savingsFinance', params: { serviceKey: key, ym: '2026-07' } })),
    ).toMatchObject({
      code: '10',
      kind: 'invalid',
      hint: expect.stringContaining('YYYYMM'),
    });
    expect(await failure(client.list({ op: 'fund', params: { serviceKey: key } }))).toMatchObject({
      code: '11',
      kind: 'invalid',
    });
  });
});

describe('the live path over real HTTP against `kopa sim serve`', () => {
  it('answers through undici, the sim server and back, with the alias swapped for the key', async () => {
    const sim = await startSimServer({ platforms: [platform], port: 0 });
    try {
      const runtime = createRuntime(platform, {
        mode: 'live',
        env: { KOPA_KDIC_KEY: kdic.auth.demoKey, KOPA_KDIC_BASE_URL: `${sim.url}/kdic` },
      });
      const state = runtime.parseState({});
      expect(state.credentials.key).not.toBe(kdic.auth.demoKey);
      const client = runtime.client({ state });
      const page = await client.list({
        op: 'products',
        params: { serviceKey: state.credentials.key, regnNm: '은행', numOfRows: 1000 },
      });
      expect(page.totalCount).toBeGreaterThan(1000);
      expect(page.items).toHaveLength(1000);
      const wrong = await client
        .list({ op: 'products', params: { serviceKey: 'nope' } })
        .catch((error: unknown) => error);
      expect(wrong).toMatchObject({ code: '30' });
    } finally {
      await sim.close();
    }
  });
});
