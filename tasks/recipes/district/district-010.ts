import { defineRecipe } from '../../src/recipe.ts';

type Lot = { SIGUN_NM: string; PARKNG_COMPRT_PLANE_CNT: number | null };

const SIGUN = ['고양시', '용인시', '화성시'];

export default defineRecipe({
  id: 'district-010',
  domain: 'district',
  type: 'Drv',
  query:
    '고양시, 용인시, 화성시의 공영주차장 주차면 수를 시별로 전부 합쳐서 비교해 주실 수 있을까요? 합계가 가장 큰 시와 그 면수를 알고 싶습니다.',
  platforms: ['gyeonggi'],
  distractors: [
    'gyeonggi_list_aeds',
    'gyeonggi_list_sports_facilities',
    'gyeonggi_list_local_currency_merchants',
    'gyeonggi_get_population',
    'gyeonggi_save_place',
    'gyeonggi_list_childcare_centers',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    const totals: Array<{ sigun: string; name: string | undefined; spaces: number }> = [];
    for (const sigun of SIGUN) {
      // More than 100 공영 lots per 시: the default page size leaves some out.
      const lots = await context.callAllPages(
        'gyeonggi_list_parking_lots',
        { SIGUN_NM: sigun, PARKPLC_DIV_NM: '공영' },
        { after: [key] },
      );
      const rows = lots.items as unknown as Lot[];
      totals.push({
        sigun,
        name: rows[0]?.SIGUN_NM,
        spaces: rows.reduce((sum, row) => sum + (row.PARKNG_COMPRT_PLANE_CNT ?? 0), 0),
      });
    }
    const top = totals.reduce((best, row) => (row.spaces > best.spaces ? row : best));
    return {
      facts: [
        ...totals.map((row) => ({ value: row.spaces, kind: 'number' as const, unit: '면', subject: row.name })),
        { value: top.sigun, kind: 'text', conclusion: true },
      ],
    };
  },
});
