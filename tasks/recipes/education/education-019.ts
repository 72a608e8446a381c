import { defineRecipe } from '../../src/recipe.ts';
import { round } from '../../src/values.ts';

type Qualification = { jmcd: string; jmfldnm: string };
type PassRate = { examTypCcd: string; recptNoCnt: string; examPassCnt: string };

export default defineRecipe({
  id: 'education-019',
  domain: 'education',
  type: 'Cmp',
  query:
    '정보처리기사랑 정보처리산업기사 중에 2025년 실기 합격률이 더 높았던 건 어느 쪽이야? 그해 실기 접수자 전체 대비 합격자 비율로 각각 몇 %였는지 알려 줘.',
  platforms: ['hrdkorea'],
  distractors: [
    'hrdkorea_get_exam_fee',
    'hrdkorea_get_exam_schedule',
    'hrdkorea_get_qualification_info',
    'hrdkorea_list_exam_subjects',
    'hrdkorea_get_exam_information',
  ],
  async plan(context) {
    const key = await context.key('hrdkorea');
    const targets = [
      { name: '정보처리기사', grdCd: '30' },
      { name: '정보처리산업기사', grdCd: '31' },
    ];
    const listed = [];
    for (const target of targets) {
      listed.push(
        await context.call<{ items: Qualification[] }>(
          'hrdkorea_list_qualifications',
          { jmfldnm: target.name },
          { after: [key] },
        ),
      );
    }
    const facts = [];
    for (const [index, target] of targets.entries()) {
      const found = listed[index];
      const qualification = found?.output.items.find((row) => row.jmfldnm.trim() === target.name);
      const jmCd = qualification?.jmcd;
      if (!jmCd) throw new Error('education-019: no jmCd without the qualification lookup');
      const rates = await context.call<{ items: PassRate[] }>(
        'hrdkorea_get_pass_rates',
        { grdCd: target.grdCd, baseYY: '2025', jmCd },
        { after: found ? [found] : [] },
      );
      const practical = rates.output.items.filter((row) => row.examTypCcd === '실기');
      const applied = practical.reduce((sum, row) => sum + Number(row.recptNoCnt), 0);
      const passed = practical.reduce((sum, row) => sum + Number(row.examPassCnt), 0);
      facts.push({
        value: round((passed / applied) * 100, 2),
        kind: 'number' as const,
        tolerance: 0.05,
        unit: '%',
        subject: qualification?.jmfldnm.trim(),
      });
    }
    return { facts };
  },
});
