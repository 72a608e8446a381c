import { defineRecipe } from '../../src/recipe.ts';

type Menu = { stdRestCd: string; stdRestNm: string; bestfoodyn: string };
type RestArea = { serviceAreaName: string; telNo: string };

// The nationwide menu table has ≈1,560 rows: more than one page even at numOfRows 1000.
export default defineRecipe({
  id: 'traffic-010',
  domain: 'traffic',
  type: 'Drv',
  query:
    '고속도로 휴게소 메뉴 중에서 베스트 메뉴로 지정된 게 전국에 모두 몇 개나 돼요? 베스트 메뉴가 제일 많은 휴게소는 어디인지, 거기 전화번호도 알려 주세요.',
  platforms: ['expressway'],
  distractors: [
    'expressway_list_representative_foods',
    'expressway_list_rest_areas',
    'expressway_get_fuel_prices',
    'expressway_save_favorite_rest_area',
  ],
  async plan(context) {
    const key = await context.key('expressway');
    const menus = await context.callAllPages('expressway_list_best_foods', {}, { after: [key] });
    const best = (menus.items as Menu[]).filter((row) => row.bestfoodyn === 'Y');
    const perRestArea = new Map<string, number>();
    for (const row of best) perRestArea.set(row.stdRestNm, (perRestArea.get(row.stdRestNm) ?? 0) + 1);
    const ranked = [...perRestArea.entries()].sort((a, b) => b[1] - a[1]);
    const [top, runnerUp] = ranked;
    if (!top || (runnerUp && runnerUp[1] === top[1])) throw new Error('traffic-010 expects a unique leader');
    const areas = await context.call<{ items: RestArea[] }>(
      'expressway_list_rest_areas_by_route',
      { serviceAreaName: top[0] },
      { after: [menus] },
    );
    const area = areas.output.items.find((row) => row.serviceAreaName === top[0]);
    if (!area) throw new Error('traffic-010: rest area not found');
    return {
      facts: [
        { value: best.length, kind: 'number', unit: '개' },
        { value: top[0].replace('휴게소', ''), kind: 'text', conclusion: true },
        { value: area.telNo, kind: 'text', subject: area.serviceAreaName.replace('휴게소', '') },
      ],
    };
  },
});
