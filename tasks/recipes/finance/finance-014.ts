import { defineRecipe } from '../../src/recipe.ts';
import { amount, round } from '../../src/values.ts';

type Disclosure = {
  corp_code: string;
  corp_name: string;
  stock_code: string;
  corp_cls: string;
  report_nm: string;
  rcept_no: string;
  rcept_dt: string;
};
type Bond = { rcept_no: string; bd_fta: string; cv_prc: string };
type Trade = { TDD_CLSPRC: string };

export default defineRecipe({
  id: 'finance-014',
  domain: 'finance',
  type: 'Mixed',
  query:
    '2026년 8월 17일부터 31일 사이에 전환사채 발행결정 공시를 낸 회사들 중에(이사회 결의일 말고 공시일 기준으로) 권면총액이 제일 큰 데가 어디고 얼마짜리야? 그 회사 8월 31일 종가가 전환가액보다 몇 % 높은지(낮으면 마이너스로)도 같이 봐 줘.',
  platforms: ['dart', 'krx'],
  distractors: ['dart_get_bond_with_warrant_decisions', 'dart_get_company', 'krx_get_kospi_daily_trades'],
  async plan(context) {
    const dartKey = await context.key('dart');
    const krxKey = await context.key('krx');
    // Twenty 주요사항보고서 in the window: more than one page at DART's default page size.
    const listed = await context.call<{ items: Disclosure[]; totalCount: number }>(
      'dart_list_disclosures',
      { bgn_de: '20260817', end_de: '20260831', pblntf_ty: 'B', page_count: 100 },
      { after: [dartKey] },
    );
    if (listed.output.items.length < listed.output.totalCount) throw new Error('more than one page');
    const filings = listed.output.items.filter((row) => row.report_nm.includes('전환사채권발행결정'));
    if (filings.length < 2) throw new Error('no convertible bonds in the window');
    const bonds = [];
    for (const filing of filings) {
      const result = await context.call<{ items: Bond[] }>(
        'dart_get_convertible_bond_decisions',
        { corp_code: filing.corp_code, bgn_de: filing.rcept_dt, end_de: filing.rcept_dt },
        { after: [listed] },
      );
      const bond = result.output.items.find((row) => row.rcept_no === filing.rcept_no);
      const size = amount(bond?.bd_fta);
      // Without every bond's size the largest one cannot be known.
      if (!Number.isFinite(size)) throw new Error(`no decision for ${filing.rcept_no}`);
      bonds.push({ filing, result, size, price: amount(bond?.cv_prc) });
    }
    const sorted = [...bonds].sort((a, b) => b.size - a.size);
    const top = sorted[0];
    if (!top || top.size === sorted[1]?.size) throw new Error('no single largest bond');
    const board = top.filing.corp_cls === 'Y' ? 'krx_get_kospi_daily_trades' : 'krx_get_kosdaq_daily_trades';
    const trades = await context.call<{ items: Trade[] }>(
      board,
      { basDd: '20260831', ISU_CD: top.filing.stock_code },
      { after: [krxKey, listed, ...bonds.map((bond) => bond.result)] },
    );
    const close = amount(trades.output.items[0]?.TDD_CLSPRC);
    return {
      facts: [
        { value: top.filing.corp_name, kind: 'text', conclusion: true },
        { value: top.size, kind: 'number', unit: '원', subject: top.filing.corp_name },
        {
          value: round(((close - top.price) / top.price) * 100, 2),
          kind: 'number',
          tolerance: 0.02,
          unit: '%',
          subject: top.filing.corp_name,
        },
      ],
    };
  },
});
