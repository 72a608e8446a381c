import { defineRecipe } from '../../src/recipe.ts';

type OrdinanceRow = { 자치법규일련번호: string; 자치법규명: string; 자치법규종류: string };
type Ordinance = { 공포일자: string; 조: Array<{ 조제목: string; 조내용: string }> };
type LawRow = { 법령명한글: string; 법령ID: string };
type ArticleItem = { 조문: { 조문내용: string; 항?: Array<{ 항내용: string }> } };

const LAW = '국토의 계획 및 이용에 관한 법률';

export default defineRecipe({
  id: 'law-008',
  domain: 'law',
  type: 'Mixed',
  query:
    '충청남도 도시계획 조례 제1조를 보면 국토의 계획 및 이용에 관한 법률의 어느 조문에 따라 만들었다고 나오잖아요. 그 조문이 몇 조인지, 그리고 조례가 공포될 당시 시행 중이던 그 조문에서는 건폐율 최대한도를 100분의 얼마 이하로 정했는지 알려 주세요.',
  platforms: ['law'],
  distractors: ['law_get_law_history', 'law_search_admin_rules', 'law_get_law', 'law_search_precedents'],
  async plan(context) {
    const key = await context.key('law');
    const found = await context.call<{ items: OrdinanceRow[] }>(
      'law_search_ordinances',
      { query: '충청남도 도시계획 조례' },
      { after: [key] },
    );
    const laws = await context.call<{ items: LawRow[] }>('law_search_laws', { query: LAW }, { after: [key] });
    const ordinance = found.output.items.find((row) => row.자치법규명 === '충청남도 도시계획 조례');
    const detail = await context.call<{ item: Ordinance }>(
      'law_get_ordinance',
      { MST: ordinance?.자치법규일련번호 },
      { after: [found] },
    );
    const purpose = detail.output.item.조.find((article) => article.조제목 === '목적')?.조내용 ?? '';
    const cited = /」 제(\d+)조(?:의(\d+))?/.exec(purpose);
    const JO = `${String(cited?.[1] ?? '').padStart(4, '0')}${String(cited?.[2] ?? '0').padStart(2, '0')}`;
    const law = laws.output.items.find((row) => row.법령명한글 === LAW);
    const article = await context.call<{ item: ArticleItem }>(
      'law_get_article',
      { ID: law?.법령ID, efYd: detail.output.item.공포일자, JO },
      { after: [laws, detail] },
    );
    const text = [article.output.item.조문.조문내용, ...(article.output.item.조문.항 ?? []).map((p) => p.항내용)].join(
      ' ',
    );
    return {
      facts: [
        { value: `제${cited?.[1]}조${cited?.[2] ? `의${cited[2]}` : ''}`, kind: 'text', subject: law?.법령명한글 },
        { value: Number(/100분의 (\d+)/.exec(text)?.[1]), kind: 'number', subject: law?.법령명한글 },
      ],
    };
  },
});
