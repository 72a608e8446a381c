import { defineRecipe } from '../../src/recipe.ts';

type Saved = { service: string; name: string; SIGUN_NM: string };
type Restaurant = { BIZPLC_NM: string; BSN_STATE_NM: string };

const saved = (
  service: string,
  name: string,
  where: [SIGUN_NM: string, SIGUN_CD: string],
  address: string,
  coordinates: [lat: string, lon: string],
  savedAt: string,
) => ({
  service,
  name,
  SIGUN_NM: where[0],
  SIGUN_CD: where[1],
  address,
  REFINE_WGS84_LAT: coordinates[0],
  REFINE_WGS84_LOGT: coordinates[1],
  memo: '',
  savedAt,
});

export default defineRecipe({
  id: 'district-017',
  domain: 'district',
  type: 'Cond',
  query:
    '관심 장소에 맛집을 몇 군데 저장해 뒀는데 그새 문 닫은 데가 있을 것 같아. 저장해 둔 음식점들 지금도 영업하는지 하나씩 확인해서 폐업한 곳은 관심 장소에서 빼 주고, 어디를 뺐는지 알려 줘.',
  platforms: ['gyeonggi'],
  state: {
    gyeonggi: {
      user: {
        savedPlaces: [
          saved(
            'GENRESTRT',
            '신촌회센터',
            ['과천시', '41290'],
            '경기도 과천시 과천대로 654 (중앙동)',
            ['37.4318132715', '126.9860348092'],
            '2025-11-02T03:10:00.000Z',
          ),
          saved(
            'TBGGIBLLBR',
            '의왕중앙도서관',
            ['의왕시', '41430'],
            '경기도 의왕시 내손순환로 354 (내손동)',
            ['37.3389832397', '126.9578766697'],
            '2025-12-20T06:45:00.000Z',
          ),
          saved(
            'GENRESTRT',
            '태평마라탕',
            ['성남시', '41130'],
            '경기도 성남시 수정구 수정로66번길 13 (태평동)',
            ['37.4321571026', '127.1250359591'],
            '2026-01-15T11:30:00.000Z',
          ),
          saved(
            'GENRESTRT',
            '오남냉면',
            ['남양주시', '41360'],
            '경기도 남양주시 경춘로 202',
            ['37.6034659505', '127.1673709885'],
            '2026-02-08T04:00:00.000Z',
          ),
          saved(
            'GENRESTRT',
            '황금냉면',
            ['하남시', '41450'],
            '경기도 하남시 하남대로 387 (신장동)',
            ['37.5375155532', '127.2350621114'],
            '2026-03-01T09:20:00.000Z',
          ),
        ],
      },
    },
  },
  distractors: [
    'gyeonggi_save_place',
    'gyeonggi_list_local_currency_merchants',
    'gyeonggi_list_libraries',
    'gyeonggi_list_animal_hospitals',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    const list = await context.call<{ savedPlaces: Saved[] }>('gyeonggi_list_saved_places', {});
    const checks = [];
    for (const place of list.output.savedPlaces.filter((row) => row.service === 'GENRESTRT')) {
      const found = await context.call<{ items: Restaurant[] }>(
        'gyeonggi_list_restaurants',
        { SIGUN_NM: place.SIGUN_NM, BIZPLC_NM: place.name },
        { after: [key, list] },
      );
      const row = found.output.items.find((item) => item.BIZPLC_NM === place.name);
      // Without the restaurant's row its state is unknown: neither keep nor remove it blindly.
      if (!row) throw new Error(`${place.name} not found in ${place.SIGUN_NM}`);
      checks.push({ place, found, row });
    }
    const facts = [];
    for (const { place, found, row } of checks) {
      if (row.BSN_STATE_NM !== '폐업') continue;
      await context.call(
        'gyeonggi_remove_saved_place',
        { service: 'GENRESTRT', name: place.name, SIGUN_NM: place.SIGUN_NM },
        { after: [found] },
      );
      facts.push({ value: place.name, kind: 'text' as const });
    }
    return { facts };
  },
});
