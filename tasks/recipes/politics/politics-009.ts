import { defineRecipe, type Row } from '../../src/recipe.ts';

type Member = { HG_NM: string; MONA_CD: string; ORIG_NM: string; UNITS: string };
type Bill = { RST_MONA_CD: string };

export default defineRecipe({
  id: 'politics-009',
  domain: 'politics',
  type: 'Drv',
  query:
    '경기 오산시 지역구 의원이 국회의원으로 일한 모든 임기 동안 대표발의한 법률안이 다 합쳐 몇 건인지 알고 싶어요. 대수별로도 나눠서 알려 주세요.',
  platforms: ['assembly'],
  distractors: [
    'assembly_search_members',
    'assembly_list_processed_bills',
    'assembly_list_pending_bills',
    'assembly_get_bill_detail',
    'assembly_list_bill_proposers',
    'assembly_list_vote_tallies',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const found = await context.call<{ items: Member[] }>(
      'assembly_list_current_members',
      { ORIG_NM: '경기 오산시' },
      { after: [key] },
    );
    const member = found.output.items.find((row) => row.ORIG_NM === '경기 오산시');
    if (!member) throw new Error('no member');
    // UNITS, e.g. "제20대, 제21대, 제22대": the bill APIs serve the 20th–22nd terms.
    const terms = [...member.UNITS.matchAll(/제(\d+)대/g)].map((match) => String(match[1]));
    if (terms.some((term) => Number(term) < 20)) throw new Error('a term before the 20th has no bill data');
    const facts = [];
    let total = 0;
    for (const term of terms) {
      const bills = await context.call<{ items: Row[]; totalCount: number }>(
        'assembly_list_member_bills',
        { AGE: term, PROPOSER: member.HG_NM, pSize: 1000 },
        { after: [found] },
      );
      const count = (bills.output.items as Bill[]).filter((row) => row.RST_MONA_CD === member.MONA_CD).length;
      total += count;
      facts.push({ value: count, kind: 'number' as const, unit: '건', subject: `${term}대` });
    }
    facts.push({ value: total, kind: 'number' as const, unit: '건' });
    return { facts };
  },
});
