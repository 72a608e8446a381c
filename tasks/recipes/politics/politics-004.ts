import { defineRecipe, type Row } from '../../src/recipe.ts';

type Tally = { BILL_ID: string; PROC_DT: string; BILL_NAME: string };
type Vote = { POLY_NM: string };

export default defineRecipe({
  id: 'politics-004',
  domain: 'politics',
  type: 'Drv',
  query:
    '8월 17일 본회의에서 통과된 성폭력범죄처벌법 개정 대안 말이야, 반대표 던진 의원들이 어느 당 소속인지 정당별로 몇 명씩인지 정리해 줄래?',
  platforms: ['assembly'],
  distractors: [
    'assembly_list_plenary_schedule',
    'assembly_get_bill_by_no',
    'assembly_list_member_bills',
    'assembly_list_current_members',
    'assembly_list_processed_bills',
    'assembly_list_bill_proposers',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const tallies = await context.call<{ items: Tally[] }>(
      'assembly_list_vote_tallies',
      { AGE: '22', BILL_NAME: '성폭력범죄의 처벌 등에 관한 특례법' },
      { after: [key] },
    );
    const bill = tallies.output.items.find((row) => row.PROC_DT === '2026-08-17' && row.BILL_NAME.endsWith('(대안)'));
    if (!bill) throw new Error('no 8/17 alternative bill');
    const votes = await context.call<{ items: Row[]; totalCount: number }>(
      'assembly_list_member_votes',
      { BILL_ID: bill.BILL_ID, AGE: '22', RESULT_VOTE_MOD: '반대', pSize: 1000 },
      { after: [tallies] },
    );
    const byParty = new Map<string, number>();
    for (const row of votes.output.items as Vote[]) byParty.set(row.POLY_NM, (byParty.get(row.POLY_NM) ?? 0) + 1);
    const parties = [...byParty.entries()].sort((a, b) => b[1] - a[1]);
    return {
      facts: parties.flatMap(([party, count]) => [
        { value: party, kind: 'text' as const },
        { value: count, kind: 'number' as const, unit: '명', subject: party },
      ]),
    };
  },
});
