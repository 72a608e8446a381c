import { defineRecipe } from '../../src/recipe.ts';

type PassRate = { jmFldNm: string; implSeq: string; examTypCcd: string; passRate: string };

export default defineRecipe({
  id: 'education-022',
  domain: 'education',
  type: 'Drv',
  query: '2025년에 치러진 기능사 실기시험을 회차별로 봤을 때 합격률이 가장 높았던 종목과 회차, 그 합격률을 찾아 줘.',
  platforms: ['hrdkorea'],
  distractors: [
    'hrdkorea_list_qualifications',
    'hrdkorea_get_exam_schedule',
    'hrdkorea_list_craftsman_schedules',
    'hrdkorea_get_exam_fee',
    'hrdkorea_get_qualification_info',
    'hrdkorea_list_engineer_schedules',
  ],
  async plan(context) {
    const key = await context.key('hrdkorea');
    // About 850 rows: one page of 1000 (numOfRows is generic); the default 100 would miss most.
    const all = await context.call<{ items: PassRate[]; totalCount: number }>(
      'hrdkorea_get_pass_rates',
      { grdCd: '40', baseYY: '2025', numOfRows: 1000 },
      { after: [key] },
    );
    if (all.output.items.length !== all.output.totalCount) throw new Error('education-022: more than one page');
    const practical = all.output.items.filter((row) => row.examTypCcd === '실기');
    const sorted = [...practical].sort((a, b) => Number(b.passRate) - Number(a.passRate));
    const top = sorted[0];
    if (top?.passRate === sorted[1]?.passRate) throw new Error('education-022: tie');
    return {
      facts: [
        { value: top?.jmFldNm.trim() ?? '', kind: 'text', conclusion: true },
        { value: Number(top?.implSeq), kind: 'number', unit: '회', subject: top?.jmFldNm.trim() },
        { value: Number(top?.passRate), kind: 'number', unit: '%', subject: top?.jmFldNm.trim() },
      ],
    };
  },
});
