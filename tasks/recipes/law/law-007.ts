import { defineRecipe } from '../../src/recipe.ts';

type OrdinanceRow = { 자치법규일련번호: string; 자치법규명: string; 자치법규종류: string };
type Ordinance = { 조: Array<{ 조제목: string; 조내용: string }> };

export default defineRecipe({
  id: 'law-007',
  domain: 'law',
  type: 'Sem',
  query:
    '노원구 주민입니다. 서울 노원구 주차장 설치 및 관리 조례(시행규칙 말고 조례 본문)를 보면 구청장이 주차장 관련 계획을 몇 년마다 세워야 하고, 심의 위원회는 위원장 포함 최대 몇 명까지 둘 수 있는지 알려 주세요.',
  platforms: ['law'],
  distractors: ['law_search_laws', 'law_get_article', 'law_search_admin_rules', 'law_get_admin_rule'],
  async plan(context) {
    const key = await context.key('law');
    const found = await context.call<{ items: OrdinanceRow[] }>(
      'law_search_ordinances',
      { query: '노원구 주차장 설치 및 관리 조례' },
      { after: [key] },
    );
    const ordinance = found.output.items.find((row) => row.자치법규종류 === '조례');
    const detail = await context.call<{ item: Ordinance }>(
      'law_get_ordinance',
      { MST: ordinance?.자치법규일련번호 },
      { after: [found] },
    );
    const articles = detail.output.item.조;
    const plan = articles.find((article) => article.조제목 === '계획의 수립')?.조내용 ?? '';
    const committee = articles.find((article) => article.조제목 === '위원회의 설치')?.조내용 ?? '';
    return {
      facts: [
        { value: `${/(\d+)년마다/.exec(plan)?.[1]}년`, kind: 'text', subject: ordinance?.자치법규명 },
        {
          value: Number(/(\d+)명 이내/.exec(committee)?.[1]),
          kind: 'number',
          unit: '명',
          subject: ordinance?.자치법규명,
        },
      ],
    };
  },
});
