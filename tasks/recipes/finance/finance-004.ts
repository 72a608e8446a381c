import { defineRecipe } from '../../src/recipe.ts';

type Disclosure = { report_nm: string; rcept_no: string; rcept_dt: string };
type Bond = { rcept_no: string; cv_prc: string; act_mktprcfl_cvprc_lwtrsprc: string };

export default defineRecipe({
  id: 'finance-004',
  domain: 'finance',
  type: 'Seq',
  query:
    '라이트론이 2026년 1월에 결정한 전환사채의 전환가액과, 시가하락 시 조정할 수 있는 최저 전환가액이 각각 얼마야?',
  platforms: ['dart'],
  distractors: [
    'dart_get_bond_with_warrant_decisions',
    'dart_get_company',
    'dart_get_paid_in_capital_increase_decisions',
  ],
  async plan(context) {
    const key = await context.key('dart');
    const found = await context.call<{ items: Array<{ corp_code: string; corp_name: string }> }>(
      'dart_search_corp_code',
      { corp_name: '라이트론' },
      { after: [key] },
    );
    const company = found.output.items[0];
    const corp_code = company?.corp_code;
    const listed = await context.call<{ items: Disclosure[] }>(
      'dart_list_disclosures',
      { corp_code, bgn_de: '20260101', end_de: '20260131', pblntf_ty: 'B' },
      { after: [found] },
    );
    const filing = listed.output.items.find((row) => row.report_nm.includes('전환사채'));
    const bonds = await context.call<{ items: Bond[] }>(
      'dart_get_convertible_bond_decisions',
      { corp_code, bgn_de: filing?.rcept_dt, end_de: filing?.rcept_dt },
      { after: [found, listed] },
    );
    const bond = bonds.output.items.find((row) => row.rcept_no === filing?.rcept_no);
    return {
      facts: [
        { value: Number(bond?.cv_prc.replace(/,/g, '')), kind: 'number', unit: '원', subject: company?.corp_name },
        {
          value: Number(bond?.act_mktprcfl_cvprc_lwtrsprc.replace(/,/g, '')),
          kind: 'number',
          unit: '원',
          subject: company?.corp_name,
        },
      ],
    };
  },
});
