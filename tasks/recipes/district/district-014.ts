import { defineRecipe } from '../../src/recipe.ts';

type Spot = { LEGALDONG_CD_NO: string; LOC_INFO: string; CASLT_CNT: number };
type Population = { ADMZONE_NM: string; TOT_POPLTN_CNT: number };

export default defineRecipe({
  id: 'district-014',
  domain: 'district',
  type: 'Seq',
  query:
    '화성시 교통사고 다발지역 중에서 2025년에 사상자가 가장 많이 나온 지점은 어느 읍면동에 있나요? 그 읍면동의 2026년 7월 기준 주민등록 인구도 같이 알려 주세요.',
  platforms: ['gyeonggi'],
  state: { gyeonggi: { credentials: { status: 'expired' } } },
  distractors: [
    'gyeonggi_list_aeds',
    'gyeonggi_list_parking_lots',
    'gyeonggi_list_childcare_centers',
    'gyeonggi_list_child_night_clinics',
  ],
  async plan(context) {
    // The session's key has expired: it must be renewed before any data call.
    const key = await context.renewKey('gyeonggi');
    const spots = await context.callPage(
      'gyeonggi_list_accident_hotspots',
      { SIGUN_NM: '화성시', ACDNT_YY: '2025' },
      { after: [key] },
    );
    const worst = (spots.items as unknown as Spot[]).reduce((best, row) =>
      row.CASLT_CNT > best.CASLT_CNT ? row : best,
    );
    // The spot's 10-digit 법정동 code is the population service's LEGALDONG_CD.
    const rows = await context.call<{ items: Population[] }>(
      'gyeonggi_get_population',
      { EXAMIN_YY: '2026', EXAMIN_MT: '07', LEGALDONG_CD: worst.LEGALDONG_CD_NO },
      { after: [spots] },
    );
    const area = rows.output.items[0] as Population;
    return {
      facts: [
        { value: area.ADMZONE_NM.split(' ').at(-1) as string, kind: 'text', conclusion: true },
        { value: area.TOT_POPLTN_CNT, kind: 'number', unit: '명', subject: area.ADMZONE_NM },
      ],
    };
  },
});
