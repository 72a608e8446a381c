import { defineRecipe } from '../../src/recipe.ts';

export default defineRecipe({
  id: 'law-020',
  domain: 'law',
  type: 'Drv',
  query:
    '근로기준법 조문을 참조조문으로 인용한 판례 전체를 사건 종류(민사, 형사, 일반행정 등)별로 나눠 보면 어느 종류가 가장 많나요? 그 종류의 건수와 두 번째로 많은 종류의 건수도 같이 알려 주세요.',
  platforms: ['law'],
  distractors: ['law_get_precedent', 'law_search_laws', 'law_search_interpretations'],
  async plan(context) {
    const key = await context.key('law');
    const all = await context.callAllPages('law_search_precedents', { JO: '근로기준법' }, { after: [key] });
    const counts = new Map<string, number>();
    for (const row of all.items) counts.set(String(row.사건종류명), (counts.get(String(row.사건종류명)) ?? 0) + 1);
    const [top, second] = [...counts].sort((a, b) => b[1] - a[1]);
    if (!top || !second || top[1] === second[1]) throw new Error('law-020: no single most frequent kind');
    return {
      facts: [
        { value: top[0], kind: 'text', conclusion: true },
        { value: top[1], kind: 'number', unit: '건', subject: top[0] },
        { value: second[1], kind: 'number', unit: '건', subject: second[0] },
      ],
    };
  },
});
