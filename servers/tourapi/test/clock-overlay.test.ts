import { describe, expect, it } from 'vitest';
import { itemOf, itemsOf, openTour, textOf } from './helpers.ts';

describe("the session's clock and overlay", () => {
  it('hides contents registered after the clock and modifications made after it', async () => {
    const early = await openTour({ clock: { now: '2026-03-01T10:00:00+09:00' } });
    const now = await openTour();
    const festival = { contentId: '2811028' };
    expect(textOf(await early.data('tourapi_get_common_detail', festival))).toMatch(/^TOURAPI 03 /);
    expect(itemOf(await now.data('tourapi_get_common_detail', festival)).title).toBe('수원화성문화제');
    for (const row of itemsOf(await early.data('tourapi_list_by_area', { areaCode: '31', numOfRows: 1000 }))) {
      expect((row.createdtime ?? '') <= '20260301100000' && (row.modifiedtime ?? '') <= '20260301100000').toBe(true);
    }
    await Promise.all([early.close(), now.close()]);
  });

  it('applies overlay upserts and removals to every operation', async () => {
    const plain = await openTour();
    const base = itemOf(await plain.data('tourapi_get_common_detail', { contentId: '126610' }));
    await plain.close();
    const tour = await openTour({
      overlay: {
        contents: {
          upsert: [
            {
              ...base,
              contentid: '9000001',
              title: '수원 화성 야간개장',
              createdtime: '20260801090000',
              showflag: '1',
              eventstartdate: '',
              eventenddate: '',
            },
          ],
          remove: ['126508'],
        },
      },
    });
    const found = itemsOf(await tour.data('tourapi_search_keyword', { keyword: '야간개장' }));
    expect(found.map((row) => row.contentid)).toEqual(['9000001']);
    expect(textOf(await tour.data('tourapi_get_common_detail', { contentId: '126508' }))).toMatch(/^TOURAPI 03 /);
    expect(itemsOf(await tour.data('tourapi_search_keyword', { keyword: '경복궁' }))).toEqual([]);
    await tour.close();
  });

  it('reads an overlay row that names only some fields, the rest blank', async () => {
    const tour = await openTour({
      overlay: {
        contents: { upsert: [{ contentid: '9000002', contenttypeid: '12', title: '임시 전망대', areacode: '31' }] },
      },
    });
    const [row] = itemsOf(await tour.data('tourapi_search_keyword', { keyword: '임시 전망대' }));
    expect(row).toMatchObject({ contentid: '9000002', areacode: '31', addr1: '', mapx: '' });
    expect(itemOf(await tour.data('tourapi_get_common_detail', { contentId: '9000002' })).title).toBe('임시 전망대');
    await tour.close();
  });
});
