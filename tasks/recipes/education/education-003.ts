import { defineRecipe } from '../../src/recipe.ts';
import { round } from '../../src/values.ts';

type School = { ATPT_OFCDC_SC_CODE: string; SD_SCHUL_CODE: string; SCHUL_NM: string; LCTN_SC_NM: string };
type Event = { AA_YMD: string; SBTR_DD_SC_NM: string };
type Meal = { MMEAL_SC_CODE: string; CAL_INFO: string };

export default defineRecipe({
  id: 'education-003',
  domain: 'education',
  type: 'Par',
  query:
    '대전 중앙초등학교 6월 학사일정에 공휴일로 잡혀 있는 날이 언제언제예요? 그리고 6월 첫 주(1일~5일) 점심 급식 평균 칼로리도 알고 싶어요.',
  platforms: ['neis'],
  distractors: [
    'neis_list_classes',
    'neis_get_elementary_timetable',
    'neis_list_academies',
    'neis_save_favorite_school',
    'neis_get_allergy_watch',
  ],
  async plan(context) {
    const key = await context.key('neis');
    const found = await context.call<{ items: School[] }>(
      'neis_search_schools',
      { SCHUL_NM: '중앙초등학교' },
      { after: [key] },
    );
    const school = found.output.items.find((row) => row.LCTN_SC_NM === '대전광역시');
    const codes = { ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE, SD_SCHUL_CODE: school?.SD_SCHUL_CODE };
    const schedule = await context.call<{ items: Event[] }>(
      'neis_get_school_schedule',
      { ...codes, AA_FROM_YMD: '20260601', AA_TO_YMD: '20260630' },
      { after: [found] },
    );
    const meals = await context.call<{ items: Meal[] }>(
      'neis_get_meals',
      { ...codes, MLSV_FROM_YMD: '20260601', MLSV_TO_YMD: '20260605' },
      { after: [found] },
    );
    const holidays = schedule.output.items.filter((row) => row.SBTR_DD_SC_NM === '공휴일').map((row) => row.AA_YMD);
    const lunches = meals.output.items.filter((row) => row.MMEAL_SC_CODE === '2');
    const mean = lunches.reduce((sum, row) => sum + Number.parseFloat(row.CAL_INFO), 0) / lunches.length;
    return {
      facts: [
        ...holidays.map((day) => ({ value: day, kind: 'date' as const, subject: school?.SCHUL_NM })),
        { value: round(mean, 1), kind: 'number', tolerance: 0.5, unit: 'kcal', subject: school?.SCHUL_NM },
      ],
    };
  },
});
