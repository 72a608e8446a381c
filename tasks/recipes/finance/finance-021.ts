import { defineRecipe } from '../../src/recipe.ts';
import type { Fact } from '../../src/schema.ts';

type Company = { fncIstNm: string; regnNm: string };
type Product = { fncIstNm: string; prdSalDscnDt: string };

export default defineRecipe({
  id: 'finance-021',
  domain: 'finance',
  type: 'Sem',
  query:
    "이름에 '우리'가 들어가는 예금자보호 대상 금융회사가 우리은행 말고도 몇 군데 있다고 들었어요. 우리은행까지 포함해서 전부 몇 곳인지, 그리고 회사마다 지금 판매 중인 보호대상 상품이 몇 개씩인지 정리해 주세요.",
  platforms: ['kdic'],
  distractors: ['kdic_list_insurance_target_institutions', 'kdic_save_product', 'kdic_get_savings_bank_finance'],
  async plan(context) {
    const key = await context.key('kdic');
    const companies = await context.call<{ items: Company[]; totalCount: number }>(
      'kdic_list_insured_companies',
      { fncIstNm: '우리', numOfRows: 100 },
      { after: [key] },
    );
    const names = companies.output.items.map((row) => row.fncIstNm).filter((name) => name.includes('우리'));
    if (names.length < 2 || names.length !== companies.output.totalCount) throw new Error('unexpected companies');
    const facts: Fact[] = [{ value: names.length, kind: 'number', unit: '곳' }];
    for (const fncIstNm of names) {
      const products = await context.call<{ items: Product[]; totalCount: number }>(
        'kdic_list_insured_products',
        { fncIstNm, numOfRows: 1000 },
        { after: [companies] },
      );
      const own = products.output.items.filter((row) => row.fncIstNm === fncIstNm);
      if (own.length === 0 || products.output.items.length < products.output.totalCount) {
        throw new Error(`products of ${fncIstNm} not read`);
      }
      facts.push({
        value: own.filter((row) => row.prdSalDscnDt === '').length,
        kind: 'number',
        unit: '개',
        subject: fncIstNm,
      });
    }
    return { facts };
  },
});
