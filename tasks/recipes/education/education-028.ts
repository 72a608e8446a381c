import { defineRecipe } from '../../src/recipe.ts';
import { round } from '../../src/values.ts';

type Application = { receiptNo: string; jmCd: string; jmfldnm: string; stage: string };
type PassRate = { examTypCcd: string; recptNoCnt: string; examPassCnt: string };

const application = (jmCd: string, jmfldnm: string, appliedAt: string) => ({
  receiptNo: `2026004${jmCd}1`,
  jmCd,
  jmfldnm,
  implYy: '2026',
  implSeq: '4',
  description: '국가기술자격 기능사 (2026년도 제4회)',
  stage: '필기',
  regStartDt: '20260831',
  regEndDt: '20260903',
  examStartDt: '20260919',
  examEndDt: '20260925',
  fee: 14500,
  appliedAt,
});

export default defineRecipe({
  id: 'education-028',
  domain: 'education',
  type: 'Mixed',
  query:
    '접수해 둔 시험 가운데 지게차운전기능사 필기는 취소해 주세요. 지금 취소하면 얼마를 돌려받는지 알려 주시고, 참고로 2025년 지게차 필기 접수자 전체 중 합격한 사람 비율이 몇 %였는지도 알려 주세요.',
  platforms: ['hrdkorea'],
  state: {
    hrdkorea: {
      clock: { now: '2026-09-08T10:00:00+09:00' },
      user: {
        applications: [
          application('7875', '지게차운전기능사', '2026-08-31T02:20:00.000Z'),
          application('7910', '한식조리기능사', '2026-09-01T10:05:00.000Z'),
        ],
        writtenPasses: [],
      },
    },
  },
  distractors: [
    'hrdkorea_apply_exam',
    'hrdkorea_get_exam_fee',
    'hrdkorea_list_qualifications',
    'hrdkorea_get_exam_schedule',
  ],
  async plan(context) {
    const key = await context.key('hrdkorea');
    const mine = await context.call<{ applications: Application[] }>('hrdkorea_list_my_applications', {});
    const target = mine.output.applications.find((row) => row.jmfldnm === '지게차운전기능사' && row.stage === '필기');
    const cancelled = await context.call<{ refund: number }>(
      'hrdkorea_cancel_exam_application',
      { receiptNo: target?.receiptNo },
      { after: [mine] },
    );
    const rates = await context.call<{ items: PassRate[] }>(
      'hrdkorea_get_pass_rates',
      { grdCd: '40', baseYY: '2025', jmCd: target?.jmCd },
      { after: [key, mine] },
    );
    const written = rates.output.items.filter((row) => row.examTypCcd === '필기');
    const applied = written.reduce((sum, row) => sum + Number(row.recptNoCnt), 0);
    const passed = written.reduce((sum, row) => sum + Number(row.examPassCnt), 0);
    return {
      facts: [
        { value: cancelled.output.refund, kind: 'number', unit: '원', subject: target?.jmfldnm },
        {
          value: round((passed / applied) * 100, 2),
          kind: 'number',
          tolerance: 0.05,
          unit: '%',
          subject: target?.jmfldnm,
        },
      ],
    };
  },
});
