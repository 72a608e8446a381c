import { defineRecipe } from '../../src/recipe.ts';
import type { Fact } from '../../src/schema.ts';

type LawRow = { 법령명한글: string; 법령ID: string; 법령일련번호: string; 공포일자: string; 시행일자: string };
type ArticleItem = { 시행일자: string; 공포일자: string; 조문: { 항?: Array<{ 항내용: string }> } };

const textOf = (item: ArticleItem) => (item.조문.항 ?? []).map((paragraph) => paragraph.항내용).join(' ');
const multipleOf = (item: ArticleItem) => /손해액의 (\d+)배/.exec(textOf(item))?.[1] ?? '';

export default defineRecipe({
  id: 'law-002',
  domain: 'law',
  type: 'Cond',
  query:
    '저희 회사에서 2020년 10월 1일에 고객 개인정보 유출 사고가 났습니다. 그날 시행되던 개인정보 보호법 제39조 기준으로 법원이 손해액의 몇 배까지 배상액을 정할 수 있었는지, 그리고 지금 조문은 몇 배인지 알려 주세요. 만약 둘이 다르다면 바뀐 규정이 실제로 시행되기 시작한 날짜도 확인해 주시고요.',
  platforms: ['law'],
  distractors: ['law_get_law', 'law_search_precedents', 'law_search_interpretations', 'law_list_bookmarks'],
  async plan(context) {
    const key = await context.key('law');
    const found = await context.call<{ items: LawRow[] }>(
      'law_search_laws',
      { query: '개인정보 보호법' },
      { after: [key] },
    );
    const law = found.output.items.find((row) => row.법령명한글 === '개인정보 보호법');
    const then = await context.call<{ item: ArticleItem }>(
      'law_get_article',
      { ID: law?.법령ID, efYd: '20201001', JO: '003900' },
      { after: [found] },
    );
    const now = await context.call<{ item: ArticleItem }>(
      'law_get_article',
      { MST: law?.법령일련번호, JO: '003900' },
      { after: [found] },
    );
    const before = multipleOf(then.output.item);
    const after = multipleOf(now.output.item);
    const facts: Fact[] = [
      { value: `${before}배`, kind: 'text' },
      { value: `${after}배`, kind: 'text' },
    ];
    if (before !== after) {
      // The amendment marks of the current text name the 공포일자 of the amendments that touched it;
      // the first one after the version in force then changed the multiple. Its 시행일자 is in the history.
      const marks = [...textOf(now.output.item).matchAll(/<개정 ([^>]+)>/g)].flatMap((match) =>
        (match[1] ?? '').split(',').map((date) => {
          const [year, month, day] = date.trim().split('.');
          return `${year}${month?.padStart(2, '0')}${day?.padStart(2, '0')}`;
        }),
      );
      const changedOn = marks.filter((date) => date > then.output.item.공포일자).sort()[0];
      const history = await context.call<{ items: LawRow[] }>(
        'law_get_law_history',
        { ID: law?.법령ID },
        { after: [found, then, now] },
      );
      const version = history.output.items.find((row) => row.공포일자 === changedOn);
      facts.push({ value: version?.시행일자 ?? '', kind: 'date', subject: law?.법령명한글 });
    }
    return { facts };
  },
});
