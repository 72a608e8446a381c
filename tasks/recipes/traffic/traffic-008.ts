import { defineRecipe } from '../../src/recipe.ts';

type Volume = { tcsType: string; trafficVolumn: string };

// The session's key has expired: it must be renewed before any data call.
export default defineRecipe({
  id: 'traffic-008',
  domain: 'traffic',
  type: 'Par',
  query:
    '2026년 설 연휴(2월 14일 토요일부터 18일 수요일까지 닷새) 동안 전국 고속도로에서 하이패스로 집계된 교통량을 운영기관 구분 없이 다 합치면 몇 대인가요?',
  platforms: ['expressway'],
  state: { expressway: { credentials: { status: 'expired' } } },
  distractors: [
    'expressway_get_tollbooth_traffic',
    'expressway_get_realtime_traffic',
    'expressway_list_routes',
    'expressway_search_tollbooths',
    'expressway_list_tollbooths',
  ],
  async plan(context) {
    const key = await context.renewKey('expressway');
    let sum = 0;
    for (const sumDate of ['20260214', '20260215', '20260216', '20260217', '20260218']) {
      const day = await context.call<{ items: Volume[] }>(
        'expressway_get_national_traffic',
        { sumDate, numOfRows: 1000 },
        { after: [key] },
      );
      sum += day.output.items
        .filter((row) => row.tcsType === '2')
        .reduce((total, row) => total + Number(row.trafficVolumn), 0);
    }
    return { facts: [{ value: sum, kind: 'number', unit: '대' }] };
  },
});
