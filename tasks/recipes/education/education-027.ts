import { defineRecipe } from '../../src/recipe.ts';
import { round } from '../../src/values.ts';

type Qualification = { jmcd: string; jmfldnm: string; obligfldnm: string };
type PassRate = { jmCd: string; jmFldNm: string; examTypCcd: string; recptNoCnt: string; examPassCnt: string };

export default defineRecipe({
  id: 'education-027',
  domain: 'education',
  type: 'Par',
  query:
    '정보통신 분야 기사 종목들 중에서 2025년 한 해 필기 합격률(필기 접수자 합계 대비 합격자 합계)이 가장 높았던 종목은 뭐고, 몇 %였어?',
  platforms: ['hrdkorea'],
  distractors: [
    'hrdkorea_get_qualification_info',
    'hrdkorea_get_exam_fee',
    'hrdkorea_list_engineer_schedules',
    'hrdkorea_get_exam_schedule',
    'hrdkorea_list_exam_subjects',
  ],
  async plan(context) {
    const key = await context.key('hrdkorea');
    const listed = await context.call<{ items: Qualification[]; totalCount: number }>(
      'hrdkorea_list_qualifications',
      { seriesnm: '기사' },
      { after: [key] },
    );
    if (listed.output.items.length !== listed.output.totalCount) throw new Error('education-027: list is paged');
    const ict = new Set(listed.output.items.filter((row) => row.obligfldnm === '정보통신').map((row) => row.jmcd));
    // About 490 rows: one page of 1000 (numOfRows is generic); the default 100 would miss most.
    const all = await context.call<{ items: PassRate[]; totalCount: number }>(
      'hrdkorea_get_pass_rates',
      { grdCd: '30', baseYY: '2025', numOfRows: 1000 },
      { after: [key] },
    );
    if (all.output.items.length !== all.output.totalCount) throw new Error('education-027: more than one page');
    const totals = new Map<string, { name: string; applied: number; passed: number }>();
    for (const row of all.output.items) {
      if (!ict.has(row.jmCd) || row.examTypCcd !== '필기') continue;
      const entry = totals.get(row.jmCd) ?? { name: row.jmFldNm.trim(), applied: 0, passed: 0 };
      entry.applied += Number(row.recptNoCnt);
      entry.passed += Number(row.examPassCnt);
      totals.set(row.jmCd, entry);
    }
    const ranked = [...totals.values()]
      .map((entry) => ({ name: entry.name, rate: (entry.passed / entry.applied) * 100 }))
      .sort((a, b) => b.rate - a.rate);
    return {
      facts: [
        { value: ranked[0]?.name ?? '', kind: 'text', conclusion: true },
        { value: round(ranked[0]?.rate ?? 0, 2), kind: 'number', tolerance: 0.05, unit: '%', subject: ranked[0]?.name },
      ],
    };
  },
});
