import { defineRecipe } from '../../src/recipe.ts';

type Tally = {
  BILL_ID: string;
  BILL_NAME: string;
  PROC_DT: string;
  PROC_RESULT_CD: string;
  CURR_COMMITTEE: string;
  NO_TCNT: number;
};
type Committee = { COMMITTEE_NAME: string; HG_NM: string };
type Member = { HG_NM: string; BTH_DATE: string };

export default defineRecipe({
  id: 'politics-021',
  domain: 'politics',
  type: 'Sem',
  query:
    '작년 7월 15일 본회의에서 표결한 법안들 가운데 반대표가 가장 많이 나온 건 뭐였고 반대가 몇 표였어? 그 법안을 심사한 상임위원회 위원장은 누구고 몇 년생인지도 궁금해.',
  platforms: ['assembly'],
  distractors: [
    'assembly_list_plenary_schedule',
    'assembly_get_bill_detail',
    'assembly_list_committee_members',
    'assembly_list_processed_bills',
    'assembly_search_members',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const tallies = await context.callAllPages('assembly_list_vote_tallies', { AGE: '22' }, { after: [key] });
    const day = (tallies.items as Tally[])
      .filter((row) => row.PROC_DT === '2025-07-15')
      .sort((a, b) => b.NO_TCNT - a.NO_TCNT);
    const top = day[0];
    if (!top || top.NO_TCNT === day[1]?.NO_TCNT) throw new Error('no single top bill');
    const committees = await context.call<{ items: Committee[] }>(
      'assembly_list_committees',
      { COMMITTEE_NAME: top.CURR_COMMITTEE },
      { after: [tallies] },
    );
    const chair = committees.output.items.find((row) => row.COMMITTEE_NAME === top.CURR_COMMITTEE)?.HG_NM;
    const found = await context.call<{ items: Member[] }>(
      'assembly_list_current_members',
      { HG_NM: chair },
      { after: [committees] },
    );
    const member = found.output.items.find((row) => row.HG_NM === chair);
    return {
      facts: [
        { value: top.BILL_NAME.replace(/ 일부개정법률안(\(대안\))?$/, ''), kind: 'text', conclusion: true },
        { value: top.NO_TCNT, kind: 'number', unit: '표', subject: top.BILL_NAME },
        { value: String(chair), kind: 'text' },
        { value: Number(String(member?.BTH_DATE).slice(0, 4)), kind: 'number', unit: '년', subject: member?.HG_NM },
      ],
    };
  },
});
