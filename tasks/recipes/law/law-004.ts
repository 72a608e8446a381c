import { defineRecipe } from '../../src/recipe.ts';

export default defineRecipe({
  id: 'law-004',
  domain: 'law',
  type: 'Drv',
  query:
    '2015년 1월 1일부터 2025년 12월 31일까지 선고된 판례 가운데 도로교통법 조문을 참조조문으로 인용한 것들 중에서, 판결이 아니라 결정으로 끝난 사건은 모두 몇 건인가요?',
  platforms: ['law'],
  distractors: ['law_get_precedent', 'law_search_laws', 'law_get_article', 'law_search_interpretations'],
  async plan(context) {
    const key = await context.key('law');
    const all = await context.callAllPages(
      'law_search_precedents',
      { JO: '도로교통법', prncYd: '20150101~20251231' },
      { after: [key] },
    );
    const decisions = all.items.filter((row) => row.판결유형 === '결정');
    return { facts: [{ value: decisions.length, kind: 'number', unit: '건' }] };
  },
});
