import { defineRecipe } from '../../src/recipe.ts';

type Station = { STATION_CD: string; LINE_NUM: string };
type Train = { LEFTTIME: string; SUBWAYENAME: string };

const clock = (time: string) => time.slice(0, 5).replace(/^0/, '');
/** A line as riders say it: 02호선 → 2호선. */
const lineName = (code: string) => `${Number(code.replace('호선', ''))}호선`;

// Fan-out over the lines of one transfer station: one timetable per line code.
export default defineRecipe({
  id: 'traffic-013',
  domain: 'traffic',
  type: 'Par',
  query:
    '평일 아침에 왕십리역에서 타려고 하는데, 7시 30분 넘어서 처음 출발하는 열차가 2호선 시청 가는 방향이랑 5호선 방화 가는 방향 각각 몇 시 몇 분이에요?',
  platforms: ['seoul'],
  distractors: [
    'seoul_get_first_last_trains',
    'seoul_get_realtime_arrivals',
    'seoul_list_subway_station_master',
    'seoul_get_realtime_train_positions',
  ],
  async plan(context) {
    const key = await context.key('seoul');
    const found = await context.call<{ items: Station[] }>(
      'seoul_search_subway_station',
      { STATION_NM: '왕십리' },
      { after: [key] },
    );
    const wanted: Record<string, string> = { '02호선': '시청', '05호선': '방화' };
    const facts = [];
    for (const station of found.output.items) {
      const destination = wanted[station.LINE_NUM];
      if (!destination) continue;
      const timetable = await context.call<{ items: Train[] }>(
        'seoul_get_station_timetable',
        { STATION_CD: station.STATION_CD, WEEK_TAG: '1', INOUT_TAG: '1' },
        { after: [found] },
      );
      const train = timetable.output.items.find((row) => row.LEFTTIME >= '07:30:00');
      if (train?.SUBWAYENAME !== destination) throw new Error(`traffic-013: ${station.LINE_NUM} direction`);
      facts.push({ value: clock(train.LEFTTIME), kind: 'text' as const, subject: lineName(station.LINE_NUM) });
    }
    if (facts.length !== 2) throw new Error('traffic-013 expects two lines');
    return { facts };
  },
});
