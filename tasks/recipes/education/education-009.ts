import { defineRecipe } from '../../src/recipe.ts';

type School = { ATPT_OFCDC_SC_CODE: string; LCTN_SC_NM: string; ORG_RDNMA: string };

export default defineRecipe({
  id: 'education-009',
  domain: 'education',
  type: 'Seq',
  query:
    '대구 범어중학교 근처로 이사 가려고 학원가를 알아보고 있어요. 학교가 있는 구에 등록된 학원·교습소가 전부 몇 곳이고, 그중 지금 휴원 중인 곳은 몇 곳인가요?',
  platforms: ['neis'],
  distractors: [
    'neis_save_favorite_school',
    'neis_get_meals',
    'neis_get_school_schedule',
    'neis_list_classes',
    'neis_list_favorite_schools',
  ],
  async plan(context) {
    const key = await context.key('neis');
    const found = await context.call<{ items: School[] }>(
      'neis_search_schools',
      { SCHUL_NM: '범어중학교' },
      { after: [key] },
    );
    const school = found.output.items.find((row) => row.LCTN_SC_NM === '대구광역시');
    // ORG_RDNMA is "대구광역시 수성구 …": the 시군구 is the second word.
    const district = school?.ORG_RDNMA.split(' ')[1];
    if (!district) throw new Error('education-009: no district without the school');
    const all = await context.callAllPages(
      'neis_list_academies',
      { ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE, ADMST_ZONE_NM: district },
      { after: [found] },
    );
    const closed = all.items.filter((row) => row.REG_STTUS_NM === '휴원').length;
    return {
      facts: [
        { value: all.totalCount, kind: 'number', unit: '곳', subject: district },
        { value: closed, kind: 'number', unit: '곳', subject: '휴원' },
      ],
    };
  },
});
