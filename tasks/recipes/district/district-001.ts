import { defineRecipe } from '../../src/recipe.ts';

const SIGUN = ['수원시', '성남시', '용인시', '고양시'];

export default defineRecipe({
  id: 'district-001',
  domain: 'district',
  type: 'Cmp',
  query:
    '테니스 동호회 활동할 곳을 알아보는 중인데요, 수원시·성남시·용인시·고양시 가운데 지금 정상 운영 중인 테니스장이 제일 많은 곳은 어디예요? 네 곳 각각 몇 개인지도 알려 주세요.',
  platforms: ['gyeonggi'],
  distractors: [
    'gyeonggi_list_soccer_fields',
    'gyeonggi_list_swimming_pools',
    'gyeonggi_list_golf_courses',
    'gyeonggi_list_parking_lots',
    'gyeonggi_list_libraries',
    'gyeonggi_list_saved_places',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    const counts: Array<{ sigun: string; name: string | undefined; count: number }> = [];
    for (const sigun of SIGUN) {
      const page = await context.call<{ totalCount: number; items: Array<{ SIGNGU_NM: string }> }>(
        'gyeonggi_list_sports_facilities',
        { SIGNGU_NM: sigun, INDUTYPE_NM: '테니스장', FACLT_STATE_NM: '정상운영' },
        { after: [key] },
      );
      counts.push({ sigun, name: page.output.items[0]?.SIGNGU_NM, count: page.output.totalCount });
    }
    const top = counts.reduce((best, row) => (row.count > best.count ? row : best));
    return {
      facts: [
        { value: top.sigun, kind: 'text', conclusion: true },
        ...counts.map((row) => ({ value: row.count, kind: 'number' as const, unit: '개', subject: row.name })),
      ],
    };
  },
});
