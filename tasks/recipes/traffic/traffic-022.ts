import { defineRecipe } from '../../src/recipe.ts';
import { readAll } from '../read-all.ts';

type Station = { STATION_CD: string; STATION_NM: string; LINE_NUM: string };
type Train = { TRAIN_NO: string; ARRIVETIME: string; LEFTTIME: string; SUBWAYENAME: string };

const clock = (time: string) => time.slice(0, 5).replace(/^0/, '');

export default defineRecipe({
  id: 'traffic-022',
  domain: 'traffic',
  type: 'Mixed',
  query:
    '평일 퇴근길에 잠실역에서 2호선 타고 시청역까지 가려는데요, 저녁 6시 이후에 잠실역을 처음 출발하는 시청행 열차를 타면 시청역에는 몇 시에 도착하나요? 잠실역 출발 시각도 같이 알려 주세요.',
  platforms: ['seoul'],
  distractors: [
    'seoul_get_first_last_trains',
    'seoul_get_realtime_arrivals',
    'seoul_get_realtime_train_positions',
    'seoul_list_subway_station_master',
  ],
  async plan(context) {
    const key = await context.key('seoul');
    const jamsil = await context.call<{ items: Station[] }>(
      'seoul_search_subway_station',
      { STATION_NM: '잠실' },
      { after: [key] },
    );
    const cityHall = await context.call<{ items: Station[] }>(
      'seoul_search_subway_station',
      { STATION_NM: '시청' },
      { after: [key] },
    );
    const from = jamsil.output.items.find((row) => row.LINE_NUM === '02호선');
    const to = cityHall.output.items.find((row) => row.LINE_NUM === '02호선');
    const departures = await readAll(
      context,
      'seoul_get_station_timetable',
      { STATION_CD: from?.STATION_CD, WEEK_TAG: '1', INOUT_TAG: '1' },
      [jamsil],
    );
    const train = (departures.items as unknown as Train[]).find(
      (row) => row.LEFTTIME >= '18:00:00' && row.SUBWAYENAME === '시청',
    );
    if (!train) throw new Error('traffic-022: no train after 18:00');
    const arrivals = await readAll(
      context,
      'seoul_get_station_timetable',
      { STATION_CD: to?.STATION_CD, WEEK_TAG: '1', INOUT_TAG: '1' },
      [cityHall, ...departures.refs],
    );
    const arrival = (arrivals.items as unknown as Train[]).find((row) => row.TRAIN_NO === train.TRAIN_NO);
    if (!arrival) throw new Error('traffic-022: train not found at 시청');
    return {
      facts: [
        { value: clock(train.LEFTTIME), kind: 'text', subject: from?.STATION_NM },
        { value: clock(arrival.ARRIVETIME), kind: 'text', subject: to?.STATION_NM },
      ],
    };
  },
});
