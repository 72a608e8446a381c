import { defineRecipe } from '../../src/recipe.ts';
import { round } from '../../src/values.ts';

export default defineRecipe({
  id: 'education-008',
  domain: 'education',
  type: 'Cmp',
  query:
    '서울 강남구랑 서초구 학원가를 비교해 보고 싶어요. 휴원 중인 곳도 등록돼 있으면 다 포함해서, 구별로 학원이 아니라 교습소로 등록된 곳이 몇 곳인지, 그리고 전체 학원·교습소 가운데 교습소 비율은 어느 구가 더 높은지 알려 주세요.',
  platforms: ['neis'],
  distractors: [
    'neis_search_schools',
    'neis_save_favorite_school',
    'neis_list_favorite_schools',
    'neis_get_school_schedule',
    'neis_list_classes',
  ],
  async plan(context) {
    const key = await context.key('neis');
    const facts = [];
    for (const district of ['강남구', '서초구']) {
      // Thousands of rows per district: every page must be read to count the 교습소.
      const all = await context.callAllPages(
        'neis_list_academies',
        { ATPT_OFCDC_SC_CODE: 'B10', ADMST_ZONE_NM: district },
        { after: [key] },
      );
      const rooms = all.items.filter((row) => row.ACA_INSTI_SC_NM === '교습소').length;
      const zone = String(all.items[0]?.ADMST_ZONE_NM);
      facts.push(
        { value: rooms, kind: 'number' as const, unit: '곳', subject: zone },
        {
          value: round((rooms / all.items.length) * 100, 2),
          kind: 'number' as const,
          tolerance: 0.05,
          unit: '%',
          subject: zone,
        },
      );
    }
    return { facts };
  },
});
