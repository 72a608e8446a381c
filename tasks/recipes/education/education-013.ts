import { defineRecipe } from '../../src/recipe.ts';

type School = { ATPT_OFCDC_SC_CODE: string; SD_SCHUL_CODE: string; SCHUL_NM: string };
type Meal = { MLSV_YMD: string; MMEAL_SC_CODE: string; DDISH_NM: string };

const allergens = (menu: string) =>
  [...menu.matchAll(/\(([\d.]+)\)/g)].flatMap((match) => (match[1] ?? '').split('.').map(Number));

export default defineRecipe({
  id: 'education-013',
  domain: 'education',
  type: 'Drv',
  query:
    '제가 급식 알레르기 주의로 등록해 둔 항목을 기준으로 봐 주세요. 창원과학고 5월 18일부터 22일까지 점심 가운데 주의해야 했던 날이 며칠이었는지, 날짜별로 알려 주세요.',
  platforms: ['neis'],
  state: { neis: { user: { allergyWatch: [1, 17] } } },
  distractors: [
    'neis_set_allergy_watch',
    'neis_get_school_schedule',
    'neis_list_favorite_schools',
    'neis_get_middle_timetable',
  ],
  async plan(context) {
    const key = await context.key('neis');
    const watch = await context.call<{ allergyWatch: number[] }>('neis_get_allergy_watch', {});
    const found = await context.call<{ items: School[] }>(
      'neis_search_schools',
      { SCHUL_NM: '창원과학고등학교' },
      { after: [key] },
    );
    const school = found.output.items[0];
    const meals = await context.call<{ items: Meal[] }>(
      'neis_get_meals',
      {
        ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE,
        SD_SCHUL_CODE: school?.SD_SCHUL_CODE,
        MLSV_FROM_YMD: '20260518',
        MLSV_TO_YMD: '20260522',
      },
      { after: [found] },
    );
    const days = meals.output.items
      .filter(
        (row) =>
          row.MMEAL_SC_CODE === '2' && allergens(row.DDISH_NM).some((n) => watch.output.allergyWatch.includes(n)),
      )
      .map((row) => row.MLSV_YMD);
    return {
      facts: [
        { value: days.length, kind: 'number', unit: '일', subject: school?.SCHUL_NM },
        ...days.map((day) => ({ value: day, kind: 'date' as const, subject: school?.SCHUL_NM })),
      ],
    };
  },
});
