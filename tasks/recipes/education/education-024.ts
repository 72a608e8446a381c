import { defineRecipe } from '../../src/recipe.ts';

type School = { ATPT_OFCDC_SC_CODE: string; SD_SCHUL_CODE: string; LCTN_SC_NM: string };
type Period = { PERIO: string; ITRT_CNTNT: string };
type Meal = { MMEAL_SC_CODE: string; DDISH_NM: string };

export default defineRecipe({
  id: 'education-024',
  domain: 'education',
  type: 'Mixed',
  query: '부산 가락고 2학년 3반 오늘 시간표랑 점심 메뉴 좀 알려 줄래?',
  platforms: ['neis'],
  state: { neis: { credentials: { status: 'expired' } } },
  distractors: [
    'neis_list_classes',
    'neis_get_school_schedule',
    'neis_get_middle_timetable',
    'neis_get_elementary_timetable',
  ],
  async plan(context) {
    // The session's key has expired: renewing it is the first step.
    const renewed = await context.renewKey('neis');
    const found = await context.call<{ items: School[] }>(
      'neis_search_schools',
      { SCHUL_NM: '가락고등학교' },
      { after: [renewed] },
    );
    const school = found.output.items.find((row) => row.LCTN_SC_NM === '부산광역시');
    const codes = { ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE, SD_SCHUL_CODE: school?.SD_SCHUL_CODE };
    const timetable = await context.call<{ items: Period[] }>(
      'neis_get_high_timetable',
      { ...codes, ALL_TI_YMD: '20260901', GRADE: '2', CLASS_NM: '3' },
      { after: [found] },
    );
    const meals = await context.call<{ items: Meal[] }>(
      'neis_get_meals',
      { ...codes, MLSV_YMD: '20260901' },
      { after: [found] },
    );
    // The whole timetable, each subject bound to its period: 독서와 작문 and 미적분Ⅰ each have two.
    const periods = [...timetable.output.items]
      .sort((a, b) => Number(a.PERIO) - Number(b.PERIO))
      .map((row) => ({
        value: row.ITRT_CNTNT,
        kind: 'text' as const,
        subject: `${row.PERIO}교시`,
      }));
    const lunch = meals.output.items.find((row) => row.MMEAL_SC_CODE === '2');
    // Main dishes: drop the rice and the kimchi, strip the allergy numbers.
    const dishes = (lunch?.DDISH_NM ?? '')
      .split('<br/>')
      .map((dish) => dish.replace(/\s*\([\d.]+\)\s*$/, '').trim())
      .filter((dish) => dish && !/밥$|김치$/.test(dish));
    return {
      facts: [...periods, ...dishes.map((dish) => ({ value: dish, kind: 'text' as const }))],
    };
  },
});
