import { defineRecipe, type Row } from '../../src/recipe.ts';

type Restaurant = { SIGUN_NM: string; REFINE_WGS84_LAT: string; REFINE_WGS84_LOGT: string };

/** Great-circle distance in km. */
function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

function nearest(rows: Row[], lat: number, lon: number): Row {
  const far = (row: Row) => km(lat, lon, Number(row.REFINE_WGS84_LAT), Number(row.REFINE_WGS84_LOGT));
  return rows.reduce((best, row) => (far(row) < far(best) ? row : best));
}

export default defineRecipe({
  id: 'district-004',
  domain: 'district',
  type: 'Mixed',
  query:
    '이번 일요일 저녁에 부모님 모시고 가보정에서 식사하려고 해요. 아버지가 심장이 안 좋으셔서 식당에서 제일 가까운 자동심장충격기가 어디 설치돼 있는지 알아 두고 싶고, 식사 끝나고 일요일 밤 9시 넘어서도 문 여는 약국 중 식당에서 가장 가까운 곳도 알려 주세요.',
  platforms: ['gyeonggi'],
  distractors: [
    'gyeonggi_list_child_night_clinics',
    'gyeonggi_list_local_currency_merchants',
    'gyeonggi_list_parking_lots',
    'gyeonggi_save_place',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    const found = await context.call<{ items: Restaurant[] }>(
      'gyeonggi_list_restaurants',
      { BIZPLC_NM: '가보정' },
      { after: [key] },
    );
    const place = found.output.items[0] as Restaurant;
    const lat = Number(place.REFINE_WGS84_LAT);
    const lon = Number(place.REFINE_WGS84_LOGT);
    const aeds = await context.callAllPages('gyeonggi_list_aeds', { SIGUN_NM: place.SIGUN_NM }, { after: [found] });
    const pharmacies = await context.callAllPages(
      'gyeonggi_list_pharmacies',
      { SIGUN_NM: place.SIGUN_NM },
      { after: [found] },
    );
    // Open on Sunday and still open after 21:00.
    const lateSunday = pharmacies.items.filter(
      (row) => row.SUN_BEGIN_TREAT_TM !== '' && String(row.SUN_END_TREAT_TM) > '2100',
    );
    const aed = nearest(aeds.items, lat, lon);
    const pharmacy = nearest(lateSunday, lat, lon);
    return {
      facts: [
        { value: String(aed.INSTL_PLACE), kind: 'text', conclusion: true },
        { value: String(pharmacy.INST_NM), kind: 'text', conclusion: true },
      ],
    };
  },
});
