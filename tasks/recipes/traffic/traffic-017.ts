import { defineRecipe } from '../../src/recipe.ts';

type Ridership = { SBWY_STNS_NM: string; GTON_TNOPE: number; GTOFF_TNOPE: number };

// The session's Seoul key has expired and must be renewed first.
export default defineRecipe({
  id: 'traffic-017',
  domain: 'traffic',
  type: 'Cmp',
  query:
    '2026년 8월 22일이랑 23일 주말 이틀 동안 홍대입구역하고 신촌역 중에 승하차 인원(탄 사람 + 내린 사람)이 더 많았던 곳은 어디고, 몇 명 차이였어? 두 역 이틀 합계도 알려 줘.',
  platforms: ['seoul'],
  state: { seoul: { credentials: { status: 'expired' } } },
  distractors: [
    'seoul_search_subway_station',
    'seoul_get_realtime_arrivals',
    'seoul_list_subway_station_master',
    'seoul_get_bike_station_status',
  ],
  async plan(context) {
    const key = await context.renewKey('seoul');
    const weekend = async (name: string) => {
      let sum = 0;
      let station: string | undefined;
      for (const USE_DT of ['20260822', '20260823']) {
        const result = await context.call<{ items: Ridership[] }>(
          'seoul_get_subway_ridership',
          { USE_DT, SUB_STA_NM: name },
          { after: [key] },
        );
        const rows = result.output.items.filter((row) => row.SBWY_STNS_NM === name);
        station ??= rows[0]?.SBWY_STNS_NM;
        sum += rows.reduce((total, row) => total + row.GTON_TNOPE + row.GTOFF_TNOPE, 0);
      }
      return { sum, station };
    };
    const { sum: hongdae, station: hongdaeName } = await weekend('홍대입구');
    const { sum: sinchon, station: sinchonName } = await weekend('신촌');
    return {
      facts: [
        { value: hongdae > sinchon ? '홍대입구' : '신촌', kind: 'text', conclusion: true },
        { value: hongdae, kind: 'number', unit: '명', subject: hongdaeName },
        { value: sinchon, kind: 'number', unit: '명', subject: sinchonName },
        { value: Math.abs(hongdae - sinchon), kind: 'number', unit: '명' },
      ],
    };
  },
});
