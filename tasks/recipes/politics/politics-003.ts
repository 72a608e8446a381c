import { defineRecipe, type Row } from '../../src/recipe.ts';

type Member = { HG_NM: string; ORIG_NM: string };
type Bill = { BILL_ID: string; BILL_NO: string; PUBL_MONA_CD: string };
type Tally = { YES_TCNT: number; NO_TCNT: number };
type Vote = { HG_NM: string; MONA_CD: string; RESULT_VOTE_MOD: string };

export default defineRecipe({
  id: 'politics-003',
  domain: 'politics',
  type: 'Mixed',
  query:
    '대구 달서구병 지역구 의원이 대표발의했다가 본회의에서 부결된 법안이 있다고 들었어요. 그 표결에서 찬성과 반대가 각각 몇 표였나요? 그리고 그 법안에 공동발의자로 이름을 올려 놓고 정작 본회의에서는 찬성하지 않은 의원이 있었다면 누구였고 어떻게 했는지도 알려 주세요.',
  platforms: ['assembly'],
  distractors: [
    'assembly_search_members',
    'assembly_list_bill_proposers',
    'assembly_get_bill_detail',
    'assembly_list_committees',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const found = await context.call<{ items: Member[] }>(
      'assembly_list_current_members',
      { ORIG_NM: '대구 달서구병' },
      { after: [key] },
    );
    const member = found.output.items.find((row) => row.ORIG_NM === '대구 달서구병');
    const bills = await context.call<{ items: Bill[] }>(
      'assembly_list_member_bills',
      { AGE: '22', PROPOSER: member?.HG_NM, PROC_RESULT: '부결' },
      { after: [found] },
    );
    if (bills.output.items.length !== 1) throw new Error('expected one rejected bill');
    const bill = bills.output.items[0] as Bill;
    const tally = await context.call<{ items: Tally[] }>(
      'assembly_list_vote_tallies',
      { AGE: '22', BILL_NO: bill.BILL_NO },
      { after: [bills] },
    );
    const votes = await context.call<{ items: Row[]; totalCount: number }>(
      'assembly_list_member_votes',
      { BILL_ID: bill.BILL_ID, AGE: '22', pSize: 1000 },
      { after: [bills] },
    );
    const cosponsors = new Set(bill.PUBL_MONA_CD.split(','));
    const defectors = (votes.output.items as Vote[]).filter(
      (row) => cosponsors.has(row.MONA_CD) && row.RESULT_VOTE_MOD !== '찬성',
    );
    if (defectors.length === 0) throw new Error('expected at least one co-sponsor who did not vote yes');
    return {
      facts: [
        { value: Number(tally.output.items[0]?.YES_TCNT), kind: 'number', unit: '표', subject: '찬성' },
        { value: Number(tally.output.items[0]?.NO_TCNT), kind: 'number', unit: '표', subject: '반대' },
        ...defectors.flatMap((row) => [
          { value: row.HG_NM, kind: 'text' as const },
          { value: row.RESULT_VOTE_MOD, kind: 'text' as const, subject: row.HG_NM },
        ]),
      ],
    };
  },
});
