import { defineRecipe } from '../../src/recipe.ts';

type RestArea = { serviceAreaCode2: string; serviceAreaName: string; truckSaYn: string };

// Fan-out write: one save per truck rest area of the route's Seoul-bound side (some lie past the
// default first 10 rows).
export default defineRecipe({
  id: 'traffic-005',
  domain: 'traffic',
  type: 'Sem',
  query:
    '화물차 운전하는 사람인데요, 경부고속도로 서울 방향에 있는 휴게소 가운데 화물차 휴게소가 있는 곳은 전부 제 즐겨찾기에 등록해 주시고 어디어디 넣었는지 알려 주세요.',
  platforms: ['expressway'],
  distractors: [
    'expressway_list_rest_areas',
    'expressway_get_favorites',
    'expressway_list_station_facilities',
    'expressway_list_routes',
    'expressway_remove_favorite_rest_area',
  ],
  async plan(context) {
    const key = await context.key('expressway');
    const areas = await context.call<{ items: RestArea[] }>(
      'expressway_list_rest_areas_by_route',
      { routeName: '경부선', direction: '서울', numOfRows: 1000 },
      { after: [key] },
    );
    const trucks = areas.output.items.filter((row) => row.truckSaYn === 'O');
    for (const row of trucks) {
      await context.call('expressway_save_favorite_rest_area', { stdRestCd: row.serviceAreaCode2 }, { after: [areas] });
    }
    return {
      facts: trucks.map((row) => ({ value: row.serviceAreaName.replace('휴게소', ''), kind: 'text' as const })),
    };
  },
});
