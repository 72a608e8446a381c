// One contract suite, two drivers (DESIGN §9): the client against the emulated upstreams, and the
// live path (undici + real-format recorded answers through MockAgent). Both must behave the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime, type FaultKind, type Platform, startSimServer, UpstreamError } from '@kopa/kit';
import { MockAgent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { type KrxClient, krx } from '../src/index.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const REAL_KEY = '0123456789ABCDEF0123456789ABCDEF01234567';
const platform = krx as Platform<KrxClient>;

interface Driver {
  name: string;
  client(options?: { fault?: FaultKind; unapproved?: boolean }): KrxClient;
  key: string;
  close?(): Promise<void>;
}

function offlineDriver(): Driver {
  const runtime = createRuntime(platform);
  const unapproved = { apiApprovals: { remove: ['sto/stk_isu_base_info', 'GetKrxListedInfoService/getItemInfo'] } };
  return {
    name: 'offline emulation',
    key: krx.auth.demoKey,
    client: ({ fault, unapproved: denied } = {}) =>
      platform.createClient({
        fetch: runtime.fetchFor({ state: runtime.parseState(denied ? { overlay: unapproved } : {}), fault }),
        cache: new Map(),
        baseUrl: runtime.baseUrl,
      }),
  };
}

function liveDriver(): Driver {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const json = { headers: { 'content-type': 'application/json;charset=UTF-8' } };
  const xml = { headers: { 'content-type': 'text/xml;charset=UTF-8' } };
  const krxPool = agent.get('https://data-dbg.krx.co.kr');
  const keyed = (headers: Record<string, string>) =>
    Object.entries(headers).some(([name, value]) => name.toLowerCase() === 'auth_key' && value === REAL_KEY);
  const on = (path: string, basDd: string) => ({
    path: (p: string) => p.startsWith(path) && p.includes(`basDd=${basDd}`),
    headers: keyed,
  });
  krxPool
    .intercept({ path: () => true, headers: (headers) => !keyed(headers) })
    .reply(401, fixture('unauthorized-key.json'), json)
    .persist();
  krxPool
    .intercept(on('/svc/apis/sto/stk_bydd_trd', '20240105'))
    .reply(200, fixture('stk_bydd_trd.json'), json)
    .persist();
  krxPool.intercept(on('/svc/apis/sto/stk_bydd_trd', '20240106')).reply(200, fixture('empty.json'), json).persist();
  krxPool
    .intercept(on('/svc/apis/idx/kospi_dd_trd', '20240105'))
    .reply(200, fixture('kospi_dd_trd.json'), json)
    .persist();
  krxPool
    .intercept(on('/svc/apis/sto/stk_isu_base_info', '20240105'))
    .reply(401, fixture('stk_isu_base_info-401.json'), json)
    .persist();
  const fscPool = agent.get('https://apis.data.go.kr');
  const fsc = (service: string, test: (p: string) => boolean) => ({
    path: (p: string) => p.startsWith(`/1160100/service/${service}`) && p.includes(`serviceKey=${REAL_KEY}`) && test(p),
  });
  fscPool
    .intercept({ path: (p) => !p.includes(`serviceKey=${REAL_KEY}`) })
    .reply(200, fixture('gateway-30.xml'), xml)
    .persist();
  fscPool
    .intercept(fsc('GetStockSecuritiesInfoService/getStockPriceInfo', (p) => p.includes('basDt=20240106')))
    .reply(200, fixture('nodata.json'), json)
    .persist();
  fscPool
    .intercept(fsc('GetStockSecuritiesInfoService/getStockPriceInfo', (p) => p.includes('resultType=json')))
    .reply(200, fixture('getStockPriceInfo-one.json'), json)
    .persist();
  fscPool
    .intercept(fsc('GetKrxListedInfoService/getItemInfo', (p) => p.includes('numOfRows=1&')))
    .reply(403, fixture('not-registered-403.json'), json)
    .persist();
  fscPool
    .intercept(fsc('GetKrxListedInfoService/getItemInfo', () => true))
    .reply(200, fixture('getItemInfo.json'), json)
    .persist();
  const runtime = createRuntime(platform, { mode: 'live', env: { KOPA_KRX_KEY: REAL_KEY }, dispatcher: agent });
  const alias = runtime.parseState({}).credentials.key ?? '';
  return {
    name: 'live path (MockAgent, recorded answers)',
    key: alias,
    client: ({ fault } = {}) => runtime.client({ fault }),
    close: () => agent.close(),
  };
}

const drivers = [offlineDriver(), liveDriver()];
afterAll(async () => {
  for (const driver of drivers) await driver.close?.();
});

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
};

const TRADE_FIELDS = [
  'BAS_DD',
  'ISU_CD',
  'ISU_NM',
  'MKT_NM',
  'SECT_TP_NM',
  'TDD_CLSPRC',
  'CMPPREVDD_PRC',
  'FLUC_RT',
  'TDD_OPNPRC',
  'TDD_HGPRC',
  'TDD_LWPRC',
  'ACC_TRDVOL',
  'ACC_TRDVAL',
  'MKTCAP',
  'LIST_SHRS',
];

describe.each(drivers)('the KRX client against the $name', (driver) => {
  it('reads a KOSPI day block in the specification field order, numbers as plain strings', async () => {
    const rows = await driver.client().krx('sto/stk_bydd_trd', { AUTH_KEY: driver.key, basDd: '20240105' });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(TRADE_FIELDS);
      expect(row.BAS_DD).toBe('20240105');
      expect(row.ISU_CD).toMatch(/^[0-9A-Z]{6}$/);
      expect(row.TDD_CLSPRC).toMatch(/^\d+$/);
      expect(row.FLUC_RT).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it('reads index rows with "-" where KRX publishes no value', async () => {
    const rows = await driver.client().krx('idx/kospi_dd_trd', { AUTH_KEY: driver.key, basDd: '20240105' });
    const foreign = rows.find((row) => row.IDX_NM === '코스피 (외국주포함)');
    expect(foreign?.CLSPRC_IDX).toBe('-');
    expect(rows.find((row) => row.IDX_NM === '코스피')?.CLSPRC_IDX).toMatch(/^\d+\.\d{2}$/);
  });

  it('returns an empty block for a Saturday', async () => {
    expect(await driver.client().krx('sto/stk_bydd_trd', { AUTH_KEY: driver.key, basDd: '20240106' })).toEqual([]);
  });

  it('maps a wrong AUTH_KEY and an unapproved API to their 401 answers', async () => {
    const wrong = await rejection(
      driver.client().krx('sto/stk_bydd_trd', { AUTH_KEY: 'F'.repeat(40), basDd: '20240105' }),
    );
    expect(wrong).toMatchObject({ code: '401', message: 'Unauthorized Key', kind: 'auth', status: 401 });
    const denied = await rejection(
      driver.client({ unapproved: true }).krx('sto/stk_isu_base_info', { AUTH_KEY: driver.key, basDd: '20240105' }),
    );
    expect(denied).toMatchObject({ code: '401', message: 'Unauthorized API Call', kind: 'auth' });
    expect(denied.hint).toMatch(/approved/);
  });

  it('reads a getStockPriceInfo page, a single item included, with the FSC rate format', async () => {
    const page = await driver.client().fsc('GetStockSecuritiesInfoService/getStockPriceInfo', {
      serviceKey: driver.key,
      likeSrtnCd: '005930',
      basDt: '20260226',
      numOfRows: '1',
    });
    expect(page).toMatchObject({ resultCode: '00', pageNo: 1, numOfRows: 1 });
    expect(page.items).toHaveLength(1);
    expect(Object.keys(page.items[0] ?? {})).toEqual([
      'basDt',
      'srtnCd',
      'isinCd',
      'itmsNm',
      'mrktCtg',
      'clpr',
      'vs',
      'fltRt',
      'mkp',
      'hipr',
      'lopr',
      'trqu',
      'trPrc',
      'lstgStCnt',
      'mrktTotAmt',
    ]);
    expect(page.items[0]?.fltRt).toMatch(/^-?(\d+)?(\.\d{1,2})?$|^0$/);
    expect(page.items[0]?.fltRt).not.toMatch(/^-?0\./);
  });

  it('reads getItemInfo with the "A" prefix of srtnCd removed and the 13-digit crno kept', async () => {
    const page = await driver.client().fsc('GetKrxListedInfoService/getItemInfo', {
      serviceKey: driver.key,
      likeSrtnCd: '00593',
      numOfRows: '10',
    });
    expect(page.items.length).toBeGreaterThan(0);
    for (const row of page.items) {
      expect(row.srtnCd).toMatch(/^[0-9A-Z]{6}$/);
      expect(row.crno).toMatch(/^\d{13}$/);
    }
  });

  it('maps totalCount 0 to 03 NODATA_ERROR, a wrong serviceKey to 30 and an unapplied service to 30', async () => {
    const none = await rejection(
      driver
        .client()
        .fsc('GetStockSecuritiesInfoService/getStockPriceInfo', { serviceKey: driver.key, basDt: '20240106' }),
    );
    expect(none).toMatchObject({ code: '03', kind: 'no_data' });
    const wrong = await rejection(
      driver.client().fsc('GetStockSecuritiesInfoService/getStockPriceInfo', { serviceKey: 'F'.repeat(40) }),
    );
    expect(wrong).toMatchObject({ code: '30', message: 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR', kind: 'auth' });
    const unapplied = await rejection(
      driver
        .client({ unapproved: true })
        .fsc('GetKrxListedInfoService/getItemInfo', { serviceKey: driver.key, numOfRows: '1', pageNo: '1' }),
    );
    expect(unapplied).toMatchObject({ code: '30', kind: 'auth' });
  });

  it('maps injected faults to each upstream’s own answer', async () => {
    const args = { AUTH_KEY: driver.key, basDd: '20240105' };
    expect(await rejection(driver.client({ fault: 'rate_limit' }).krx('sto/stk_bydd_trd', args))).toMatchObject({
      code: '429',
      kind: 'rate_limit',
    });
    const fsc = driver
      .client({ fault: 'rate_limit' })
      .fsc('GetStockSecuritiesInfoService/getStockPriceInfo', { serviceKey: driver.key });
    expect(await rejection(fsc)).toMatchObject({ code: '22', kind: 'rate_limit' });
    const timeout = driver
      .client({ fault: 'timeout' })
      .fsc('GetStockSecuritiesInfoService/getStockPriceInfo', { serviceKey: driver.key });
    expect(await rejection(timeout)).toMatchObject({ code: '05', message: 'SERVICETIMEOUT_ERROR', kind: 'timeout' });
  });
});

describe('the live path over real HTTP against `kopa sim serve`', () => {
  it('answers both upstreams through undici and the sim server, with the alias swapped for the key', async () => {
    const sim = await startSimServer({ platforms: [platform], port: 0 });
    try {
      const runtime = createRuntime(platform, {
        mode: 'live',
        env: { KOPA_KRX_KEY: krx.auth.demoKey, KOPA_KRX_BASE_URL: `${sim.url}/krx` },
      });
      const state = runtime.parseState({});
      const key = state.credentials.key ?? '';
      expect(key).not.toBe(krx.auth.demoKey);
      const client = runtime.client({ state });
      const rows = await client.krx('sto/ksq_bydd_trd', { AUTH_KEY: key, basDd: '20260115' });
      expect(rows.find((row) => row.ISU_CD === '069540')?.TDD_CLSPRC).toBe('1680');
      const page = await client.fsc('GetStockSecuritiesInfoService/getStockPriceInfo', {
        serviceKey: key,
        likeSrtnCd: '069540',
        basDt: '20260115',
      });
      expect(page.items[0]?.clpr).toBe('1680');
    } finally {
      await sim.close();
    }
  });
});
