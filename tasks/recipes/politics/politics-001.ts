import { defineRecipe, type Row } from '../../src/recipe.ts';

type Member = { HG_NM: string; MONA_CD: string; ORIG_NM: string };
type Bill = { BILL_NO: string; RST_MONA_CD: string; PROC_RESULT: string | null };
type Tally = { YES_TCNT: number; NO_TCNT: number };

export default defineRecipe({
  id: 'politics-001',
  domain: 'politics',
  type: 'Cond',
  query:
    '경기 용인시정이 지역구인 국회의원이 22대 국회에서 대표발의한 법률안이 모두 몇 건인지 궁금합니다. 그중 본회의에서 가결(원안·수정가결)된 건 몇 건이고, 혹시 부결된 법안이 있다면 그 표결에서 찬성·반대가 몇 표였는지도 알려 주세요.',
  platforms: ['assembly'],
  distractors: [
    'assembly_search_members',
    'assembly_list_pending_bills',
    'assembly_list_processed_bills',
    'assembly_get_bill_detail',
    'assembly_list_member_votes',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const found = await context.call<{ items: Member[] }>(
      'assembly_list_current_members',
      { ORIG_NM: '경기 용인시정' },
      { after: [key] },
    );
    const member = found.output.items.find((row) => row.ORIG_NM === '경기 용인시정');
    if (!member) throw new Error('no member for 경기 용인시정');
    const bills = await context.call<{ items: Row[]; totalCount: number }>(
      'assembly_list_member_bills',
      { AGE: '22', PROPOSER: member.HG_NM, pSize: 1000 },
      { after: [found] },
    );
    const own = (bills.output.items as Bill[]).filter((row) => row.RST_MONA_CD === member.MONA_CD);
    const passed = own.filter((row) => row.PROC_RESULT === '원안가결' || row.PROC_RESULT === '수정가결');
    const rejected = own.filter((row) => row.PROC_RESULT === '부결');
    if (rejected.length !== 1) throw new Error(`expected one rejected bill, got ${rejected.length}`);
    const tally = await context.call<{ items: Tally[] }>(
      'assembly_list_vote_tallies',
      { AGE: '22', BILL_NO: rejected[0]?.BILL_NO },
      { after: [bills] },
    );
    const vote = tally.output.items[0];
    return {
      facts: [
        { value: member.HG_NM, kind: 'text' },
        { value: own.length, kind: 'number', unit: '건', subject: member.HG_NM },
        { value: passed.length, kind: 'number', unit: '건', subject: member.HG_NM },
        { value: Number(vote?.YES_TCNT), kind: 'number', unit: '표', subject: '찬성' },
        { value: Number(vote?.NO_TCNT), kind: 'number', unit: '표', subject: '반대' },
      ],
    };
  },
});
