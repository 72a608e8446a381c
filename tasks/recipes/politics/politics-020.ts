import { defineRecipe, type Row } from '../../src/recipe.ts';

type Bill = { BILL_NAME: string; RST_PROPOSER: string; PROC_RESULT: string | null; CMT_PROC_DT: string | null };
type Processed = { BILL_NO: string; BILL_NAME: string; PROPOSE_DT: string };
type Tally = { BILL_ID: string; YES_TCNT: number; PROC_DT: string };
type Vote = { HG_NM: string };

export default defineRecipe({
  id: 'politics-020',
  domain: 'politics',
  type: 'Cond',
  query:
    '김상우 의원이 냈던 도시개발법 개정안은 결국 어떻게 처리됐어? 다른 안에 흡수된 거라면 그 내용을 반영한 위원장 대안이 본회의에서 언제, 찬성 몇 표로 통과됐는지, 그때 반대표를 던진 의원들이 누구였는지도 알려줘.',
  platforms: ['assembly'],
  distractors: [
    'assembly_get_bill_detail',
    'assembly_list_bill_committee_meetings',
    'assembly_list_pending_bills',
    'assembly_search_members',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const bills = await context.call<{ items: Bill[] }>(
      'assembly_list_member_bills',
      { AGE: '22', PROPOSER: '김상우', BILL_NAME: '도시개발법' },
      { after: [key] },
    );
    const bill = bills.output.items.find((row) => row.RST_PROPOSER === '김상우');
    if (bill?.PROC_RESULT !== '대안반영폐기') throw new Error('the branch this task tests is 대안반영폐기');
    // The committee folds the bill into its own alternative on the day it decides it.
    const alternatives = await context.call<{ items: Row[]; totalCount: number }>(
      'assembly_list_processed_bills',
      { AGE: '22', BILL_NAME: '도시개발법', PROPOSER_KIND: '위원장', pSize: 1000 },
      { after: [bills] },
    );
    const alternative = (alternatives.output.items as Processed[]).filter((row) => row.PROPOSE_DT === bill.CMT_PROC_DT);
    if (alternative.length !== 1) throw new Error('expected one alternative');
    const tally = await context.call<{ items: Tally[] }>(
      'assembly_list_vote_tallies',
      { AGE: '22', BILL_NO: alternative[0]?.BILL_NO },
      { after: [alternatives] },
    );
    const vote = tally.output.items[0];
    const against = await context.call<{ items: Row[]; totalCount: number }>(
      'assembly_list_member_votes',
      { BILL_ID: vote?.BILL_ID, AGE: '22', RESULT_VOTE_MOD: '반대', pSize: 1000 },
      { after: [tally] },
    );
    if (against.output.items.length === 0) throw new Error('expected some no votes');
    return {
      facts: [
        { value: '대안반영폐기', kind: 'text' },
        { value: String(vote?.PROC_DT), kind: 'date', subject: alternative[0]?.BILL_NAME },
        { value: Number(vote?.YES_TCNT), kind: 'number', unit: '표', subject: alternative[0]?.BILL_NAME },
        ...(against.output.items as Vote[]).map((row) => ({ value: row.HG_NM, kind: 'text' as const })),
      ],
    };
  },
});
