import { defineRecipe } from '../../src/recipe.ts';

type InterpretationRow = { 법령해석례일련번호: string; 질의기관명: string };
type Interpretation = { 안건번호: string; 해석일자: string; 회답: string };

export default defineRecipe({
  id: 'law-005',
  domain: 'law',
  type: 'Sem',
  query:
    '법무부가 주택임대차보호법 제7조 차임 등의 증감청구권 기산점을 두고 법제처에 법령해석을 요청한 적이 있다고 들었어요. 그 해석례 안건번호랑 해석일자, 그리고 법제처가 회답에서 언제부터 기산한다고 했는지 알려 줄래요?',
  platforms: ['law'],
  distractors: ['law_search_laws', 'law_get_article', 'law_search_precedents', 'law_get_precedent'],
  async plan(context) {
    const key = await context.key('law');
    const found = await context.call<{ items: InterpretationRow[] }>(
      'law_search_interpretations',
      { query: '주택임대차보호법 제7조 기산점', inq: '법무부' },
      { after: [key] },
    );
    const detail = await context.call<{ item: Interpretation }>(
      'law_get_interpretation',
      { ID: found.output.items[0]?.법령해석례일련번호 },
      { after: [found] },
    );
    const { 안건번호, 해석일자, 회답 } = detail.output.item;
    const start = /(그 사유가 발생한 날|[^\s,]+ 날)부터 기산/.exec(회답)?.[1] ?? 회답;
    return {
      facts: [
        { value: 안건번호, kind: 'text' },
        { value: 해석일자, kind: 'date', subject: 안건번호 },
        { value: start, kind: 'text', subject: 안건번호 },
      ],
    };
  },
});
