import { defineRecipe } from '../../src/recipe.ts';

type Qualification = { jmcd: string; jmfldnm: string };
type Round = { implSeq: string; docRegStartDt: string; docRegEndDt: string; docExamStartDt: string };

const TODAY = '20260904';

export default defineRecipe({
  id: 'education-021',
  domain: 'education',
  type: 'Cond',
  query: '제빵기능사 필기 이번 회차 접수가 아직 되면 바로 넣어 줘.',
  platforms: ['hrdkorea'],
  state: { hrdkorea: { clock: { now: '2026-09-04T09:00:00+09:00' } } },
  distractors: [
    'hrdkorea_apply_exam',
    'hrdkorea_list_my_applications',
    'hrdkorea_get_exam_fee',
    'hrdkorea_list_craftsman_schedules',
    'hrdkorea_get_pass_rates',
  ],
  async plan(context) {
    const key = await context.key('hrdkorea');
    const listed = await context.call<{ items: Qualification[] }>(
      'hrdkorea_list_qualifications',
      { jmfldnm: '제빵기능사' },
      { after: [key] },
    );
    const qualification = listed.output.items.find((row) => row.jmfldnm.trim() === '제빵기능사');
    const jmCd = qualification?.jmcd;
    if (!jmCd) throw new Error('education-021: no jmCd without the qualification lookup');
    const rounds = await context.call<{ items: Round[] }>(
      'hrdkorea_get_exam_schedule',
      { jmCd, implYy: '2026' },
      { after: [listed] },
    );
    // The latest round has already opened; its registration closed (last day 18:00) before today,
    // and no later 2026 round exists: nothing may be applied for.
    const latest = rounds.output.items.filter((row) => row.docRegStartDt <= TODAY).at(-1);
    if (!latest || latest.docRegEndDt >= TODAY) throw new Error('education-021: the window must be closed');
    if (rounds.output.items.some((row) => row.docRegStartDt > TODAY)) throw new Error('education-021: a later round');
    return { facts: [{ value: latest.docRegEndDt, kind: 'date', subject: qualification?.jmfldnm.trim() }] };
  },
});
