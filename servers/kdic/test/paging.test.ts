import { describe, expect, it } from 'vitest';
import { KEY, openKdic, pageOf } from './helpers.ts';

async function readAll(options: { tool: string; args: Record<string, unknown>; numOfRows: number }) {
  const session = await openKdic();
  const first = pageOf(await session.call(options.tool, { ...options.args, numOfRows: options.numOfRows, pageNo: 1 }));
  const pages = [first.items];
  for (let pageNo = 2; pageNo <= Math.ceil(first.totalCount / options.numOfRows); pageNo++) {
    const page = pageOf(await session.call(options.tool, { ...options.args, numOfRows: options.numOfRows, pageNo }));
    expect(page.totalCount).toBe(first.totalCount);
    expect(page.pageNo).toBe(pageNo);
    pages.push(page.items);
  }
  const beyond = pageOf(
    await session.call(options.tool, {
      ...options.args,
      numOfRows: options.numOfRows,
      pageNo: pages.length + 1,
    }),
  );
  await session.close();
  return { total: first.totalCount, pages, beyond: beyond.items };
}

describe('paging over data.go.kr pageNo/numOfRows', () => {
  it.each([
    ['the products of a big bank', 'kdic_list_insured_products', { fncIstNm: '국민은행' }, 25],
    ['every product of a 금융권역', 'kdic_list_insured_products', { regnNm: '저축은행' }, 300],
    ['every savings bank in one month', 'kdic_get_savings_bank_finance', { ym: '202512' }, 20],
  ])('reads %s in disjoint pages that add up to totalCount', async (_label, tool, args, numOfRows) => {
    const { total, pages, beyond } = await readAll({ tool, args: { serviceKey: KEY, ...args }, numOfRows });
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(0, -1)) expect(page).toHaveLength(numOfRows);
    const keys = pages.flat().map((row) => `${row.fncIstNm ?? row.finIstNm}|${row.prdNm ?? row.ym}`);
    expect(keys).toHaveLength(total);
    expect(new Set(keys).size).toBe(total);
    const nums = pages.flat().map((row) => Number(row.num));
    expect(nums).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    expect(beyond).toEqual([]);
  });
});
