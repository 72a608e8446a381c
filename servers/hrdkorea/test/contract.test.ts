// One contract suite, two drivers (DESIGN §9): the client against the emulated upstreams, and the
// live path (undici + real-format recorded envelopes through MockAgent). Both must behave the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime, type FaultKind, type Platform, startSimServer, UpstreamError } from '@kopa/kit';
import { MockAgent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { type HrdClient, hrdkorea } from '../src/index.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const REAL_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2beef';
const platform = hrdkorea as Platform<HrdClient>;

interface Driver {
  name: string;
  client(options?: { fault?: FaultKind }): HrdClient;
  validKey: string;
  close?(): Promise<void>;
}

function offlineDriver(): Driver {
  const runtime = createRuntime(platform);
  return {
    name: 'offline emulation',
    validKey: hrdkorea.auth.demoKey,
    client: ({ fault } = {}) => runtime.client({ fault }),
  };
}

function liveDriver(): Driver {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const xml = { headers: { 'content-type': 'text/xml;charset=UTF-8' } };
  const json = { headers: { 'content-type': 'application/json;charset=UTF-8' } };
  const keyed =
    (path: string, ...parts: string[]) =>
    (p: string) =>
      p.startsWith(path) && p.includes(`serviceKey=${REAL_KEY}`) && parts.every((part) => p.includes(part));
  const qnet = agent.get('http://openapi.q-net.or.kr');
  const rest = '/api/service/rest/';
  qnet
    .intercept({ path: (p) => !p.includes(`serviceKey=${REAL_KEY}`) })
    .reply(200, fixture('gateway-30.xml'), xml)
    .persist();
  qnet
    .intercept({ path: keyed(`${rest}InquiryListNationalQualifcationSVC/getList`) })
    .reply(200, fixture('qualification-list.xml'), xml)
    .persist();
  qnet
    .intercept({ path: keyed(`${rest}InquiryTestInformationNTQSVC/getFeeList`, 'jmCd=1320') })
    .reply(200, fixture('fee-1320.xml'), xml)
    .persist();
  qnet
    .intercept({ path: keyed(`${rest}InquiryTestInformationNTQSVC/getFeeList`, 'jmCd=9999') })
    .reply(200, fixture('fee-empty.xml'), xml)
    .persist();
  qnet
    .intercept({ path: keyed(`${rest}InquiryQualPassRateSVC/getList`, 'grdCd=30', 'baseYY=2025') })
    .reply(200, fixture('pass-rate-30-2025.xml'), xml)
    .persist();
  qnet
    .intercept({ path: keyed(`${rest}InquiryQualPassRateSVC/getList`, 'grdCd=20') })
    .reply(200, fixture('result-99.xml'), xml)
    .persist();
  qnet
    .intercept({ path: keyed(`${rest}InquiryQualInfo/getList`, 'seriesCd=03') })
    .reply(200, fixture('qual-info-03.xml'), xml)
    .persist();
  const dataGo = agent.get('http://apis.data.go.kr');
  const schedule = '/B490007/qualExamSchd/getQualExamSchdList';
  dataGo
    .intercept({ path: (p) => !p.includes(`serviceKey=${REAL_KEY}`) })
    .reply(200, fixture('gateway-30.xml'), xml)
    .persist();
  dataGo
    .intercept({ path: keyed(schedule, 'numOfRows=100') })
    .reply(200, fixture('qual-exam-schd-930.json'), json)
    .persist();
  dataGo
    .intercept({ path: keyed(schedule, 'jmCd=1320', 'implYy=2026', 'dataFormat=json') })
    .reply(200, fixture('qual-exam-schd-1320.json'), json)
    .persist();
  const runtime = createRuntime(platform, { mode: 'live', env: { KOPA_HRDKOREA_KEY: REAL_KEY }, dispatcher: agent });
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

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
};

describe.each(drivers)('the HRD Korea client against the $name', (driver) => {
  it('reads the national qualification list with lower-case tags, codes kept as strings, names trimmed', async () => {
    const page = await driver
      .client()
      .qnet('InquiryListNationalQualifcationSVC/getList', { serviceKey: driver.validKey });
    expect(page.resultCode).toBe('00');
    expect(page.items.find((row) => row.jmcd === '0752')).toMatchObject({ jmfldnm: '가스기술사', seriesnm: '기술사' });
    expect(page.items.find((row) => row.jmcd === '1150')?.jmfldnm).toBe('전기기사');
    for (const row of page.items) {
      expect(Object.keys(row).sort()).toEqual([
        'jmcd',
        'jmfldnm',
        'mdobligfldcd',
        'mdobligfldnm',
        'obligfldcd',
        'obligfldnm',
        'qualgbcd',
        'qualgbnm',
        'seriescd',
        'seriesnm',
      ]);
      expect(row.jmcd).toMatch(/^\d{4}$/);
      expect(row.jmfldnm).toBe(row.jmfldnm?.trim());
    }
  });

  it('reads qualExamSchd JSON without a response wrapper, items as an array of string rows', async () => {
    const page = await driver.client().examSchedules({ serviceKey: driver.validKey, jmCd: '1320', implYy: '2026' });
    expect(page).toMatchObject({ resultCode: '00', totalCount: 3, pageNo: 1, numOfRows: 10 });
    expect(page.items.map((row) => row.description)).toEqual([
      '국가기술자격 기사 (2026년도 제1회)',
      '국가기술자격 기사 (2026년도 제2회)',
      '국가기술자격 기사 (2026년도 제3회)',
    ]);
    for (const row of page.items) expect(row.docRegStartDt).toMatch(/^2026\d{4}$/);
  });

  it('reads the fee line, and an empty <items/> as an empty page', async () => {
    const fee = await driver
      .client()
      .qnet('InquiryTestInformationNTQSVC/getFeeList', { serviceKey: driver.validKey, jmCd: '1320' });
    expect(fee.items).toEqual([
      expect.objectContaining({ contents: '1차 : 19400, 2차 : 22600', jmfldnm: '정보처리기사' }),
    ]);
    const none = await driver
      .client()
      .qnet('InquiryTestInformationNTQSVC/getFeeList', { serviceKey: driver.validKey, jmCd: '9999' });
    expect(none).toMatchObject({ resultCode: '00', totalCount: 0, items: [] });
  });

  it('reads pass rates with jmCd in every row and counts as strings', async () => {
    const page = await driver
      .client()
      .qnet('InquiryQualPassRateSVC/getList', { serviceKey: driver.validKey, grdCd: '30', baseYY: '2025' });
    const rows = page.items.filter((row) => row.jmCd === '1320');
    expect(rows.map((row) => row.examTypCcd).slice(0, 2)).toEqual(['필기', '실기']);
    for (const row of rows) {
      expect(row.recptNoCnt).toMatch(/^\d+$/);
      expect(row.passRate).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('strips the editor CSS in front of InquiryQualInfo texts', async () => {
    const page = await driver.client().qnet('InquiryQualInfo/getList', { serviceKey: driver.validKey, seriesCd: '03' });
    const row = page.items.find((item) => item.jmCd === '1320');
    expect(row?.jmNm).toBe('정보처리기사');
    for (const item of page.items) {
      for (const field of ['summary', 'job', 'career', 'trend', 'hist'])
        expect(item[field]).not.toMatch(/[{}]|BODY|개요BODY/);
    }
  });

  it('maps 30 to auth, 930 to invalid, and injected 22 / 99 to rate_limit / server', async () => {
    const wrong = await rejection(
      driver.client().qnet('InquiryListNationalQualifcationSVC/getList', { serviceKey: 'x'.repeat(64) }),
    );
    expect(wrong).toMatchObject({ code: '30', kind: 'auth' });
    const wrongJson = await rejection(driver.client().examSchedules({ serviceKey: 'x'.repeat(64) }));
    expect(wrongJson).toMatchObject({ code: '30', kind: 'auth' });
    const tooMany = await rejection(driver.client().examSchedules({ serviceKey: driver.validKey, numOfRows: '100' }));
    expect(tooMany).toMatchObject({ code: '930', kind: 'invalid' });
    const limited = await rejection(
      driver.client({ fault: 'rate_limit' }).examSchedules({ serviceKey: driver.validKey, implYy: '2026' }),
    );
    expect(limited).toMatchObject({ code: '22', kind: 'rate_limit' });
    const transient = await rejection(
      driver
        .client({ fault: 'server_error' })
        .qnet('InquiryTestInformationNTQSVC/getFeeList', { serviceKey: driver.validKey, jmCd: '1320' }),
    );
    expect(transient).toMatchObject({ code: '99', kind: 'server' });
  });
});

describe('the live path', () => {
  it('maps a recorded transient 99 inside the XML header to a retryable server error', async () => {
    const live = drivers[1] as Driver;
    const error = await rejection(
      live.client().qnet('InquiryQualPassRateSVC/getList', { serviceKey: live.validKey, grdCd: '20', baseYY: '2025' }),
    );
    expect(error).toMatchObject({
      code: '99',
      kind: 'server',
      message: 'Failed to validate a newly established connection.',
    });
    expect(error.hint).toContain('again');
  });

  it('answers over real HTTP through `kopa sim serve`, both upstreams on one base URL, alias swapped for the key', async () => {
    const sim = await startSimServer({ platforms: [platform], port: 0 });
    try {
      const runtime = createRuntime(platform, {
        mode: 'live',
        env: { KOPA_HRDKOREA_KEY: hrdkorea.auth.demoKey, KOPA_HRDKOREA_BASE_URL: `${sim.url}/hrdkorea` },
      });
      const state = runtime.parseState({});
      expect(state.credentials.key).not.toBe(hrdkorea.auth.demoKey);
      const client = runtime.client({ state });
      const key = state.credentials.key ?? '';
      const list = await client.qnet('InquiryListNationalQualifcationSVC/getList', { serviceKey: key });
      expect(list.totalCount).toBeGreaterThan(400);
      const schedule = await client.examSchedules({ serviceKey: key, jmCd: '1320', implYy: '2026' });
      expect(schedule.items).toHaveLength(3);
      const wrong = await rejection(client.examSchedules({ serviceKey: 'nope' }));
      expect(wrong.code).toBe('30');
    } finally {
      await sim.close();
    }
  });
});
