import { defineRecipe } from '../../src/recipe.ts';

type Saved = { service: string; name: string; SIGUN_NM: string };
type Library = { LIBRRY_NM: string; RECSROOM_REST_DE_INFO: string; DMSTC_BOOK_DATA_CNT: string };

const saved = (name: string, SIGUN_NM: string, SIGUN_CD: string, address: string, lat: string, lon: string) => ({
  service: 'TBGGIBLLBR',
  name,
  SIGUN_NM,
  SIGUN_CD,
  address,
  REFINE_WGS84_LAT: lat,
  REFINE_WGS84_LOGT: lon,
  memo: '',
  savedAt: '2026-07-12T05:20:00.000Z',
});

export default defineRecipe({
  id: 'district-006',
  domain: 'district',
  type: 'Cond',
  query:
    '금요일에 하루 휴가 내고 책 보러 가려고요. 제가 관심 장소로 저장해 둔 도서관들 중에 금요일에도 자료실을 여는 곳은 몇 군데이고, 그중 국내서 장서가 제일 많은 도서관은 어디인가요? 장서 수도 같이 알려 주세요.',
  platforms: ['gyeonggi'],
  state: {
    gyeonggi: {
      user: {
        savedPlaces: [
          saved(
            '과천중앙도서관',
            '과천시',
            '41290',
            '경기도 과천시 관문로 137 (문원동)',
            '37.4418001165',
            '126.9896703859',
          ),
          saved(
            '갈매꿈도서관',
            '구리시',
            '41310',
            '경기도 구리시 건원대로 334 (수택동)',
            '37.5970985066',
            '127.1192368022',
          ),
          saved(
            '의왕중앙도서관',
            '의왕시',
            '41430',
            '경기도 의왕시 내손순환로 354 (내손동)',
            '37.3389832397',
            '126.9578766697',
          ),
          saved(
            '군포중앙도서관',
            '군포시',
            '41410',
            '경기도 군포시 고산로 129 (금정동)',
            '37.3579579072',
            '126.9529049924',
          ),
          saved(
            '신장꿈도서관',
            '하남시',
            '41450',
            '경기도 하남시 신장로 312 (덕풍동)',
            '37.5569794672',
            '127.2105971562',
          ),
        ],
      },
    },
  },
  distractors: [
    'gyeonggi_save_place',
    'gyeonggi_remove_saved_place',
    'gyeonggi_list_parking_lots',
    'gyeonggi_list_sports_facilities',
    'gyeonggi_list_child_night_clinics',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    const list = await context.call<{ savedPlaces: Saved[] }>('gyeonggi_list_saved_places', {});
    const open: Library[] = [];
    for (const place of list.output.savedPlaces.filter((row) => row.service === 'TBGGIBLLBR')) {
      const found = await context.call<{ items: Library[] }>(
        'gyeonggi_list_libraries',
        { SIGUN_NM: place.SIGUN_NM, LIBRRY_NM: place.name },
        { after: [key, list] },
      );
      const library = found.output.items.find((row) => row.LIBRRY_NM === place.name) as Library;
      if (!library.RECSROOM_REST_DE_INFO.includes('금요일')) open.push(library);
    }
    const most = open.reduce((best, row) =>
      Number(row.DMSTC_BOOK_DATA_CNT) > Number(best.DMSTC_BOOK_DATA_CNT) ? row : best,
    );
    return {
      facts: [
        { value: open.length, kind: 'number', unit: '곳' },
        { value: most.LIBRRY_NM, kind: 'text', conclusion: true },
        { value: Number(most.DMSTC_BOOK_DATA_CNT), kind: 'number', unit: '권', subject: most.LIBRRY_NM },
      ],
    };
  },
});
