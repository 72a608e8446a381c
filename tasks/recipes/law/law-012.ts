import { defineRecipe } from '../../src/recipe.ts';

type RuleRow = { 행정규칙일련번호: string; 행정규칙명: string };
type Rule = { 조문내용: string[] };
type LawRow = { 법령명한글: string; 법령일련번호: string };
type ArticleItem = { 조문: { 조문제목: string; 조문내용: string; 항?: Array<{ 항내용: string }> } };

export default defineRecipe({
  id: 'law-012',
  domain: 'law',
  type: 'Seq',
  query:
    '경찰청 교통단속처리지침 현행본 제1조에 근거 법률 조문이 적혀 있잖아요. 그 조문을 지금 시행 중인 법률에서 찾아보면 조문 제목이 뭐고, 형이 확정된 날부터 몇 년 안에 다시 위반한 사람을 처벌한다고 되어 있나요?',
  platforms: ['law'],
  distractors: ['law_get_law_history', 'law_search_precedents', 'law_search_ordinances', 'law_get_law'],
  async plan(context) {
    const key = await context.key('law');
    const rules = await context.call<{ items: RuleRow[] }>(
      'law_search_admin_rules',
      { query: '교통단속처리지침' },
      { after: [key] },
    );
    const rule = await context.call<{ item: Rule }>(
      'law_get_admin_rule',
      { ID: rules.output.items.find((row) => row.행정규칙명 === '교통단속처리지침')?.행정규칙일련번호 },
      { after: [rules] },
    );
    const purpose = rule.output.item.조문내용.find((text) => text.startsWith('제1조')) ?? '';
    const cited = /「(.+?)」 제(\d+)조(?:의(\d+))?/.exec(purpose);
    const lawName = cited?.[1] ?? '';
    const laws = await context.call<{ items: LawRow[] }>('law_search_laws', { query: lawName }, { after: [rule] });
    const JO = `${String(cited?.[2] ?? '').padStart(4, '0')}${String(cited?.[3] ?? '0').padStart(2, '0')}`;
    const law = laws.output.items.find((row) => row.법령명한글 === lawName);
    const article = await context.call<{ item: ArticleItem }>(
      'law_get_article',
      { MST: law?.법령일련번호, JO },
      { after: [laws, rule] },
    );
    const unit = article.output.item.조문;
    const text = [unit.조문내용, ...(unit.항 ?? []).map((paragraph) => paragraph.항내용)].join(' ');
    return {
      facts: [
        { value: `제${cited?.[2]}조${cited?.[3] ? `의${cited[3]}` : ''}`, kind: 'text', subject: law?.법령명한글 },
        { value: unit.조문제목, kind: 'text', subject: law?.법령명한글 },
        {
          value: Number(/확정된 날부터 (\d+)년/.exec(text)?.[1]),
          kind: 'number',
          unit: '년',
          subject: law?.법령명한글,
        },
      ],
    };
  },
});
