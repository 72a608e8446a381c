import { defineRecipe, type Row } from '../../src/recipe.ts';

type Member = { HG_NM: string; MONA_CD: string; ORIG_NM: string };
type Bill = { RST_MONA_CD: string; PROC_RESULT: string | null };

export default defineRecipe({
  id: 'politics-002',
  domain: 'politics',
  type: 'Cmp',
  query:
    '안양시 동안구 갑·을 두 지역구 의원 중에 22대 국회에서 대표발의한 법안이 본회의를 통과(원안가결·수정가결)한 게 더 많은 사람이 누구야? 두 사람 각각 몇 건인지도 알려줘.',
  platforms: ['assembly'],
  distractors: [
    'assembly_search_members',
    'assembly_list_processed_bills',
    'assembly_list_vote_tallies',
    'assembly_get_bill_by_no',
    'assembly_list_committees',
    'assembly_list_member_votes',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const found = await context.call<{ items: Member[] }>(
      'assembly_list_current_members',
      { ORIG_NM: '경기 안양시동안구' },
      { after: [key] },
    );
    const members = found.output.items.filter((row) => /^경기 안양시동안구[갑을]$/.test(row.ORIG_NM));
    if (members.length !== 2) throw new Error(`expected two members, got ${members.length}`);
    const counts: Array<{ name: string; passed: number }> = [];
    for (const member of members) {
      const bills = await context.call<{ items: Row[]; totalCount: number }>(
        'assembly_list_member_bills',
        { AGE: '22', PROPOSER: member.HG_NM, pSize: 1000 },
        { after: [found] },
      );
      const passed = (bills.output.items as Bill[]).filter(
        (row) =>
          row.RST_MONA_CD === member.MONA_CD && (row.PROC_RESULT === '원안가결' || row.PROC_RESULT === '수정가결'),
      ).length;
      counts.push({ name: member.HG_NM, passed });
    }
    counts.sort((a, b) => b.passed - a.passed);
    if (counts[0]?.passed === counts[1]?.passed) throw new Error('tie');
    return {
      facts: counts.flatMap((entry, index) => [
        { value: entry.name, kind: 'text' as const, ...(index === 0 ? { conclusion: true } : {}) },
        { value: entry.passed, kind: 'number' as const, unit: '건', subject: entry.name },
      ]),
    };
  },
});
