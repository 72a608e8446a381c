import { defineRecipe } from '../../src/recipe.ts';
import { amount } from '../../src/values.ts';

type Report = { rcept_dt: string; repror: string; stkqy: string; report_resn: string };
type Trade = { TDD_CLSPRC: string };

export default defineRecipe({
  id: 'finance-025',
  domain: 'finance',
  type: 'Drv',
  query:
    '국민연금공단이 삼성전자 주식 5% 이상 대량보유 보고를 낸 게 있던데, 보고 건마다 보유 주식 수가 몇 주였는지, 그리고 각 보고서 접수일 종가로 계산하면 평가금액이 얼마였는지 알려 줘.',
  platforms: ['dart', 'krx'],
  distractors: ['dart_get_largest_shareholders', 'dart_list_disclosures', 'krx_get_stock_price_info'],
  async plan(context) {
    const dartKey = await context.key('dart');
    const krxKey = await context.key('krx');
    const found = await context.call<{ items: Array<{ corp_code: string; corp_name: string; stock_code: string }> }>(
      'dart_search_corp_code',
      { corp_name: '삼성전자' },
      { after: [dartKey] },
    );
    const company = found.output.items.find((row) => row.corp_name === '삼성전자');
    if (!company) throw new Error('삼성전자 not found');
    const reports = await context.call<{ items: Report[] }>(
      'dart_get_major_shareholding_reports',
      { corp_code: company.corp_code },
      { after: [found] },
    );
    const pension = reports.output.items
      .filter((row) => row.repror === '국민연금공단')
      .sort((a, b) => a.rcept_dt.localeCompare(b.rcept_dt));
    if (pension.length < 2) throw new Error('expected several pension reports');
    const facts = [];
    for (const report of pension) {
      const trades = await context.call<{ items: Trade[] }>(
        'krx_get_kospi_daily_trades',
        { basDd: report.rcept_dt, ISU_CD: company.stock_code },
        { after: [krxKey, found, reports] },
      );
      const close = amount(trades.output.items[0]?.TDD_CLSPRC);
      const shares = amount(report.stkqy);
      if (!Number.isFinite(close * shares)) throw new Error(`no close on ${report.rcept_dt}`);
      facts.push(
        { value: shares, kind: 'number' as const, unit: '주', subject: company.corp_name },
        // A product of two published figures: rounding to 억원 in the answer is accepted.
        { value: shares * close, kind: 'number' as const, tolerance: 1e9, unit: '원', subject: company.corp_name },
      );
    }
    return { facts };
  },
});
