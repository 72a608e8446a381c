import { defineRecipe } from '../../src/recipe.ts';

type School = { ATPT_OFCDC_SC_CODE: string; SD_SCHUL_CODE: string; SCHUL_NM: string };
type Major = { DDDEP_NM: string };

export default defineRecipe({
  id: 'education-007',
  domain: 'education',
  type: 'Par',
  query:
    '중학생 딸이 특성화고 진학을 고민 중이에요. 서울 하평공업고등학교와 수색관광고등학교에는 각각 어떤 학과가 있는지 비교해 주세요.',
  platforms: ['neis'],
  distractors: [
    'neis_list_school_affiliations',
    'neis_list_classes',
    'neis_list_timetable_classrooms',
    'neis_get_high_timetable',
    'neis_list_academies',
  ],
  async plan(context) {
    const key = await context.key('neis');
    const facts = [];
    const searches = [];
    for (const name of ['하평공업고등학교', '수색관광고등학교']) {
      searches.push(
        await context.call<{ items: School[] }>('neis_search_schools', { SCHUL_NM: name }, { after: [key] }),
      );
    }
    for (const found of searches) {
      const school = found.output.items[0];
      const majors = await context.call<{ items: Major[] }>(
        'neis_list_school_majors',
        { ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE, SD_SCHUL_CODE: school?.SD_SCHUL_CODE },
        { after: [found] },
      );
      facts.push(
        ...majors.output.items.map((row) => ({
          value: row.DDDEP_NM,
          kind: 'text' as const,
          subject: school?.SCHUL_NM,
        })),
      );
    }
    return { facts };
  },
});
