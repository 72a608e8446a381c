import { defineRecipe } from '../../src/recipe.ts';

type School = {
  ATPT_OFCDC_SC_CODE: string;
  SD_SCHUL_CODE: string;
  SCHUL_NM: string;
  ORG_RDNMA: string;
  ORG_TELNO: string;
};
type Favorite = { SD_SCHUL_CODE: string; SCHUL_NM: string; memo: string };

export default defineRecipe({
  id: 'education-014',
  domain: 'education',
  type: 'Mixed',
  query:
    '큰애가 서울 신길고에서 안산에 있는 같은 이름의 신길고등학교로 전학했어요. 관심학교 목록에서 예전 학교는 빼고 새 학교를 넣어 주세요. 메모는 전처럼 "큰애"로 해 주시고, 새 학교 전화번호도 알려 주세요.',
  platforms: ['neis'],
  state: {
    neis: {
      user: {
        favoriteSchools: [
          {
            ATPT_OFCDC_SC_CODE: 'B10',
            SD_SCHUL_CODE: '7000417',
            SCHUL_NM: '신길고등학교',
            SCHUL_KND_SC_NM: '고등학교',
            memo: '큰애',
          },
          {
            ATPT_OFCDC_SC_CODE: 'B10',
            SD_SCHUL_CODE: '7130166',
            SCHUL_NM: '가원중학교',
            SCHUL_KND_SC_NM: '중학교',
            memo: '작은애',
          },
        ],
      },
    },
  },
  distractors: ['neis_get_meals', 'neis_get_school_schedule', 'neis_list_classes', 'neis_get_allergy_watch'],
  async plan(context) {
    const key = await context.key('neis');
    const favorites = await context.call<{ favoriteSchools: Favorite[] }>('neis_list_favorite_schools', {});
    const old = favorites.output.favoriteSchools.find((row) => row.memo === '큰애');
    const found = await context.call<{ items: School[] }>(
      'neis_search_schools',
      { SCHUL_NM: '신길고등학교' },
      { after: [key] },
    );
    await context.call('neis_remove_favorite_school', { SD_SCHUL_CODE: old?.SD_SCHUL_CODE }, { after: [favorites] });
    const school = found.output.items.find((row) => row.ORG_RDNMA.startsWith('경기도 안산시'));
    await context.call(
      'neis_save_favorite_school',
      { ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE, SD_SCHUL_CODE: school?.SD_SCHUL_CODE, memo: '큰애' },
      { after: [found] },
    );
    return { facts: [{ value: school?.ORG_TELNO ?? '', kind: 'text', subject: school?.SCHUL_NM }] };
  },
});
