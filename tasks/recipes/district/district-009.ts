import { defineRecipe } from '../../src/recipe.ts';

type Center = { SIGUN_NM: string; PSN_CAPA_CNT: string };

const SIGUN = ['김포시', '파주시', '시흥시'];

export default defineRecipe({
  id: 'district-009',
  domain: 'district',
  type: 'Par',
  query:
    '맞벌이라 국공립 어린이집 자리를 알아보고 있어요. 김포시, 파주시, 시흥시 세 곳의 국공립 어린이집 정원을 시별로 모두 더하면 각각 몇 명인지, 어느 시가 가장 많은지 정리해 주세요.',
  platforms: ['gyeonggi'],
  state: { gyeonggi: { credentials: { status: 'expired' } } },
  distractors: [
    'gyeonggi_list_child_night_clinics',
    'gyeonggi_get_population',
    'gyeonggi_list_libraries',
    'gyeonggi_list_swimming_pools',
    'gyeonggi_list_aeds',
  ],
  async plan(context) {
    // The session's key has expired: renewing it is the first step.
    const renewed = await context.renewKey('gyeonggi');
    const totals: Array<{ sigun: string; name: string | undefined; seats: number }> = [];
    for (const sigun of SIGUN) {
      const centers = await context.callPage(
        'gyeonggi_list_childcare_centers',
        { SIGUN_NM: sigun, KIDGARTN_DIV_NM: '국공립' },
        { after: [renewed] },
      );
      const rows = centers.items as unknown as Center[];
      totals.push({
        sigun,
        name: rows[0]?.SIGUN_NM,
        seats: rows.reduce((sum, row) => sum + Number(row.PSN_CAPA_CNT), 0),
      });
    }
    const top = totals.reduce((best, row) => (row.seats > best.seats ? row : best));
    return {
      facts: [
        ...totals.map((row) => ({ value: row.seats, kind: 'number' as const, unit: '명', subject: row.name })),
        { value: top.sigun, kind: 'text', conclusion: true },
      ],
    };
  },
});
