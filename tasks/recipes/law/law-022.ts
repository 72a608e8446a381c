import { defineRecipe } from '../../src/recipe.ts';

type LawRow = { 법령명한글: string; 법령일련번호: string; 시행일자: string };
type Bookmark = { id: string; kind: string; title: string; JO: string; 시행일자: string };
type Bookmarked = { bookmark: Bookmark };

export default defineRecipe({
  id: 'law-022',
  domain: 'law',
  type: 'Mixed',
  query:
    '제 즐겨찾기에 도로교통법 음주운전 금지 조문이 들어 있는데 옛날 버전으로 저장돼 있더라고요. 그건 지우고 같은 조문을 지금 시행 중인 버전으로 다시 넣어 주세요. 다른 즐겨찾기는 건드리지 말고요. 새로 넣은 버전의 시행일도 알려 주세요.',
  platforms: ['law'],
  state: {
    law: {
      user: {
        bookmarks: [
          {
            id: 'precedent:203833',
            kind: 'precedent',
            title: '2017도33214 도로교통법위반(음주운전)',
            법령ID: '',
            MST: '',
            JO: '',
            시행일자: '',
            판례일련번호: '203833',
            memo: '',
            addedAt: '2026-08-20T01:12:00.000Z',
          },
          {
            id: 'article:161957:004400',
            kind: 'article',
            title: '도로교통법 제44조(술에 취한 상태에서의 운전 금지)',
            법령ID: '009937',
            MST: '161957',
            JO: '004400',
            시행일자: '20141031',
            판례일련번호: '',
            memo: '',
            addedAt: '2026-08-20T01:15:00.000Z',
          },
        ],
      },
    },
  },
  distractors: ['law_get_article', 'law_get_law_history', 'law_search_precedents'],
  async plan(context) {
    const listed = await context.call<{ bookmarks: Bookmark[] }>('law_list_bookmarks', {});
    const old = listed.output.bookmarks.find(
      (bookmark) => bookmark.kind === 'article' && bookmark.title.startsWith('도로교통법 '),
    );
    const key = await context.key('law');
    const found = await context.call<{ items: LawRow[] }>(
      'law_search_laws',
      { query: '도로교통법' },
      { after: [key, listed] },
    );
    const law = found.output.items.find((row) => row.법령명한글 === '도로교통법');
    await context.call('law_remove_bookmark', { id: old?.id }, { after: [listed] });
    const saved = await context.call<Bookmarked>(
      'law_add_bookmark',
      { kind: 'article', MST: law?.법령일련번호, JO: old?.JO },
      { after: [found, listed] },
    );
    return { facts: [{ value: saved.output.bookmark.시행일자, kind: 'date', subject: law?.법령명한글 }] };
  },
});
