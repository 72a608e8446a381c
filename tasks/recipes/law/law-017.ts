import { defineRecipe } from '../../src/recipe.ts';

type LawRow = { 법령명한글: string; 법령일련번호: string; 시행일자: string };
type Bookmarked = { bookmark: { title: string; 시행일자: string } };

export default defineRecipe({
  id: 'law-017',
  domain: 'law',
  type: 'Seq',
  query:
    '근로기준법에서 해고 예고를 정한 제26조, 지금 시행 중인 조문으로 즐겨찾기 해 주세요. 저장한 조문이 몇 년 몇 월 며칠부터 시행된 버전인지도 알려 주세요.',
  platforms: ['law'],
  state: { law: { credentials: { status: 'expired' } } },
  distractors: ['law_get_article', 'law_get_law_history', 'law_list_bookmarks', 'law_remove_bookmark'],
  async plan(context) {
    // The session's key has expired: renewing it is the first step.
    const renewed = await context.renewKey('law');
    const found = await context.call<{ items: LawRow[] }>(
      'law_search_laws',
      { query: '근로기준법' },
      { after: [renewed] },
    );
    const law = found.output.items.find((row) => row.법령명한글 === '근로기준법');
    const saved = await context.call<Bookmarked>(
      'law_add_bookmark',
      { kind: 'article', MST: law?.법령일련번호, JO: '002600' },
      { after: [found] },
    );
    return { facts: [{ value: saved.output.bookmark.시행일자, kind: 'date', subject: law?.법령명한글 }] };
  },
});
