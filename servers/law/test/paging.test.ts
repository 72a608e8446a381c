import { createRuntime } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { law } from '../src/index.ts';
import { KEY, openLaw, pageOf } from './helpers.ts';

async function readAll(options: { tool: string; args: Record<string, unknown>; display: number; key: string }) {
  const session = await openLaw();
  const call = async (page: number) =>
    pageOf<Record<string, string>>(
      await session.call(options.tool, { ...options.args, display: options.display, page }),
    );
  const first = await call(1);
  const pages = [first.items];
  for (let page = 2; page <= Math.ceil(first.totalCount / options.display); page++) {
    const next = await call(page);
    expect(next.totalCount).toBe(first.totalCount);
    expect(next.pageNo).toBe(page);
    pages.push(next.items);
  }
  const beyond = await call(pages.length + 1);
  await session.close();
  return { total: first.totalCount, pages, beyond: beyond.items, keys: pages.flat().map((row) => row[options.key]) };
}

describe('paging over display/page (display ≤ 100)', () => {
  it.each([
    ['precedents citing 민법', 'law_search_precedents', { OC: KEY, JO: '민법' }, 100, '판례일련번호'],
    ['every current law', 'law_search_laws', { OC: KEY }, 100, '법령일련번호'],
    [
      'every version of every 법률 by 시행일',
      'law_search_effective_laws',
      { OC: KEY, nw: '1,2,3', knd: 'A0002' },
      100,
      '법령일련번호',
    ],
    [
      'interpretations of 2024',
      'law_search_interpretations',
      { OC: KEY, explYd: '20240101~20241231' },
      30,
      '법령해석례일련번호',
    ],
    [
      'ordinances of 서울특별시 and its 구',
      'law_search_ordinances',
      { OC: KEY, query: '서울특별시' },
      25,
      '자치법규일련번호',
    ],
  ])('reads %s in disjoint pages that add up to totalCount', async (_label, tool, args, display, key) => {
    const { total, pages, beyond, keys } = await readAll({ tool, args, display, key });
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(0, -1)) expect(page).toHaveLength(display);
    expect(keys).toHaveLength(total);
    expect(new Set(keys).size).toBe(total);
    expect(beyond).toEqual([]);
  });

  it('cuts display above 100 to 100 upstream, as law.go.kr does', async () => {
    const runtime = createRuntime(law);
    const fetch = runtime.fetchFor({ state: runtime.parseState({}), fault: undefined });
    const response = await fetch(`https://www.law.go.kr/DRF/lawSearch.do?OC=${KEY}&target=prec&type=JSON&display=500`, {
      headers: { Referer: 'https://www.law.go.kr/' },
    });
    const body = (await response.json()) as { PrecSearch: { totalCnt: string; numOfRows?: string; prec: unknown[] } };
    expect(Number(body.PrecSearch.totalCnt)).toBeGreaterThan(100);
    expect(body.PrecSearch.prec).toHaveLength(100);
  });
});
