import { defineRecipe } from '../../src/recipe.ts';
import { amount } from '../../src/values.ts';

type Trade = { ISU_CD: string; TDD_CLSPRC: string };

export default defineRecipe({
  id: 'finance-010',
  domain: 'finance',
  type: 'Mixed',
  query: '내 DART 관심기업으로 등록해 둔 회사들이 2026년 8월 31일에 각각 종가가 얼마였는지 정리해 줘.',
  platforms: ['dart', 'krx'],
  state: { dart: { user: { watchlist: ['00126380', '00164779', '00401731'] } } },
  distractors: ['dart_add_to_watchlist', 'krx_get_kosdaq_daily_trades', 'krx_get_stock_price_info'],
  async plan(context) {
    const dartKey = await context.key('dart');
    const watchlist = await context.call<{ watchlist: string[] }>('dart_get_watchlist', {}, { after: [dartKey] });
    const krxKey = await context.key('krx');
    const facts = [];
    for (const corp_code of watchlist.output.watchlist) {
      const company = await context.call<{ item: { corp_name: string; stock_code: string; corp_cls: string } }>(
        'dart_get_company',
        { corp_code },
        { after: [watchlist] },
      );
      const trades = await context.call<{ items: Trade[] }>(
        'krx_get_kospi_daily_trades',
        { basDd: '20260831', ISU_CD: company.output.item.stock_code },
        { after: [krxKey, company] },
      );
      facts.push({
        value: amount(trades.output.items[0]?.TDD_CLSPRC),
        kind: 'number' as const,
        unit: '원',
        subject: company.output.item.corp_name,
      });
    }
    return { facts };
  },
});
