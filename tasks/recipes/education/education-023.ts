import { defineRecipe } from '../../src/recipe.ts';

type Round = { description: string; docRegStartDt: string };

const TODAY = '20260901';

export default defineRecipe({
  id: 'education-023',
  domain: 'education',
  type: 'Drv',
  query: '올해 국가전문자격 시험 가운데 아직 1차 원서접수가 시작되지 않은 시험은 몇 개고, 어떤 시험들이야?',
  platforms: ['hrdkorea'],
  distractors: [
    'hrdkorea_list_qualifications',
    'hrdkorea_get_qualification_schedule',
    'hrdkorea_list_professional_engineer_schedules',
    'hrdkorea_get_exam_fee',
    'hrdkorea_apply_exam',
  ],
  async plan(context) {
    const key = await context.key('hrdkorea');
    // 27 rounds: one page of 50 (numOfRows is generic); the default 10 would miss most.
    const all = await context.call<{ items: Round[]; totalCount: number }>(
      'hrdkorea_get_exam_schedule',
      { implYy: '2026', qualgbCd: 'S', numOfRows: 50 },
      { after: [key] },
    );
    if (all.output.items.length !== all.output.totalCount) throw new Error('education-023: more than one page');
    // "국가전문자격 관세사 (2026년도 제43회)" → 관세사
    const upcoming = all.output.items
      .filter((row) => row.docRegStartDt > TODAY)
      .map((row) => row.description.replace(/^국가전문자격\s*/, '').replace(/\s*\(.*$/, ''));
    return {
      facts: [
        { value: upcoming.length, kind: 'number', unit: '개' },
        ...upcoming.map((name) => ({ value: name, kind: 'text' as const })),
      ],
    };
  },
});
