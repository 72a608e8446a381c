import { defineRecipe } from '../../src/recipe.ts';

type Station = { serviceAreaCode2: string; serviceAreaName: string; diselPrice: string };
type Facility = { psName: string };
type Food = { batchMenu: string; salePrice: string };

const won = (text: string) => Number(text.replace(/[^\d]/g, ''));

// All the route's stations (the cheapest is past the default first 10 rows), then a condition on
// the station's facilities decides whether the rest area's dish is looked up.
export default defineRecipe({
  id: 'traffic-001',
  domain: 'traffic',
  type: 'Cond',
  query:
    '경부고속도로 휴게소 주유소들 중에 경유가 제일 싼 데가 어디예요? 가격도요. 거기에 전기차 충전소도 있으면 충전하는 동안 밥 먹으려고 하니까 그 휴게소 대표 음식이 뭔지도 알려 주세요.',
  platforms: ['expressway'],
  distractors: [
    'expressway_list_routes',
    'expressway_list_rest_areas_by_route',
    'expressway_list_best_foods',
    'expressway_list_rest_areas',
  ],
  async plan(context) {
    const key = await context.key('expressway');
    const stations = await context.call<{ items: Station[] }>(
      'expressway_get_fuel_prices',
      { routeName: '경부선', numOfRows: 1000 },
      { after: [key] },
    );
    const rows = stations.output.items;
    const cheapest = rows.reduce((best, row) => (won(row.diselPrice) < won(best.diselPrice) ? row : best));
    const facilities = await context.call<{ items: Facility[] }>(
      'expressway_list_station_facilities',
      { stdRestCd: cheapest.serviceAreaCode2 },
      { after: [stations] },
    );
    if (!facilities.output.items.some((row) => row.psName === '전기차충전소')) {
      throw new Error('traffic-001 expects a charger at the cheapest station');
    }
    const foods = await context.call<{ items: Food[] }>(
      'expressway_list_representative_foods',
      { serviceAreaName: cheapest.serviceAreaName.replace('주유소', '휴게소') },
      { after: [stations, facilities] },
    );
    const place = cheapest.serviceAreaName.replace('주유소', '');
    return {
      facts: [
        { value: place, kind: 'text', conclusion: true },
        { value: won(cheapest.diselPrice), kind: 'number', unit: '원', subject: place },
        { value: '전기차충전', kind: 'text', subject: place },
        ...foods.output.items.map((row) => ({ value: row.batchMenu, kind: 'text' as const, subject: place })),
      ],
    };
  },
});
