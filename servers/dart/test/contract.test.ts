// One contract suite, two drivers (DESIGN §9): the client against the emulated upstream, and the
// live path (undici + real-format recorded envelopes through MockAgent). Both must behave the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime, type FaultKind, type Platform, startSimServer, UpstreamError } from '@kopa/kit';
import { strToU8, zipSync } from 'fflate';
import { MockAgent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { type DartClient, dart } from '../src/index.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const REAL_KEY = '0123456789abcdef0123456789abcdef0123beef';
const platform = dart as Platform<DartClient>;

interface Driver {
  name: string;
  /** A client of a session with this key, optionally with one injected fault. */
  client(options?: { key?: 'valid' | 'wrong'; fault?: FaultKind }): DartClient;
  validKey: string;
  /** A company with disclosures in 2025-05, and one that does not exist. */
  corpCode: string;
  close?(): Promise<void>;
}

function offlineDriver(): Driver {
  const runtime = createRuntime(platform);
  return {
    name: 'offline emulation',
    validKey: dart.auth.demoKey,
    corpCode: '00126380',
    client: ({ fault } = {}) => runtime.client({ fault }),
  };
}

function liveDriver(): Driver {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get('https://opendart.fss.or.kr');
  const json = { headers: { 'content-type': 'application/json;charset=UTF-8' } };
  const keyed =
    (path: string, key = REAL_KEY) =>
    (p: string) =>
      p.startsWith(path) && p.includes(`crtfc_key=${key}`);
  pool
    .intercept({ path: (p) => p.startsWith('/api/') && !p.includes(`crtfc_key=${REAL_KEY}`) })
    .reply(200, fixture('status-010.json'), json)
    .persist();
  pool
    .intercept({ path: keyed('/api/corpCode.xml') })
    .reply(200, Buffer.from(zipSync({ 'CORPCODE.xml': strToU8(fixture('CORPCODE.xml')) })), {
      headers: { 'content-type': 'application/x-msdownload' },
    })
    .persist();
  pool
    .intercept({ path: (p) => keyed('/api/company.json')(p) && p.includes('corp_code=00126380') })
    .reply(200, fixture('company.json'), json)
    .persist();
  pool
    .intercept({ path: (p) => keyed('/api/company.json')(p) && p.includes('corp_code=99999999') })
    .reply(200, fixture('status-013.json'), json)
    .persist();
  pool
    .intercept({ path: keyed('/api/list.json') })
    .reply(200, fixture('list.json'), json)
    .persist();
  const runtime = createRuntime(platform, { mode: 'live', env: { KOPA_DART_KEY: REAL_KEY }, dispatcher: agent });
  const alias = runtime.parseState({}).credentials.key ?? '';
  return {
    name: 'live path (MockAgent, recorded envelopes)',
    validKey: alias,
    corpCode: '00126380',
    client: ({ fault } = {}) => runtime.client({ fault }),
    close: () => agent.close(),
  };
}

const drivers = [offlineDriver(), liveDriver()];
afterAll(async () => {
  for (const driver of drivers) await driver.close?.();
});

describe.each(drivers)('the DART client against the $name', (driver) => {
  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  };

  it('reads corpCode.xml from its ZIP, with blank stock codes trimmed', async () => {
    const rows = await driver.client().corpCodes(driver.validKey);
    const samsung = rows.find((row) => row.corp_code === '00126380');
    expect(samsung).toMatchObject({ stock_code: '005930', corp_eng_name: expect.stringMatching(/SAMSUNG/) });
    const unlisted = rows.find((row) => row.stock_code === '');
    expect(unlisted?.corp_code).toMatch(/^\d{8}$/);
    for (const row of rows.slice(0, 50)) expect(row.stock_code).toMatch(/^(\d{6})?$/);
  });

  it('reads list.json with its paging fields', async () => {
    const body = await driver.client().call('list', {
      crtfc_key: driver.validKey,
      corp_code: driver.corpCode,
      bgn_de: '20250501',
      end_de: '20250531',
      page_count: '2',
    });
    expect(body.status).toBe('000');
    expect(typeof body.total_count).toBe('number');
    expect(body.page_count).toBe(2);
    const list = body.list as Array<Record<string, string>>;
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) {
      expect(Object.keys(row).sort()).toEqual([
        'corp_cls',
        'corp_code',
        'corp_name',
        'flr_nm',
        'rcept_dt',
        'rcept_no',
        'report_nm',
        'rm',
        'stock_code',
      ]);
      expect(row.rcept_no).toMatch(/^\d{14}$/);
    }
  });

  it('reads company.json flat, with the registration number', async () => {
    const body = await driver.client().call('company', { crtfc_key: driver.validKey, corp_code: '00126380' });
    expect(body).toMatchObject({ status: '000', corp_code: '00126380', stock_code: '005930' });
    expect(body.jurir_no).toMatch(/^\d{13}$/);
  });

  it('maps 013 to no_data, 010 to auth, and an injected 020 to rate_limit', async () => {
    const noData = await rejection(
      driver.client().call('company', { crtfc_key: driver.validKey, corp_code: '99999999' }),
    );
    expect(noData).toMatchObject({ code: '013', kind: 'no_data' });
    const wrong = await rejection(
      driver.client().call('company', { crtfc_key: 'ffffffffffffffffffffffffffffffffffffffff', corp_code: '00126380' }),
    );
    expect(wrong).toMatchObject({ code: '010', kind: 'auth' });
    const limited = await rejection(
      driver.client({ fault: 'rate_limit' }).call('company', { crtfc_key: driver.validKey, corp_code: '00126380' }),
    );
    expect(limited).toMatchObject({ code: '020', kind: 'rate_limit' });
  });
});

describe('the live path over real HTTP against `kopa sim serve`', () => {
  it('answers through undici, the sim server and back, with the alias swapped for the key', async () => {
    const sim = await startSimServer({ platforms: [platform], port: 0 });
    try {
      const runtime = createRuntime(platform, {
        mode: 'live',
        env: { KOPA_DART_KEY: dart.auth.demoKey, KOPA_DART_BASE_URL: `${sim.url}/dart` },
      });
      const state = runtime.parseState({});
      const client = runtime.client({ state });
      const body = await client.call('company', { crtfc_key: state.credentials.key, corp_code: '00126380' });
      expect(body).toMatchObject({ status: '000', corp_name: expect.stringContaining('삼성전자') });
      expect(state.credentials.key).not.toBe(dart.auth.demoKey);
      const rows = await client.corpCodes(state.credentials.key ?? '');
      expect(rows.length).toBeGreaterThan(3000);
    } finally {
      await sim.close();
    }
  });
});
