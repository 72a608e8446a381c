// The emulated upstreams at the HTTP level: real paths, envelopes and quirks, the session's clock
// and overlay, as a raw client (not ours) would see them.
import { createRuntime, type SimContext } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { createHrdDataset } from '../../src/data/index.ts';
import { hrdkorea, HRDKOREA_DEMO_KEY as KEY } from '../../src/index.ts';
import { createHrdSim } from '../../src/upstream/sim.ts';

const sim = createHrdSim(createHrdDataset());
const base = createRuntime(hrdkorea).parseState({});
const context = (overrides: Partial<SimContext> = {}): SimContext => ({
  credentials: base.credentials,
  now: new Date(base.clock.now),
  overlay: {},
  ...overrides,
});
const get = async (path: string, overrides: Partial<SimContext> = {}) => {
  const response = await sim(new Request(`http://openapi.q-net.or.kr${path}`), context(overrides));
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
};
const rest = (operation: string, query = '') => `/api/service/rest/${operation}?serviceKey=${KEY}${query}`;
const schedule = (query: string) => `/B490007/qualExamSchd/getQualExamSchdList?serviceKey=${KEY}${query}`;

describe('the emulated Q-Net REST services', () => {
  it('answer XML with lower-case list tags, some names padded with a trailing space', async () => {
    const { type, text } = await get(rest('InquiryListNationalQualifcationSVC/getList'));
    expect(type).toContain('text/xml');
    expect(text).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8" standalone="yes"\?><response><header><resultCode>00<\/resultCode><resultMsg>NORMAL SERVICE\.<\/resultMsg>/,
    );
    expect(text).toContain('<jmcd>1320</jmcd><jmfldnm>정보처리기사</jmfldnm>');
    expect(text).toMatch(/<jmfldnm>[^<]+ <\/jmfldnm>/);
    expect(text).toMatch(/<totalCount>4\d\d<\/totalCount>/);
  });

  it('prefix 종목 상세 texts with editor CSS, keep the docsubmitentdt typo, and send <items/> when empty', async () => {
    expect((await get(rest('InquiryQualInfo/getList', '&seriesCd=03'))).text).toMatch(
      /<summary>(\S+ 개요)?BODY \{font-family/,
    );
    expect((await get(rest('InquiryTestInformationNTQSVC/getPEList'))).text).toContain('<docsubmitentdt>2026');
    const empty = await get(rest('InquiryTestInformationNTQSVC/getFeeList', '&jmCd=9999'));
    expect(empty.text).toContain('<items/><numOfRows>1</numOfRows><pageNo>1</pageNo><totalCount>0</totalCount>');
  });

  it.each([
    ['a missing key', '/api/service/rest/InquiryExamKmInfo/getList?jmCd=1320', '30'],
    ['an unknown operation', '/api/service/rest/InquiryNothing/getList', '12'],
  ])('refuse %s with the gateway XML', async (_label, path, code) => {
    const { text } = await get(path);
    expect(text).toMatch(
      new RegExp(`^<OpenAPI_ServiceResponse><cmmMsgHeader>.*<returnReasonCode>${code}</returnReasonCode>`),
    );
  });

  it('accept the key as ServiceKey too, and answer 11 for a missing mandatory parameter', async () => {
    const capital = await get(`/api/service/rest/InquiryExamKmInfo/getList?ServiceKey=${KEY}&jmCd=1320`);
    expect(capital.text).toContain('<kmNm>소프트웨어 설계</kmNm>');
    const missing = await get(rest('InquiryQualPassRateSVC/getList', '&grdCd=30'));
    expect(missing.text).toContain(
      '<resultCode>11</resultCode><resultMsg>NO_MANDATORY_REQUEST_PARAMETERS_ERROR (baseYY)',
    );
  });
});

describe('the emulated qualExamSchd', () => {
  it('answers family A″ JSON for dataFormat=json in any case, and XML otherwise', async () => {
    for (const format of ['json', 'JSON', 'Json']) {
      const body = JSON.parse((await get(schedule(`&dataFormat=${format}&implYy=2026&qualgbCd=T`))).text);
      expect(Object.keys(body)).toEqual(['header', 'body']);
      expect(body.body).toMatchObject({ numOfRows: 10, pageNo: 1, totalCount: 12 });
      expect(Array.isArray(body.body.items)).toBe(true);
    }
    const xml = await get(schedule('&dataFormat=xml&implYy=2026&jmCd=1320'));
    expect(xml.text).toContain('<description>국가기술자격 기사 (2026년도 제1회)</description>');
  });

  it('refuses more than 50 rows with header code 930, in the asked format', async () => {
    const body = JSON.parse((await get(schedule('&dataFormat=json&numOfRows=51'))).text);
    expect(body.header.resultCode).toBe('930');
    expect((await get(schedule('&numOfRows=51'))).text).toContain('<resultCode>930</resultCode>');
  });

  it('publishes the next year on 1 November and releases pass rates at 09:00 on the announcement day', async () => {
    const year2027 = schedule('&dataFormat=json&implYy=2027&qualgbCd=T');
    expect(JSON.parse((await get(year2027)).text).body.totalCount).toBe(0);
    const later = { now: new Date('2026-11-01T00:00:00+09:00') };
    expect(JSON.parse((await get(year2027, later)).text).body.totalCount).toBe(12);
    const passRates = rest('InquiryQualPassRateSVC/getList', '&grdCd=30&baseYY=2026');
    const count = async (now: string) =>
      ((await get(passRates, { now: new Date(now) })).text.match(/<jmCd>1320<\/jmCd>/g) ?? []).length;
    // 2026 기사 제1회 필기 results are announced on 2026-03-11.
    expect(await count('2026-03-11T08:59:00+09:00')).toBe(0);
    expect(await count('2026-03-11T09:00:00+09:00')).toBe(1);
  });

  it('serves a session overlay instead of the dataset', async () => {
    const overlay = { fees: { upsert: [{ jmCd: '1320', contents: '1차 : 20000, 2차 : 23000' }] } };
    const { text } = await get(rest('InquiryTestInformationNTQSVC/getFeeList', '&jmCd=1320'), { overlay });
    expect(text).toContain('<contents>1차 : 20000, 2차 : 23000</contents>');
  });
});
