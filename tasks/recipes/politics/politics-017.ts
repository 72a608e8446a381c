import { defineRecipe, type Row } from '../../src/recipe.ts';

type Tally = { BILL_ID: string; BILL_NAME: string; PROC_RESULT_CD: string };
type Vote = { HG_NM: string };

export default defineRecipe({
  id: 'politics-017',
  domain: 'politics',
  type: 'Seq',
  query:
    '본회의에서 부결됐던 학교 밖 청소년 지원법 개정안 있잖아. 그때 더불어민주당 의원 중에 찬성표 던진 사람이 몇 명이었고 누구누구였는지 알려줘.',
  platforms: ['assembly'],
  distractors: [
    'assembly_list_member_bills',
    'assembly_list_current_members',
    'assembly_get_bill_detail',
    'assembly_list_processed_bills',
    'assembly_list_plenary_schedule',
    'assembly_search_members',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const tallies = await context.call<{ items: Tally[] }>(
      'assembly_list_vote_tallies',
      { AGE: '22', BILL_NAME: '학교 밖 청소년 지원에 관한 법률' },
      { after: [key] },
    );
    const rejected = tallies.output.items.filter((row) => row.PROC_RESULT_CD === '부결');
    if (rejected.length !== 1) throw new Error('expected one rejected vote');
    const votes = await context.call<{ items: Row[]; totalCount: number }>(
      'assembly_list_member_votes',
      { BILL_ID: rejected[0]?.BILL_ID, AGE: '22', POLY_NM: '더불어민주당', RESULT_VOTE_MOD: '찬성', pSize: 1000 },
      { after: [tallies] },
    );
    const names = (votes.output.items as Vote[]).map((row) => row.HG_NM);
    return {
      facts: [
        { value: names.length, kind: 'number', unit: '명', subject: rejected[0]?.BILL_NAME },
        ...names.map((name) => ({ value: name, kind: 'text' as const })),
      ],
    };
  },
});
