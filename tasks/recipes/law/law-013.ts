import { defineRecipe } from '../../src/recipe.ts';

type PrecedentRow = { 판례일련번호: string; 사건번호: string; 사건명: string };

export default defineRecipe({
  id: 'law-013',
  domain: 'law',
  type: 'Par',
  query:
    '2026년 4월 한 달 동안 대법원이 선고한 개인정보보호법위반 형사사건 판결을 전부 즐겨찾기에 담아 주세요. 몇 건이었는지, 각 사건번호도 알려 주세요.',
  platforms: ['law'],
  distractors: ['law_get_precedent', 'law_list_bookmarks', 'law_search_laws', 'law_remove_bookmark'],
  async plan(context) {
    const key = await context.key('law');
    const found = await context.call<{ items: PrecedentRow[]; totalCount: number }>(
      'law_search_precedents',
      { query: '개인정보보호법위반', org: '400201', prncYd: '20260401~20260430' },
      { after: [key] },
    );
    const rulings = found.output.items.filter((row) => row.사건명 === '개인정보보호법위반');
    for (const ruling of rulings) {
      await context.call('law_add_bookmark', { kind: 'precedent', ID: ruling.판례일련번호 }, { after: [found] });
    }
    return {
      facts: [
        { value: rulings.length, kind: 'number', unit: '건' },
        ...rulings.map((ruling) => ({ value: ruling.사건번호, kind: 'text' as const })),
      ],
    };
  },
});
