import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY, openSeoul, pageOf } from './helpers.ts';

let seoul: Awaited<ReturnType<typeof openSeoul>>;
beforeAll(async () => {
  seoul = await openSeoul();
});
afterAll(() => seoul.close());

/** Reads every page of a 1-based START/END service and returns the keys it saw and the total. */
async function readAll(options: {
  tool: string;
  args: Record<string, unknown>;
  size: number;
  key: (row: Record<string, unknown>) => string;
}) {
  const seen: string[] = [];
  let total = 0;
  for (let start = 1; start === 1 || start <= total; start += options.size) {
    const page = pageOf<Record<string, unknown>>(
      await seoul.call(options.tool, { ...options.args, START_INDEX: start, END_INDEX: start + options.size - 1 }),
    );
    total = page.totalCount;
    expect(page.items.length).toBe(Math.min(options.size, total - start + 1));
    seen.push(...page.items.map(options.key));
  }
  return { seen, total };
}

describe('paging with START_INDEX/END_INDEX', () => {
  it('reads one day of ridership in 100-row pages, disjoint and complete', async () => {
    const { seen, total } = await readAll({
      tool: 'seoul_get_subway_ridership',
      args: { KEY, USE_DT: '20260815' },
      size: 100,
      key: (row) => `${row.SBWY_ROUT_LN_NM}|${row.SBWY_STNS_NM}`,
    });
    expect(total).toBeGreaterThan(400);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('reads every 따릉이 station in 1000-row pages, disjoint and complete', async () => {
    const { seen, total } = await readAll({
      tool: 'seoul_get_bike_station_status',
      args: { KEY },
      size: 1000,
      key: (row) => String(row.stationId),
    });
    expect(total).toBeGreaterThan(2000);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('pages the realtime host from a 0-based START_INDEX without gaps or overlap', async () => {
    const all = pageOf<{ trainNo: string; updnLine: string }>(
      await seoul.call('seoul_get_realtime_train_positions', {
        KEY,
        subwayNm: '2호선',
        START_INDEX: 0,
        END_INDEX: 1000,
      }),
    );
    expect(all.totalCount).toBeGreaterThan(20);
    const halves = [];
    for (const [start, end] of [
      [0, 10],
      [10, all.totalCount],
    ]) {
      halves.push(
        ...pageOf<{ trainNo: string; updnLine: string }>(
          await seoul.call('seoul_get_realtime_train_positions', {
            KEY,
            subwayNm: '2호선',
            START_INDEX: start,
            END_INDEX: end,
          }),
        ).items,
      );
    }
    expect(halves.map((row) => `${row.updnLine}${row.trainNo}`)).toEqual(
      all.items.map((row) => `${row.updnLine}${row.trainNo}`),
    );
  });

  it('answers INFO-200 past the last row', async () => {
    const result = await seoul.call('seoul_get_subway_ridership', {
      KEY,
      USE_DT: '20260815',
      START_INDEX: 901,
      END_INDEX: 1000,
    });
    expect(result.isError).toBe(true);
  });
});
