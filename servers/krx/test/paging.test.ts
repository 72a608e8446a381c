import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY, openKrx, pageOf } from './helpers.ts';

let krx: Awaited<ReturnType<typeof openKrx>>;
beforeAll(async () => {
  krx = await openKrx();
});
afterAll(() => krx.close());

async function collect(
  tool: string,
  query: Record<string, unknown>,
  size: number,
  key: (row: Record<string, string>) => string,
) {
  const first = pageOf(await krx.call(tool, { ...query, pageNo: 1, numOfRows: size }));
  const seen: string[] = [];
  const pages = Math.ceil(first.totalCount / size);
  for (let page = 1; page <= pages; page++)
    seen.push(...pageOf(await krx.call(tool, { ...query, pageNo: page, numOfRows: size })).items.map(key));
  const beyond = pageOf(await krx.call(tool, { ...query, pageNo: pages + 1, numOfRows: size }));
  return { total: first.totalCount, seen, beyond: beyond.items };
}

describe('paging', () => {
  it('reads one issue across a date range from getStockPriceInfo in disjoint, complete pages', async () => {
    const query = { serviceKey: KEY, likeSrtnCd: '069540', beginBasDt: '20250101', endBasDt: '20260101' };
    const { total, seen, beyond } = await collect('krx_get_stock_price_info', query, 100, (row) => row.basDt ?? '');
    expect(total).toBe(242); // 2025 had 242 KRX trading days
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen[0]).toBe('20251230');
    expect(seen.at(-1)).toBe('20250102');
    expect(beyond).toEqual([]);
  });

  it('reads a whole day of the market from getStockPriceInfo, newest first then by code', async () => {
    const query = { serviceKey: KEY, basDt: '20260115', mrktCls: 'KONEX' };
    const { total, seen } = await collect('krx_get_stock_price_info', query, 10, (row) => row.srtnCd ?? '');
    expect(total).toBeGreaterThan(20);
    expect(seen).toEqual([...new Set(seen)].sort());
  });

  it('pages a KRX day block client-side with the same totals as the whole block', async () => {
    const query = { AUTH_KEY: KEY, basDd: '20250102' };
    const { total, seen } = await collect('krx_get_kosdaq_daily_trades', query, 400, (row) => row.ISU_CD ?? '');
    expect(total).toBeGreaterThan(1400);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
});
