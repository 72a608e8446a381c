import { defineRecipe } from '../../src/recipe.ts';

type Clinic = { SIGUN_NM: string; FACLT_DIV_NM: string; WKDAY_TREAT_TM_INFO: string };
type Population = { ADMZONE_NM: string; TOT_POPLTN_CNT: number };

export default defineRecipe({
  id: 'district-008',
  domain: 'district',
  type: 'Mixed',
  query:
    '평일에 밤 11시까지 진료하는 달빛어린이병원이 있는 경기도 시군을 전부 찾아 줘. 그 시군들 중에서 2026년 7월 주민등록 인구가 가장 많은 곳과 가장 적은 곳은 어디고, 인구는 각각 몇 명이야?',
  platforms: ['gyeonggi'],
  distractors: [
    'gyeonggi_list_pharmacies',
    'gyeonggi_list_childcare_centers',
    'gyeonggi_list_aeds',
    'gyeonggi_list_libraries',
    'gyeonggi_list_animal_hospitals',
  ],
  async plan(context) {
    const key = await context.key('gyeonggi');
    const clinics = await context.callPage('gyeonggi_list_child_night_clinics', {}, { after: [key] });
    const late = (clinics.items as unknown as Clinic[]).filter(
      (row) => row.FACLT_DIV_NM === '달빛어린이병원' && row.WKDAY_TREAT_TM_INFO.endsWith('~23:00'),
    );
    const sigun = [...new Set(late.map((row) => row.SIGUN_NM))];
    const people: Array<{ sigun: string; count: number }> = [];
    for (const name of sigun) {
      const rows = await context.call<{ items: Population[] }>(
        'gyeonggi_get_population',
        { EXAMIN_YY: '2026', EXAMIN_MT: '07', ADMZONE_DIV_NM: '시군', ADMZONE_NM: name },
        { after: [clinics] },
      );
      const row = rows.output.items.find((item) => item.ADMZONE_NM === `경기도 ${name}`) as Population;
      people.push({ sigun: name, count: row.TOT_POPLTN_CNT });
    }
    const most = people.reduce((best, row) => (row.count > best.count ? row : best));
    const least = people.reduce((best, row) => (row.count < best.count ? row : best));
    return {
      facts: [
        // Every 시군 found; the largest and smallest are told apart by their populations.
        ...sigun.map((name) => ({ value: name, kind: 'text' as const })),
        { value: most.count, kind: 'number', unit: '명', subject: most.sigun },
        { value: least.count, kind: 'number', unit: '명', subject: least.sigun },
      ],
    };
  },
});
