import { defineRecipe, type Row } from '../../src/recipe.ts';

type Restaurant = {
  SIGUN_NM: string;
  BIZPLC_NM: string;
  BSN_STATE_NM: string;
  REFINE_WGS84_LAT: string;
  REFINE_WGS84_LOGT: string;
};

/** Great-circle distance in km. */
function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

export default defineRecipe({
  id: 'district-011',
  domain: 'district',
  type: 'Cond',
  query:
    '추석 때 가족들이랑 본수원갈비에 가 볼까 해. 거기가 아직 영업 중이면 관심 장소에 메모 "추석 가족 모임"으로 저장해 주고, 식당에서 제일 가까운 공영주차장도 관심 장소에 같이 넣어 줘. 혹시 폐업했으면 아무것도 저장하지 말고 알려만 줘.',
  platforms: ['gyeonggi'],
  distractors: [
    'gyeonggi_list_local_currency_merchants',
    'gyeonggi_remove_saved_place',
    'gyeonggi_list_saved_places',
    'gyeonggi_list_pharmacies',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    const found = await context.call<{ items: Restaurant[] }>(
      'gyeonggi_list_restaurants',
      { BIZPLC_NM: '본수원갈비' },
      { after: [key] },
    );
    const place = found.output.items[0] as Restaurant;
    if (place.BSN_STATE_NM !== '영업') return { facts: [{ value: '폐업', kind: 'text', subject: place.BIZPLC_NM }] };
    await context.call(
      'gyeonggi_save_place',
      { service: 'GENRESTRT', name: place.BIZPLC_NM, SIGUN_NM: place.SIGUN_NM, memo: '추석 가족 모임' },
      { after: [found] },
    );
    const lots = await context.callPage(
      'gyeonggi_list_parking_lots',
      { SIGUN_NM: place.SIGUN_NM, PARKPLC_DIV_NM: '공영' },
      { after: [found] },
    );
    const lat = Number(place.REFINE_WGS84_LAT);
    const lon = Number(place.REFINE_WGS84_LOGT);
    const far = (row: Row) => km(lat, lon, Number(row.REFINE_WGS84_LAT), Number(row.REFINE_WGS84_LOGT));
    const lot = lots.items.reduce((best, row) => (far(row) < far(best) ? row : best));
    // Several 공영 lots share this name in 수원시, so the address picks the right one.
    await context.call(
      'gyeonggi_save_place',
      {
        service: 'ParkingPlace',
        name: String(lot.PARKPLC_NM),
        SIGUN_NM: place.SIGUN_NM,
        address: String(lot.LOCPLC_ROADNM_ADDR),
      },
      { after: [lots] },
    );
    return {
      facts: [
        { value: String(lot.PARKPLC_NM), kind: 'text' },
        { value: Number(lot.PARKNG_COMPRT_PLANE_CNT), kind: 'number', unit: '면', subject: String(lot.PARKPLC_NM) },
      ],
    };
  },
});
