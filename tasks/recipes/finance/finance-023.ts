import { defineRecipe } from '../../src/recipe.ts';

type Company = { fncIstNm: string };
type Product = { fncIstNm: string; prdNm: string; prdSalDscnDt: string; regDate: string };

export default defineRecipe({
  id: 'finance-023',
  domain: 'finance',
  type: 'Par',
  query:
    'OK저축은행하고 SBI저축은행 예금 비교해 보려고요. 두 곳에서 지금 팔고 있는 예금자보호 정기예금 상품 중에 각각 가장 최근에 등록된 걸 하나씩 제 비교 목록에 저장해 주시고, 상품명이랑 등록일도 알려 주세요.',
  platforms: ['kdic'],
  distractors: ['kdic_list_saved_products', 'kdic_remove_saved_product', 'kdic_get_savings_bank_finance'],
  async plan(context) {
    const key = await context.key('kdic');
    const facts = [];
    const lookups = [];
    for (const name of ['OK저축은행', 'SBI저축은행']) {
      const companies = await context.call<{ items: Company[] }>(
        'kdic_list_insured_companies',
        { fncIstNm: name.replace('저축은행', '') },
        { after: [key] },
      );
      const fncIstNm = companies.output.items.find((row) => row.fncIstNm.includes(name))?.fncIstNm;
      if (!fncIstNm) throw new Error(`${name} not found`);
      lookups.push({ fncIstNm, companies });
    }
    const picks = [];
    for (const { fncIstNm, companies } of lookups) {
      const products = await context.call<{ items: Product[] }>(
        'kdic_list_insured_products',
        { fncIstNm, prdNm: '정기예금', numOfRows: 100 },
        { after: [companies] },
      );
      const onSale = products.output.items
        .filter((row) => row.fncIstNm === fncIstNm && row.prdSalDscnDt === '')
        .sort((a, b) => b.regDate.localeCompare(a.regDate));
      const latest = onSale[0];
      if (!latest || latest.regDate === onSale[1]?.regDate) throw new Error(`no single latest product of ${fncIstNm}`);
      picks.push({ latest, products, companies });
    }
    for (const { latest, products, companies } of picks) {
      await context.call(
        'kdic_save_product',
        { fncIstNm: latest.fncIstNm, prdNm: latest.prdNm },
        { after: [companies, products] },
      );
      facts.push(
        { value: latest.prdNm, kind: 'text' as const, conclusion: true },
        { value: latest.regDate, kind: 'date' as const, subject: latest.prdNm },
      );
    }
    return { facts };
  },
});
