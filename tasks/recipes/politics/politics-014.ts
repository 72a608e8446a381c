import { defineRecipe, type Row } from '../../src/recipe.ts';

type Committee = { COMMITTEE_NAME: string; HG_NM: string };
type Bill = { BILL_ID: string; RST_PROPOSER: string; PROC_RESULT: string | null; PROC_DT: string | null };
type Detail = { PROM_LAW_NM: string | null; PROM_DT: string | null; PROM_NO: string | null };

export default defineRecipe({
  id: 'politics-014',
  domain: 'politics',
  type: 'Seq',
  query:
    '보건복지위원회 위원장이 22대 국회에서 대표발의해 본회의를 통과(원안가결·수정가결)한 법안 가운데 가장 최근에 처리된 건 언제 공포됐고 공포번호는 몇 호인가요?',
  platforms: ['assembly'],
  state: { assembly: { credentials: { status: 'expired' } } },
  distractors: [
    'assembly_list_committee_members',
    'assembly_get_bill_by_no',
    'assembly_list_vote_tallies',
    'assembly_list_processed_bills',
  ],
  async plan(context) {
    const key = await context.renewKey('assembly');
    const committees = await context.call<{ items: Committee[] }>(
      'assembly_list_committees',
      { COMMITTEE_NAME: '보건복지위원회' },
      { after: [key] },
    );
    const chair = committees.output.items.find((row) => row.COMMITTEE_NAME === '보건복지위원회')?.HG_NM;
    const bills = await context.call<{ items: Row[]; totalCount: number }>(
      'assembly_list_member_bills',
      { AGE: '22', PROPOSER: chair, pSize: 1000 },
      { after: [committees] },
    );
    const passed = (bills.output.items as Bill[])
      .filter((row) => row.RST_PROPOSER === chair && (row.PROC_RESULT === '원안가결' || row.PROC_RESULT === '수정가결'))
      .sort((a, b) => String(b.PROC_DT).localeCompare(String(a.PROC_DT)));
    if (passed.length < 2 || passed[0]?.PROC_DT === passed[1]?.PROC_DT) throw new Error('no single latest bill');
    const detail = await context.call<{ item: Detail }>(
      'assembly_get_bill_detail',
      { BILL_ID: passed[0]?.BILL_ID },
      { after: [bills] },
    );
    const item = detail.output.item;
    return {
      facts: [
        { value: String(item.PROM_LAW_NM), kind: 'text' },
        { value: String(item.PROM_DT), kind: 'date', subject: String(item.PROM_LAW_NM) },
        {
          value: Number(String(item.PROM_NO).replace(/\D/g, '')),
          kind: 'number',
          unit: '호',
          subject: String(item.PROM_LAW_NM),
        },
      ],
    };
  },
});
