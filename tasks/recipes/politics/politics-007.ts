import { defineRecipe } from '../../src/recipe.ts';

type Member = { HG_NM: string; ORIG_NM: string };
type Bill = { BILL_NAME: string; COMMITTEE: string; CMT_PRESENT_DT: string | null };
type Meeting = { TITLE: string; MEETING_DATE: string; ANGUN: string | null };

/** "1. …<br>2. …<br>외 7건" → 9 agenda items. */
function agendaCount(angun: string): number {
  const parts = angun.split('<br>');
  const listed = parts.filter((part) => /^\d+\.\s/.test(part)).length;
  const more = Number(/외\s*(\d+)건/.exec(angun)?.[1] ?? 0);
  return listed + more;
}

export default defineRecipe({
  id: 'politics-007',
  domain: 'politics',
  type: 'Sem',
  query:
    '서울 은평구갑 의원이 발의한 도시개발법 개정안이 국토교통위원회 전체회의에 처음 상정됐던 날, 그 회의에는 안건이 모두 몇 건 올라갔었나요? 회의 일정표에 하나하나 이름이 나오지 않고 묶여 있는 안건까지 합쳐서 세 주시고, 그게 언제였는지도 알려 주세요.',
  platforms: ['assembly'],
  distractors: [
    'assembly_list_bill_committee_meetings',
    'assembly_list_plenary_schedule',
    'assembly_list_committees',
    'assembly_search_members',
    'assembly_get_bill_detail',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const found = await context.call<{ items: Member[] }>(
      'assembly_list_current_members',
      { ORIG_NM: '서울 은평구갑' },
      { after: [key] },
    );
    const member = found.output.items.find((row) => row.ORIG_NM === '서울 은평구갑');
    const bills = await context.call<{ items: Bill[] }>(
      'assembly_list_member_bills',
      { AGE: '22', PROPOSER: member?.HG_NM, BILL_NAME: '도시개발법' },
      { after: [found] },
    );
    const bill = bills.output.items.find((row) => row.BILL_NAME.startsWith('도시개발법'));
    if (bills.output.items.length !== 1 || !bill?.CMT_PRESENT_DT) throw new Error('expected one presented bill');
    const meetings = await context.call<{ items: Meeting[] }>(
      'assembly_list_committee_meetings',
      { UNIT_CD: '100022', COMMITTEE_NAME: bill.COMMITTEE, MEETING_DATE: bill.CMT_PRESENT_DT },
      { after: [bills] },
    );
    const plenary = meetings.output.items.filter((row) => row.TITLE === '전체회의' && row.ANGUN);
    if (plenary.length !== 1) throw new Error('expected one full committee meeting that day');
    return {
      facts: [
        { value: bill.CMT_PRESENT_DT, kind: 'date', subject: bill.BILL_NAME },
        { value: agendaCount(String(plenary[0]?.ANGUN)), kind: 'number', unit: '건' },
      ],
    };
  },
});
