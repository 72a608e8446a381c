import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY, openGyeonggi, pageOf, textOf } from './helpers.ts';

let gg: Awaited<ReturnType<typeof openGyeonggi>>;
beforeAll(async () => {
  gg = await openGyeonggi();
});
afterAll(() => gg.close());

const key = (row: Record<string, string>) => `${row.BIZPLC_NM}|${row.REFINE_LOTNO_ADDR}`;

describe('paging with pIndex/pSize', () => {
  it('reads every restaurant of 오산시 in pages of 1000: totals agree, pages are disjoint and complete', async () => {
    const query = { KEY, SIGUN_NM: '오산시', pSize: 1000 };
    const first = pageOf(await gg.call('gyeonggi_list_restaurants', { ...query, pIndex: 1 }));
    expect(first.totalCount).toBeGreaterThan(2000);
    const pages = Math.ceil(first.totalCount / 1000);
    const seen: string[] = [];
    for (let pIndex = 1; pIndex <= pages; pIndex++) {
      const page = pageOf(await gg.call('gyeonggi_list_restaurants', { ...query, pIndex }));
      expect(page).toMatchObject({ totalCount: first.totalCount, pageNo: pIndex, numOfRows: 1000 });
      expect(page.items.length).toBe(pIndex < pages ? 1000 : first.totalCount - 1000 * (pages - 1));
      seen.push(...page.items.map(key));
    }
    expect(seen).toHaveLength(first.totalCount);
    expect(new Set(seen).size).toBe(first.totalCount);
    const beyond = await gg.call('gyeonggi_list_restaurants', { ...query, pIndex: pages + 1 });
    expect(textOf(beyond)).toMatch(/INFO-200 .*past the last page/);
  });

  it('gives the same rows whatever the page size', async () => {
    const small: string[] = [];
    for (let pIndex = 1; pIndex <= 4; pIndex++) {
      const page = pageOf(await gg.call('gyeonggi_list_pharmacies', { KEY, SIGUN_NM: '과천시', pSize: 10, pIndex }));
      small.push(...page.items.map((row) => `${row.INST_NM}|${row.REFINE_LOTNO_ADDR}`));
    }
    const big = pageOf(await gg.call('gyeonggi_list_pharmacies', { KEY, SIGUN_NM: '과천시', pSize: 1000 }));
    expect(small).toEqual(big.items.map((row) => `${row.INST_NM}|${row.REFINE_LOTNO_ADDR}`).slice(0, small.length));
    expect(big.totalCount).toBe(big.items.length);
  });

  it('uses 100 rows per page by default', async () => {
    const page = pageOf(await gg.call('gyeonggi_list_restaurants', { KEY, SIGUN_NM: '오산시' }));
    expect(page).toMatchObject({ pageNo: 1, numOfRows: 100 });
    expect(page.items).toHaveLength(100);
  });
});
