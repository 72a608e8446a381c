// One contract suite, two drivers (DESIGN §9): the client against the emulated DRF, and the live path
// (undici + real-format recorded answers through MockAgent). Both must behave the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlatformRuntime } from '@kopa/kit';
import { createRuntime, type FaultKind, type Platform, startSimServer, UpstreamError } from '@kopa/kit';
import { MockAgent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { type LawClient, law } from '../src/index.ts';
import { normalizeLaw } from '../src/upstream/normalize-law.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const REAL_OC = 'realocuser';
const platform = law as Platform<LawClient>;

interface Driver {
  name: string;
  client(options?: { fault?: FaultKind }): LawClient;
  oc: string;
  agent?: MockAgent;
}

function clientOf(runtime: PlatformRuntime<LawClient>, fault?: FaultKind): LawClient {
  return runtime.client({ fault });
}

function offlineDriver(): Driver {
  const runtime = createRuntime(platform);
  return { name: 'offline emulation', oc: law.auth.demoKey, client: ({ fault } = {}) => clientOf(runtime, fault) };
}

function liveDriver(): Driver {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get('https://www.law.go.kr');
  const json = { headers: { 'content-type': 'application/json;charset=UTF-8' } };
  const route = (test: (path: string) => boolean, body: string, options = json) =>
    pool
      .intercept({ path: (path) => path.includes(`OC=${REAL_OC}`) && test(decodeURIComponent(path)) })
      .reply(200, body, options)
      .persist();
  pool
    .intercept({ path: (path) => path.startsWith('/DRF/') && !path.includes(`OC=${REAL_OC}`) })
    .reply(200, fixture('auth-failure.json'), json)
    .persist();
  // The DRF refuses callers without a browser User-Agent and a Referer; only such requests are answered.
  pool
    .intercept({
      path: (path) =>
        path.includes(`OC=${REAL_OC}`) &&
        path.includes('target=law&') &&
        decodeURIComponent(path).includes('query=관세법'),
      headers: { referer: 'https://www.law.go.kr/', 'user-agent': (value: string) => value.startsWith('Mozilla/5.0') },
    })
    .reply(200, fixture('law-search.json'), json)
    .persist();
  route(
    (path) => path.includes('lawService.do') && path.includes('target=eflaw') && path.includes('JO=002300'),
    fixture('law-service-article.json'),
  );
  route((path) => path.includes('lawService.do') && path.includes('MST=1&'), fixture('law-no-match.json'));
  route(
    (path) => path.includes('lawSearch.do') && path.includes('target=prec') && path.includes('query=없는사건'),
    fixture('prec-empty.json'),
  );
  route((path) => path.includes('lawSearch.do') && path.includes('target=prec'), fixture('prec-search.json'));
  route(
    (path) => path.includes('lawService.do') && path.includes('target=prec') && path.includes('ID=609561'),
    fixture('prec-service.json'),
  );
  route((path) => path.includes('lawSearch.do') && path.includes('target=ordin'), fixture('ordin-search.json'));
  route((path) => path.includes('target=admrul') && path.includes('query=점검'), fixture('maintenance.html'), {
    headers: { 'content-type': 'text/html;charset=UTF-8' },
  });
  route((path) => path.includes('target=expc') && path.includes('query=빈응답'), '', json);
  const runtime = createRuntime(platform, { mode: 'live', env: { KOPA_LAW_KEY: REAL_OC }, dispatcher: agent });
  return {
    name: 'live path (MockAgent, recorded answers)',
    oc: runtime.parseState({}).credentials.key ?? '',
    client: ({ fault } = {}) => clientOf(runtime, fault),
    agent,
  };
}

const drivers = [offlineDriver(), liveDriver()];
afterAll(async () => {
  for (const driver of drivers) await driver.agent?.close();
});

async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe.each(drivers)('the law.go.kr client against the $name', (driver) => {
  it('finds a law by name with its MST and 법령ID, one row as an object absorbed', async () => {
    const page = await driver.client().search('law', { OC: driver.oc, query: '관세법' });
    const row = page.items.find((item) => item.법령명한글 === '관세법');
    expect(row).toMatchObject({ 법령ID: '001556', 현행연혁코드: '현행', 법령구분명: '법률' });
    expect(row?.법령일련번호).toMatch(/^\d+$/);
    expect(String(row?.법령상세링크)).not.toContain('OC=');
    expect(row).not.toHaveProperty('id');
    expect(page.totalCount).toBeGreaterThanOrEqual(1);
  });

  it('reads one article (JO) as one flat article with 항 as a list', async () => {
    const content = await driver.client().service('eflaw', { OC: driver.oc, ID: '001872', JO: '002300' });
    const text = normalizeLaw(content);
    expect(text).toMatchObject({
      법령ID: '001872',
      법령명_한글: '근로기준법',
      법종구분: '법률',
      법종구분코드: 'A0002',
      소관부처: '고용노동부',
    });
    expect(text.법령키.startsWith('001872')).toBe(true);
    expect(text.조문).toHaveLength(1);
    expect(text.조문[0]).toMatchObject({ 조문번호: '23', 조문제목: '해고 등의 제한', 조문가지번호: '' });
    expect(text.조문[0]?.항[0]?.항내용).toMatch(/^① 사용자는 근로자에게 정당한 이유 없이 해고/);
    for (const paragraph of text.조문[0]?.항 ?? []) expect(typeof paragraph.항내용).toBe('string');
  });

  it('lists precedents with YYYYMMDD dates and reads one with <br/> turned into newlines', async () => {
    const page = await driver.client().search('prec', { OC: driver.oc, query: '손해배상', display: 2 });
    expect(page.items.length).toBe(2);
    for (const row of page.items) {
      expect(row.선고일자).toMatch(/^\d{8}$/);
      expect(row.사건번호).toMatch(/^\d{4}[가-힣]+\d+$/);
    }
    const detail = await driver.client().service('prec', { OC: driver.oc, ID: String(page.items[0]?.판례일련번호) });
    expect(detail.판례정보일련번호).toBe(page.items[0]?.판례일련번호);
    expect(String(detail.판례내용)).toContain('\n');
    expect(JSON.stringify(detail)).not.toContain('<br');
    expect(String(detail.참조조문)).toMatch(/제\d+조/);
  });

  it('reads 자치법규 rows that law.go.kr lists under "law"', async () => {
    const page = await driver.client().search('ordin', { OC: driver.oc, query: '주차장' });
    expect(page.items.length).toBeGreaterThan(0);
    expect(String(page.items[0]?.자치법규명)).toContain('주차장');
    expect(page.items[0]?.자치법규일련번호).toMatch(/^\d+$/);
  });

  it('maps the verification failure, no data and injected faults to their codes', async () => {
    expect(await rejection(driver.client().search('law', { OC: 'notmyoc', query: '관세법' }))).toMatchObject({
      code: 'AUTH_FAILED',
      kind: 'auth',
    });
    expect(await rejection(driver.client().search('prec', { OC: driver.oc, query: '없는사건' }))).toMatchObject({
      code: 'NO_DATA',
      kind: 'no_data',
    });
    expect(await rejection(driver.client().service('eflaw', { OC: driver.oc, MST: '1' }))).toMatchObject({
      code: 'NO_DATA',
      message: '일치하는 법령이 없습니다. 법령명을 확인하여 주십시오.',
    });
    expect(
      await rejection(driver.client({ fault: 'rate_limit' }).search('law', { OC: driver.oc, query: '관세법' })),
    ).toMatchObject({
      code: 'RATE_LIMITED',
      kind: 'rate_limit',
    });
    expect(
      await rejection(driver.client({ fault: 'server_error' }).search('law', { OC: driver.oc, query: '관세법' })),
    ).toMatchObject({
      code: 'HTTP_404',
      kind: 'server',
    });
  });
});

describe('the live path absorbs law.go.kr bodies that are not JSON', () => {
  const live = drivers[1] as Driver;
  it.each([
    ['an HTML maintenance page', 'MAINTENANCE', 'admrul', '점검'],
    ['an empty body', 'EMPTY_BODY', 'expc', '빈응답'],
  ] as const)('turns %s into %s', async (_label, code, target, query) => {
    expect(await rejection(live.client().search(target, { OC: live.oc, query }))).toMatchObject({
      code,
      kind: 'server',
    });
  });
});

describe('the live path over real HTTP against `kopa sim serve`', () => {
  it('answers through undici, the sim server and back, with the alias swapped for the OC', async () => {
    const sim = await startSimServer({ platforms: [platform], port: 0 });
    try {
      const runtime = createRuntime(platform, {
        mode: 'live',
        env: { KOPA_LAW_KEY: law.auth.demoKey, KOPA_LAW_BASE_URL: `${sim.url}/law` },
      });
      const state = runtime.parseState({});
      expect(state.credentials.key).not.toBe(law.auth.demoKey);
      const client = clientOf(runtime);
      const page = await client.search('law', { OC: state.credentials.key, query: '관세법' });
      expect(page.items[0]).toMatchObject({ 법령명한글: '관세법', 법령ID: '001556' });
      const article = normalizeLaw(
        await client.service('eflaw', { OC: state.credentials.key, ID: '001872', JO: '002300' }),
      );
      expect(article.조문[0]?.조문제목).toBe('해고 등의 제한');
    } finally {
      await sim.close();
    }
  });
});
