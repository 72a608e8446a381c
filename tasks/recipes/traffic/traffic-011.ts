import { defineRecipe } from '../../src/recipe.ts';

type Food = { serviceAreaCode2: string; serviceAreaName: string; batchMenu: string; salePrice: string };
type Station = { serviceAreaCode2: string; diselPrice: string };
type Facility = { psName: string };

const won = (text: string) => Number(text.replace(/[^\d]/g, ''));

export default defineRecipe({
  id: 'traffic-011',
  domain: 'traffic',
  type: 'Cond',
  query:
    '당진영덕고속도로 휴게소 대표 음식들 중에서 가격이 제일 비싼 건 어느 휴게소의 무슨 메뉴예요? 그 휴게소 주유소 경유 가격도 알려 주시고, 1,600원보다 싸면 거기서 넣을 거라 그 주유소에 어떤 편의시설이 있는지도 알려 주세요.',
  platforms: ['expressway'],
  distractors: [
    'expressway_list_best_foods',
    'expressway_list_routes',
    'expressway_list_rest_areas',
    'expressway_list_rest_areas_by_route',
  ],
  async plan(context) {
    const key = await context.key('expressway');
    const foods = await context.call<{ items: Food[] }>(
      'expressway_list_representative_foods',
      { routeName: '당진영덕선', numOfRows: 1000 },
      { after: [key] },
    );
    const rows = foods.output.items;
    const top = rows.reduce((best, row) => (won(row.salePrice) > won(best.salePrice) ? row : best));
    if (rows.filter((row) => won(row.salePrice) === won(top.salePrice)).length !== 1) {
      throw new Error('traffic-011 expects a unique most expensive dish');
    }
    const stationCode = String(Number(top.serviceAreaCode2) + 1).padStart(6, '0');
    const fuel = await context.call<{ items: Station[] }>(
      'expressway_get_fuel_prices',
      { serviceAreaCode2: stationCode },
      { after: [foods] },
    );
    const station = fuel.output.items[0];
    if (!station || won(station.diselPrice) >= 1600) throw new Error('traffic-011 expects diesel under 1,600원');
    const facilities = await context.call<{ items: Facility[] }>(
      'expressway_list_station_facilities',
      { stdRestCd: station.serviceAreaCode2 },
      { after: [fuel] },
    );
    const place = top.serviceAreaName.replace('휴게소', '');
    return {
      facts: [
        { value: place, kind: 'text', conclusion: true },
        { value: top.batchMenu, kind: 'text', subject: place, conclusion: true },
        { value: won(top.salePrice), kind: 'number', unit: '원', subject: place },
        { value: won(station.diselPrice), kind: 'number', unit: '원', subject: place },
        ...facilities.output.items.map((row) => ({ value: row.psName, kind: 'text' as const, subject: place })),
      ],
    };
  },
});
