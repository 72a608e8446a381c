import { defineRecipe } from '../../src/recipe.ts';

type Spot = { SIGUN_NM: string; OCCUR_CNT: number; CASLT_CNT: number; DPRS_CNT: number };

const SIGUN = ['성남시', '용인시', '남양주시'];

export default defineRecipe({
  id: 'district-003',
  domain: 'district',
  type: 'Cmp',
  query:
    '2024년 교통사고 다발지역 통계로 성남시, 용인시, 남양주시를 비교해 주세요. 시마다 다발지역들의 사상자 수 합계와 사망자 수 합계를 각각 보여 주시고, 세 시 가운데 사망자 합계가 가장 많았던 시가 어디인지도 짚어 주세요.',
  platforms: ['gyeonggi'],
  distractors: [
    'gyeonggi_get_population',
    'gyeonggi_list_aeds',
    'gyeonggi_list_parking_lots',
    'gyeonggi_list_child_night_clinics',
    'gyeonggi_list_sports_facilities',
    'gyeonggi_list_libraries',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    const totals: Array<{ sigun: string; name: string | undefined; casualties: number; deaths: number }> = [];
    for (const sigun of SIGUN) {
      const spots = await context.callPage(
        'gyeonggi_list_accident_hotspots',
        { SIGUN_NM: sigun, ACDNT_YY: '2024' },
        { after: [key] },
      );
      const rows = spots.items as unknown as Spot[];
      totals.push({
        sigun,
        name: rows[0]?.SIGUN_NM,
        casualties: rows.reduce((sum, row) => sum + row.CASLT_CNT, 0),
        deaths: rows.reduce((sum, row) => sum + row.DPRS_CNT, 0),
      });
    }
    const worst = totals.reduce((best, row) => (row.deaths > best.deaths ? row : best));
    return {
      facts: [
        ...totals.flatMap((row) => [
          { value: row.casualties, kind: 'number' as const, unit: '명', subject: row.name },
          { value: row.deaths, kind: 'number' as const, unit: '명', subject: row.name },
        ]),
        { value: worst.sigun, kind: 'text', conclusion: true },
      ],
    };
  },
});
