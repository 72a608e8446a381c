import { defineRecipe } from '../../src/recipe.ts';

type Pool = { FACLT_NM: string; ACEPTNC_PSN_CNT: string; REFINE_ROADNM_ADDR: string };

export default defineRecipe({
  id: 'district-005',
  domain: 'district',
  type: 'Par',
  query:
    '하남시랑 오산시 공공 수영장 중에서 수용인원이 제일 큰 곳을 시마다 하나씩 골라서 하남시 것부터 차례로 내 관심 장소에 저장해 줘. 어디를 저장했는지도 말해 주고.',
  platforms: ['gyeonggi'],
  distractors: [
    'gyeonggi_list_sports_facilities',
    'gyeonggi_list_soccer_fields',
    'gyeonggi_remove_saved_place',
    'gyeonggi_list_saved_places',
    'gyeonggi_list_golf_courses',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    const facts = [];
    const lists = [];
    for (const sigun of ['하남시', '오산시']) {
      lists.push({
        sigun,
        list: await context.callPage('gyeonggi_list_swimming_pools', { SIGUN_NM: sigun }, { after: [key] }),
      });
    }
    for (const { sigun, list } of lists) {
      const pools = list.items as unknown as Pool[];
      const biggest = pools.reduce((best, row) =>
        Number(row.ACEPTNC_PSN_CNT) > Number(best.ACEPTNC_PSN_CNT) ? row : best,
      );
      // Two pools may share a name (오산시 has two 초평국민체육센터 수영장): then the address picks one.
      const namesakes = pools.filter((row) => row.FACLT_NM === biggest.FACLT_NM).length;
      await context.call(
        'gyeonggi_save_place',
        {
          service: 'PublicSwimmingPool',
          name: biggest.FACLT_NM,
          SIGUN_NM: sigun,
          ...(namesakes > 1 ? { address: biggest.REFINE_ROADNM_ADDR } : {}),
        },
        { after: [list] },
      );
      facts.push({ value: biggest.FACLT_NM, kind: 'text' as const });
    }
    return { facts };
  },
});
