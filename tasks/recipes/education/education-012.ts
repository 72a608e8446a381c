import { defineRecipe } from '../../src/recipe.ts';

type Favorite = { ATPT_OFCDC_SC_CODE: string; SD_SCHUL_CODE: string; SCHUL_NM: string };
type Meal = { MMEAL_SC_CODE: string; CAL_INFO: string };

export default defineRecipe({
  id: 'education-012',
  domain: 'education',
  type: 'Par',
  query: '관심학교로 저장해 둔 학교들 오늘 점심 칼로리 좀 비교해 줘. 어느 학교가 제일 높아?',
  platforms: ['neis'],
  state: {
    neis: {
      user: {
        favoriteSchools: [
          {
            ATPT_OFCDC_SC_CODE: 'B10',
            SD_SCHUL_CODE: '7010569',
            SCHUL_NM: '서울고등학교',
            SCHUL_KND_SC_NM: '고등학교',
            memo: '조카',
          },
          {
            ATPT_OFCDC_SC_CODE: 'B10',
            SD_SCHUL_CODE: '7130166',
            SCHUL_NM: '가원중학교',
            SCHUL_KND_SC_NM: '중학교',
            memo: '큰애',
          },
          {
            ATPT_OFCDC_SC_CODE: 'T10',
            SD_SCHUL_CODE: '9299048',
            SCHUL_NM: '가마초등학교',
            SCHUL_KND_SC_NM: '초등학교',
            memo: '작은애',
          },
        ],
      },
    },
  },
  distractors: [
    'neis_save_favorite_school',
    'neis_remove_favorite_school',
    'neis_search_schools',
    'neis_get_allergy_watch',
    'neis_get_school_schedule',
  ],
  async plan(context) {
    const key = await context.key('neis');
    const favorites = await context.call<{ favoriteSchools: Favorite[] }>('neis_list_favorite_schools', {});
    const lunches: Array<{ name: string; kcal: number }> = [];
    for (const school of favorites.output.favoriteSchools) {
      const meals = await context.call<{ items: Meal[] }>(
        'neis_get_meals',
        { ATPT_OFCDC_SC_CODE: school.ATPT_OFCDC_SC_CODE, SD_SCHUL_CODE: school.SD_SCHUL_CODE, MLSV_YMD: '20260901' },
        { after: [key, favorites] },
      );
      const lunch = meals.output.items.find((row) => row.MMEAL_SC_CODE === '2');
      lunches.push({ name: school.SCHUL_NM, kcal: Number.parseFloat(lunch?.CAL_INFO ?? 'NaN') });
    }
    const top = [...lunches].sort((a, b) => b.kcal - a.kcal)[0];
    return {
      facts: [
        { value: top?.name ?? '', kind: 'text', conclusion: true },
        ...lunches.map((row) => ({ value: row.kcal, kind: 'number' as const, unit: 'kcal', subject: row.name })),
      ],
    };
  },
});
