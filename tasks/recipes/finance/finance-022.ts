import { defineRecipe } from '../../src/recipe.ts';
import { round } from '../../src/values.ts';

type Finance = { finIstNm: string; ym: string; bisTotCptRto: string };

export default defineRecipe({
  id: 'finance-022',
  domain: 'finance',
  type: 'Drv',
  query:
    '2026년 7월 기준으로 BIS 자기자본비율이 제일 낮은 저축은행이랑 제일 높은 저축은행이 어디인지 알려 주시고, 두 곳이 1년 전(2025년 7월)과 비교해서 각각 몇 %p 오르거나 내렸는지도 봐 주세요.',
  platforms: ['kdic'],
  state: { kdic: { credentials: { status: 'expired' } } },
  distractors: ['kdic_list_insured_companies', 'kdic_get_deposit_trends', 'kdic_list_insurance_accident_institutions'],
  async plan(context) {
    const key = await context.renewKey('kdic');
    const month = await context.call<{ items: Finance[]; totalCount: number }>(
      'kdic_get_savings_bank_finance',
      { ym: '202607', numOfRows: 100 },
      { after: [key] },
    );
    if (month.output.items.length < 2 || month.output.items.length < month.output.totalCount) {
      throw new Error('not every savings bank was read');
    }
    const sorted = [...month.output.items].sort((a, b) => Number(a.bisTotCptRto) - Number(b.bisTotCptRto));
    const lowest = sorted[0];
    const highest = sorted[sorted.length - 1];
    if (!lowest || !highest || lowest.bisTotCptRto === sorted[1]?.bisTotCptRto) throw new Error('a tie');
    const facts = [];
    for (const bank of [lowest, highest]) {
      const before = await context.call<{ items: Finance[] }>(
        'kdic_get_savings_bank_finance',
        { finIstNm: bank.finIstNm, ym: '202507' },
        { after: [month] },
      );
      const row = before.output.items.find((item) => item.finIstNm === bank.finIstNm);
      if (!row) throw new Error(`no 2025-07 figures for ${bank.finIstNm}`);
      const change = round(Number(bank.bisTotCptRto) - Number(row.bisTotCptRto), 2);
      facts.push(
        { value: bank.finIstNm, kind: 'text' as const, conclusion: true },
        {
          value: Number(bank.bisTotCptRto),
          kind: 'number' as const,
          tolerance: 0.005,
          unit: '%',
          subject: bank.finIstNm,
        },
        { value: change, kind: 'number' as const, tolerance: 0.01, unit: '%p', subject: bank.finIstNm },
      );
    }
    return { facts };
  },
});
