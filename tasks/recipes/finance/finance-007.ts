// The paper's worked example: a convertible bond → its refixing floor → the previous trading
// day's close → how far above the floor, as a percentage.
import { defineRecipe } from '../../src/recipe.ts';
import { amount, round } from '../../src/values.ts';

type Disclosure = { report_nm: string; rcept_no: string; rcept_dt: string };
type Bond = { rcept_no: string; act_mktprcfl_cvprc_lwtrsprc: string };
type Trade = { ISU_CD: string; TDD_CLSPRC: string };

export default defineRecipe({
  id: 'finance-007',
  domain: 'finance',
  type: 'Drv',
  query:
    '라이트론이 2026년 1월에 발행을 결정한 전환사채가 있지? 그 결정 공시 전날 종가가 전환가액 최저 조정한도보다 몇 퍼센트 높은지 계산해 줘.',
  platforms: ['dart', 'krx'],
  distractors: ['dart_get_company', 'krx_get_kospi_daily_trades', 'krx_get_listed_item_info'],
  async plan(context) {
    const dartKey = await context.key('dart');
    const found = await context.call<{ items: Array<{ corp_code: string; corp_name: string; stock_code: string }> }>(
      'dart_search_corp_code',
      { corp_name: '라이트론' },
      { after: [dartKey] },
    );
    const company = found.output.items[0];
    const listed = await context.call<{ items: Disclosure[] }>(
      'dart_list_disclosures',
      { corp_code: company?.corp_code, bgn_de: '20260101', end_de: '20260131', pblntf_ty: 'B' },
      { after: [found] },
    );
    const filing = listed.output.items.find((row) => row.report_nm.includes('전환사채'));
    const bonds = await context.call<{ items: Bond[] }>(
      'dart_get_convertible_bond_decisions',
      { corp_code: company?.corp_code, bgn_de: filing?.rcept_dt, end_de: filing?.rcept_dt },
      { after: [found, listed] },
    );
    const floor = amount(
      bonds.output.items.find((row) => row.rcept_no === filing?.rcept_no)?.act_mktprcfl_cvprc_lwtrsprc,
    );
    // The filing date is a Friday (20260116); the previous trading day is 20260115.
    const krxKey = await context.key('krx');
    const trades = await context.call<{ items: Trade[] }>(
      'krx_get_kosdaq_daily_trades',
      { basDd: '20260115', ISU_CD: company?.stock_code },
      { after: [krxKey, found, listed] },
    );
    const close = amount(trades.output.items[0]?.TDD_CLSPRC);
    return {
      facts: [
        {
          value: round(((close - floor) / floor) * 100, 2),
          kind: 'number',
          tolerance: 0.02,
          unit: '%',
          subject: company?.corp_name,
        },
      ],
    };
  },
});
