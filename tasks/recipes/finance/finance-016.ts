import { defineRecipe } from '../../src/recipe.ts';
import { amount, round } from '../../src/values.ts';

type Bond = { rcept_no: string; cv_prc: string; bddd: string };
type Trade = { TDD_CLSPRC: string };

export default defineRecipe({
  id: 'finance-016',
  domain: 'finance',
  type: 'Mixed',
  query:
    '그린소재가 올해 전환사채를 찍기로 했다던데, 전환가액이 얼마로 정해졌어? 주가가 그 전환가액 이상으로 오르면 알림 오게 가격 알림 걸어 주고, 8월 31일 종가 기준으로 지금 전환가액까지 몇 % 더 올라야 하는지도 알려 줘.',
  platforms: ['dart', 'krx'],
  distractors: ['dart_list_disclosures', 'krx_list_price_alerts', 'krx_get_stock_price_info'],
  async plan(context) {
    const dartKey = await context.key('dart');
    const krxKey = await context.key('krx');
    const found = await context.call<{ items: Array<{ corp_code: string; corp_name: string; stock_code: string }> }>(
      'dart_search_corp_code',
      { corp_name: '그린소재' },
      { after: [dartKey] },
    );
    const company = found.output.items.find((row) => row.corp_name === '그린소재');
    if (!company) throw new Error('그린소재 not found');
    const bonds = await context.call<{ items: Bond[] }>(
      'dart_get_convertible_bond_decisions',
      { corp_code: company.corp_code, bgn_de: '20260101', end_de: '20260901' },
      { after: [found] },
    );
    if (bonds.output.items.length !== 1) throw new Error(`expected one CB this year, got ${bonds.output.items.length}`);
    const price = amount(bonds.output.items[0]?.cv_prc);
    const trades = await context.call<{ items: Trade[] }>(
      'krx_get_kosdaq_daily_trades',
      { basDd: '20260831', ISU_CD: company.stock_code },
      { after: [krxKey, found] },
    );
    const close = amount(trades.output.items[0]?.TDD_CLSPRC);
    await context.call(
      'krx_add_price_alert',
      { srtnCd: company.stock_code, targetPrice: price, direction: 'above' },
      { after: [krxKey, found, bonds] },
    );
    return {
      facts: [
        { value: price, kind: 'number', unit: '원', subject: company.corp_name },
        {
          value: round(((price - close) / close) * 100, 2),
          kind: 'number',
          tolerance: 0.02,
          unit: '%',
          subject: company.corp_name,
        },
      ],
    };
  },
});
