import { defineRecipe } from '../../src/recipe.ts';

type OrdinanceRow = { 자치법규일련번호: string; 자치법규명: string; 자치법규종류: string; 지자체기관명: string };
type Ordinance = { 조: Array<{ 조제목: string; 조내용: string }> };

export default defineRecipe({
  id: 'law-014',
  domain: 'law',
  type: 'Cmp',
  query:
    '수원시랑 성남시 주차장 설치 및 관리 조례를 비교해 보고 싶어요. 두 조례에서 주차장 관련 계획을 몇 년마다 수립하게 돼 있는지, 위원회 정원(위원장 포함 최대 인원)은 각각 몇 명인지 정리해 주시고, 위원회를 더 크게 꾸릴 수 있는 곳이 어디인지도 알려 주세요.',
  platforms: ['law'],
  distractors: ['law_search_laws', 'law_get_article', 'law_get_admin_rule'],
  async plan(context) {
    const key = await context.key('law');
    const cities = ['수원시', '성남시'];
    const searches = [];
    for (const city of cities) {
      searches.push(
        await context.call<{ items: OrdinanceRow[] }>(
          'law_search_ordinances',
          { query: `${city} 주차장 설치 및 관리 조례` },
          { after: [key] },
        ),
      );
    }
    const rows = [];
    for (const [index, city] of cities.entries()) {
      const search = searches[index];
      const ordinance = search?.output.items.find(
        (row) => row.자치법규명 === `${city} 주차장 설치 및 관리 조례` && row.자치법규종류 === '조례',
      );
      const detail = await context.call<{ item: Ordinance }>(
        'law_get_ordinance',
        { MST: ordinance?.자치법규일련번호 },
        { after: search ? [search] : [] },
      );
      const articles = detail.output.item.조;
      const plan = articles.find((article) => article.조제목 === '계획의 수립')?.조내용 ?? '';
      const committee = articles.find((article) => article.조제목 === '위원회의 설치')?.조내용 ?? '';
      rows.push({
        city,
        // The city as the data names it (경기도 수원시): the record the two facts are about.
        name: ordinance?.지자체기관명,
        years: Number(/(\d+)년마다/.exec(plan)?.[1]),
        members: Number(/(\d+)명 이내/.exec(committee)?.[1]),
      });
    }
    const [first, second] = rows;
    if (!first || !second || first.members === second.members) throw new Error('law-014: needs a larger committee');
    const larger = first.members > second.members ? first : second;
    return {
      facts: [
        ...rows.flatMap((row) => [
          { value: `${row.years}년`, kind: 'text' as const, subject: row.name },
          { value: row.members, kind: 'number' as const, unit: '명', subject: row.name },
        ]),
        { value: larger.city, kind: 'text', conclusion: true },
      ],
    };
  },
});
