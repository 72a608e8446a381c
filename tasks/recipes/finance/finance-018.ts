import { defineRecipe } from '../../src/recipe.ts';
import { amount, round } from '../../src/values.ts';

type Trade = { TDD_CLSPRC: string };
type Index = { IDX_NM: string; CLSPRC_IDX: string };

export default defineRecipe({
  id: 'finance-018',
  domain: 'finance',
  type: 'Cmp',
  query:
    'SK하이닉스가 2026년 8월 한 달 동안 코스피 지수보다 잘 했는지 궁금해요. 7월 마지막 거래일 종가와 8월 마지막 거래일 종가로 둘의 월간 수익률을 각각 내 주시고, SK하이닉스 수익률에서 코스피 수익률을 뺀 초과수익률이 몇 %p인지 알려 주세요. 마이너스면 마이너스(-)로 적어 주시고요.',
  platforms: ['dart', 'krx'],
  distractors: ['dart_get_company', 'krx_get_kospi_issue_info', 'krx_get_stock_price_info', 'krx_get_krx_index_daily'],
  async plan(context) {
    const dartKey = await context.key('dart');
    const krxKey = await context.key('krx');
    const found = await context.call<{ items: Array<{ corp_name: string; stock_code: string }> }>(
      'dart_search_corp_code',
      { corp_name: 'SK하이닉스' },
      { after: [dartKey] },
    );
    const company = found.output.items.find((row) => row.corp_name === 'SK하이닉스');
    const stock_code = company?.stock_code;
    if (!company || !stock_code) throw new Error('SK하이닉스 not found');
    // 2026-07-31 and 2026-08-31 are the last trading days of July and August.
    const days = ['20260731', '20260831'];
    const index = [];
    let indexName: string | undefined;
    for (const basDd of days) {
      const rows = await context.call<{ items: Index[] }>(
        'krx_get_kospi_index_daily',
        { basDd, IDX_NM: '코스피' },
        { after: [krxKey] },
      );
      const row = rows.output.items.find((item) => item.IDX_NM === '코스피');
      indexName ??= row?.IDX_NM;
      index.push(amount(row?.CLSPRC_IDX));
    }
    const closes = [];
    for (const basDd of days) {
      const trades = await context.call<{ items: Trade[] }>(
        'krx_get_kospi_daily_trades',
        { basDd, ISU_CD: stock_code },
        { after: [krxKey, found] },
      );
      closes.push(amount(trades.output.items[0]?.TDD_CLSPRC));
    }
    const [indexStart = Number.NaN, indexEnd = Number.NaN] = index;
    const [closeStart = Number.NaN, closeEnd = Number.NaN] = closes;
    const stockReturn = ((closeEnd - closeStart) / closeStart) * 100;
    const indexReturn = ((indexEnd - indexStart) / indexStart) * 100;
    if (![stockReturn, indexReturn].every(Number.isFinite)) throw new Error('a close is missing');
    return {
      facts: [
        { value: round(stockReturn, 2), kind: 'number', tolerance: 0.02, unit: '%', subject: company.corp_name },
        { value: round(indexReturn, 2), kind: 'number', tolerance: 0.02, unit: '%', subject: indexName },
        { value: round(stockReturn - indexReturn, 2), kind: 'number', tolerance: 0.03, unit: '%p' },
      ],
    };
  },
});
