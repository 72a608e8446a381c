import { defineRecipe } from '../../src/recipe.ts';

type Qualification = { jmcd: string; jmfldnm: string; seriesnm: string };
type Round = { implSeq: string; docExamStartDt: string };
type PassRate = { implSeq: string; examTypCcd: string; passRate: string };

const TODAY = '20260901';

export default defineRecipe({
  id: 'education-018',
  domain: 'education',
  type: 'Mixed',
  query:
    '굴착기운전기능사 따 보려고요. 오늘 기준으로 다음 필기시험은 몇 회고 시험일이 언제예요? 필기 응시료랑, 작년 같은 회차 필기 합격률도 알려 주세요.',
  platforms: ['hrdkorea'],
  distractors: ['hrdkorea_list_craftsman_schedules', 'hrdkorea_get_qualification_schedule', 'hrdkorea_apply_exam'],
  async plan(context) {
    const key = await context.key('hrdkorea');
    const listed = await context.call<{ items: Qualification[] }>(
      'hrdkorea_list_qualifications',
      { jmfldnm: '굴착기운전기능사' },
      { after: [key] },
    );
    const qualification = listed.output.items[0];
    const jmCd = qualification?.jmcd;
    if (!jmCd) throw new Error('education-018: no jmCd without the qualification lookup');
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
    const rates = await context.call<{ items: PassRate[] }>(
      'hrdkorea_get_pass_rates',
      { grdCd: '40', baseYY: '2025', jmCd },
      { after: [listed] },
    );
    const next = rounds.output.items.find((row) => row.docExamStartDt >= TODAY);
    const written = Number(/1차\s*:\s*(\d+)/.exec(fee.output.items[0]?.contents ?? '')?.[1]);
    const last = rates.output.items.find((row) => row.implSeq === next?.implSeq && row.examTypCcd === '필기');
    const name = qualification?.jmfldnm.trim();
    return {
      facts: [
        { value: Number(next?.implSeq), kind: 'number', unit: '회', subject: name },
        { value: next?.docExamStartDt ?? '', kind: 'date', subject: name },
        { value: written, kind: 'number', unit: '원', subject: name },
        { value: Number(last?.passRate), kind: 'number', unit: '%', subject: name },
      ],
    };
  },
});
