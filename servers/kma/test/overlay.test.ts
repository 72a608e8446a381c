// Session overlays change what the emulated services answer, scoped to the matching request.
import { describe, expect, it } from 'vitest';
import { itemsOf, KEY, openKma } from './helpers.ts';

const SEOUL = { nx: 60, ny: 127 };

describe('overlays', () => {
  it('override a forecast value for the matching issue and cell only', async () => {
    const row = {
      baseDate: '20260901',
      baseTime: '0800',
      category: 'TMX',
      fcstDate: '20260902',
      fcstTime: '1500',
      fcstValue: '35.0',
      ...SEOUL,
    };
    const kma = await openKma({ overlay: { vilageFcst: { upsert: [row] } } });
    const args = { serviceKey: KEY, numOfRows: 1000 };
    const seoul = itemsOf<typeof row>(await kma.call('kma_get_short_range_forecast', { ...args, ...SEOUL }));
    expect(seoul.filter((item) => item.category === 'TMX' && item.fcstDate === '20260902')).toEqual([row]);
    expect(seoul).toHaveLength(871);
    const busan = itemsOf<typeof row>(await kma.call('kma_get_short_range_forecast', { ...args, nx: 98, ny: 76 }));
    expect(busan.find((item) => item.category === 'TMX' && item.fcstDate === '20260902')?.fcstValue).not.toBe('35.0');
    await kma.close();
  });

  it('override mid-term fields and add a region to the grid table', async () => {
    const kma = await openKma({
      overlay: {
        midTa: { upsert: [{ tmFc: '202609010600', regId: '11B10101', taMax4: 36 }] },
        regions: {
          upsert: [
            {
              code: '4113599999',
              sido: '경기도',
              sigungu: '판교신도시',
              level: 2,
              name: '경기도 판교신도시',
              lat: 37.3947,
              lon: 127.1112,
              nx: 62,
              ny: 123,
              kmaNx: null,
              kmaNy: null,
            },
          ],
        },
      },
    });
    const [ta] = itemsOf<Record<string, unknown>>(
      await kma.call('kma_get_mid_temperature', { serviceKey: KEY, regId: '11B10101' }),
    );
    expect(ta).toMatchObject({ regId: '11B10101', taMax4: 36 });
    expect(ta).not.toHaveProperty('tmFc');
    const [pangyo] = itemsOf(await kma.call('kma_find_region_grid', { query: '판교' }));
    expect(pangyo).toMatchObject({ nx: 62, ny: 123, code: '4113599999' });
    await kma.close();
  });
});
