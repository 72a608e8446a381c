import { defineRecipe } from '../../src/recipe.ts';

type LawRow = { 법령명한글: string; 법령ID: string };
type PrecedentRow = { 판례일련번호: string };
type Precedent = { 선고일자: string; 참조조문: string };
type ArticleItem = { 시행일자: string; 조문: { 항?: Array<{ 항내용: string }> } };

export default defineRecipe({
  id: 'law-003',
  domain: 'law',
  type: 'Mixed',
  query:
    '2018년 5월에 대법원이 음주운전 사건으로 선고한 판결이 하나 있던데요. 그 판결이 참조조문으로 든 도로교통법 조문을 선고일 당시 문언으로 보면, 혈중알코올농도가 몇 퍼센트 이상일 때 술에 취한 상태로 봤나요? 당시 적용되던 도로교통법 버전의 시행일자도 같이 알려 주세요.',
  platforms: ['law'],
  distractors: ['law_get_law_history', 'law_get_law', 'law_search_interpretations', 'law_add_bookmark'],
  async plan(context) {
    const key = await context.key('law');
    const cases = await context.call<{ items: PrecedentRow[] }>(
      'law_search_precedents',
      { query: '음주운전', org: '400201', prncYd: '20180501~20180531' },
      { after: [key] },
    );
    const laws = await context.call<{ items: LawRow[] }>('law_search_laws', { query: '도로교통법' }, { after: [key] });
    const ruling = await context.call<{ item: Precedent }>(
      'law_get_precedent',
      { ID: cases.output.items[0]?.판례일련번호 },
      { after: [cases] },
    );
    const cited = /도로교통법 제(\d+)조(?:의(\d+))?/.exec(ruling.output.item.참조조문);
    const JO = `${String(cited?.[1] ?? '').padStart(4, '0')}${String(cited?.[2] ?? '0').padStart(2, '0')}`;
    const law = laws.output.items.find((row) => row.법령명한글 === '도로교통법');
    const article = await context.call<{ item: ArticleItem }>(
      'law_get_article',
      { ID: law?.법령ID, efYd: ruling.output.item.선고일자, JO },
      { after: [laws, ruling] },
    );
    const text = (article.output.item.조문.항 ?? []).map((paragraph) => paragraph.항내용).join(' ');
    return {
      facts: [
        {
          value: Number(/혈중알코올농도가 ([\d.]+)퍼센트/.exec(text)?.[1]),
          kind: 'number',
          unit: '%',
          subject: law?.법령명한글,
        },
        { value: article.output.item.시행일자, kind: 'date', subject: law?.법령명한글 },
      ],
    };
  },
});
