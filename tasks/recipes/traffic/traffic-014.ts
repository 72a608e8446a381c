import { defineRecipe } from '../../src/recipe.ts';
import { readAll } from '../read-all.ts';

type Station = { STATION_CD: string; STATION_NM: string; LINE_NUM: string };
type Train = { TRAIN_NO: string; LEFTTIME: string; SUBWAYSNAME: string };

export default defineRecipe({
  id: 'traffic-014',
  domain: 'traffic',
  type: 'Drv',
  query:
    '토요일에 홍대입구역 2호선 외선순환 방향으로 서는 열차가 하루에 모두 몇 대나 돼? 그리고 그날 첫차는 몇 시에 출발해?',
  platforms: ['seoul'],
  distractors: [
    'seoul_get_realtime_train_positions',
    'seoul_get_subway_ridership',
    'seoul_list_subway_station_master',
    'seoul_get_first_last_trains',
  ],
  async plan(context) {
    const key = await context.key('seoul');
    const found = await context.call<{ items: Station[] }>(
      'seoul_search_subway_station',
      { STATION_NM: '홍대입구' },
      { after: [key] },
    );
    const line2 = found.output.items.find((row) => row.LINE_NUM === '02호선');
    const timetable = await readAll(
      context,
      'seoul_get_station_timetable',
      { STATION_CD: line2?.STATION_CD, WEEK_TAG: '2', INOUT_TAG: '2' },
      [found],
    );
    const trains = timetable.items as unknown as Train[];
    const first = trains.reduce((earliest, row) => (row.LEFTTIME < earliest.LEFTTIME ? row : earliest));
    return {
      facts: [
        { value: trains.length, kind: 'number', unit: '대', subject: line2?.STATION_NM },
        { value: first.LEFTTIME.slice(0, 5).replace(/^0/, ''), kind: 'text', subject: line2?.STATION_NM },
      ],
    };
  },
});
