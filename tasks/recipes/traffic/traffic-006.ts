import { defineRecipe } from '../../src/recipe.ts';

type Favorite = { stdRestCd: string; unitName: string };
type Station = { serviceAreaCode2: string; serviceAreaName: string; gasolinePrice: string };
type Facility = { psName: string; stime: string; etime: string };

const won = (text: string) => Number(text.replace(/[^\d]/g, ''));

export default defineRecipe({
  id: 'traffic-006',
  domain: 'traffic',
  type: 'Mixed',
  query:
    '내가 즐겨찾기해 둔 휴게소들 주유소 중에서 휘발유가 제일 싼 곳이 어디고 얼마야? 거기 세차장 있으면 몇 시부터 몇 시까지 하는지도 알려 줘.',
  platforms: ['expressway'],
  state: {
    expressway: {
      user: {
        favoriteRestAreas: [
          { stdRestCd: '000041', unitName: '황간(부산)휴게소', routeNo: '0010' },
          { stdRestCd: '000009', unitName: '안성(서울)휴게소', routeNo: '0010' },
          { stdRestCd: '000257', unitName: '안동(부산)휴게소', routeNo: '0450' },
          { stdRestCd: '000085', unitName: '평창(강릉)휴게소', routeNo: '0050' },
          { stdRestCd: '000071', unitName: '덕평자연휴게소', routeNo: '0050' },
          { stdRestCd: '000189', unitName: '산청(통영)휴게소', routeNo: '0300' },
          { stdRestCd: '000131', unitName: '대천(목포)휴게소', routeNo: '0150' },
          { stdRestCd: '000275', unitName: '횡성(춘천)휴게소', routeNo: '0450' },
          { stdRestCd: '000293', unitName: '가평(양양)휴게소', routeNo: '0600' },
          { stdRestCd: '000301', unitName: '내린천(양양)휴게소', routeNo: '0600' },
          { stdRestCd: '000161', unitName: '장성(순천)휴게소', routeNo: '0250' },
          { stdRestCd: '000311', unitName: '천등산(평택)휴게소', routeNo: '0200' },
        ],
        travelRoutes: [],
      },
    },
  },
  distractors: [
    'expressway_list_rest_areas',
    'expressway_save_favorite_rest_area',
    'expressway_list_rest_areas_by_route',
    'expressway_list_best_foods',
  ],
  async plan(context) {
    const key = await context.key('expressway');
    const favorites = await context.call<{ favoriteRestAreas: Favorite[] }>(
      'expressway_get_favorites',
      {},
      { after: [key] },
    );
    const prices: Array<{ station: Station; ref: { id: string } }> = [];
    for (const favorite of favorites.output.favoriteRestAreas) {
      const code = String(Number(favorite.stdRestCd) + 1).padStart(6, '0');
      const fuel = await context.call<{ items: Station[] }>(
        'expressway_get_fuel_prices',
        { serviceAreaCode2: code },
        { after: [favorites] },
      );
      const station = fuel.output.items[0];
      if (!station) throw new Error(`traffic-006: no station for ${favorite.unitName}`);
      prices.push({ station, ref: fuel });
    }
    const cheapest = prices.reduce((best, entry) =>
      won(entry.station.gasolinePrice) < won(best.station.gasolinePrice) ? entry : best,
    );
    const facilities = await context.call<{ items: Facility[] }>(
      'expressway_list_station_facilities',
      { stdRestCd: cheapest.station.serviceAreaCode2 },
      { after: prices.map((entry) => entry.ref) },
    );
    const wash = facilities.output.items.find((row) => row.psName === '세차장');
    if (!wash) throw new Error('traffic-006 expects a car wash');
    const place = cheapest.station.serviceAreaName.replace('주유소', '');
    return {
      facts: [
        { value: place, kind: 'text', conclusion: true },
        { value: won(cheapest.station.gasolinePrice), kind: 'number', unit: '원', subject: place },
        { value: wash.stime.replace(/^0/, ''), kind: 'text', subject: place },
        { value: wash.etime, kind: 'text', subject: place },
      ],
    };
  },
});
