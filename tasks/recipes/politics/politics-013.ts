import { defineRecipe, type Row } from '../../src/recipe.ts';

type Tally = { BILL_NO: string; BILL_NAME: string; PROC_RESULT_CD: string; NO_TCNT: number };
type Bill = { RGS_CONF_NM: string };

export default defineRecipe({
  id: 'politics-013',
  domain: 'politics',
  type: 'Par',
  query:
    '22대 국회 들어서 양곡관리법 개정안이 본회의에서 부결된 적이 몇 번 있었나요? 부결될 때마다 몇 회 국회 본회의였는지, 반대표는 몇 표였는지 정리해 주세요.',
  platforms: ['assembly'],
  state: { assembly: { credentials: { status: 'expired' } } },
  distractors: [
    'assembly_list_member_bills',
    'assembly_list_member_votes',
    'assembly_list_processed_bills',
    'assembly_list_bill_proposers',
    'assembly_get_bill_detail',
  ],
  async plan(context) {
    const key = await context.renewKey('assembly');
    const tallies = await context.call<{ items: Row[]; totalCount: number }>(
      'assembly_list_vote_tallies',
      { AGE: '22', BILL_NAME: '양곡관리법', pSize: 1000 },
      { after: [key] },
    );
    const rejected = (tallies.output.items as Tally[]).filter(
      (row) => row.PROC_RESULT_CD === '부결' && row.BILL_NAME.startsWith('양곡관리법'),
    );
    const facts: Array<{ value: string | number; kind: 'text' | 'number' | 'date'; unit?: string; subject?: string }> =
      [{ value: rejected.length, kind: 'number', unit: '번' }];
    for (const row of rejected) {
      const bill = await context.call<{ item: Bill }>(
        'assembly_get_bill_by_no',
        { BILL_NO: row.BILL_NO },
        { after: [tallies] },
      );
      // "제434회 국회(임시회) 제2차 본회의" → 제434회
      const session = /제\d+회/.exec(bill.output.item.RGS_CONF_NM)?.[0];
      facts.push(
        { value: String(session), kind: 'text' },
        { value: row.NO_TCNT, kind: 'number', unit: '표', subject: String(session) },
      );
    }
    return { facts };
  },
});
