import { defineRecipe } from '../../src/recipe.ts';

type Route = { routeNo: string; routeName: string };
type Unit = { unitCode: string; unitName: string; xValue: string };

export default defineRecipe({
  id: 'traffic-003',
  domain: 'traffic',
  type: 'Mixed',
  query:
    '서울양양고속도로에 영업소가 모두 몇 개 있는지 세어 주고요, 그중 가장 동쪽 끝에 있는 영업소까지 저희 집 근처 북수원 영업소에서 가는 구간을 "강원도 여행"이라는 이름으로 통행시간 구간에 저장해 주세요.',
  platforms: ['expressway'],
  distractors: [
    'expressway_get_section_travel_times',
    'expressway_list_rest_areas',
    'expressway_get_favorites',
    'expressway_remove_travel_route',
  ],
  async plan(context) {
    const key = await context.key('expressway');
    const routes = await context.call<{ items: Route[] }>(
      'expressway_list_routes',
      { routeName: '서울양양선' },
      { after: [key] },
    );
    const route = routes.output.items.find((row) => row.routeName === '서울양양선');
    const routeNo = route?.routeNo;
    if (!route || !routeNo) throw new Error('traffic-003: no route code');
    const units = await context.call<{ items: Unit[] }>(
      'expressway_list_tollbooths',
      { routeNo, numOfRows: 1000 },
      { after: [routes] },
    );
    const rows = units.output.items;
    const east = rows.reduce((best, row) => (Number(row.xValue) > Number(best.xValue) ? row : best));
    const home = await context.call<{ items: Unit[] }>(
      'expressway_search_tollbooths',
      { unitName: '북수원' },
      { after: [key] },
    );
    const start = home.output.items.find((row) => row.unitName === '북수원');
    await context.call(
      'expressway_save_travel_route',
      { label: '강원도 여행', iStartUnitCode: start?.unitCode, iEndUnitCode: east.unitCode },
      { after: [home, units] },
    );
    return {
      facts: [
        { value: rows.length, kind: 'number', unit: '개', subject: route.routeName },
        { value: east.unitName, kind: 'text', conclusion: true },
      ],
    };
  },
});
