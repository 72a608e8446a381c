import { defineRecipe } from '../../src/recipe.ts';

type Company = { item: { jurir_no: string; corp_code: string } };

export default defineRecipe({
  id: 'finance-003',
  domain: 'finance',
  type: 'Par',
  query: 'DART에 현대엔지니어링이라는 이름으로 등록된 회사가 여러 개라던데, 각각의 법인등록번호를 모두 알려줘.',
  platforms: ['dart'],
  distractors: ['dart_list_disclosures', 'dart_get_single_account'],
  async plan(context) {
    const key = await context.key('dart');
    const found = await context.call<{ items: Array<{ corp_code: string; corp_name: string }> }>(
      'dart_search_corp_code',
      { corp_name: '현대엔지니어링' },
      { after: [key] },
    );
    const exact = found.output.items.filter((row) => row.corp_name === '현대엔지니어링');
    const facts = [];
    for (const row of exact) {
      const company = await context.call<Company>('dart_get_company', { corp_code: row.corp_code }, { after: [found] });
      facts.push({ value: company.output.item.jurir_no, kind: 'text' as const });
    }
    return { facts };
  },
});
