import { defineRecipe } from '../../src/recipe.ts';

type Qualification = { jmcd: string; jmfldnm: string };
type Round = { pracExamStartDt: string; pracPassDt: string };

export default defineRecipe({
  id: 'education-025',
  domain: 'education',
  type: 'Mixed',
  query: '공인중개사 올해 2차 시험은 언제 치렀고 최종 합격자 발표는 언제야? 1차랑 2차 응시 수수료도 각각 알려 줘.',
  platforms: ['hrdkorea'],
  state: { hrdkorea: { credentials: { status: 'expired' } } },
  distractors: [
    'hrdkorea_get_qualification_schedule',
    'hrdkorea_get_pass_rates',
    'hrdkorea_list_exam_subjects',
    'hrdkorea_get_qualification_info',
  ],
  async plan(context) {
    // The session's key has expired: renewing it is the first step.
    const renewed = await context.renewKey('hrdkorea');
    const listed = await context.call<{ items: Qualification[] }>(
      'hrdkorea_list_qualifications',
      { jmfldnm: '공인중개사' },
      { after: [renewed] },
    );
    const qualification = listed.output.items.find((row) => row.jmfldnm.trim() === '공인중개사');
    const jmCd = qualification?.jmcd;
    if (!jmCd) throw new Error('education-025: no jmCd without the qualification lookup');
    const rounds = await context.call<{ items: Round[] }>(
      'hrdkorea_get_exam_schedule',
      { jmCd, implYy: '2026' },
      { after: [listed] },
    );
    const fee = await context.call<{ items: Array<{ contents: string }> }>(
      'hrdkorea_get_exam_fee',
      { jmCd },
      { after: [listed] },
    );
    const contents = fee.output.items[0]?.contents ?? '';
    const part = (n: number) => Number(new RegExp(`${n}차\\s*:\\s*(\\d+)`).exec(contents)?.[1]);
    const round = rounds.output.items[0];
    // The exam day and the final results are the 2차 round's (실기 = 2차), as an answer says them:
    // "2차 시험은 8월 15일, 최종 합격 발표는 10월 16일". The fees are per 차수 too.
    return {
      facts: [
        { value: round?.pracExamStartDt ?? '', kind: 'date', subject: '2차' },
        { value: round?.pracPassDt ?? '', kind: 'date', subject: '2차' },
        { value: part(1), kind: 'number', unit: '원', subject: '1차' },
        { value: part(2), kind: 'number', unit: '원', subject: '2차' },
      ],
    };
  },
});
