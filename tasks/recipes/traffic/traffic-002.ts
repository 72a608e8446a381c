import { type ActionRef, defineRecipe } from '../../src/recipe.ts';

type Station = { serviceAreaCode2: string; serviceAreaName: string; diselPrice: string };
type Facility = { psName: string };

const won = (text: string) => Number(text.replace(/[^\d]/g, ''));

// Conditional: the cheapest diesel station has no charger, so the agent must check the next one.
export default defineRecipe({
  id: 'traffic-002',
  domain: 'traffic',
  type: 'Cond',
  query:
    '중부내륙고속도로에서 경유 제일 싸게 파는 주유소를 찾아서, 거기에 전기차 충전소까지 있으면 그 휴게소를 내 즐겨찾기에 넣어 줘. 충전소가 없으면 그다음으로 싼 곳부터 차례로 보고 충전소 있는 첫 번째 휴게소를 넣어 주고.',
  platforms: ['expressway'],
  distractors: [
    'expressway_list_rest_areas_by_route',
    'expressway_get_favorites',
    'expressway_remove_favorite_rest_area',
    'expressway_list_representative_foods',
  ],
  async plan(context) {
    const key = await context.key('expressway');
    const stations = await context.call<{ items: Station[] }>(
      'expressway_get_fuel_prices',
      { routeName: '중부내륙선', numOfRows: 1000 },
      { after: [key] },
    );
    const ranked = [...stations.output.items].sort((a, b) => won(a.diselPrice) - won(b.diselPrice));
    const checked: ActionRef[] = [stations];
    let chosen: Station | undefined;
    for (const station of ranked) {
      const facilities = await context.call<{ items: Facility[] }>(
        'expressway_list_station_facilities',
        { stdRestCd: station.serviceAreaCode2 },
        { after: [...checked] },
      );
      // Every station lists at least its 쉼터: no rows means no answer, not "no charger".
      if (facilities.output.items.length === 0)
        throw new Error(`traffic-002: no facilities for ${station.serviceAreaName}`);
      checked.push(facilities);
      if (facilities.output.items.some((row) => row.psName === '전기차충전소')) {
        chosen = station;
        break;
      }
    }
    if (!chosen || checked.length !== 3) throw new Error('traffic-002 expects the second-cheapest station');
    const restCode = String(Number(chosen.serviceAreaCode2) - 1).padStart(6, '0');
    await context.call('expressway_save_favorite_rest_area', { stdRestCd: restCode }, { after: checked });
    const place = chosen.serviceAreaName.replace('주유소', '');
    return {
      facts: [
        { value: place, kind: 'text', conclusion: true },
        { value: won(chosen.diselPrice), kind: 'number', unit: '원', subject: place },
      ],
    };
  },
});
