import { defineRecipe } from '../../src/recipe.ts';
import { amount } from '../../src/values.ts';

type Account = { account_nm: string; fs_div: string; thstrm_amount: string };

export default defineRecipe({
  id: 'finance-006',
  domain: 'finance',
  type: 'Cmp',
  query:
    '2025년 사업보고서 연결재무제표 기준으로 LG전자와 현대자동차 중 영업이익이 더 큰 곳은 어디고, 그 금액은 얼마야?',
  platforms: ['dart'],
  distractors: ['dart_get_multi_account', 'dart_get_financial_indices', 'dart_list_disclosures'],
  async plan(context) {
    const key = await context.key('dart');
    const results = [];
    for (const corp_name of ['LG전자', '현대자동차']) {
      const found = await context.call<{ items: Array<{ corp_code: string; corp_name: string }> }>(
        'dart_search_corp_code',
        { corp_name },
        { after: [key] },
      );
      const accounts = await context.call<{ items: Account[] }>(
        'dart_get_single_account',
        { corp_code: found.output.items[0]?.corp_code, bsns_year: '2025', reprt_code: '11011' },
        { after: [found] },
      );
      const profit = accounts.output.items.find((row) => row.fs_div === 'CFS' && row.account_nm === '영업이익');
      results.push({ corp_name, name: found.output.items[0]?.corp_name, profit: amount(profit?.thstrm_amount) });
    }
    const winner = results.reduce((best, next) => (next.profit > best.profit ? next : best));
    return {
      facts: [
        { value: winner.corp_name, kind: 'text', conclusion: true },
        { value: winner.profit, kind: 'number', unit: '원', subject: winner.name },
      ],
    };
  },
});
