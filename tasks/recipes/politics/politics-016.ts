import { defineRecipe } from '../../src/recipe.ts';
import { round } from '../../src/values.ts';

type Tally = { PROC_RESULT_CD: string };

export default defineRecipe({
  id: 'politics-016',
  domain: 'politics',
  type: 'Cmp',
  query:
    '21대 국회랑 지금 22대 국회를 비교해 보고 싶은데, 본회의 표결에서 부결된 법안이 각각 몇 건이었어? 표결에 부쳐진 법안 전체에서 부결이 차지하는 비율(%)도 대수별로 계산해 줘.',
  platforms: ['assembly'],
  distractors: [
    'assembly_list_processed_bills',
    'assembly_list_member_votes',
    'assembly_list_plenary_schedule',
    'assembly_get_bill_by_no',
    'assembly_list_member_bills',
    'assembly_list_pending_bills',
    'assembly_get_bill_detail',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const facts = [];
    for (const age of ['21', '22']) {
      const tallies = await context.callAllPages('assembly_list_vote_tallies', { AGE: age }, { after: [key] });
      const rejected = (tallies.items as Tally[]).filter((row) => row.PROC_RESULT_CD === '부결').length;
      facts.push(
        { value: rejected, kind: 'number' as const, unit: '건', subject: `${age}대` },
        {
          value: round((rejected / tallies.items.length) * 100, 2),
          kind: 'number' as const,
          tolerance: 0.05,
          unit: '%',
          subject: `${age}대`,
        },
      );
    }
    return { facts };
  },
});
