import { defineRecipe, type Row } from '../../src/recipe.ts';
import { round } from '../../src/values.ts';

type Seat = { DEPT_NM: string; POLY_NM: string; JOB_RES_NM: string; HG_NM: string };
type Member = { HG_NM: string; REELE_GBN_NM: string };

export default defineRecipe({
  id: 'politics-023',
  domain: 'politics',
  type: 'Cmp',
  query:
    '국토교통위원회랑 보건복지위원회 중에 더불어민주당 소속 위원 비율이 더 높은 곳은 어디야? 두 위원회 각각 민주당 위원이 몇 명이고 전체 위원 중 몇 %인지 알려주고, 비율이 더 높은 쪽 위원장은 몇 선 의원인지도 알려줘.',
  platforms: ['assembly'],
  distractors: [
    'assembly_list_committees',
    'assembly_search_members',
    'assembly_list_committee_meetings',
    'assembly_list_pending_bills',
    'assembly_list_member_bills',
    'assembly_list_vote_tallies',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const shares = [];
    for (const committee of ['국토교통위원회', '보건복지위원회']) {
      const roster = await context.call<{ items: Row[]; totalCount: number }>(
        'assembly_list_committee_members',
        { DEPT_NM: committee, pSize: 1000 },
        { after: [key] },
      );
      const seats = (roster.output.items as Seat[]).filter((row) => row.DEPT_NM === committee);
      const dem = seats.filter((row) => row.POLY_NM === '더불어민주당').length;
      const chair = seats.find((row) => row.JOB_RES_NM === '위원장')?.HG_NM;
      shares.push({
        committee,
        name: seats[0]?.DEPT_NM,
        dem,
        share: round((dem / seats.length) * 100, 2),
        chair,
        roster,
      });
    }
    shares.sort((a, b) => b.share - a.share);
    const higher = shares[0];
    if (!higher || higher.share === shares[1]?.share) throw new Error('tie');
    const found = await context.call<{ items: Member[] }>(
      'assembly_list_current_members',
      { HG_NM: higher.chair },
      { after: [higher.roster] },
    );
    const chairman = found.output.items.find((row) => row.HG_NM === higher.chair);
    const grade = String(chairman?.REELE_GBN_NM);
    const terms = grade === '초선' ? 1 : grade === '재선' ? 2 : Number.parseInt(grade, 10);
    return {
      facts: [
        ...shares.flatMap((entry, index) => [
          { value: entry.committee, kind: 'text' as const, ...(index === 0 ? { conclusion: true } : {}) },
          { value: entry.dem, kind: 'number' as const, unit: '명', subject: entry.name },
          { value: entry.share, kind: 'number' as const, tolerance: 0.05, unit: '%', subject: entry.name },
        ]),
        { value: String(higher.chair), kind: 'text' },
        { value: terms, kind: 'number', unit: '선', subject: chairman?.HG_NM },
      ],
    };
  },
});
