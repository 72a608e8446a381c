import { defineRecipe } from '../../src/recipe.ts';
import { readAll } from '../read-all.ts';

type BikeStation = { STA_LOC: string; HOLD_NUM: string };

export default defineRecipe({
  id: 'traffic-019',
  domain: 'traffic',
  type: 'Drv',
  query:
    '서울에 따릉이 대여소가 전부 몇 곳이나 있어? 그중에 대여소가 제일 많은 자치구는 어디고, 그 구에 있는 대여소 거치대를 다 합치면 몇 개인지도 알려 줄래?',
  platforms: ['seoul'],
  distractors: [
    'seoul_get_bike_station_status',
    'seoul_list_subway_station_master',
    'seoul_list_public_reservations',
    'seoul_search_subway_station',
    'seoul_get_subway_ridership',
  ],
  async plan(context) {
    const key = await context.key('seoul');
    // The station master has no district filter: all ≈2,500 rows (three pages of 1,000) are read.
    const stations = await readAll(context, 'seoul_list_bike_stations', {}, [key]);
    const rows = stations.items as unknown as BikeStation[];
    const perDistrict = new Map<string, BikeStation[]>();
    for (const row of rows) perDistrict.set(row.STA_LOC, [...(perDistrict.get(row.STA_LOC) ?? []), row]);
    const ranked = [...perDistrict.entries()].sort((a, b) => b[1].length - a[1].length);
    const [top, runnerUp] = ranked;
    if (!top || (runnerUp && runnerUp[1].length === top[1].length)) throw new Error('traffic-019: tie');
    return {
      facts: [
        { value: rows.length, kind: 'number', unit: '곳' },
        { value: top[0], kind: 'text', conclusion: true },
        { value: top[1].length, kind: 'number', unit: '곳', subject: top[0] },
        {
          value: top[1].reduce((sum, row) => sum + Number(row.HOLD_NUM), 0),
          kind: 'number',
          unit: '개',
          subject: top[0],
        },
      ],
    };
  },
});
