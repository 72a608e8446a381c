import { defineRecipe } from '../../src/recipe.ts';
import { round } from '../../src/values.ts';

type Volume = { exDivCode: string; trafficVolumn: string };

const total = (rows: Volume[]) => rows.reduce((sum, row) => sum + Number(row.trafficVolumn), 0);

// Two three-day periods, one call per day (12 rows each, past the default 10), compared as a percentage.
export default defineRecipe({
  id: 'traffic-007',
  domain: 'traffic',
  type: 'Cmp',
  query:
    '2026년 광복절 연휴(8월 15일 토요일부터 대체공휴일인 17일 월요일까지) 사흘 동안 한국도로공사 고속도로 교통량이 바로 전 주 같은 요일 사흘보다 몇 퍼센트 많았는지 알려 주세요. 두 기간 합계도 같이요.',
  platforms: ['expressway'],
  distractors: [
    'expressway_get_tollbooth_traffic',
    'expressway_get_realtime_traffic',
    'expressway_list_routes',
    'expressway_search_tollbooths',
  ],
  async plan(context) {
    const key = await context.key('expressway');
    const sumOf = async (days: string[]) => {
      let sum = 0;
      for (const sumDate of days) {
        const day = await context.call<{ items: Volume[] }>(
          'expressway_get_national_traffic',
          { sumDate, exDivCode: '00', numOfRows: 1000 },
          { after: [key] },
        );
        sum += total(day.output.items);
      }
      return sum;
    };
    const holiday = await sumOf(['20260815', '20260816', '20260817']);
    const weekBefore = await sumOf(['20260808', '20260809', '20260810']);
    return {
      facts: [
        { value: holiday, kind: 'number', unit: '대' },
        { value: weekBefore, kind: 'number', unit: '대' },
        { value: round(((holiday - weekBefore) / weekBefore) * 100, 2), kind: 'number', tolerance: 0.05, unit: '%' },
      ],
    };
  },
});
