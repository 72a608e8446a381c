import { defineRecipe } from '../../src/recipe.ts';

type School = { ATPT_OFCDC_SC_CODE: string; SD_SCHUL_CODE: string; SCHUL_NM: string; ORG_RDNMA: string };
type Event = { AA_YMD: string; EVENT_NM: string };

export default defineRecipe({
  id: 'education-015',
  domain: 'education',
  type: 'Seq',
  query: '양평 용문여고 2학기 중간고사가 며칠부터 며칠까지야? 시험 보는 날이 모두 며칠인지도 알려 줘.',
  platforms: ['neis'],
  distractors: [
    'neis_get_meals',
    'neis_get_high_timetable',
    'neis_list_classes',
    'neis_list_academies',
    'neis_list_school_majors',
  ],
  async plan(context) {
    const key = await context.key('neis');
    const found = await context.call<{ items: School[] }>(
      'neis_search_schools',
      { SCHUL_NM: '용문여자고등학교' },
      { after: [key] },
    );
    const school = found.output.items.find((row) => row.ORG_RDNMA.startsWith('경기도 양평군'));
    // The second semester until December fits one page (pSize is generic, not recorded).
    const schedule = await context.call<{ items: Event[] }>(
      'neis_get_school_schedule',
      {
        ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE,
        SD_SCHUL_CODE: school?.SD_SCHUL_CODE,
        AA_FROM_YMD: '20260901',
        AA_TO_YMD: '20261231',
        pSize: 1000,
      },
      { after: [found] },
    );
    const days = schedule.output.items
      .filter((row) => row.EVENT_NM === '2학기 중간고사')
      .map((row) => row.AA_YMD)
      .sort();
    return {
      facts: [
        { value: days[0] ?? '', kind: 'date', subject: school?.SCHUL_NM },
        { value: days.at(-1) ?? '', kind: 'date', subject: school?.SCHUL_NM },
        { value: days.length, kind: 'number', unit: '일', subject: school?.SCHUL_NM },
      ],
    };
  },
});
