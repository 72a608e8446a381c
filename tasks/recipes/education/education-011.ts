import { defineRecipe } from '../../src/recipe.ts';

type School = { ATPT_OFCDC_SC_CODE: string; SD_SCHUL_CODE: string; SCHUL_NM: string; LCTN_SC_NM: string };
type Meal = { MLSV_YMD: string; MMEAL_SC_CODE: string; DDISH_NM: string };

const allergens = (menu: string) =>
  [...menu.matchAll(/\(([\d.]+)\)/g)].flatMap((match) => (match[1] ?? '').split('.').map(Number));

export default defineRecipe({
  id: 'education-011',
  domain: 'education',
  type: 'Sem',
  query:
    '아들이 고등어랑 오징어 알레르기가 있어서 급식 알레르기 주의 목록에 그 두 가지를 등록해 줘. 그리고 인천 연희중학교에서 6월 15일~19일 점심에 고등어나 오징어가 들어간 메뉴가 나온 날이 언제였는지도 알려 줘.',
  platforms: ['neis'],
  distractors: [
    'neis_get_allergy_watch',
    'neis_get_school_schedule',
    'neis_get_middle_timetable',
    'neis_list_favorite_schools',
  ],
  async plan(context) {
    const key = await context.key('neis');
    // 7 = 고등어, 17 = 오징어 in the NEIS allergy numbering.
    const watch = [7, 17];
    await context.call('neis_set_allergy_watch', { allergens: watch });
    const found = await context.call<{ items: School[] }>(
      'neis_search_schools',
      { SCHUL_NM: '연희중학교' },
      { after: [key] },
    );
    const school = found.output.items.find((row) => row.LCTN_SC_NM === '인천광역시');
    const meals = await context.call<{ items: Meal[] }>(
      'neis_get_meals',
      {
        ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE,
        SD_SCHUL_CODE: school?.SD_SCHUL_CODE,
        MLSV_FROM_YMD: '20260615',
        MLSV_TO_YMD: '20260619',
      },
      { after: [found] },
    );
    const days = meals.output.items
      .filter((row) => row.MMEAL_SC_CODE === '2' && allergens(row.DDISH_NM).some((n) => watch.includes(n)))
      .map((row) => row.MLSV_YMD);
    return { facts: days.map((day) => ({ value: day, kind: 'date' as const, subject: school?.SCHUL_NM })) };
  },
});
