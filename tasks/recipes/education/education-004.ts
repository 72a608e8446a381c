import { defineRecipe } from '../../src/recipe.ts';

type School = { ATPT_OFCDC_SC_CODE: string; SD_SCHUL_CODE: string; SCHUL_NM: string; SCHUL_KND_SC_NM: string };
type Period = { PERIO: string; ITRT_CNTNT: string };

const TIMETABLE: Record<string, string> = {
  초등학교: 'neis_get_elementary_timetable',
  중학교: 'neis_get_middle_timetable',
  고등학교: 'neis_get_high_timetable',
  특수학교: 'neis_get_special_timetable',
};

export default defineRecipe({
  id: 'education-004',
  domain: 'education',
  type: 'Cond',
  query: '신도림중학교 2학년 5반은 5월 20일에 무슨 수업을 들었는지 교시별로 정리해 줘. 체육은 몇 교시였어?',
  platforms: ['neis'],
  distractors: [
    'neis_get_elementary_timetable',
    'neis_get_high_timetable',
    'neis_list_classes',
    'neis_get_school_schedule',
    'neis_get_meals',
  ],
  async plan(context) {
    const key = await context.key('neis');
    const found = await context.call<{ items: School[] }>(
      'neis_search_schools',
      { SCHUL_NM: '신도림중학교' },
      { after: [key] },
    );
    const school = found.output.items.find((row) => row.SCHUL_NM === '신도림중학교');
    // The school's kind decides which timetable service holds its rows.
    const tool = TIMETABLE[school?.SCHUL_KND_SC_NM ?? ''] ?? 'neis_get_middle_timetable';
    const timetable = await context.call<{ items: Period[] }>(
      tool,
      {
        ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE,
        SD_SCHUL_CODE: school?.SD_SCHUL_CODE,
        ALL_TI_YMD: '20260520',
        GRADE: '2',
        CLASS_NM: '5',
      },
      { after: [found] },
    );
    const subjects = [...new Set(timetable.output.items.map((row) => row.ITRT_CNTNT))];
    // Each subject bound to its period (교시별로), when it has only one that day.
    const periodOf = (subject: string) => {
      const periods = timetable.output.items.filter((row) => row.ITRT_CNTNT === subject);
      return periods.length === 1 ? `${periods[0]?.PERIO}교시` : undefined;
    };
    const pe = timetable.output.items.find((row) => row.ITRT_CNTNT === '체육');
    return {
      facts: [
        ...subjects.map((subject) => ({ value: subject, kind: 'text' as const, subject: periodOf(subject) })),
        { value: Number(pe?.PERIO), kind: 'number', unit: '교시', subject: pe?.ITRT_CNTNT },
      ],
    };
  },
});
