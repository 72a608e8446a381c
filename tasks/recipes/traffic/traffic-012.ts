import { defineRecipe } from '../../src/recipe.ts';

type Route = { routeNo: string; routeName: string };
type RestArea = { stdRestCd: string; unitName: string; yValue: string };
type Menu = { foodNm: string; foodCost: string };

export default defineRecipe({
  id: 'traffic-012',
  domain: 'traffic',
  type: 'Seq',
  query:
    '통영대전고속도로를 통영 쪽으로 쭉 내려가면 가장 남쪽에 있는 통영 방향 휴게소가 어디지? 그 휴게소 메뉴 중에 계절 한정 메뉴까지 다 쳐서 제일 비싼 메뉴 이름이랑 가격 알려 줘.',
  platforms: ['expressway'],
  distractors: [
    'expressway_list_representative_foods',
    'expressway_list_rest_areas_by_route',
    'expressway_list_tollbooths',
    'expressway_get_fuel_prices',
  ],
  async plan(context) {
    const key = await context.key('expressway');
    const routes = await context.call<{ items: Route[] }>(
      'expressway_list_routes',
      { routeName: '통영대전선' },
      { after: [key] },
    );
    const routeNo = routes.output.items.find((row) => row.routeName === '통영대전선')?.routeNo;
    if (!routeNo) throw new Error('traffic-012: no route code');
    const areas = await context.call<{ items: RestArea[] }>(
      'expressway_list_rest_areas',
      { routeNo, numOfRows: 1000 },
      { after: [routes] },
    );
    const south = areas.output.items
      .filter((row) => row.unitName.includes('(통영)'))
      .reduce((best, row) => (Number(row.yValue) < Number(best.yValue) ? row : best));
    const menus = await context.call<{ items: Menu[] }>(
      'expressway_list_best_foods',
      { stdRestCd: south.stdRestCd, numOfRows: 1000 },
      { after: [areas] },
    );
    const rows = menus.output.items;
    const top = rows.reduce((best, row) => (Number(row.foodCost) > Number(best.foodCost) ? row : best));
    if (rows.filter((row) => row.foodCost === top.foodCost).length !== 1) throw new Error('traffic-012: tie');
    const place = south.unitName.replace('휴게소', '');
    return {
      facts: [
        { value: place, kind: 'text', conclusion: true },
        { value: top.foodNm, kind: 'text', subject: place, conclusion: true },
        { value: Number(top.foodCost), kind: 'number', unit: '원', subject: place },
      ],
    };
  },
});
