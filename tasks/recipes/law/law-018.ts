import { defineRecipe } from '../../src/recipe.ts';

type PrecedentRow = { 사건번호: string; 사건명: string; 선고일자: string };

export default defineRecipe({
  id: 'law-018',
  domain: 'law',
  type: 'Sem',
  query:
    '2025년에 서울행정법원에서 선고된 판결 중 건축법 조문을 참조조문으로 든 것 가운데 가장 늦게 선고된 사건이 뭔지 궁금합니다. 사건번호와 사건명, 선고일을 알려 주세요.',
  platforms: ['law'],
  distractors: ['law_get_precedent', 'law_search_laws', 'law_get_article', 'law_search_ordinances'],
  async plan(context) {
    const key = await context.key('law');
    const found = await context.call<{ items: PrecedentRow[] }>(
      'law_search_precedents',
      { JO: '건축법', curt: '서울행정법원', prncYd: '20250101~20251231' },
      { after: [key] },
    );
    const latest = [...found.output.items].sort((a, b) => b.선고일자.localeCompare(a.선고일자))[0];
    return {
      facts: [
        { value: latest?.사건번호 ?? '', kind: 'text', conclusion: true },
        { value: latest?.사건명 ?? '', kind: 'text', subject: latest?.사건번호 },
        { value: latest?.선고일자 ?? '', kind: 'date', subject: latest?.사건번호 },
      ],
    };
  },
});
