import { defineRecipe } from '../../src/recipe.ts';

type Qualification = { jmcd: string; jmfldnm: string };
type Round = { implYy: string; implSeq: string; docRegStartDt: string; docRegEndDt: string };
type Application = { receiptNo: string; jmfldnm: string; examStartDt: string; fee: number };

const TODAY = '20260902';

export default defineRecipe({
  id: 'education-020',
  domain: 'education',
  type: 'Seq',
  query: '전기기능사 필기 이번 회차로 원서 접수해 줘. 접수되면 접수번호랑 시험 시작일, 응시료 알려 주고.',
  platforms: ['hrdkorea'],
  state: { hrdkorea: { clock: { now: '2026-09-02T14:30:00+09:00' } } },
  distractors: [
    'hrdkorea_cancel_exam_application',
    'hrdkorea_list_my_applications',
    'hrdkorea_get_exam_fee',
    'hrdkorea_list_craftsman_schedules',
  ],
  async plan(context) {
    const key = await context.key('hrdkorea');
    const listed = await context.call<{ items: Qualification[] }>(
      'hrdkorea_list_qualifications',
      { jmfldnm: '전기기능사' },
      { after: [key] },
    );
    const jmCd = listed.output.items.find((row) => row.jmfldnm.trim() === '전기기능사')?.jmcd;
    if (!jmCd) throw new Error('education-020: no jmCd without the qualification lookup');
    const rounds = await context.call<{ items: Round[] }>(
      'hrdkorea_get_exam_schedule',
      { jmCd, implYy: '2026' },
      { after: [listed] },
    );
    // The round whose written registration window contains today.
    const open = rounds.output.items.find((row) => row.docRegStartDt <= TODAY && TODAY <= row.docRegEndDt);
    const applied = await context.call<{ application: Application }>(
      'hrdkorea_apply_exam',
      { jmCd, implYy: open?.implYy, implSeq: open?.implSeq, stage: '필기' },
      { after: [listed, rounds] },
    );
    const { application } = applied.output;
    return {
      facts: [
        { value: application.receiptNo, kind: 'text', subject: application.jmfldnm },
        { value: application.examStartDt, kind: 'date', subject: application.jmfldnm },
        { value: application.fee, kind: 'number', unit: '원', subject: application.jmfldnm },
      ],
    };
  },
});
