import { defineRecipe } from '../../src/recipe.ts';

type LawRow = { 법령명한글: string; 법령ID: string; 법령일련번호: string; 시행일자: string };
type Bookmarked = { bookmark: { title: string; 시행일자: string } };

export default defineRecipe({
  id: 'law-006',
  domain: 'law',
  type: 'Seq',
  query:
    '상가 임대차 분쟁 자료를 정리하고 있어요. 2010년 6월 1일 당시 시행되던 상가건물 임대차보호법 제10조(계약갱신 요구 등)를 그 버전 그대로 즐겨찾기에 넣어 주세요. 현행 조문 말고 그때 버전이어야 합니다. 넣은 버전이 언제부터 시행된 것인지도 알려 주세요.',
  platforms: ['law'],
  distractors: ['law_get_article', 'law_list_bookmarks', 'law_remove_bookmark', 'law_search_precedents'],
  async plan(context) {
    const key = await context.key('law');
    const found = await context.call<{ items: LawRow[] }>(
      'law_search_laws',
      { query: '상가건물 임대차보호법' },
      { after: [key] },
    );
    const law = found.output.items.find((row) => row.법령명한글 === '상가건물 임대차보호법');
    const history = await context.call<{ items: LawRow[] }>(
      'law_get_law_history',
      { ID: law?.법령ID },
      { after: [found] },
    );
    // Newest first: the version in force on the date is the first whose 시행일자 is on or before it.
    const version = history.output.items.find((row) => row.시행일자 <= '20100601');
    const saved = await context.call<Bookmarked>(
      'law_add_bookmark',
      { kind: 'article', MST: version?.법령일련번호, JO: '001000' },
      { after: [history] },
    );
    return { facts: [{ value: saved.output.bookmark.시행일자, kind: 'date', subject: law?.법령명한글 }] };
  },
});
