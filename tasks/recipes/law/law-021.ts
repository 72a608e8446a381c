import { defineRecipe } from '../../src/recipe.ts';

type RuleRow = { 행정규칙일련번호: string; 행정규칙명: string; 시행일자: string };
type Rule = { 행정규칙명: string; 발령번호: string; 조문내용: string[] };

export default defineRecipe({
  id: 'law-021',
  domain: 'law',
  type: 'Seq',
  query:
    '2017년 3월 당시 적용되던 경찰청 음주운전 단속 업무처리 요령에서는 음주운전 단속 관련 신청을 접수일부터 며칠 안에 처리하도록 했나요? 그때 적용되던 예규의 발령번호도 알려 주세요.',
  platforms: ['law'],
  distractors: ['law_search_laws', 'law_get_article', 'law_search_ordinances', 'law_get_ordinance'],
  async plan(context) {
    const key = await context.key('law');
    // The current issue dates from 2022; the one in force in March 2017 is among the superseded (연혁) issues.
    const issues = await context.call<{ items: RuleRow[] }>(
      'law_search_admin_rules',
      { query: '음주운전 단속 업무처리 요령', nw: '2' },
      { after: [key] },
    );
    const inForce = issues.output.items
      .filter((row) => row.행정규칙명 === '음주운전 단속 업무처리 요령' && row.시행일자 <= '20170301')
      .sort((a, b) => b.시행일자.localeCompare(a.시행일자))[0];
    const rule = await context.call<{ item: Rule }>(
      'law_get_admin_rule',
      { ID: inForce?.행정규칙일련번호 },
      { after: [issues] },
    );
    const deadline = rule.output.item.조문내용.find((text) => text.includes('(처리기한)')) ?? '';
    return {
      facts: [
        {
          value: Number(/(\d+)일 이내/.exec(deadline)?.[1]),
          kind: 'number',
          unit: '일',
          subject: rule.output.item.행정규칙명,
        },
        { value: rule.output.item.발령번호, kind: 'text', subject: rule.output.item.행정규칙명 },
      ],
    };
  },
});
