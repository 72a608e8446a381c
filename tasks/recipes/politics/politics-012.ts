import { defineRecipe, type Row } from '../../src/recipe.ts';

type Pending = { BILL_ID: string; BILL_NAME: string; RST_PROPOSER: string | null };

export default defineRecipe({
  id: 'politics-012',
  domain: 'politics',
  type: 'Par',
  query:
    '정보위원회에 아직 계류돼 있는 국가정보원직원법 개정안들, 최근에 발의된 것부터 차례로 전부 내 관심 의안으로 등록해 줘. 각각 누가 대표발의했는지도 같이 알려 주고.',
  platforms: ['assembly'],
  distractors: [
    'assembly_unsubscribe_bill',
    'assembly_list_subscriptions',
    'assembly_list_committees',
    'assembly_list_member_bills',
    'assembly_list_processed_bills',
    'assembly_list_committee_members',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const pending = await context.call<{ items: Row[]; totalCount: number }>(
      'assembly_list_pending_bills',
      { AGE: '22', CURR_COMMITTEE: '정보위원회', BILL_NAME: '국가정보원직원법', pSize: 1000 },
      { after: [key] },
    );
    const bills = (pending.output.items as Pending[]).filter((row) => row.BILL_NAME.startsWith('국가정보원직원법'));
    if (bills.length < 2) throw new Error('expected several bills');
    for (const bill of bills) {
      await context.call('assembly_subscribe_bill', { BILL_ID: bill.BILL_ID }, { after: [pending] });
    }
    return {
      facts: [
        { value: bills.length, kind: 'number', unit: '건' },
        ...bills.map((bill) => ({ value: String(bill.RST_PROPOSER), kind: 'text' as const })),
      ],
    };
  },
});
