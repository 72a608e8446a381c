import { defineRecipe } from '../../src/recipe.ts';

type School = { ATPT_OFCDC_SC_CODE: string; SD_SCHUL_CODE: string; SCHUL_NM: string; LCTN_SC_NM: string };
type Meal = { MLSV_YMD: string; MMEAL_SC_CODE: string; DDISH_NM: string };

/** The allergy numbers printed after each dish, e.g. "치즈불닭 (2.5.6.13.15)". */
const allergens = (menu: string) =>
  [...menu.matchAll(/\(([\d.]+)\)/g)].flatMap((match) => (match[1] ?? '').split('.').map(Number));

export default defineRecipe({
  id: 'education-001',
  domain: 'education',
  type: 'Sem',
  query:
    '부산에 있는 가락초등학교 다니는 아이가 우유 알레르기가 있어요. 5월 11일부터 15일까지 점심 급식에 우유가 들어간 메뉴가 나온 날이 며칠이었고 언제였는지 알려 주세요.',
  platforms: ['neis'],
  distractors: [
    'neis_get_allergy_watch',
    'neis_set_allergy_watch',
    'neis_get_school_schedule',
    'neis_get_elementary_timetable',
    'neis_list_classes',
  ],
  async plan(context) {
    const key = await context.key('neis');
    const found = await context.call<{ items: School[] }>(
      'neis_search_schools',
      { SCHUL_NM: '가락초등학교' },
      { after: [key] },
    );
    const school = found.output.items.find((row) => row.LCTN_SC_NM === '부산광역시');
    const meals = await context.call<{ items: Meal[] }>(
      'neis_get_meals',
      {
        ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE,
        SD_SCHUL_CODE: school?.SD_SCHUL_CODE,
        MLSV_FROM_YMD: '20260511',
        MLSV_TO_YMD: '20260515',
      },
      { after: [found] },
    );
    // 2 = 우유 in the NEIS allergy numbering.
    const days = meals.output.items
      .filter((row) => row.MMEAL_SC_CODE === '2' && allergens(row.DDISH_NM).includes(2))
      .map((row) => row.MLSV_YMD);
    return {
      facts: [
        { value: days.length, kind: 'number', unit: '일', subject: school?.SCHUL_NM },
        ...days.map((day) => ({ value: day, kind: 'date' as const, subject: school?.SCHUL_NM })),
      ],
    };
  },
});
