import { defineRecipe, type Row } from '../../src/recipe.ts';

type Committee = { COMMITTEE_NAME: string; HG_NM_LIST: string };
type Bill = { PROC_RESULT: string | null; RST_PROPOSER: string };

export default defineRecipe({
  id: 'politics-005',
  domain: 'politics',
  type: 'Cmp',
  query:
    '국방위원회 여야 간사 두 분이 이번 22대 국회에서 각자 대표발의한 법률안이 몇 건인지, 그중 본회의에서 원안이나 수정안으로 가결된 건 몇 건인지 비교해 주세요. 대안에 반영돼 폐기된 건 가결로 치지 말아 주세요.',
  platforms: ['assembly'],
  distractors: [
    'assembly_list_committee_members',
    'assembly_search_members',
    'assembly_list_committee_meetings',
    'assembly_list_processed_bills',
    'assembly_list_vote_tallies',
    'assembly_get_bill_detail',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const committees = await context.call<{ items: Committee[] }>(
      'assembly_list_committees',
      { COMMITTEE_NAME: '국방위원회' },
      { after: [key] },
    );
    const committee = committees.output.items.find((row) => row.COMMITTEE_NAME === '국방위원회');
    const secretaries = String(committee?.HG_NM_LIST)
      .split(',')
      .map((name) => name.trim());
    const facts = [];
    for (const name of secretaries) {
      const bills = await context.call<{ items: Row[]; totalCount: number }>(
        'assembly_list_member_bills',
        { AGE: '22', PROPOSER: name, pSize: 1000 },
        { after: [committees] },
      );
      const own = (bills.output.items as Bill[]).filter((row) => row.RST_PROPOSER === name);
      const passed = own.filter((row) => row.PROC_RESULT === '원안가결' || row.PROC_RESULT === '수정가결');
      facts.push(
        { value: name, kind: 'text' as const },
        { value: own.length, kind: 'number' as const, unit: '건', subject: name },
        { value: passed.length, kind: 'number' as const, unit: '건', subject: name },
      );
    }
    return { facts };
  },
});
