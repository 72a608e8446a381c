import { defineRecipe } from '../../src/recipe.ts';
import { amount } from '../../src/values.ts';

type Account = { account_nm: string; fs_div: string; thstrm_amount: string };

export default defineRecipe({
  id: 'finance-001',
  domain: 'finance',
  type: 'Seq',
  query: '삼성전자 2025년 사업보고서에 나온 연결 기준 매출액이 얼마인지 알려줘.',
  platforms: ['dart'],
  distractors: ['dart_get_company', 'dart_get_full_statements', 'dart_list_disclosures'],
  async plan(context) {
    const key = await context.key('dart');
    const found = await context.call<{ items: Array<{ corp_code: string; corp_name: string }> }>(
      'dart_search_corp_code',
      { corp_name: '삼성전자' },
      { after: [key] },
    );
    const company = found.output.items[0];
    const corp_code = company?.corp_code;
    const accounts = await context.call<{ items: Account[] }>(
      'dart_get_single_account',
      { corp_code, bsns_year: '2025', reprt_code: '11011' },
      { after: [found] },
    );
    const revenue = accounts.output.items.find((row) => row.fs_div === 'CFS' && row.account_nm === '매출액');
    return {
      facts: [{ value: amount(revenue?.thstrm_amount), kind: 'number', unit: '원', subject: company?.corp_name }],
    };
  },
});
