import { defineRecipe } from '../../src/recipe.ts';

type Restaurant = { SIGUN_NM: string; BIZPLC_NM: string };

export default defineRecipe({
  id: 'district-007',
  domain: 'district',
  type: 'Seq',
  query:
    '송산오마카세라는 식당 근처로 이사 갈까 하는데 고양이를 키워서요. 그 식당이 있는 시에 현재 정상 영업 중인 동물병원이 몇 곳인지 궁금합니다.',
  platforms: ['gyeonggi'],
  distractors: [
    'gyeonggi_list_local_currency_merchants',
    'gyeonggi_list_pharmacies',
    'gyeonggi_get_population',
    'gyeonggi_list_child_night_clinics',
    'gyeonggi_list_parking_lots',
    'gyeonggi_save_place',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    const found = await context.call<{ items: Restaurant[] }>(
      'gyeonggi_list_restaurants',
      { BIZPLC_NM: '송산오마카세' },
      { after: [key] },
    );
    const sigun = (found.output.items[0] as Restaurant).SIGUN_NM;
    const hospitals = await context.call<{ totalCount: number }>(
      'gyeonggi_list_animal_hospitals',
      { SIGUN_NM: sigun, BSN_STATE_NM: '정상' },
      { after: [found] },
    );
    return {
      facts: [
        { value: sigun, kind: 'text' },
        { value: hospitals.output.totalCount, kind: 'number', unit: '곳', subject: sigun },
      ],
    };
  },
});
