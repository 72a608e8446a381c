import { defineRecipe } from '../../src/recipe.ts';

type Product = { prdNm: string; prdSalDscnDt: string; regDate: string };

const SECTORS = ['저축은행', '생명보험'];

export default defineRecipe({
  id: 'finance-020',
  domain: 'finance',
  type: 'Cmp',
  query:
    '예금자보호 되는 금융상품 중에 2026년에 새로 등록돼서 지금도 팔고 있는 상품이 저축은행 쪽이랑 생명보험 쪽 중 어디가 더 많아요? 권역별로 몇 개씩인지 알려 주세요.',
  platforms: ['kdic'],
  distractors: ['kdic_list_insured_companies', 'kdic_list_saved_products', 'kdic_list_insurance_target_institutions'],
  async plan(context) {
    const key = await context.key('kdic');
    const counts = [];
    for (const regnNm of SECTORS) {
      // More than a thousand products per sector: every page has to be read.
      const products = await context.callAllPages('kdic_list_insured_products', { regnNm }, { after: [key] });
      const fresh = (products.items as Product[]).filter(
        (row) => row.regDate.startsWith('2026') && row.prdSalDscnDt === '',
      );
      counts.push({ regnNm, count: fresh.length });
    }
    const [first, second] = [...counts].sort((a, b) => b.count - a.count);
    if (!first || !second || first.count === second.count || second.count === 0) throw new Error('no clear answer');
    return {
      facts: [
        { value: first.regnNm, kind: 'text', conclusion: true },
        ...counts.map((entry) => ({ value: entry.count, kind: 'number' as const, unit: '개', subject: entry.regnNm })),
      ],
    };
  },
});
