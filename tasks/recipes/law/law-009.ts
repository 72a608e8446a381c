import { defineRecipe } from '../../src/recipe.ts';

type LawRow = { 법령명한글: string; 소관부처명: string; 공포일자: string; 시행일자: string };

export default defineRecipe({
  id: 'law-009',
  domain: 'law',
  type: 'Seq',
  query:
    '청소년 보호법(시행령 말고 법률)은 지금 어느 부처 소관인가요? 현재 시행 중인 버전이 언제 공포돼서 언제부터 시행됐는지도 알려 주세요.',
  platforms: ['law'],
  state: { law: { credentials: { status: 'expired' } } },
  distractors: ['law_search_effective_laws', 'law_get_law', 'law_get_law_history', 'law_search_admin_rules'],
  async plan(context) {
    // The session's key has expired: renewing it is the first step.
    const renewed = await context.renewKey('law');
    const found = await context.call<{ items: LawRow[] }>(
      'law_search_laws',
      { query: '청소년 보호법' },
      { after: [renewed] },
    );
    const law = found.output.items.find((row) => row.법령명한글 === '청소년 보호법');
    return {
      facts: [
        { value: law?.소관부처명 ?? '', kind: 'text', subject: law?.법령명한글 },
        { value: law?.공포일자 ?? '', kind: 'date', subject: law?.법령명한글 },
        { value: law?.시행일자 ?? '', kind: 'date', subject: law?.법령명한글 },
      ],
    };
  },
});
