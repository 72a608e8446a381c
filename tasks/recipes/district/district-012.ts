import { type ActionRef, defineRecipe } from '../../src/recipe.ts';
import { round } from '../../src/values.ts';

type Population = { ADMZONE_NM: string; TOT_POPLTN_CNT: number };

const SIGUN = ['파주시', '구리시', '양주시'];

export default defineRecipe({
  id: 'district-012',
  domain: 'district',
  type: 'Drv',
  query:
    '요즘 파주, 구리, 양주로 이사 오는 사람이 많다던데, 2025년 7월 대비 2026년 7월 주민등록 인구가 세 도시에서 각각 몇 퍼센트씩 늘었는지 계산해 줘. 셋 중에 증가율이 제일 높은 곳은 어디고, 2026년 7월 기준으로 그 도시 안에서는 어느 읍면동에 사람이 제일 많이 사는지도 알려 줘.',
  platforms: ['gyeonggi'],
  distractors: [
    'gyeonggi_list_childcare_centers',
    'gyeonggi_list_restaurants',
    'gyeonggi_list_parking_lots',
    'gyeonggi_list_accident_hotspots',
    'gyeonggi_list_aeds',
    'gyeonggi_list_libraries',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    const total = async (sigun: string, year: string) => {
      const rows = await context.call<{ items: Population[] }>(
        'gyeonggi_get_population',
        { EXAMIN_YY: year, EXAMIN_MT: '07', ADMZONE_DIV_NM: '시군', ADMZONE_NM: sigun },
        { after: [key] },
      );
      // ADMZONE_NM matches by substring: "양주시" also returns 남양주시, so take the exact row.
      const row = rows.output.items.find((item) => item.ADMZONE_NM === `경기도 ${sigun}`) as Population;
      return { count: row.TOT_POPLTN_CNT, name: row.ADMZONE_NM, ref: rows };
    };
    const change: Array<{ sigun: string; name: string; percent: number; refs: ActionRef[] }> = [];
    for (const sigun of SIGUN) {
      const before = await total(sigun, '2025');
      const after = await total(sigun, '2026');
      change.push({
        sigun,
        name: after.name,
        percent: ((after.count - before.count) / before.count) * 100,
        refs: [before.ref, after.ref],
      });
    }
    const top = change.reduce((best, row) => (row.percent > best.percent ? row : best));
    // Which 시 to break down depends on the comparison above.
    const dongs = await context.callPage(
      'gyeonggi_get_population',
      { EXAMIN_YY: '2026', EXAMIN_MT: '07', ADMZONE_DIV_NM: '읍면동', ADMZONE_NM: top.sigun },
      { after: change.flatMap((row) => row.refs) },
    );
    const biggest = (dongs.items as unknown as Population[]).reduce((best, row) =>
      row.TOT_POPLTN_CNT > best.TOT_POPLTN_CNT ? row : best,
    );
    return {
      facts: [
        ...change.map((row) => ({
          value: round(row.percent, 2),
          kind: 'number' as const,
          tolerance: 0.01,
          unit: '%',
          subject: row.name,
        })),
        { value: top.sigun, kind: 'text', conclusion: true },
        { value: biggest.ADMZONE_NM.split(' ').at(-1) as string, kind: 'text', conclusion: true },
      ],
    };
  },
});
