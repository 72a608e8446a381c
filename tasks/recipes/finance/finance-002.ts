import { defineRecipe } from '../../src/recipe.ts';

export default defineRecipe({
  id: 'finance-002',
  domain: 'finance',
  type: 'Drv',
  query:
    '2026년 3월 9일부터 13일까지 한 주 동안 올라온 거래소공시 가운데 단일판매·공급계약체결 공시는 모두 몇 건이었어?',
  platforms: ['dart'],
  distractors: ['dart_search_corp_code', 'dart_get_company', 'dart_get_major_shareholding_reports'],
  async plan(context) {
    const key = await context.key('dart');
    const all = await context.callAllPages(
      'dart_list_disclosures',
      { bgn_de: '20260309', end_de: '20260313', pblntf_ty: 'I' },
      { after: [key] },
    );
    const contracts = all.items.filter((row) => String(row.report_nm).includes('단일판매'));
    return { facts: [{ value: contracts.length, kind: 'number', unit: '건' }] };
  },
});
