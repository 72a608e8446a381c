import { defineRecipe } from '../../src/recipe.ts';

type LawRow = { 법령명한글: string; 법령ID: string; 법령일련번호: string };
type ArticleItem = { 시행일자: string; 조문: { 항?: Array<{ 항내용: string }> } };

export default defineRecipe({
  id: 'law-001',
  domain: 'law',
  type: 'Seq',
  query:
    '2013년 6월 1일에 음주 단속에 걸렸다면, 그날 시행 중이던 도로교통법 제44조는 혈중알코올농도 몇 퍼센트 이상을 술에 취한 상태로 봤나요? 그 조문이 들어 있던 법 버전이 언제부터 시행된 것인지도 알려 주세요.',
  platforms: ['law'],
  distractors: ['law_get_law', 'law_get_law_history', 'law_search_precedents', 'law_search_effective_laws'],
  async plan(context) {
    const key = await context.key('law');
    const found = await context.call<{ items: LawRow[] }>('law_search_laws', { query: '도로교통법' }, { after: [key] });
    const law = found.output.items.find((row) => row.법령명한글 === '도로교통법');
    const article = await context.call<{ item: ArticleItem }>(
      'law_get_article',
      { ID: law?.법령ID, efYd: '20130601', JO: '004400' },
      { after: [found] },
    );
    const text = (article.output.item.조문.항 ?? []).map((paragraph) => paragraph.항내용).join(' ');
    const threshold = Number(/혈중알코올농도가 ([\d.]+)퍼센트/.exec(text)?.[1]);
    return {
      facts: [
        { value: threshold, kind: 'number', unit: '%', subject: law?.법령명한글 },
        { value: article.output.item.시행일자, kind: 'date', subject: law?.법령명한글 },
      ],
    };
  },
});
