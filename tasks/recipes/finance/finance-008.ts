import { defineRecipe } from '../../src/recipe.ts';
import { amount } from '../../src/values.ts';

type Price = { basDt: string; clpr: string };

export default defineRecipe({
  id: 'finance-008',
  domain: 'finance',
  type: 'Seq',
  query: 'SK하이닉스 주식이 2026년 8월 마지막 거래일에 얼마에 마감했는지 알려줘.',
  platforms: ['dart', 'krx'],
  distractors: ['dart_get_company', 'krx_get_kosdaq_daily_trades', 'krx_get_kospi_issue_info'],
  async plan(context) {
    const dartKey = await context.key('dart');
    const found = await context.call<{ items: Array<{ corp_name: string; stock_code: string }> }>(
      'dart_search_corp_code',
      { corp_name: 'SK하이닉스' },
      { after: [dartKey] },
    );
    const krxKey = await context.key('krx');
    const prices = await context.call<{ items: Price[] }>(
      'krx_get_stock_price_info',
      { likeSrtnCd: found.output.items[0]?.stock_code, beginBasDt: '20260824', endBasDt: '20260901' },
      { after: [krxKey, found] },
    );
    const last = [...prices.output.items].sort((a, b) => (a.basDt < b.basDt ? 1 : -1))[0];
    return {
      facts: [{ value: amount(last?.clpr), kind: 'number', unit: '원', subject: found.output.items[0]?.corp_name }],
    };
  },
});
