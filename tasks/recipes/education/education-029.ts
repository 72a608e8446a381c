import { defineRecipe } from '../../src/recipe.ts';

type Qualification = { jmcd: string; jmfldnm: string };
type Round = { implYy: string; implSeq: string; pracRegStartDt: string; pracRegEndDt: string };
type Application = { receiptNo: string; jmfldnm: string; examStartDt: string; fee: number };

const TODAY = '20260922';

export default defineRecipe({
  id: 'education-029',
  domain: 'education',
  type: 'Seq',
  query:
    '전기기사 필기 붙었어요! 이번 회차 실기 원서 접수 부탁드려요. 실기 시험 시작일이랑 응시료, 접수번호도 알려 주세요.',
  platforms: ['hrdkorea'],
  state: {
    hrdkorea: {
      clock: { now: '2026-09-22T11:00:00+09:00' },
      user: { applications: [], writtenPasses: [{ jmCd: '1150', docPassDt: '20260916' }] },
    },
  },
  distractors: [
    'hrdkorea_cancel_exam_application',
    'hrdkorea_list_my_applications',
    'hrdkorea_get_exam_fee',
    'hrdkorea_list_engineer_schedules',
  ],
  async plan(context) {
    const key = await context.key('hrdkorea');
    const listed = await context.call<{ items: Qualification[] }>(
      'hrdkorea_list_qualifications',
      { jmfldnm: '전기기사' },
      { after: [key] },
    );
    const jmCd = listed.output.items.find((row) => row.jmfldnm.trim() === '전기기사')?.jmcd;
    if (!jmCd) throw new Error('education-029: no jmCd without the qualification lookup');
    const rounds = await context.call<{ items: Round[] }>(
      'hrdkorea_get_exam_schedule',
      { jmCd, implYy: '2026' },
      { after: [listed] },
    );
    const open = rounds.output.items.find((row) => row.pracRegStartDt <= TODAY && TODAY <= row.pracRegEndDt);
    const applied = await context.call<{ application: Application }>(
      'hrdkorea_apply_exam',
      { jmCd, implYy: open?.implYy, implSeq: open?.implSeq, stage: '실기' },
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
