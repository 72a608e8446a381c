import { defineRecipe, type Row } from '../../src/recipe.ts';

type Committee = { COMMITTEE_NAME: string; HG_NM: string };
type Member = { HG_NM: string; MONA_CD: string; REELE_GBN_NM: string; UNITS: string };
type Bill = { RST_MONA_CD: string };

export default defineRecipe({
  id: 'politics-025',
  domain: 'politics',
  type: 'Cmp',
  query:
    '국방위원장이랑 정보위원장 중에 국회의원을 더 여러 번 한 사람은 누구예요? 두 사람이 각각 몇 선인지, 처음 국회에 들어온 게 몇 대 국회였는지도 알려 주세요. 선수가 더 많은 분은 이번 22대 국회에서 법안을 몇 건이나 대표발의했는지도 궁금해요.',
  platforms: ['assembly'],
  distractors: [
    'assembly_list_committee_members',
    'assembly_search_members',
    'assembly_list_processed_bills',
    'assembly_list_committee_meetings',
    'assembly_list_vote_tallies',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const committees = await context.call<{ items: Committee[] }>('assembly_list_committees', {}, { after: [key] });
    const chairs = ['국방위원회', '정보위원회'].map(
      (name) => committees.output.items.find((row) => row.COMMITTEE_NAME === name)?.HG_NM,
    );
    const profiles = [];
    for (const chair of chairs) {
      const found = await context.call<{ items: Member[] }>(
        'assembly_list_current_members',
        { HG_NM: chair },
        { after: [committees] },
      );
      const profile = found.output.items.find((row) => row.HG_NM === chair);
      if (!profile) throw new Error(`no profile for ${chair}`);
      // "4선" → 4; UNITS "제19대, 제20대, …" → 19
      const terms =
        profile.REELE_GBN_NM === '초선'
          ? 1
          : profile.REELE_GBN_NM === '재선'
            ? 2
            : Number.parseInt(profile.REELE_GBN_NM, 10);
      const first = Number(/제(\d+)대/.exec(profile.UNITS)?.[1]);
      profiles.push({ name: profile.HG_NM, code: profile.MONA_CD, terms, first, found });
    }
    profiles.sort((a, b) => b.terms - a.terms);
    const senior = profiles[0];
    if (!senior || senior.terms === profiles[1]?.terms) throw new Error('tie');
    const bills = await context.call<{ items: Row[]; totalCount: number }>(
      'assembly_list_member_bills',
      { AGE: '22', PROPOSER: senior.name, pSize: 1000 },
      { after: [senior.found] },
    );
    const led = (bills.output.items as Bill[]).filter((row) => row.RST_MONA_CD === senior.code).length;
    return {
      facts: [
        ...profiles.flatMap((entry, index) => [
          { value: entry.name, kind: 'text' as const, ...(index === 0 ? { conclusion: true } : {}) },
          { value: entry.terms, kind: 'number' as const, unit: '선', subject: entry.name },
          { value: entry.first, kind: 'number' as const, unit: '대', subject: entry.name },
        ]),
        { value: led, kind: 'number', unit: '건', subject: senior.name },
      ],
    };
  },
});
