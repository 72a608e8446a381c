import { defineRecipe } from '../../src/recipe.ts';

type School = { ATPT_OFCDC_SC_CODE: string; SD_SCHUL_CODE: string; SCHUL_NM: string; HS_SC_NM: string | null };

export default defineRecipe({
  id: 'education-006',
  domain: 'education',
  type: 'Mixed',
  query:
    '세종시에서 고등학교 구분이 일반고로 등록된 학교들 가운데 올해 1학년 학급이 가장 많은 학교는 어디고 몇 반이야? 그 학교들의 1학년 학급을 전부 합치면 몇 개인지도 궁금해.',
  platforms: ['neis'],
  distractors: [
    'neis_list_school_majors',
    'neis_get_high_timetable',
    'neis_list_school_affiliations',
    'neis_get_school_schedule',
    'neis_list_timetable_classrooms',
  ],
  async plan(context) {
    const key = await context.key('neis');
    const found = await context.call<{ items: School[] }>(
      'neis_search_schools',
      { ATPT_OFCDC_SC_CODE: 'I10', SCHUL_KND_SC_NM: '고등학교' },
      { after: [key] },
    );
    const general = found.output.items.filter((row) => row.HS_SC_NM === '일반고');
    const counts: Array<{ name: string; classes: number }> = [];
    for (const school of general) {
      const classes = await context.call<{ items: unknown[] }>(
        'neis_list_classes',
        { ATPT_OFCDC_SC_CODE: school.ATPT_OFCDC_SC_CODE, SD_SCHUL_CODE: school.SD_SCHUL_CODE, AY: '2026', GRADE: '1' },
        { after: [found] },
      );
      counts.push({ name: school.SCHUL_NM, classes: classes.output.items.length });
    }
    const sorted = [...counts].sort((a, b) => b.classes - a.classes);
    if ((sorted[0]?.classes ?? 0) === (sorted[1]?.classes ?? -1))
      throw new Error('education-006: tie for the most classes');
    const total = counts.reduce((sum, row) => sum + row.classes, 0);
    return {
      facts: [
        { value: sorted[0]?.name ?? '', kind: 'text', conclusion: true },
        { value: sorted[0]?.classes ?? 0, kind: 'number', unit: '반', subject: sorted[0]?.name },
        { value: total, kind: 'number', unit: '학급' },
      ],
    };
  },
});
