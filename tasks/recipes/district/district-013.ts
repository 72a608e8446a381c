import { defineRecipe } from '../../src/recipe.ts';

type Course = { SIGUN_NM: string; BIZPLC_NM: string; HOLE_CNT: string; LICENSG_DE: string; BSN_STATE_NM: string };

const SIGUN = ['여주시', '이천시', '안성시'];

export default defineRecipe({
  id: 'district-013',
  domain: 'district',
  type: 'Mixed',
  query:
    '골프 좋아하시는 장인어른 모시고 라운딩 갈 곳을 찾고 있습니다. 여주시, 이천시, 안성시에서 영업 중인 골프장들의 홀 수를 시별로 합산하면 어디가 가장 많은가요? 그 시에서 인허가를 가장 먼저 받은, 제일 오래된 골프장을 제 관심 장소에 저장해 주세요.',
  platforms: ['gyeonggi'],
  distractors: [
    'gyeonggi_list_sports_facilities',
    'gyeonggi_list_restaurants',
    'gyeonggi_list_saved_places',
    'gyeonggi_remove_saved_place',
    'gyeonggi_list_parking_lots',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    const lists = [];
    for (const sigun of SIGUN) {
      const list = await context.callPage('gyeonggi_list_golf_courses', { SIGUN_NM: sigun }, { after: [key] });
      const open = (list.items as unknown as Course[]).filter((row) => row.BSN_STATE_NM === '영업');
      lists.push({
        sigun,
        name: open[0]?.SIGUN_NM,
        list,
        open,
        holes: open.reduce((sum, row) => sum + Number(row.HOLE_CNT), 0),
      });
    }
    const top = lists.reduce((best, row) => (row.holes > best.holes ? row : best));
    const oldest = top.open.reduce((best, row) => (row.LICENSG_DE < best.LICENSG_DE ? row : best));
    await context.call(
      'gyeonggi_save_place',
      { service: 'GolfPlace', name: oldest.BIZPLC_NM, SIGUN_NM: top.sigun },
      { after: lists.map((row) => row.list) },
    );
    return {
      facts: [
        ...lists.map((row) => ({ value: row.holes, kind: 'number' as const, unit: '홀', subject: row.name })),
        { value: top.sigun, kind: 'text', conclusion: true },
        { value: oldest.BIZPLC_NM, kind: 'text', conclusion: true },
      ],
    };
  },
});
