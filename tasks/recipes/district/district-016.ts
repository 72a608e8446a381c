import { defineRecipe, type Row } from '../../src/recipe.ts';

/** Great-circle distance in km. */
function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** "09:00~21:00" → "2100"; "" → "". */
const closing = (hours: unknown) =>
  String(hours ?? '')
    .split('~')[1]
    ?.replace(':', '') ?? '';

export default defineRecipe({
  id: 'district-016',
  domain: 'district',
  type: 'Sem',
  query:
    '안양에 사는데 애가 토요일 저녁 8시쯤 갑자기 열이 나면 데려갈 수 있는 소아 진료 병원이 어디 있어? 진료 보고 나서 약 타려면 밤 10시 넘어서까지 여는 약국이 필요할 텐데, 병원마다 제일 가까운 그런 약국도 알려 줘.',
  platforms: ['gyeonggi'],
  distractors: [
    'gyeonggi_list_aeds',
    'gyeonggi_list_childcare_centers',
    'gyeonggi_list_animal_hospitals',
    'gyeonggi_list_local_currency_merchants',
    'gyeonggi_list_saved_places',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    const clinics = await context.callAllPages(
      'gyeonggi_list_child_night_clinics',
      { SIGUN_NM: '안양시' },
      { after: [key] },
    );
    const pharmacies = await context.callAllPages('gyeonggi_list_pharmacies', { SIGUN_NM: '안양시' }, { after: [key] });
    const saturdayEvening = clinics.items.filter((row) => closing(row.SAT_TREAT_TM_INFO) > '2000');
    const lateSaturday = pharmacies.items.filter(
      (row) => row.SAT_BEGIN_TREAT_TM !== '' && String(row.SAT_END_TREAT_TM) > '2200',
    );
    const facts = [];
    for (const clinic of saturdayEvening) {
      const lat = Number(clinic.REFINE_WGS84_LAT);
      const lon = Number(clinic.REFINE_WGS84_LOGT);
      const far = (row: Row) => km(lat, lon, Number(row.REFINE_WGS84_LAT), Number(row.REFINE_WGS84_LOGT));
      const pharmacy = lateSaturday.reduce((best, row) => (far(row) < far(best) ? row : best));
      facts.push({ value: String(clinic.FACLT_NM), kind: 'text' as const });
      facts.push({ value: String(pharmacy.INST_NM), kind: 'text' as const, subject: String(clinic.FACLT_NM) });
    }
    return { facts };
  },
});
