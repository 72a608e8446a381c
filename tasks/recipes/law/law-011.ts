import { defineRecipe } from '../../src/recipe.ts';

type PrecedentRow = { 판례일련번호: string; 사건번호: string; 선고일자: string };

export default defineRecipe({
  id: 'law-011',
  domain: 'law',
  type: 'Sem',
  query:
    '2024년에 대법원이 주택임대차보호법상 대항력 문제를 다뤄서 선고한 판결을 제 즐겨찾기에 추가해 주세요. 사건번호랑 선고일도 알려 주시고요.',
  platforms: ['law'],
  distractors: ['law_get_precedent', 'law_list_bookmarks', 'law_search_laws', 'law_remove_bookmark'],
  async plan(context) {
    const key = await context.key('law');
    const found = await context.call<{ items: PrecedentRow[] }>(
      'law_search_precedents',
      { JO: '주택임대차보호법', query: '대항력', search: 2, org: '400201', prncYd: '20240101~20241231' },
      { after: [key] },
    );
    const [ruling, ...others] = found.output.items;
    if (others.length > 0) throw new Error('law-011: the search must single out one ruling');
    await context.call('law_add_bookmark', { kind: 'precedent', ID: ruling?.판례일련번호 }, { after: [found] });
    return {
      facts: [
        { value: ruling?.사건번호 ?? '', kind: 'text' },
        { value: ruling?.선고일자 ?? '', kind: 'date', subject: ruling?.사건번호 },
      ],
    };
  },
});
