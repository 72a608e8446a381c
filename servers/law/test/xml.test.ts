import { createRuntime } from '@kopa/kit';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { law } from '../src/index.ts';
import { KEY } from './helpers.ts';

// Requests without `type`, as korean-law-mcp sends its 판례 and 해석례 searches: the guide gives XML as
// the default. Shapes follow recorded answers (PROVENANCE.md, "XML shape").
const headers = { Referer: 'https://www.law.go.kr/' };

async function get(path: string): Promise<{ status: number; type: string; body: string }> {
  const runtime = createRuntime(law);
  const fetch = runtime.fetchFor({ state: runtime.parseState({}), fault: undefined });
  const response = await fetch(`https://www.law.go.kr/DRF/${path}&OC=${KEY}`, { headers });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', cdataPropName: '__cdata' });

describe('a DRF request without type', () => {
  it.each([
    ['lawSearch.do?target=law&query=%EB%AF%BC%EB%B2%95', 'LawSearch', '<law id="1">', '<법령명한글><![CDATA['],
    ['lawSearch.do?target=eflaw&query=%EB%AF%BC%EB%B2%95', 'LawSearch', '<law id="1">', '<법령명한글><![CDATA['],
    [
      'lawSearch.do?target=prec&query=%EC%86%90%ED%95%B4%EB%B0%B0%EC%83%81',
      'PrecSearch',
      '<prec id="1">',
      '<사건명><![CDATA[',
    ],
    ['lawSearch.do?target=expc&display=3', 'Expc', '<expc id="1">', '<안건명><![CDATA['],
    ['lawSearch.do?target=admrul&display=3', 'AdmRulSearch', '<admrul id="1">', '<행정규칙명><![CDATA['],
    ['lawSearch.do?target=ordin&display=3', 'OrdinSearch', '<law id="1">', '<자치법규명><![CDATA['],
  ])('answers %s as XML under <%s> with positional id attributes and CDATA names', async (path, root, row, name) => {
    const { status, type, body } = await get(path);
    expect(status).toBe(200);
    expect(type).toMatch(/xml/);
    expect(body.startsWith(`<?xml version="1.0" encoding="UTF-8"?><${root}><target>`)).toBe(true);
    expect(body).toContain(row);
    expect(body).toContain(name);
    // The rows come after the paging and result fields.
    expect(body.indexOf('<totalCnt>')).toBeLessThan(body.indexOf(row));
    expect(parser.parse(body)[root].totalCnt).toBeGreaterThan(0);
  });

  it('answers the 법령 본문 with 법령키, 조문키 and coded values as attributes and the wording as CDATA', async () => {
    const { body } = await get('lawService.do?target=law&ID=001872&JO=002300');
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><법령 법령키="001872\d{13}"><기본정보>/);
    expect(body).toContain('<법종구분 법종구분코드="A0002">법률</법종구분>');
    expect(body).toContain('<소관부처 소관부처코드="1492000">고용노동부</소관부처>');
    expect(body).toContain('<조문단위 조문키="0023001"><조문번호>23</조문번호>');
    expect(body).toContain('<조문제목><![CDATA[해고 등의 제한]]></조문제목>');
    const parsed = parser.parse(body);
    expect(parsed.법령.조문.조문단위['@_조문키']).toBe('0023001');
  });

  it('answers a 판례 본문 with its texts as CDATA, <br/> kept inside', async () => {
    const search = await get('lawSearch.do?target=prec&query=%EC%86%90%ED%95%B4%EB%B0%B0%EC%83%81&display=1');
    const id = /<판례일련번호>(\d+)<\/판례일련번호>/.exec(search.body)?.[1];
    const { body } = await get(`lawService.do?target=prec&ID=${id}`);
    expect(body).toContain(`<PrecService><판례정보일련번호>${id}</판례정보일련번호><사건명><![CDATA[`);
    expect(body).toMatch(/<판례내용><!\[CDATA\[[\s\S]*\]\]><\/판례내용>/);
  });

  it.each([
    [
      'admrul',
      'lawService.do?target=admrul&ID=36934',
      '일치하는 행정규칙이 없습니다.  행정규칙명을 확인하여 주십시오.',
    ],
    ['law', 'lawService.do?target=law&MST=1', '일치하는 법령이 없습니다. 법령명을 확인하여 주십시오.'],
  ])('answers a missing %s with the recorded <Law> miss', async (_target, path, text) => {
    const { body } = await get(path);
    expect(body).toBe(`<?xml version="1.0" encoding="utf-8"?><Law>${text}</Law>`);
  });

  it('answers a wrong OC with the verification failure as XML', async () => {
    const runtime = createRuntime(law);
    const fetch = runtime.fetchFor({ state: runtime.parseState({}), fault: undefined });
    const response = await fetch('https://www.law.go.kr/DRF/lawSearch.do?OC=someone&target=prec', { headers });
    expect(await response.text()).toContain('<Response><result>사용자 정보 검증에 실패하였습니다.</result><msg>');
  });

  it('still answers type=JSON as JSON', async () => {
    const { type, body } = await get('lawSearch.do?target=prec&type=JSON&display=1');
    expect(type).toMatch(/json/);
    expect(Object.keys(JSON.parse(body))).toEqual(['PrecSearch']);
  });
});
