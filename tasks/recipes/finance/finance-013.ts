import { defineRecipe } from '../../src/recipe.ts';
import { amount, round } from '../../src/values.ts';

type Dividend = { se: string; stock_knd?: string; thstrm: string };
type Trade = { TDD_CLSPRC: string };

export default defineRecipe({
  id: 'finance-013',
  domain: 'finance',
  type: 'Drv',
  query:
    'SK텔레콤을 배당 보고 사 볼까 하는데요, 2025년 결산 보통주 주당 현금배당금이 얼마였는지, 그리고 2026년 8월 31일 종가에 샀다고 치면 시가배당률이 몇 %쯤 되는지 계산해 주세요.',
  platforms: ['dart', 'krx'],
  distractors: ['dart_get_single_account', 'krx_get_kosdaq_daily_trades', 'krx_get_stock_price_info'],
  async plan(context) {
    const dartKey = await context.key('dart');
    const krxKey = await context.key('krx');
    const found = await context.call<{ items: Array<{ corp_code: string; stock_code: string; corp_name: string }> }>(
      'dart_search_corp_code',
      { corp_name: 'SK텔레콤' },
      { after: [dartKey] },
    );
    const company = found.output.items.find((row) => row.corp_name === 'SK텔레콤');
    const dividends = await context.call<{ items: Dividend[] }>(
      'dart_get_dividends',
      { corp_code: company?.corp_code, bsns_year: '2025', reprt_code: '11011' },
      { after: [found] },
    );
    const trades = await context.call<{ items: Trade[] }>(
      'krx_get_kospi_daily_trades',
      { basDd: '20260831', ISU_CD: company?.stock_code },
      { after: [krxKey, found] },
    );
    const dps = amount(
      dividends.output.items.find((row) => row.se === '주당 현금배당금(원)' && row.stock_knd === '보통주')?.thstrm,
    );
    const close = amount(trades.output.items[0]?.TDD_CLSPRC);
    return {
      facts: [
        { value: dps, kind: 'number', unit: '원', subject: company?.corp_name },
        {
          value: round((dps / close) * 100, 2),
          kind: 'number',
          tolerance: 0.02,
          unit: '%',
          subject: company?.corp_name,
        },
      ],
    };
  },
});
