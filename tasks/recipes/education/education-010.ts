import { defineRecipe } from '../../src/recipe.ts';

type School = {
  ATPT_OFCDC_SC_CODE: string;
  SD_SCHUL_CODE: string;
  SCHUL_NM: string;
  ORG_RDNMA: string;
  ORG_TELNO: string;
};

export default defineRecipe({
  id: 'education-010',
  domain: 'education',
  type: 'Par',
  query:
    '첫째는 대전 목동중학교, 둘째는 성남에 있는 양평중학교에 다녀요. 두 학교를 관심학교로 저장해 주시고 메모는 각각 "첫째", "둘째"로 남겨 주세요. 두 학교 대표 전화번호도 같이 알려 주시면 좋겠어요.',
  platforms: ['neis'],
  distractors: [
    'neis_list_favorite_schools',
    'neis_remove_favorite_school',
    'neis_get_meals',
    'neis_get_school_schedule',
    'neis_list_academies',
  ],
  async plan(context) {
    const key = await context.key('neis');
    const kids = [
      { name: '목동중학교', region: '대전광역시', memo: '첫째' },
      { name: '양평중학교', region: '경기도 성남시', memo: '둘째' },
    ];
    const searches = [];
    for (const kid of kids) {
      searches.push(
        await context.call<{ items: School[] }>('neis_search_schools', { SCHUL_NM: kid.name }, { after: [key] }),
      );
    }
    const facts = [];
    for (const [index, kid] of kids.entries()) {
      const found = searches[index];
      const school = found?.output.items.find((row) => row.ORG_RDNMA.startsWith(kid.region));
      await context.call(
        'neis_save_favorite_school',
        { ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE, SD_SCHUL_CODE: school?.SD_SCHUL_CODE, memo: kid.memo },
        { after: found ? [found] : [] },
      );
      facts.push({ value: school?.ORG_TELNO ?? '', kind: 'text' as const, subject: school?.SCHUL_NM });
    }
    return { facts };
  },
});
