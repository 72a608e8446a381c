import { defineRecipe } from '../../src/recipe.ts';
import { amount } from '../../src/values.ts';

type Disclosure = {
  corp_code: string;
  corp_name: string;
  corp_cls: string;
  report_nm: string;
  rcept_no: string;
  rcept_dt: string;
};
type Bond = { rcept_no: string; bd_fta: string };

export default defineRecipe({
  id: 'finance-027',
  domain: 'finance',
  type: 'Mixed',
  query:
    '2026년 6월 1일부터 8월 31일까지 석 달 동안 유가증권시장(코스피) 상장사가 신주인수권부사채(BW)를 발행하기로 결정한 공시를 전부 찾아서, 어느 회사들이었는지와 BW 권면총액을 모두 합치면 얼마인지 알려 줘.',
  platforms: ['dart'],
  distractors: [
    'dart_get_convertible_bond_decisions',
    'dart_get_paid_in_capital_increase_decisions',
    'dart_search_corp_code',
  ],
  async plan(context) {
    const key = await context.key('dart');
    // More than a hundred 주요사항보고서 in three months: every page has to be read.
    const listed = await context.callAllPages(
      'dart_list_disclosures',
      { bgn_de: '20260601', end_de: '20260831', pblntf_ty: 'B' },
      { after: [key] },
    );
    const filings = (listed.items as Disclosure[]).filter(
      (row) => row.corp_cls === 'Y' && row.report_nm.includes('신주인수권부사채권발행결정'),
    );
    if (filings.length < 2) throw new Error('expected several BW decisions');
    let total = 0;
    const names = [];
    for (const filing of filings) {
      const result = await context.call<{ items: Bond[] }>(
        'dart_get_bond_with_warrant_decisions',
        { corp_code: filing.corp_code, bgn_de: filing.rcept_dt, end_de: filing.rcept_dt },
        { after: [listed] },
      );
      const size = amount(result.output.items.find((row) => row.rcept_no === filing.rcept_no)?.bd_fta);
      if (!Number.isFinite(size)) throw new Error(`no decision for ${filing.rcept_no}`);
      total += size;
      names.push(filing.corp_name);
    }
    return {
      facts: [
        ...names.map((name) => ({ value: name, kind: 'text' as const })),
        { value: total, kind: 'number', unit: '원' },
      ],
    };
  },
});
