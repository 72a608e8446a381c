import { defineRecipe } from '../../src/recipe.ts';

type Spot = { ACDNT_DIV_NM: string; LEGALDONG_CD_NO: string };
type Population = { ADMZONE_NM: string; TOT_POPLTN_CNT: number };

export default defineRecipe({
  id: 'district-015',
  domain: 'district',
  type: 'Mixed',
  query:
    '수원시에서 2025년에 어린이 교통사고(보행어린이, 스쿨존어린이 유형) 다발지역으로 잡힌 곳들이 있는 동을 모두 찾아 주고, 그 동들 가운데 2026년 7월 인구가 가장 많은 동과 인구를 알려 줘.',
  platforms: ['gyeonggi'],
  distractors: [
    'gyeonggi_list_childcare_centers',
    'gyeonggi_list_sports_facilities',
    'gyeonggi_list_aeds',
    'gyeonggi_list_saved_places',
    'gyeonggi_list_pharmacies',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    const spots = await context.callPage(
      'gyeonggi_list_accident_hotspots',
      { SIGUN_NM: '수원시', ACDNT_YY: '2025' },
      { after: [key] },
    );
    const codes = [
      ...new Set(
        (spots.items as unknown as Spot[])
          .filter((row) => row.ACDNT_DIV_NM === '보행어린이' || row.ACDNT_DIV_NM === '스쿨존어린이')
          .map((row) => row.LEGALDONG_CD_NO),
      ),
    ];
    const dongs: Population[] = [];
    for (const code of codes) {
      const rows = await context.call<{ items: Population[] }>(
        'gyeonggi_get_population',
        { EXAMIN_YY: '2026', EXAMIN_MT: '07', LEGALDONG_CD: code },
        { after: [spots] },
      );
      dongs.push(rows.output.items[0] as Population);
    }
    const top = dongs.reduce((best, row) => (row.TOT_POPLTN_CNT > best.TOT_POPLTN_CNT ? row : best));
    return {
      facts: [
        ...dongs.map((row) => ({ value: row.ADMZONE_NM.split(' ').at(-1) as string, kind: 'text' as const })),
        { value: top.TOT_POPLTN_CNT, kind: 'number', unit: '명', subject: top.ADMZONE_NM },
      ],
    };
  },
});
