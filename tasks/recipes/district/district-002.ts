import { defineRecipe } from '../../src/recipe.ts';

export default defineRecipe({
  id: 'district-002',
  domain: 'district',
  type: 'Drv',
  query:
    '이천시에 2026년 들어 새로 인허가를 받은 일반음식점이 모두 몇 곳인지, 그리고 그중 지금까지 영업을 이어가고 있는 곳은 몇 곳인지 알려줘.',
  platforms: ['gyeonggi'],
  distractors: [
    'gyeonggi_list_local_currency_merchants',
    'gyeonggi_get_population',
    'gyeonggi_list_animal_hospitals',
    'gyeonggi_list_golf_courses',
    'gyeonggi_list_saved_places',
    'gyeonggi_save_place',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    // No licence-date filter exists: every page of the 시군 must be read.
    const all = await context.callAllPages('gyeonggi_list_restaurants', { SIGUN_NM: '이천시' }, { after: [key] });
    const fresh = all.items.filter((row) => String(row.LICENSG_DE) >= '20260101');
    const open = fresh.filter((row) => row.BSN_STATE_NM === '영업');
    return {
      facts: [
        { value: fresh.length, kind: 'number', unit: '곳', subject: String(all.items[0]?.SIGUN_NM) },
        { value: open.length, kind: 'number', unit: '곳', subject: String(all.items[0]?.SIGUN_NM) },
      ],
    };
  },
});
