import { defineRecipe } from '../../src/recipe.ts';

type Pending = { PROPOSE_DT: string; RST_PROPOSER: string | null };
type Member = { HG_NM: string; POLY_NM: string; ORIG_NM: string };

export default defineRecipe({
  id: 'politics-008',
  domain: 'politics',
  type: 'Drv',
  query:
    '22대 국회 개원 첫 달인 2024년 6월에 국회에 들어왔는데 아직도 처리되지 않고 계류 중인 법안이 정부 제출안까지 합쳐서 몇 건이나 돼? 그중에서 대표발의를 가장 많이 한 의원이 누군지, 몇 건인지, 그리고 그 의원 소속 정당이랑 지역구 의원인지 비례대표인지(지역구면 어디인지)도 알려줘.',
  platforms: ['assembly'],
  distractors: [
    'assembly_list_processed_bills',
    'assembly_list_member_bills',
    'assembly_list_committees',
    'assembly_list_committee_members',
    'assembly_search_members',
    'assembly_list_bill_proposers',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    // The pending list has no date filter and runs newest first: June 2024 is on the last pages.
    const pending = await context.callAllPages('assembly_list_pending_bills', { AGE: '22' }, { after: [key] });
    const june = (pending.items as Pending[]).filter((row) => row.PROPOSE_DT.startsWith('2024-06'));
    const byProposer = new Map<string, number>();
    for (const row of june) {
      if (row.RST_PROPOSER) byProposer.set(row.RST_PROPOSER, (byProposer.get(row.RST_PROPOSER) ?? 0) + 1);
    }
    const ranked = [...byProposer.entries()].sort((a, b) => b[1] - a[1]);
    if ((ranked[0]?.[1] ?? 0) === (ranked[1]?.[1] ?? 0)) throw new Error('no single top proposer');
    const [name, count] = ranked[0] ?? ['', 0];
    const found = await context.call<{ items: Member[] }>(
      'assembly_list_current_members',
      { HG_NM: name },
      { after: [pending] },
    );
    const member = found.output.items.find((row) => row.HG_NM === name);
    return {
      facts: [
        { value: june.length, kind: 'number', unit: '건' },
        { value: name, kind: 'text', conclusion: true },
        { value: count, kind: 'number', unit: '건', subject: name },
        { value: String(member?.POLY_NM), kind: 'text', subject: name },
        { value: String(member?.ORIG_NM), kind: 'text', subject: name },
      ],
    };
  },
});
