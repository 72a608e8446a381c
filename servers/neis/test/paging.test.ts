// Paging with pIndex/pSize returns disjoint, complete pages; the sample key (no KEY) stops at five rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemsOf, KEY, openNeis, pageOf, textOf } from './helpers.ts';

let neis: Awaited<ReturnType<typeof openNeis>>;
beforeAll(async () => {
  neis = await openNeis();
});
afterAll(() => neis.close());

async function readAll(tool: string, query: Record<string, unknown>, keyOf: (row: Record<string, unknown>) => string) {
  const first = pageOf(await neis.call(tool, { ...query, pIndex: 1 }));
  const pageSize = query.pSize as number;
  const pages = Math.ceil(first.totalCount / pageSize);
  const seen: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const rows = itemsOf<Record<string, unknown>>(await neis.call(tool, { ...query, pIndex: page }));
    expect(rows.length, `page ${page}`).toBe(page < pages ? pageSize : first.totalCount - pageSize * (pages - 1));
    seen.push(...rows.map(keyOf));
  }
  return { total: first.totalCount, pages, seen };
}

describe('paging with pIndex/pSize', () => {
  it.each([
    [
      'schools of 제주 (T10) at pSize 50',
      'neis_search_schools',
      { KEY, ATPT_OFCDC_SC_CODE: 'T10', pSize: 50 },
      'SD_SCHUL_CODE',
    ],
    [
      'academies of 세종 (I10) at pSize 500',
      'neis_list_academies',
      { KEY, ATPT_OFCDC_SC_CODE: 'I10', pSize: 500 },
      'ACA_ASNUM',
    ],
    [
      'academies of 종로구 at pSize 100',
      'neis_list_academies',
      { KEY, ATPT_OFCDC_SC_CODE: 'B10', ADMST_ZONE_NM: '종로구', pSize: 100 },
      'ACA_ASNUM',
    ],
  ])('reads %s to the end with disjoint, complete pages', async (_label, tool, query, keyField) => {
    const { total, pages, seen } = await readAll(tool, query, (row) => String(row[keyField]));
    expect(pages).toBeGreaterThan(1);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const beyond = await neis.call(tool, { ...query, pIndex: pages + 1 });
    expect(textOf(beyond)).toMatch(/^NEIS INFO-200 .*past the last page/);
  });

  it('counts every school of Seoul (B10) over pages of 1,000', async () => {
    const { total, seen } = await readAll(
      'neis_search_schools',
      { KEY, ATPT_OFCDC_SC_CODE: 'B10', pSize: 1000 },
      (row) => String(row.SD_SCHUL_CODE),
    );
    expect(total).toBe(1349);
    expect(new Set(seen).size).toBe(1349);
  });
});

describe('the sample key (no KEY)', () => {
  it('caps an answer at the first page of five rows whatever pSize asks, and reports the real total', async () => {
    const page = pageOf<{ SD_SCHUL_CODE: string }>(
      await neis.call('neis_search_schools', { ATPT_OFCDC_SC_CODE: 'B10', pSize: 100 }),
    );
    expect(page).toMatchObject({ totalCount: 1349, pageNo: 1, numOfRows: 5 });
    expect(page.items).toHaveLength(5);
    const keyed = itemsOf<{ SD_SCHUL_CODE: string }>(
      await neis.call('neis_search_schools', { KEY, ATPT_OFCDC_SC_CODE: 'B10', pSize: 5 }),
    );
    expect(page.items.map((row) => row.SD_SCHUL_CODE)).toEqual(keyed.map((row) => row.SD_SCHUL_CODE));
  });

  it('ignores pIndex: a later page without KEY is the first page again', async () => {
    const first = itemsOf<{ SD_SCHUL_CODE: string }>(
      await neis.call('neis_search_schools', { ATPT_OFCDC_SC_CODE: 'T10' }),
    );
    const third = pageOf<{ SD_SCHUL_CODE: string }>(
      await neis.call('neis_search_schools', { ATPT_OFCDC_SC_CODE: 'T10', pIndex: 3 }),
    );
    expect(third.pageNo).toBe(1);
    expect(third.items.map((row) => row.SD_SCHUL_CODE)).toEqual(first.map((row) => row.SD_SCHUL_CODE));
  });
});
