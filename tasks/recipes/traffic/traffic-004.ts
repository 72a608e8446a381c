import { defineRecipe } from '../../src/recipe.ts';

type Route = { routeNo: string; routeName: string };
type RestArea = { stdRestCd: string; unitName: string; yValue: string };
type Food = { batchMenu: string; salePrice: string };

const won = (text: string) => Number(text.replace(/[^\d]/g, ''));

export default defineRecipe({
  id: 'traffic-004',
  domain: 'traffic',
  type: 'Seq',
  query:
    '중앙고속도로로 춘천 쪽 올라가는 길인데, 춘천 방향 휴게소 중에 제일 북쪽에 있는 게 어디야? 거기서 파는 대표 음식이랑 가격도 좀 알려 줘.',
  platforms: ['expressway'],
  distractors: [
    'expressway_list_rest_areas_by_route',
    'expressway_list_tollbooths',
    'expressway_list_best_foods',
    'expressway_get_fuel_prices',
  ],
  async plan(context) {
    const key = await context.key('expressway');
    const routes = await context.call<{ items: Route[] }>(
      'expressway_list_routes',
      { routeName: '중앙선' },
      { after: [key] },
    );
    const routeNo = routes.output.items.find((row) => row.routeName === '중앙선')?.routeNo;
    if (!routeNo) throw new Error('traffic-004: no route code');
    const areas = await context.call<{ items: RestArea[] }>(
      'expressway_list_rest_areas',
      { routeNo, numOfRows: 1000 },
      { after: [routes] },
    );
    const north = areas.output.items
      .filter((row) => row.unitName.includes('(춘천)'))
      .reduce((best, row) => (Number(row.yValue) > Number(best.yValue) ? row : best));
    const foods = await context.call<{ items: Food[] }>(
      'expressway_list_representative_foods',
      { serviceAreaName: north.unitName },
      { after: [areas] },
    );
    const food = foods.output.items[0];
    if (!food || foods.output.items.length !== 1) throw new Error('traffic-004 expects one signature dish');
    const place = north.unitName.replace('휴게소', '');
    return {
      facts: [
        { value: place, kind: 'text', conclusion: true },
        { value: food.batchMenu, kind: 'text', subject: place },
        { value: won(food.salePrice), kind: 'number', unit: '원', subject: place },
      ],
    };
  },
});
