import { defineRecipe } from '../../src/recipe.ts';

export default defineRecipe({
  id: 'finance-009',
  domain: 'finance',
  type: 'Sem',
  query: '카카오의 법인등록번호로 금융위원회 상장종목정보를 찾아서, 그 종목의 ISIN 코드가 뭔지 알려줄래?',
  platforms: ['dart', 'krx'],
  distractors: ['dart_list_disclosures', 'krx_get_stock_price_info', 'krx_get_kospi_issue_info'],
  async plan(context) {
    const dartKey = await context.key('dart');
    const found = await context.call<{ items: Array<{ corp_code: string }> }>(
      'dart_search_corp_code',
      { corp_name: '카카오' },
      { after: [dartKey] },
    );
    const company = await context.call<{ item: { corp_name: string; jurir_no: string } }>(
      'dart_get_company',
      { corp_code: found.output.items[0]?.corp_code },
      { after: [found] },
    );
    const krxKey = await context.key('krx');
    const listed = await context.call<{ items: Array<{ isinCd: string }> }>(
      'krx_get_listed_item_info',
      { crno: company.output.item.jurir_no, basDt: '20260828' },
      { after: [krxKey, company] },
    );
    return {
      facts: [{ value: listed.output.items[0]?.isinCd ?? '', kind: 'text', subject: company.output.item.corp_name }],
    };
  },
});
