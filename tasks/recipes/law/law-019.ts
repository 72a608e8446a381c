import { defineRecipe } from '../../src/recipe.ts';

type LawRow = { 법령명한글: string; 법령ID: string; 시행일자: string; 제개정구분명: string };

export default defineRecipe({
  id: 'law-019',
  domain: 'law',
  type: 'Drv',
  query:
    '도로교통법(시행령·시행규칙 제외)은 2010년 1월 1일 이후로 개정된 버전이 몇 번 시행됐나요? 그중 가장 최근 개정이 시행된 날짜도 알려 주세요.',
  platforms: ['law'],
  distractors: ['law_get_law', 'law_get_article', 'law_search_effective_laws', 'law_search_precedents'],
  async plan(context) {
    const key = await context.key('law');
    const found = await context.call<{ items: LawRow[] }>('law_search_laws', { query: '도로교통법' }, { after: [key] });
    const law = found.output.items.find((row) => row.법령명한글 === '도로교통법');
    const history = await context.call<{ items: LawRow[] }>(
      'law_get_law_history',
      { ID: law?.법령ID },
      { after: [found] },
    );
    const since = history.output.items.filter((row) => row.시행일자 >= '20100101' && row.제개정구분명 !== '제정');
    const latest = [...since].sort((a, b) => b.시행일자.localeCompare(a.시행일자))[0];
    return {
      facts: [
        { value: since.length, kind: 'number', unit: '번', subject: law?.법령명한글 },
        { value: latest?.시행일자 ?? '', kind: 'date', subject: law?.법령명한글 },
      ],
    };
  },
});
