import { defineRecipe } from '../../src/recipe.ts';

type School = { ATPT_OFCDC_SC_CODE: string; SD_SCHUL_CODE: string; SCHUL_NM: string; ORG_RDNMA: string };
type Class = { GRADE: string; CLASS_NM: string };

export default defineRecipe({
  id: 'education-005',
  domain: 'education',
  type: 'Drv',
  query: '성남 중앙초는 올해 학년별로 반이 몇 개씩 있어? 반이 제일 많은 학년이랑 전체 학급 수도 알려 줘.',
  platforms: ['neis'],
  distractors: [
    'neis_get_elementary_timetable',
    'neis_get_school_schedule',
    'neis_list_timetable_classrooms',
    'neis_save_favorite_school',
    'neis_list_school_majors',
  ],
  async plan(context) {
    const key = await context.key('neis');
    const found = await context.call<{ items: School[] }>(
      'neis_search_schools',
      { SCHUL_NM: '중앙초등학교' },
      { after: [key] },
    );
    const school = found.output.items.find((row) => row.ORG_RDNMA.startsWith('경기도 성남시'));
    const classes = await context.call<{ items: Class[]; totalCount: number }>(
      'neis_list_classes',
      { ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE, SD_SCHUL_CODE: school?.SD_SCHUL_CODE, AY: '2026' },
      { after: [found] },
    );
    const perGrade = new Map<string, number>();
    for (const row of classes.output.items) perGrade.set(row.GRADE, (perGrade.get(row.GRADE) ?? 0) + 1);
    const [topGrade, topCount] = [...perGrade.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    return {
      facts: [
        { value: `${topGrade}학년`, kind: 'text', conclusion: true },
        { value: topCount, kind: 'number', unit: '반', subject: `${topGrade}학년` },
        { value: classes.output.items.length, kind: 'number', unit: '학급', subject: school?.SCHUL_NM },
      ],
    };
  },
});
