import { defineRecipe } from '../../src/recipe.ts';

type Committee = { COMMITTEE_NAME: string; HG_NM: string };
type Bill = { BILL_ID: string; BILL_NAME: string; RST_PROPOSER: string };
type Meeting = { LWCMIT_CONF_NM: string; LWCMIT_CONF_DT: string; LWCMIT_CONF_RSLT: string };

export default defineRecipe({
  id: 'politics-018',
  domain: 'politics',
  type: 'Seq',
  query:
    '정보위원장이 22대 국회에서 대표발의해서 본회의에서 원안 그대로 가결된 법안이 하나 있던데, 그 법안이 법제사법위원회 체계·자구 심사를 받은 게 몇 회 국회 몇 차 회의였고 날짜는 언제였나요?',
  platforms: ['assembly'],
  distractors: [
    'assembly_list_committee_members',
    'assembly_get_bill_detail',
    'assembly_list_bill_committee_meetings',
    'assembly_list_committee_meetings',
    'assembly_list_plenary_schedule',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const committees = await context.call<{ items: Committee[] }>(
      'assembly_list_committees',
      { COMMITTEE_NAME: '정보위원회' },
      { after: [key] },
    );
    const chair = committees.output.items.find((row) => row.COMMITTEE_NAME === '정보위원회')?.HG_NM;
    const bills = await context.call<{ items: Bill[] }>(
      'assembly_list_member_bills',
      { AGE: '22', PROPOSER: chair, PROC_RESULT: '원안가결' },
      { after: [committees] },
    );
    const own = bills.output.items.filter((row) => row.RST_PROPOSER === chair);
    if (own.length !== 1) throw new Error('expected one bill');
    const meetings = await context.call<{ items: Meeting[] }>(
      'assembly_list_bill_judiciary_meetings',
      { BILL_ID: own[0]?.BILL_ID },
      { after: [bills] },
    );
    const decided = meetings.output.items.find((row) => row.LWCMIT_CONF_RSLT !== '상정');
    // "제435회 국회(임시회) 제1차 법제사법위원회" → 제435회, 제1차
    const [session, sitting] = String(decided?.LWCMIT_CONF_NM).match(/제\d+(회|차)/g) ?? [];
    return {
      facts: [
        { value: String(own[0]?.BILL_NAME).replace(/ 일부개정법률안$/, ''), kind: 'text' },
        { value: String(session), kind: 'text' },
        { value: String(sitting), kind: 'text' },
        { value: String(decided?.LWCMIT_CONF_DT), kind: 'date', subject: own[0]?.BILL_NAME },
      ],
    };
  },
});
