import { defineRecipe } from '../../src/recipe.ts';
import { round } from '../../src/values.ts';

type School = { ATPT_OFCDC_SC_CODE: string; SD_SCHUL_CODE: string; SCHUL_NM: string };
type Meal = { MMEAL_SC_CODE: string; CAL_INFO: string };

export default defineRecipe({
  id: 'education-002',
  domain: 'education',
  type: 'Cmp',
  query:
    '서울고랑 창원과학고 둘 다 기숙사가 있어서 저녁 급식이 나온다던데, 6월 8일부터 12일까지 그 주 석식 평균 칼로리를 학교별로 비교해 줄래? 어느 쪽이 더 높았어?',
  platforms: ['neis'],
  distractors: [
    'neis_get_school_schedule',
    'neis_list_classes',
    'neis_get_high_timetable',
    'neis_get_allergy_watch',
    'neis_list_favorite_schools',
  ],
  async plan(context) {
    const key = await context.key('neis');
    const names = ['서울고등학교', '창원과학고등학교'];
    const searches = [];
    for (const name of names) {
      searches.push(
        await context.call<{ items: School[] }>('neis_search_schools', { SCHUL_NM: name }, { after: [key] }),
      );
    }
    const facts = [];
    for (const [index, name] of names.entries()) {
      const found = searches[index];
      const school = found?.output.items.find((row) => row.SCHUL_NM === name);
      const meals = await context.call<{ items: Meal[] }>(
        'neis_get_meals',
        {
          ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE,
          SD_SCHUL_CODE: school?.SD_SCHUL_CODE,
          MLSV_FROM_YMD: '20260608',
          MLSV_TO_YMD: '20260612',
        },
        { after: found ? [found] : [] },
      );
      const dinners = meals.output.items.filter((row) => row.MMEAL_SC_CODE === '3');
      const mean = dinners.reduce((sum, row) => sum + Number.parseFloat(row.CAL_INFO), 0) / dinners.length;
      facts.push({
        value: round(mean, 1),
        kind: 'number' as const,
        tolerance: 0.5,
        unit: 'kcal',
        subject: school?.SCHUL_NM,
      });
    }
    return { facts };
  },
});
