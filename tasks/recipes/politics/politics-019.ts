import { defineRecipe } from '../../src/recipe.ts';

type Member = { HG_NM: string; MONA_CD: string; ORIG_NM: string };
type Bill = { RST_MONA_CD: string; PUBL_MONA_CD: string | null };

export default defineRecipe({
  id: 'politics-019',
  domain: 'politics',
  type: 'Drv',
  query:
    '충남 당진시 지역구 의원은 22대 국회에서 다른 의원 법안에 공동발의자로 이름을 올린 게 몇 건이나 돼요? 본인이 직접 대표발의한 건수랑 비교해서 알려 주세요.',
  platforms: ['assembly'],
  distractors: [
    'assembly_list_bill_proposers',
    'assembly_search_members',
    'assembly_list_pending_bills',
    'assembly_list_processed_bills',
    'assembly_list_committee_members',
    'assembly_get_bill_detail',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const found = await context.call<{ items: Member[] }>(
      'assembly_list_current_members',
      { ORIG_NM: '충남 당진시' },
      { after: [key] },
    );
    const member = found.output.items.find((row) => row.ORIG_NM === '충남 당진시');
    if (!member) throw new Error('no member');
    // PROPOSER finds lead proposers only, so co-sponsorship needs every member bill of the term.
    const bills = await context.callAllPages('assembly_list_member_bills', { AGE: '22' }, { after: [found] });
    const rows = bills.items as Bill[];
    const cosponsored = rows.filter((row) =>
      String(row.PUBL_MONA_CD ?? '')
        .split(',')
        .includes(member.MONA_CD),
    );
    const led = rows.filter((row) => row.RST_MONA_CD === member.MONA_CD);
    return {
      facts: [
        { value: member.HG_NM, kind: 'text' },
        { value: cosponsored.length, kind: 'number', unit: '건', subject: member.HG_NM },
        { value: led.length, kind: 'number', unit: '건', subject: member.HG_NM },
      ],
    };
  },
});
