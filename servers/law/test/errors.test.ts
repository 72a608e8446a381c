import { createRuntime } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { law } from '../src/index.ts';
import { KEY, openLaw, textOf } from './helpers.ts';

const search = { OC: KEY, query: '민법' };

describe('law.go.kr failures keep their real answers', () => {
  it.each([
    [
      'a wrong OC',
      {},
      'law_search_laws',
      { OC: 'someoneelse', query: '민법' },
      /^LAW AUTH_FAILED 사용자 정보 검증에 실패하였습니다\. OPEN API 호출 시/,
    ],
    [
      'an expired OC',
      { credentials: { status: 'expired', key: KEY } },
      'law_search_laws',
      search,
      /^LAW AUTH_FAILED .*law_renew_api_key/,
    ],
    [
      'a revoked OC',
      { credentials: { status: 'revoked', key: KEY } },
      'law_get_precedent',
      { OC: KEY, ID: '150043' },
      /^LAW AUTH_FAILED /,
    ],
    ['a session without a key', { credentials: { status: 'missing' } }, 'law_search_laws', search, /^LAW AUTH_FAILED /],
    [
      'an injected rate limit (HTTP 429)',
      { faults: [{ kind: 'rate_limit' }] },
      'law_search_laws',
      search,
      /^LAW RATE_LIMITED .*429/,
    ],
    [
      'an injected server error (the 404 under bursts)',
      { faults: [{ kind: 'server_error' }] },
      'law_search_precedents',
      search,
      /^LAW HTTP_404 .*Retry/,
    ],
    [
      'an injected timeout',
      { faults: [{ kind: 'timeout' }] },
      'law_get_law_history',
      { OC: KEY, ID: '001706' },
      /^LAW TIMEOUT .*again/,
    ],
    ['an injected malformed body', { faults: [{ kind: 'malformed' }] }, 'law_search_laws', search, /^LAW MALFORMED /],
    [
      'a search with no result (totalCnt 0)',
      {},
      'law_search_precedents',
      { OC: KEY, query: '존재하지않는사건명' },
      /^LAW NO_DATA 검색 결과가 없습니다\. \(totalCnt 0\)/,
    ],
    ['an MST that does not exist', {}, 'law_get_law', { OC: KEY, MST: '1' }, /^LAW NO_DATA 일치하는 법령이 없습니다\./],
    [
      'an article that is not in the version',
      {},
      'law_get_article',
      { OC: KEY, ID: '001706', JO: '999900' },
      /^LAW NO_DATA .*law_get_law_history/,
    ],
    [
      'a precedent ID that does not exist',
      {},
      'law_get_precedent',
      { OC: KEY, ID: '1' },
      /^LAW NO_DATA 일치하는 판례가 없습니다\. 판례명을 확인하여 주십시오\./,
    ],
    [
      'an impossible date range (upstream 요청변수 page)',
      {},
      'law_search_laws',
      { OC: KEY, efYd: '20251301~20251231' },
      /^LAW INVALID_PARAM 요청변수\(efYd\) 값이 올바르지 않습니다\..*Fix efYd/,
    ],
    [
      'a day before the law existed',
      {},
      'law_get_article',
      { OC: KEY, ID: '011357', efYd: '20000101', JO: '001500' },
      /^LAW NO_DATA /,
    ],
  ])('answers %s', async (_label, state, tool, args, expected) => {
    const session = await openLaw(state);
    const result = await session.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    await session.close();
  });

  it('tells a session without a key where to get one', async () => {
    const session = await openLaw({ credentials: { status: 'missing' } });
    const result = await session.call('law_get_api_key', {});
    expect(textOf(result)).toMatch(/No law API key .*open\.law\.go\.kr/);
    await session.close();
  });

  it('refuses a request without a Referer, as law.go.kr does for an unregistered caller', async () => {
    const runtime = createRuntime(law);
    const fetch = runtime.fetchFor({ state: runtime.parseState({}), fault: undefined });
    const url = `https://www.law.go.kr/DRF/lawSearch.do?OC=${KEY}&target=law&type=JSON&query=%EB%AF%BC%EB%B2%95`;
    const bare = await fetch(url);
    expect(await bare.json()).toEqual({
      result: '사용자 정보 검증에 실패하였습니다.',
      msg: 'OPEN API 호출 시 사용자 검증을 위하여 정확한 서버장비의 IP주소 및 도메인주소를 등록해 주세요.',
    });
    const withReferer = await fetch(url, { headers: { Referer: 'https://www.law.go.kr/' } });
    expect(Object.keys((await withReferer.json()) as object)).toEqual(['LawSearch']);
    const xml = await fetch(url.replace('type=JSON', 'type=XML'));
    expect(await xml.text()).toContain('<Response><result>사용자 정보 검증에 실패하였습니다.</result>');
  });

  it('answers type=XML in the recorded XML shape, and type=HTML with the 요청변수 page', async () => {
    const runtime = createRuntime(law);
    const fetch = runtime.fetchFor({ state: runtime.parseState({}), fault: undefined });
    const headers = { Referer: 'https://www.law.go.kr/' };
    const base = `https://www.law.go.kr/DRF/lawSearch.do?OC=${KEY}&target=law&query=%EA%B4%80%EC%84%B8%EB%B2%95`;
    const xml = await (await fetch(`${base}&type=XML`, { headers })).text();
    // The order of the recorded answer (korean-law-mcp src/tools/advanced-search.test.ts, LAW_XML).
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><LawSearch><target>law<\/target><키워드>관세법<\/키워드><section>lawNm<\/section><totalCnt>\d+<\/totalCnt><page>1<\/page><numOfRows>20<\/numOfRows><resultCode>00<\/resultCode><resultMsg>success<\/resultMsg><law id="1"><법령일련번호>\d+<\/법령일련번호>/,
    );
    expect(xml).toContain('<법령명한글><![CDATA[관세법]]></법령명한글><법령약칭명><![CDATA[]]></법령약칭명>');
    expect(xml).toMatch(/<법령상세링크>\/DRF\/lawService\.do\?OC=[^&<]+&amp;target=law&amp;MST=\d+/);
    const html = await fetch(`${base}&type=HTML`, { headers });
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('요청변수(type) 값이 올바르지 않습니다.');
  });

  it.each([
    ['law_search_laws', { OC: KEY, display: 500 }, 'display must be 1–100'],
    ['law_get_article', { OC: KEY, ID: '001706', JO: '제750조' }, 'JO must be 6 digits AAAABB'],
    ['law_get_article', { OC: KEY, JO: '075000' }, 'pass exactly one of MST'],
    ['law_get_law', { OC: KEY, MST: '1', ID: '001706' }, 'pass exactly one of MST'],
    ['law_search_precedents', { OC: KEY, prncYd: '2024-01-01' }, 'prncYd'],
    ['law_get_law_history', { OC: KEY, ID: '1706' }, 'ID is the 6-digit 법령ID'],
    ['law_search_laws', { query: '민법' }, 'OC is required'],
    ['law_search_laws', { OC: KEY, lawName: '민법' }, 'unknown parameter(s) lawName'],
  ])('rejects invalid arguments of %s naming the parameter', async (tool, args, named) => {
    const session = await openLaw();
    const result = await session.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(named);
    await session.close();
  });

  it('survives a burst of hostile arguments without crashing', async () => {
    const session = await openLaw();
    const hostile: Array<Record<string, unknown>> = [
      { OC: { $gt: '' } },
      { OC: KEY, query: '\u0000'.repeat(200), MST: '9'.repeat(9), JO: '000000', ID: '0'.repeat(13) },
      { OC: KEY, display: 1e9, page: -1, efYd: '99999999~00000000', prncYd: '00000000' },
      { OC: KEY, query: '(.*)+$[', search: 2, JO: '민법 제', org: '400201' },
      JSON.parse('{"__proto__": {"polluted": true}, "OC": "x"}'),
    ];
    for (const tool of (await session.client.listTools()).tools) {
      for (const args of hostile) {
        const result = await session.client.callTool({ name: tool.name, arguments: args });
        expect(textOf(result)).not.toMatch(/\bat .*\.ts:\d+/);
        expect(textOf(result)).not.toContain('Internal error');
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const after = await session.call('law_search_laws', { OC: KEY, query: '민법' });
    expect(after.isError).toBeFalsy();
    await session.close();
  });
});
