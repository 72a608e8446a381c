import { defineRecipe } from '../../src/recipe.ts';

type Ridership = { SBWY_ROUT_LN_NM: string; SBWY_STNS_NM: string; GTON_TNOPE: number };

// Aggregation over a week: one call per day, every line of the station summed.
export default defineRecipe({
  id: 'traffic-016',
  domain: 'traffic',
  type: 'Drv',
  query:
    '2026년 8월 17일 월요일부터 23일 일요일까지 일주일 동안 강남역에서 탄 사람이 모두 몇 명이었는지, 하루 평균으로는 몇 명인지 계산해 주세요. 강남역을 지나는 노선은 다 합쳐서요.',
  platforms: ['seoul'],
  distractors: [
    'seoul_search_subway_station',
    'seoul_get_realtime_arrivals',
    'seoul_list_subway_station_master',
    'seoul_get_station_timetable',
    'seoul_list_bike_stations',
  ],
  async plan(context) {
    const key = await context.key('seoul');
    let total = 0;
    let lines = 0;
    let station: string | undefined;
    for (let day = 17; day <= 23; day++) {
      const result = await context.call<{ items: Ridership[] }>(
        'seoul_get_subway_ridership',
        { USE_DT: `202608${day}`, SUB_STA_NM: '강남' },
        { after: [key] },
      );
      const rows = result.output.items.filter((row) => row.SBWY_STNS_NM === '강남');
      lines = Math.max(lines, rows.length);
      station ??= rows[0]?.SBWY_STNS_NM;
      total += rows.reduce((sum, row) => sum + row.GTON_TNOPE, 0);
    }
    // CardSubwayStatsNew reports 강남 on 2호선 only (신분당선 is not in the card statistics).
    if (lines < 1) throw new Error('traffic-016 expects 강남 in the ridership');
    return {
      facts: [
        { value: total, kind: 'number', unit: '명', subject: station },
        { value: Math.round(total / 7), kind: 'number', tolerance: 1, unit: '명', subject: station },
      ],
    };
  },
});
