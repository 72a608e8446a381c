import { defineRecipe, type Row } from '../../src/recipe.ts';

type Member = { HG_NM: string; ORIG_NM: string };
type Bill = { BILL_ID: string; BILL_NAME: string; PROPOSE_DT: string };
type Proposer = { REP_DIV: string | null; PPSR_POLY_NM: string };

export default defineRecipe({
  id: 'politics-006',
  domain: 'politics',
  type: 'Drv',
  query:
    '부산 금정구 의원이 최근에 낸 관세법 개정안에 공동발의자로 이름 올린 의원들이 어느 정당 소속인지 궁금해요. 정당별로 몇 명씩인지 알려 주세요.',
  platforms: ['assembly'],
  distractors: [
    'assembly_search_members',
    'assembly_get_bill_detail',
    'assembly_list_committee_members',
    'assembly_list_member_votes',
    'assembly_list_bill_committee_meetings',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const found = await context.call<{ items: Member[] }>(
      'assembly_list_current_members',
      { ORIG_NM: '부산 금정구' },
      { after: [key] },
    );
    const member = found.output.items.find((row) => row.ORIG_NM === '부산 금정구');
    const bills = await context.call<{ items: Bill[] }>(
      'assembly_list_member_bills',
      { AGE: '22', PROPOSER: member?.HG_NM, BILL_NAME: '관세법' },
      { after: [found] },
    );
    const latest = bills.output.items
      .filter((row) => row.BILL_NAME.startsWith('관세법'))
      .sort((a, b) => b.PROPOSE_DT.localeCompare(a.PROPOSE_DT))[0];
    const proposers = await context.call<{ items: Row[]; totalCount: number }>(
      'assembly_list_bill_proposers',
      { BILL_ID: latest?.BILL_ID, pSize: 1000 },
      { after: [bills] },
    );
    const byParty = new Map<string, number>();
    for (const row of proposers.output.items as Proposer[]) {
      if (row.REP_DIV === '대표발의') continue;
      byParty.set(row.PPSR_POLY_NM, (byParty.get(row.PPSR_POLY_NM) ?? 0) + 1);
    }
    return {
      facts: [...byParty.entries()]
        .sort((a, b) => b[1] - a[1])
        .flatMap(([party, count]) => [
          { value: party, kind: 'text' as const },
          { value: count, kind: 'number' as const, unit: '명', subject: party },
        ]),
    };
  },
});
