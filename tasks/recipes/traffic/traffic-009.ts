import { defineRecipe } from '../../src/recipe.ts';
import { round } from '../../src/values.ts';

type Unit = { unitCode: string; unitName: string };
type TravelTime = { stdDate: string; stdTime: string; tcsCarTypeDivName: string; timeAvg: string };

// Travel times are a function of the session clock, which the task fixes.
export default defineRecipe({
  id: 'traffic-009',
  domain: 'traffic',
  type: 'Mixed',
  query:
    '어제 퇴근 시간 오후 5시대(17시~18시)에 기흥 영업소에서 천안 영업소까지 평균 통행시간이 소형차랑 대형차 각각 몇 분이었는지 알려 줘.',
  platforms: ['expressway'],
  state: { expressway: { clock: { now: '2026-09-01T10:00:00+09:00' } } },
  distractors: [
    'expressway_get_realtime_traffic',
    'expressway_list_tollbooths',
    'expressway_save_travel_route',
    'expressway_get_tollbooth_traffic',
  ],
  async plan(context) {
    const key = await context.key('expressway');
    const starts = await context.call<{ items: Unit[] }>(
      'expressway_search_tollbooths',
      { unitName: '기흥' },
      { after: [key] },
    );
    const ends = await context.call<{ items: Unit[] }>(
      'expressway_search_tollbooths',
      { unitName: '천안' },
      { after: [key] },
    );
    const start = starts.output.items.find((row) => row.unitName === '기흥');
    const end = ends.output.items.find((row) => row.unitName === '천안');
    const times = await context.callAllPages(
      'expressway_get_section_travel_times',
      { iStartUnitCode: start?.unitCode, iEndUnitCode: end?.unitCode },
      { after: [starts, ends] },
    );
    const hour = (group: string) => {
      const row = (times.items as TravelTime[]).find(
        (item) => item.stdDate === '20260831' && item.stdTime === '17' && item.tcsCarTypeDivName === group,
      );
      if (!row) throw new Error(`traffic-009: no 17시 summary for ${group}`);
      return row;
    };
    const small = hour('소형차');
    const large = hour('대형차');
    return {
      facts: [
        {
          value: round(Number(small.timeAvg), 1),
          kind: 'number',
          tolerance: 0.5,
          unit: '분',
          subject: small.tcsCarTypeDivName,
        },
        {
          value: round(Number(large.timeAvg), 1),
          kind: 'number',
          tolerance: 0.5,
          unit: '분',
          subject: large.tcsCarTypeDivName,
        },
      ],
    };
  },
});
