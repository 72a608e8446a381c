import { defineRecipe } from '../../src/recipe.ts';

type Station = { STATION_CD: string; LINE_NUM: string };
type FirstLast = { FSTT_HRM: string; FSTT_ARVL_STTN: string };

const clock = (hhmmss: string) => `${Number(hhmmss.slice(0, 2))}:${hhmmss.slice(2, 4)}`;
/** A line as riders say it: 02호선 → 2호선. */
const lineName = (code: string) => `${Number(code.replace('호선', ''))}호선`;

export default defineRecipe({
  id: 'traffic-015',
  domain: 'traffic',
  type: 'Par',
  query:
    '일요일 새벽에 종로3가역에서 하행선 첫차를 타야 하는데, 이 역을 지나는 노선마다 하행 첫차가 몇 시인지 다 알려 주시고 그중 제일 빠른 건 몇 호선인지도 알려 주세요.',
  platforms: ['seoul'],
  distractors: [
    'seoul_get_station_timetable',
    'seoul_get_realtime_arrivals',
    'seoul_list_subway_station_master',
    'seoul_get_realtime_train_positions',
  ],
  async plan(context) {
    const key = await context.key('seoul');
    const found = await context.call<{ items: Station[] }>(
      'seoul_search_subway_station',
      { STATION_NM: '종로3가' },
      { after: [key] },
    );
    const firsts: Array<{ line: string; time: string }> = [];
    for (const station of found.output.items) {
      const result = await context.call<{ items: FirstLast[] }>(
        'seoul_get_first_last_trains',
        { LINE_NUM: station.LINE_NUM, INOUT_TAG: '2', WEEK_TAG: '3', STATION_CD: station.STATION_CD },
        { after: [found] },
      );
      const row = result.output.items[0];
      if (!row) throw new Error(`traffic-015: no first train for ${station.LINE_NUM}`);
      firsts.push({ line: station.LINE_NUM, time: row.FSTT_HRM });
    }
    const earliest = firsts.reduce((best, entry) => (entry.time < best.time ? entry : best));
    return {
      facts: [
        ...firsts.map((entry) => ({ value: clock(entry.time), kind: 'text' as const, subject: lineName(entry.line) })),
        { value: `${Number(earliest.line.replace('호선', ''))}호선`, kind: 'text', conclusion: true },
      ],
    };
  },
});
