import { defineRecipe } from '../../src/recipe.ts';

export default defineRecipe({
  id: 'finance-011',
  domain: 'finance',
  type: 'Seq',
  query: 'OK저축은행의 2026년 6월 BIS 자기자본비율이 얼마였어?',
  platforms: ['kdic'],
  distractors: ['kdic_list_insured_companies', 'kdic_list_insured_products', 'kdic_get_deposit_trends'],
  async plan(context) {
    const key = await context.key('kdic');
    const finance = await context.call<{ items: Array<{ finIstNm: string; bisTotCptRto: string }> }>(
      'kdic_get_savings_bank_finance',
      { finIstNm: 'OK저축은행', ym: '202606' },
      { after: [key] },
    );
    const row = finance.output.items.find((item) => item.finIstNm.includes('OK저축은행'));
    return {
      facts: [
        { value: Number(row?.bisTotCptRto), kind: 'number', tolerance: 0.005, unit: '%', subject: row?.finIstNm },
      ],
    };
  },
});
