import { defineRecipe } from '../../src/recipe.ts';

export default defineRecipe({
  id: 'law-010',
  domain: 'law',
  type: 'Drv',
  query:
    '2022년과 2023년 두 해 동안 나온 법제처 법령해석례를 질의기관별로 세어 보면, 민원인을 빼고 가장 많이 질의한 기관은 어디이고 몇 건이었나요?',
  platforms: ['law'],
  distractors: ['law_get_interpretation', 'law_search_precedents', 'law_search_admin_rules'],
  async plan(context) {
    const key = await context.key('law');
    const all = await context.callAllPages(
      'law_search_interpretations',
      { explYd: '20220101~20231231' },
      { after: [key] },
    );
    const counts = new Map<string, number>();
    for (const row of all.items) {
      const asker = String(row.질의기관명);
      if (asker !== '민원인') counts.set(asker, (counts.get(asker) ?? 0) + 1);
    }
    const [top, second] = [...counts].sort((a, b) => b[1] - a[1]);
    if (!top || top[1] === second?.[1]) throw new Error('law-010: no single most frequent asker');
    return {
      facts: [
        { value: top[0], kind: 'text', conclusion: true },
        { value: top[1], kind: 'number', unit: '건', subject: top[0] },
      ],
    };
  },
});
