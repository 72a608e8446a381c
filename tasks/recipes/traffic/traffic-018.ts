import { defineRecipe } from '../../src/recipe.ts';
import type { Fact } from '../../src/schema.ts';
import { readAll } from '../read-all.ts';

type Ridership = { SBWY_ROUT_LN_NM: string; SBWY_STNS_NM: string; GTON_TNOPE: number };
type Station = { STATION_CD: string; LINE_NUM: string };
type FirstLast = { FSTT_HRM: string };

const clock = (hhmmss: string) => `${Number(hhmmss.slice(0, 2))}:${hhmmss.slice(2, 4)}`;
/** A line as riders say it: 02호선 → 2호선; named lines (경의중앙선, 공항철도, GTX-A) stay as they are. */
const lineName = (code: string) => (/^\d+호선$/.test(code) ? `${Number(code.replace('호선', ''))}호선` : code);

export default defineRecipe({
  id: 'traffic-018',
  domain: 'traffic',
  type: 'Mixed',
  query:
    '2026년 8월 28일 금요일에 서울 지하철에서 승차 인원이 가장 많았던 역이 어디였는지 알려 줘. 환승역은 노선별 인원을 합쳐서 한 역으로 쳐 줘. 그리고 그 역에서 평일 상행 첫차가 노선마다 몇 시인지도.',
  platforms: ['seoul'],
  distractors: ['seoul_list_subway_station_master', 'seoul_get_station_timetable', 'seoul_get_realtime_arrivals'],
  async plan(context) {
    const key = await context.key('seoul');
    const day = await readAll(context, 'seoul_get_subway_ridership', { USE_DT: '20260828' }, [key]);
    const byStation = new Map<string, number>();
    for (const row of day.items as unknown as Ridership[]) {
      byStation.set(row.SBWY_STNS_NM, (byStation.get(row.SBWY_STNS_NM) ?? 0) + row.GTON_TNOPE);
    }
    const [name, boardings] = [...byStation.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    const found = await context.call<{ items: Station[] }>(
      'seoul_search_subway_station',
      { STATION_NM: name },
      { after: day.refs },
    );
    const facts: Fact[] = [
      { value: name, kind: 'text', conclusion: true },
      { value: boardings, kind: 'number', unit: '명', subject: name },
    ];
    for (const station of found.output.items) {
      const result = await context.call<{ items: FirstLast[] }>(
        'seoul_get_first_last_trains',
        { LINE_NUM: station.LINE_NUM, INOUT_TAG: '1', WEEK_TAG: '1', STATION_CD: station.STATION_CD },
        { after: [found] },
      );
      const row = result.output.items[0];
      if (!row) throw new Error(`traffic-018: no first train for ${station.LINE_NUM}`);
      facts.push({ value: clock(row.FSTT_HRM), kind: 'text', subject: lineName(station.LINE_NUM) });
    }
    return { facts };
  },
});
