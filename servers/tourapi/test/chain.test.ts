import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMetres } from '../src/data/format.ts';
import { itemOf, itemsOf, openTour, pageOf } from './helpers.ts';

let tour: Awaited<ReturnType<typeof openTour>>;
beforeAll(async () => {
  tour = await openTour();
});
afterAll(() => tour.close());

describe('the TourAPI chains a model follows', () => {
  it('goes from a keyword to the contentid, then to the common and intro details', async () => {
    const [palace] = itemsOf(await tour.data('tourapi_search_keyword', { keyword: '경복궁' }));
    expect(palace).toMatchObject({ contentid: '126508', contenttypeid: '12', lDongRegnCd: '11', lDongSignguCd: '110' });
    const common = itemOf(await tour.data('tourapi_get_common_detail', { contentId: palace?.contentid }));
    expect(common).toMatchObject({
      title: '경복궁',
      addr1: '서울특별시 종로구 사직로 161',
      areacode: '1',
      sigungucode: '23',
    });
    expect(common.overview).toContain('경복궁은 서울특별시 종로구');
    const intro = itemOf(
      await tour.data('tourapi_get_intro_detail', {
        contentId: palace?.contentid,
        contentTypeId: palace?.contenttypeid,
      }),
    );
    expect(intro).toMatchObject({ contentid: '126508', contenttypeid: '12', infocenter: '02-3700-3900' });
    expect(intro.usetime).toBeTruthy();
  });

  it.each([
    ['가평군', '1', '남이섬'],
    ['수원시', '13', '수원 화성'],
    ['광명시', '4', '광명동굴'],
    ['용인시', '23', '에버랜드'],
  ])(
    'resolves the Gyeonggi 시군 %s to areacode 31 + sigunguCode %s and lists its sites (with %s)',
    async (name, code, site) => {
      const provinces = itemsOf(await tour.data('tourapi_list_area_codes', { numOfRows: 50 }));
      const gyeonggi = provinces.find((row) => row.name === '경기도');
      expect(gyeonggi?.code).toBe('31');
      const sigungu = itemsOf(await tour.data('tourapi_list_area_codes', { areaCode: gyeonggi?.code, numOfRows: 50 }));
      expect(sigungu).toHaveLength(31);
      const entry = sigungu.find((row) => row.name === name);
      expect(entry?.code).toBe(code);
      const sites = pageOf(
        await tour.data('tourapi_list_by_area', {
          areaCode: '31',
          sigunguCode: entry?.code,
          contentTypeId: '12',
          numOfRows: 1000,
        }),
      );
      expect(sites.totalCount).toBe(sites.items.length);
      expect(sites.items.map((row) => row.title)).toContain(site);
      for (const row of sites.items)
        expect(row).toMatchObject({ areacode: '31', sigungucode: code, contenttypeid: '12' });
    },
  );

  it('resolves a 시군 through the 법정동 codes too (41 + 110 → 수원시) and lists the same 시군', async () => {
    const regions = itemsOf(await tour.data('tourapi_list_legal_dong_codes', { numOfRows: 50 }));
    expect(regions.find((row) => row.name === '경기도')?.code).toBe('41');
    const cities = itemsOf(await tour.data('tourapi_list_legal_dong_codes', { lDongRegnCd: '41', numOfRows: 50 }));
    const suwon = cities.find((row) => row.name === '수원시');
    expect(suwon?.code).toBe('110');
    const byLDong = pageOf(
      await tour.data('tourapi_list_by_area', { lDongRegnCd: '41', lDongSignguCd: '110', numOfRows: 1000 }),
    );
    const byArea = pageOf(
      await tour.data('tourapi_list_by_area', { areaCode: '31', sigunguCode: '13', numOfRows: 1000 }),
    );
    expect(byLDong.totalCount).toBe(byArea.totalCount);
    expect(byLDong.items.map((row) => row.title)).toContain('수원 화성');
  });

  it('lists the festivals running in a date window, each overlapping it', async () => {
    const window = { eventStartDate: '20261001', eventEndDate: '20261031' };
    const festivals = pageOf(
      await tour.data('tourapi_search_festivals', { ...window, areaCode: '31', numOfRows: 1000 }),
    );
    expect(festivals.totalCount).toBeGreaterThan(5);
    expect(festivals.items.map((row) => row.title)).toEqual(
      expect.arrayContaining(['수원화성문화제', '자라섬 재즈 페스티벌']),
    );
    for (const row of festivals.items) {
      expect(row.contenttypeid).toBe('15');
      expect(
        (row.eventenddate ?? '') >= window.eventStartDate && (row.eventstartdate ?? '') <= window.eventEndDate,
      ).toBe(true);
    }
    const [first] = festivals.items;
    const intro = itemOf(
      await tour.data('tourapi_get_intro_detail', { contentId: first?.contentid, contentTypeId: '15' }),
    );
    expect(intro).toMatchObject({ eventstartdate: first?.eventstartdate, eventenddate: first?.eventenddate });
  });

  it('finds what is near a place, nearest first, within the radius', async () => {
    const [palace] = itemsOf(await tour.data('tourapi_search_keyword', { keyword: '경복궁' }));
    const centre = { mapX: Number(palace?.mapx), mapY: Number(palace?.mapy) };
    const nearby = itemsOf(await tour.data('tourapi_list_by_location', { ...centre, radius: 1500, numOfRows: 1000 }));
    expect(nearby[0]?.contentid).toBe('126508');
    expect(nearby.map((row) => row.title)).toEqual(expect.arrayContaining(['창덕궁', '국립현대미술관 서울관']));
    const distances = nearby.map((row) => Number(row.dist));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const row of nearby) {
      const real = distanceMetres(
        { lat: centre.mapY, lon: centre.mapX },
        { lat: Number(row.mapy), lon: Number(row.mapx) },
      );
      expect(Math.abs(real - Number(row.dist))).toBeLessThan(1);
      expect(real).toBeLessThanOrEqual(1500);
    }
  });

  it('follows a travel course to its stops, each a content of the same 시군구', async () => {
    const [course] = itemsOf(
      await tour.data('tourapi_list_by_area', { contentTypeId: '25', areaCode: '31', sigunguCode: '1' }),
    );
    const stops = itemsOf(
      await tour.data('tourapi_get_repeat_detail', { contentId: course?.contentid, contentTypeId: '25' }),
    );
    expect(stops.length).toBeGreaterThanOrEqual(3);
    for (const stop of stops) {
      const detail = itemOf(await tour.data('tourapi_get_common_detail', { contentId: stop.subcontentid }));
      expect(detail).toMatchObject({ title: stop.subname, areacode: '31', sigungucode: '1' });
    }
  });

  it('saves a content found by keyword and plans it on a trip day', async () => {
    const session = await openTour();
    const [island] = itemsOf(await session.data('tourapi_search_keyword', { keyword: '남이섬' }));
    await session.data('tourapi_save_content', { contentId: island?.contentid });
    await session.data('tourapi_add_plan_item', { contentId: island?.contentid, day: 1, memo: '오전' });
    expect(session.hub.getSession(session.token)?.state.tourapi?.user).toEqual({
      savedContents: [island?.contentid],
      tripPlan: [{ day: 1, contentid: island?.contentid, memo: '오전' }],
    });
    await session.close();
  });
});
