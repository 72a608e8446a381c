// Multi-step chains as a model would run them: a region name or coordinates → the grid → the
// forecast or nowcast of that cell; and the mid-term codes of the same place.
import { describe, expect, it } from 'vitest';
import { itemsOf, KEY, openKma, structured } from './helpers.ts';

interface Fcst {
  category: string;
  fcstDate: string;
  fcstTime: string;
  fcstValue: string;
  baseDate: string;
  baseTime: string;
}
interface Ncst {
  category: string;
  obsrValue: string;
  baseTime: string;
}

const value = (rows: Fcst[], category: string, date: string, time: string) =>
  rows.find((row) => row.category === category && row.fcstDate === date && row.fcstTime === time)?.fcstValue;

describe('KMA chains', () => {
  it('goes from a region name to the grid to tomorrow’s TMN, TMX and POP', async () => {
    const kma = await openKma();
    const [suwon] = itemsOf<{ name: string; nx: number; ny: number }>(
      await kma.call('kma_find_region_grid', { query: '수원' }),
    );
    expect(suwon).toMatchObject({ name: '경기도 수원시', nx: 61, ny: 120 });
    const forecast = structured<{ totalCount: number; items: Fcst[] }>(
      await kma.call('kma_get_short_range_forecast', {
        serviceKey: KEY,
        nx: suwon?.nx,
        ny: suwon?.ny,
        numOfRows: 1000,
      }),
    );
    // The clock is 2026-09-01 10:00 KST: the latest issue is 08:00, tomorrow is 2026-09-02.
    expect(forecast.items[0]).toMatchObject({ baseDate: '20260901', baseTime: '0800' });
    expect(forecast.totalCount).toBe(871);
    const tomorrow = forecast.items.filter((row) => row.fcstDate === '20260902');
    const tmn = Number(value(tomorrow, 'TMN', '20260902', '0600'));
    const tmx = Number(value(tomorrow, 'TMX', '20260902', '1500'));
    expect(tmn).toBeLessThan(tmx);
    const temps = tomorrow.filter((row) => row.category === 'TMP');
    expect(temps).toHaveLength(24);
    const at = (hour: number) => Number(temps[hour]?.fcstValue);
    for (let hour = 0; hour <= 9; hour++) expect(at(hour)).toBeGreaterThanOrEqual(tmn);
    for (let hour = 9; hour <= 18; hour++) expect(at(hour)).toBeLessThanOrEqual(tmx);
    expect(Math.min(...temps.slice(0, 10).map((row) => Number(row.fcstValue)))).toBe(tmn);
    const pops = tomorrow.filter((row) => row.category === 'POP').map((row) => Number(row.fcstValue));
    expect(pops).toHaveLength(24);
    for (const pop of pops) expect(pop % 10).toBe(0);
    await kma.close();
  });

  it('goes from coordinates to the grid to the nowcast, which agrees with the forecast for that hour', async () => {
    const kma = await openKma();
    const point = structured<{ item: { nx: number; ny: number; nearestRegion: string } }>(
      await kma.call('kma_convert_lat_lon_to_grid', { lat: 37.5665, lon: 126.978 }),
    ).item;
    expect(point).toMatchObject({ nx: 60, ny: 127, nearestRegion: '서울특별시 종로구' });
    const nowcast = itemsOf<Ncst>(
      await kma.call('kma_get_ultra_short_nowcast', { serviceKey: KEY, nx: point.nx, ny: point.ny }),
    );
    expect(nowcast.map((row) => row.category)).toEqual(['PTY', 'REH', 'RN1', 'T1H', 'UUU', 'VEC', 'VVV', 'WSD']);
    expect(nowcast[0]?.baseTime).toBe('0900');
    const observed = Number(nowcast.find((row) => row.category === 'T1H')?.obsrValue);
    const forecast = itemsOf<Fcst>(
      await kma.call('kma_get_short_range_forecast', { serviceKey: KEY, nx: 60, ny: 127, numOfRows: 12 }),
    );
    const predicted = Number(value(forecast, 'TMP', '20260901', '0900'));
    expect(Math.abs(observed - predicted)).toBeLessThanOrEqual(1.5);
    await kma.close();
  });

  it('saves a location and reads its ultra-short forecast, hour by hour', async () => {
    const kma = await openKma();
    await kma.call('kma_save_location', { name: '본가', region: '부산 해운대구' });
    const [home] = structured<{ savedLocations: Array<{ nx: number; ny: number }> }>(
      await kma.call('kma_list_saved_locations'),
    ).savedLocations;
    const rows = itemsOf<Fcst>(
      await kma.call('kma_get_ultra_short_forecast', { serviceKey: KEY, nx: home?.nx, ny: home?.ny, numOfRows: 60 }),
    );
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((row) => row.fcstTime))).toEqual(new Set(['1000', '1100', '1200', '1300', '1400', '1500']));
    expect(rows.slice(0, 6).every((row) => row.category === 'LGT')).toBe(true);
    await kma.close();
  });

  it('finds the mid-term codes of a city and reads its days 4–10', async () => {
    const kma = await openKma();
    const [city] = itemsOf<{ regId: string; landRegId: string }>(
      await kma.call('kma_list_mid_regions', { kind: 'temperature', query: '수원' }),
    );
    expect(city).toMatchObject({ regId: '11B20601', landRegId: '11B00000' });
    const [ta] = itemsOf<Record<string, number>>(
      await kma.call('kma_get_mid_temperature', { serviceKey: KEY, regId: city?.regId }),
    );
    for (const day of [4, 5, 6, 7, 8, 9, 10]) expect(ta?.[`taMin${day}`]).toBeLessThanOrEqual(ta?.[`taMax${day}`] ?? 0);
    const [land] = itemsOf<Record<string, string | number>>(
      await kma.call('kma_get_mid_land_forecast', { serviceKey: KEY, regId: city?.landRegId, tmFc: '202609010600' }),
    );
    expect(land).toHaveProperty('rnSt4Am');
    expect(land).toHaveProperty('wf10');
    await kma.close();
  });

  it('reads the file version and gets a new issue, with new values, at a later clock', async () => {
    const morning = await openKma();
    const [version] = itemsOf<{ filetype: string; version: string }>(
      await morning.call('kma_get_forecast_version', { serviceKey: KEY, ftype: 'SHRT' }),
    );
    expect(version?.version).toMatch(/^20260901080[4-9]\d\d$/);
    const args = { serviceKey: KEY, nx: 60, ny: 127, numOfRows: 1000 };
    const first = itemsOf<Fcst>(await morning.call('kma_get_short_range_forecast', args));
    expect(itemsOf<Fcst>(await morning.call('kma_get_short_range_forecast', args))).toEqual(first);
    await morning.close();

    const afternoon = await openKma({ clock: { now: '2026-09-01T14:30:00+09:00' } });
    const later = itemsOf<Fcst>(await afternoon.call('kma_get_short_range_forecast', args));
    expect(later[0]).toMatchObject({ baseDate: '20260901', baseTime: '1400', fcstTime: '1500' });
    const shared = later.filter((row) => row.category === 'TMP' && row.fcstDate === '20260903');
    const changed = shared.filter((row) => value(first, 'TMP', row.fcstDate, row.fcstTime) !== row.fcstValue);
    expect(changed.length).toBeGreaterThan(0);
    for (const row of shared) {
      const before = Number(value(first, 'TMP', row.fcstDate, row.fcstTime));
      expect(Math.abs(Number(row.fcstValue) - before)).toBeLessThanOrEqual(6);
    }
    // The earlier issue is still served (최근 3일) by its explicit base time.
    const explicit = itemsOf<Fcst>(
      await afternoon.call('kma_get_short_range_forecast', { ...args, base_date: '20260901', base_time: '0800' }),
    );
    expect(explicit).toEqual(first);
    await afternoon.close();
  });
});
