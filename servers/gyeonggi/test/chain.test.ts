import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GYEONGGI_SIGUN } from '../src/index.ts';
import { itemsOf, KEY, openGyeonggi, pageOf } from './helpers.ts';

let gg: Awaited<ReturnType<typeof openGyeonggi>>;
beforeAll(async () => {
  gg = await openGyeonggi();
});
afterAll(() => gg.close());

type Row = Record<string, string>;

async function readAll(tool: string, args: Record<string, unknown>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pIndex = 1; ; pIndex++) {
    const page = pageOf<Row>(await gg.call(tool, { ...args, pIndex, pSize: 1000 }));
    rows.push(...page.items);
    if (rows.length >= page.totalCount) return rows;
  }
}

describe('a 시군 → facilities of a sport → count per 시군', () => {
  it('counts soccer fields per 시군 with one call each, matching the count of every row read to the end', async () => {
    const perCall = new Map<string, number>();
    for (const { name } of GYEONGGI_SIGUN) {
      const page = pageOf(
        await gg.call('gyeonggi_list_sports_facilities', { KEY, SIGNGU_NM: name, INDUTYPE_NM: '축구장', pSize: 1 }),
      );
      perCall.set(name, page.totalCount);
    }
    const all = await readAll('gyeonggi_list_sports_facilities', { KEY, INDUTYPE_NM: '축구장' });
    const grouped = new Map<string, number>();
    for (const row of all) grouped.set(row.SIGNGU_NM ?? '', (grouped.get(row.SIGNGU_NM ?? '') ?? 0) + 1);
    for (const [name, count] of perCall) expect(grouped.get(name) ?? 0, name).toBe(count);
    expect([...perCall.values()].reduce((sum, count) => sum + count, 0)).toBe(all.length);
    expect(perCall.get('수원시')).toBeGreaterThan(perCall.get('과천시') ?? 0);
  });

  it.each(['수원시', '오산시', '가평군'])(
    'finds the public, open 축구장 of %s in the soccer-field service too',
    async (sigun) => {
      const facilities = await readAll('gyeonggi_list_sports_facilities', {
        KEY,
        SIGNGU_NM: sigun,
        INDUTYPE_NM: '축구장',
        FACLT_DIV_NM: '공공체육시설',
      });
      const open = facilities
        .filter((row) => row.FACLT_STATE_NM !== '폐업')
        .map((row) => row.SI_DESC)
        .sort();
      const fields = itemsOf<Row>(await gg.call('gyeonggi_list_soccer_fields', { KEY, SIGUN_NM: sigun, pSize: 1000 }));
      expect(fields.map((row) => row.FACLT_NM).sort()).toEqual(open);
    },
  );
});

describe('a restaurant name → its 시군 → pharmacies in that 시군', () => {
  it('goes from 가보정 to 수원시 to the pharmacies of 수원시, nearest first', async () => {
    const [restaurant] = itemsOf<Row>(await gg.call('gyeonggi_list_restaurants', { KEY, BIZPLC_NM: '가보정' }));
    expect(restaurant).toMatchObject({
      BIZPLC_NM: '가보정',
      SIGUN_NM: '수원시',
      SIGUN_CD: '41110',
      BSN_STATE_NM: '영업',
    });
    const pharmacies = await readAll('gyeonggi_list_pharmacies', { KEY, SIGUN_NM: restaurant?.SIGUN_NM });
    expect(pharmacies.length).toBeGreaterThan(100);
    expect(new Set(pharmacies.map((row) => row.SIGUN_NM))).toEqual(new Set(['수원시']));
    const distance = (row: Row) =>
      Math.hypot(
        Number(row.REFINE_WGS84_LAT) - Number(restaurant?.REFINE_WGS84_LAT),
        Number(row.REFINE_WGS84_LOGT) - Number(restaurant?.REFINE_WGS84_LOGT),
      );
    const nearest = [...pharmacies].sort((a, b) => distance(a) - distance(b))[0];
    expect(distance(nearest ?? {})).toBeLessThan(0.02);
  });

  it('joins a 시군 code to its population through LEGALDONG_CD, and the 읍면동 rows add up', async () => {
    const [pharmacy] = itemsOf<Row>(await gg.call('gyeonggi_list_pharmacies', { KEY, SIGUN_NM: '오산시', pSize: 1 }));
    const month = { EXAMIN_YY: '2026', EXAMIN_MT: '07' };
    const [total] = itemsOf<{ TOT_POPLTN_CNT: number; ADMZONE_NM: string }>(
      await gg.call('gyeonggi_get_population', { KEY, ...month, LEGALDONG_CD: `${pharmacy?.SIGUN_CD}00000` }),
    );
    expect(total?.ADMZONE_NM).toBe('경기도 오산시');
    const dongs = itemsOf<{ TOT_POPLTN_CNT: number }>(
      await gg.call('gyeonggi_get_population', { KEY, ...month, ADMZONE_NM: '오산시', ADMZONE_DIV_NM: '읍면동' }),
    );
    expect(dongs.reduce((sum, row) => sum + row.TOT_POPLTN_CNT, 0)).toBe(total?.TOT_POPLTN_CNT);
  });

  it('finds a local-currency restaurant among the licensed restaurants at the same address', async () => {
    const merchants = itemsOf<Row>(
      await gg.call('gyeonggi_list_local_currency_merchants', {
        KEY,
        SIGUN_NM: '오산시',
        INDUTYPE_NM: '일반한식',
        pSize: 20,
      }),
    );
    const merchant = merchants[0];
    const restaurants = itemsOf<Row>(
      await gg.call('gyeonggi_list_restaurants', { KEY, SIGUN_NM: '오산시', BIZPLC_NM: merchant?.CMPNM_NM }),
    );
    expect(restaurants.find((row) => row.REFINE_LOTNO_ADDR === merchant?.REFINE_LOTNO_ADDR)).toMatchObject({
      BSN_STATE_NM: '영업',
    });
  });
});
