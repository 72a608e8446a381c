import { defineRecipe } from '../../src/recipe.ts';

type Member = { HG_NM: string; ORIG_NM: string };
type Bill = { BILL_ID: string; BILL_NO: string; BILL_NAME: string };
type Tally = { YES_TCNT: number; NO_TCNT: number; BLANK_TCNT: number };

export default defineRecipe({
  id: 'politics-010',
  domain: 'politics',
  type: 'Mixed',
  query:
    '경기 포천시가평군 지역구 의원이 대표발의했는데 본회의에서 부결된 법안을 내 관심 의안으로 구독해 줘. 그리고 그 표결 때 찬성·반대·기권이 각각 몇 표였는지도 알려 줘.',
  platforms: ['assembly'],
  distractors: [
    'assembly_unsubscribe_bill',
    'assembly_list_subscriptions',
    'assembly_list_member_votes',
    'assembly_search_members',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const found = await context.call<{ items: Member[] }>(
      'assembly_list_current_members',
      { ORIG_NM: '경기 포천시가평군' },
      { after: [key] },
    );
    const member = found.output.items.find((row) => row.ORIG_NM === '경기 포천시가평군');
    const bills = await context.call<{ items: Bill[] }>(
      'assembly_list_member_bills',
      { AGE: '22', PROPOSER: member?.HG_NM, PROC_RESULT: '부결' },
      { after: [found] },
    );
    if (bills.output.items.length !== 1) throw new Error('expected one rejected bill');
    const bill = bills.output.items[0] as Bill;
    await context.call('assembly_subscribe_bill', { BILL_ID: bill.BILL_ID }, { after: [bills] });
    const tally = await context.call<{ items: Tally[] }>(
      'assembly_list_vote_tallies',
      { AGE: '22', BILL_NO: bill.BILL_NO },
      { after: [bills] },
    );
    const vote = tally.output.items[0];
    return {
      facts: [
        { value: bill.BILL_NAME.replace(/ 일부개정법률안$/, ''), kind: 'text' },
        { value: Number(vote?.YES_TCNT), kind: 'number', unit: '표', subject: '찬성' },
        { value: Number(vote?.NO_TCNT), kind: 'number', unit: '표', subject: '반대' },
        { value: Number(vote?.BLANK_TCNT), kind: 'number', unit: '표', subject: '기권' },
      ],
    };
  },
});
