import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemsOf, KEY, openExpressway, pageOf } from './helpers.ts';

let ex: Awaited<ReturnType<typeof openExpressway>>;
beforeAll(async () => {
  ex = await openExpressway();
});
afterAll(() => ex.close());

const nextCode = (code: string) => String(Number(code) + 1).padStart(6, '0');

describe('the Expressway chains, as a model would call them', () => {
  it('follows a route → its rest areas → the fuel prices of those rest areas (serviceAreaCode2 = stdRestCd + 1)', async () => {
    const [route] = itemsOf<{ routeNo: string }>(
      await ex.call('expressway_list_routes', { key: KEY, routeName: '경부' }),
    );
    expect(route?.routeNo).toBe('0010');

    const restAreas = itemsOf<{ serviceAreaCode2: string; serviceAreaName: string; direction: string }>(
      await ex.call('expressway_list_rest_areas_by_route', { key: KEY, routeCode: route?.routeNo, numOfRows: 100 }),
    );
    expect(restAreas.map((row) => row.serviceAreaName)).toEqual(
      expect.arrayContaining(['서울만남(부산)휴게소', '안성(부산)휴게소', '망향(부산)휴게소', '추풍령(서울)휴게소']),
    );

    let priced = 0;
    for (const area of restAreas) {
      const stations = itemsOf<{
        serviceAreaName: string;
        serviceAreaCode2: string;
        gasolinePrice: string;
        diselPrice: string;
      }>(await ex.call('expressway_get_fuel_prices', { key: KEY, serviceAreaCode2: nextCode(area.serviceAreaCode2) }));
      if (stations.length === 0) continue; // a rest area without its own fuel station
      priced += 1;
      expect(stations).toHaveLength(1);
      expect(stations[0]?.serviceAreaName).toBe(area.serviceAreaName.replace(/휴게소$/, '주유소'));
      expect(stations[0]?.gasolinePrice).toMatch(/^\d,\d{3}원$/);
      expect(stations[0]?.diselPrice).toMatch(/^\d,\d{3}원$/);
    }
    expect(priced).toBeGreaterThan(restAreas.length / 2);

    // The same stations, all at once, by route: every station name is one of the route's rest areas.
    const byRoute = itemsOf<{ serviceAreaName: string }>(
      await ex.call('expressway_get_fuel_prices', { key: KEY, routeCode: '0010', numOfRows: 100 }),
    );
    expect(byRoute).toHaveLength(priced);
    const names = new Set(restAreas.map((row) => row.serviceAreaName.replace(/휴게소$/, '주유소')));
    for (const station of byRoute) expect(names.has(station.serviceAreaName)).toBe(true);
  });

  it('turns two tollbooth names into unitCodes and reads the travel time between them', async () => {
    const code = async (name: string) =>
      itemsOf<{ unitCode: string; unitName: string }>(
        await ex.call('expressway_search_tollbooths', { key: KEY, unitName: name }),
      ).find((row) => row.unitName === name)?.unitCode;
    const [seoul, suwon] = [await code('서울'), await code('수원신갈')];
    expect([seoul, suwon]).toEqual(['101', '103']);

    const first = pageOf<{ startUnitNm: string; endUnitNm: string }>(
      await ex.call('expressway_get_section_travel_times', {
        key: KEY,
        iStartUnitCode: seoul,
        iEndUnitCode: suwon,
        numOfRows: 99,
      }),
    );
    expect(first.totalCount).toBeGreaterThan(99);
    expect(first.items[0]).toMatchObject({ startUnitNm: '서울', endUnitNm: '수원신갈', startUnitCode: '101' });
    const rows: Array<{ stdTime: string; timeAvg: string; tcsCarTypeDivName: string }> = [];
    for (let pageNo = 1; pageNo <= Math.ceil(first.totalCount / 99); pageNo++) {
      rows.push(
        ...itemsOf<{ stdTime: string; timeAvg: string; tcsCarTypeDivName: string }>(
          await ex.call('expressway_get_section_travel_times', {
            key: KEY,
            iStartUnitCode: seoul,
            iEndUnitCode: suwon,
            numOfRows: 99,
            pageNo,
          }),
        ),
      );
    }
    expect(rows).toHaveLength(first.totalCount);
    for (const group of ['소형차', '대형차']) {
      const slots = rows.filter((row) => row.tcsCarTypeDivName === group && /^\d{2}:\d{2}$/.test(row.stdTime));
      const newest = slots.at(-1);
      // About three hours behind the 10:00 clock.
      expect(newest?.stdTime, group).toBe('07:00');
      expect(Number(newest?.timeAvg)).toBeGreaterThan(5);
      expect(Number(newest?.timeAvg)).toBeLessThan(60);
    }
    const hourly = rows.filter((row) => /^\d{2}$/.test(row.stdTime));
    expect(hourly.length).toBeGreaterThan(40);
  });

  it('reads a saved travel route back and checks its travel time', async () => {
    const session = await openExpressway();
    await session.call('expressway_save_travel_route', {
      key: KEY,
      label: '귀성길',
      iStartUnitCode: '101',
      iEndUnitCode: '137',
    });
    const { travelRoutes } = (await session.call('expressway_get_favorites', {})).structuredContent as {
      travelRoutes: Array<{ iStartUnitCode: string; iEndUnitCode: string; endUnitNm: string }>;
    };
    expect(travelRoutes[0]?.endUnitNm).toBe('부산');
    const times = itemsOf<{ timeAvg: string }>(
      await session.call('expressway_get_section_travel_times', {
        key: KEY,
        iStartUnitCode: travelRoutes[0]?.iStartUnitCode,
        iEndUnitCode: travelRoutes[0]?.iEndUnitCode,
      }),
    );
    // 서울 → 부산 is about 410 km: several hours.
    expect(Number(times[0]?.timeAvg)).toBeGreaterThan(180);
    await session.close();
  });

  it('links a rest area to its menu, its fuel station facilities and its weather', async () => {
    const [area] = itemsOf<{ stdRestCd: string; unitCode: string; unitName: string }>(
      await ex.call('expressway_list_rest_areas', { key: KEY, serviceAreaCode: 'A00001' }),
    );
    expect(area).toMatchObject({ stdRestCd: '000001', unitCode: '001', unitName: '서울만남(부산)휴게소' });
    const menu = itemsOf<{ foodNm: string; stdRestNm: string }>(
      await ex.call('expressway_list_best_foods', { key: KEY, stdRestCd: area?.stdRestCd }),
    );
    expect(menu.map((row) => row.foodNm)).toContain('말죽거리소고기국밥');
    const facilities = itemsOf<{ stdRestNm: string; psName: string }>(
      await ex.call('expressway_list_station_facilities', { key: KEY, stdRestCd: nextCode(area?.stdRestCd ?? '') }),
    );
    expect(facilities.length).toBeGreaterThan(0);
    expect(facilities.every((row) => row.stdRestNm === '서울만남(부산)주유소')).toBe(true);
    const [weather] = itemsOf<{ unitName: string; tempValue: string }>(
      await ex.call('expressway_get_rest_area_weather', {
        key: KEY,
        sdate: '20260901',
        stdHour: '08',
        unitCode: '001',
      }),
    );
    expect(weather?.unitName).toBe('서울만남(부산)휴게소');
    expect(Number(weather?.tempValue)).toBeGreaterThan(5);
  });

  it('locates an incident message on a route whose tollbooths it names', async () => {
    const messages = itemsOf<{ nosunNM: string; accPointNM: string; startEndTypeCode: string }>(
      await ex.call('expressway_list_incidents', { key: KEY }),
    );
    expect(messages.length).toBeGreaterThan(100);
    const message = messages[0];
    const near = /^(.+?)부근/.exec(message?.accPointNM ?? '')?.[1];
    const tollbooths = itemsOf<{ unitName: string }>(
      await ex.call('expressway_list_tollbooths', { key: KEY, routeNo: message?.nosunNM, numOfRows: 100 }),
    );
    expect(tollbooths.map((row) => row.unitName)).toContain(near);
    expect(message?.startEndTypeCode).toMatch(/방향$/);
  });
});
