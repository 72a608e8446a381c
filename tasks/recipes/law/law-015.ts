import { defineRecipe } from '../../src/recipe.ts';

type LawRow = { 법령명한글: string; 법령일련번호: string };
type ArticleItem = {
  조문: { 조문제목: string; 조문시행일자: string; 조문내용: string; 항?: Array<{ 항내용: string }> };
};

export default defineRecipe({
  id: 'law-015',
  domain: 'law',
  type: 'Seq',
  query:
    '이자제한법에 제3조의2라는 조문이 새로 들어갔다던데, 조문 제목이 뭐예요? 언제 공포된 개정으로 신설됐고, 지금 조문은 언제부터 시행되고 있는지도 궁금해요.',
  platforms: ['law'],
  distractors: ['law_get_law_history', 'law_search_effective_laws', 'law_search_interpretations', 'law_get_law'],
  async plan(context) {
    const key = await context.key('law');
    const found = await context.call<{ items: LawRow[] }>('law_search_laws', { query: '이자제한법' }, { after: [key] });
    const law = found.output.items.find((row) => row.법령명한글 === '이자제한법');
    const article = await context.call<{ item: ArticleItem }>(
      'law_get_article',
      { MST: law?.법령일련번호, JO: '000302' },
      { after: [found] },
    );
    const unit = article.output.item.조문;
    const text = [unit.조문내용, ...(unit.항 ?? []).map((paragraph) => paragraph.항내용)].join(' ');
    const [year, month, day] = (/\[본조신설 ([\d.]+)\]/.exec(text)?.[1] ?? '').split('.');
    return {
      facts: [
        { value: unit.조문제목, kind: 'text', subject: law?.법령명한글 },
        {
          value: `${year}${month?.padStart(2, '0')}${day?.padStart(2, '0')}`,
          kind: 'date',
          subject: law?.법령명한글,
        },
        { value: unit.조문시행일자, kind: 'date', subject: law?.법령명한글 },
      ],
    };
  },
});
