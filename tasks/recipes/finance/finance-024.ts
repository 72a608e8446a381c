import { defineRecipe } from '../../src/recipe.ts';
import { round } from '../../src/values.ts';

type Overview = { dvsnNm: string; crpno: string; baseYm: string; astTsum: string };

const SECTORS = [
  { tool: 'kdic_get_life_insurer_overview', label: '생명보험' },
  { tool: 'kdic_get_nonlife_insurer_overview', label: '손해보험' },
];

export default defineRecipe({
  id: 'finance-024',
  domain: 'finance',
  type: 'Sem',
  query:
    '예금보험공사 보험사 종합현황으로 보면 2026년 6월 말 기준 총자산이 가장 큰 생명보험사와 손해보험사는 각각 어디야? 그 두 회사 총자산이 1년 전(2025년 6월 말)보다 각각 몇 % 늘었는지도 계산해 줘.',
  platforms: ['kdic'],
  distractors: ['kdic_list_insurance_target_institutions', 'kdic_list_insured_companies', 'kdic_get_deposit_trends'],
  async plan(context) {
    const key = await context.key('kdic');
    const leaders = [];
    for (const sector of SECTORS) {
      const quarter = await context.call<{ items: Overview[]; totalCount: number }>(
        sector.tool,
        { baseYm: '202606', numOfRows: 100 },
        { after: [key] },
      );
      const rows = quarter.output.items;
      if (rows.length < 2 || rows.length < quarter.output.totalCount) throw new Error('not every insurer was read');
      const [top, second] = [...rows].sort((a, b) => Number(b.astTsum) - Number(a.astTsum));
      if (!top || top.astTsum === second?.astTsum) throw new Error('a tie');
      leaders.push({ sector, top, quarter });
    }
    const facts = [];
    for (const { sector, top, quarter } of leaders) {
      // The 법인등록번호 identifies the insurer across quarters, whatever its display name was then.
      const before = await context.call<{ items: Overview[] }>(
        sector.tool,
        { crpno: top.crpno, baseYm: '202506' },
        { after: [quarter] },
      );
      const row = before.output.items.find((item) => item.crpno === top.crpno);
      if (!row) throw new Error(`no 2025-06 row for ${top.dvsnNm}`);
      const growth = (Number(top.astTsum) / Number(row.astTsum) - 1) * 100;
      facts.push(
        { value: top.dvsnNm, kind: 'text' as const, conclusion: true },
        { value: round(growth, 2), kind: 'number' as const, tolerance: 0.02, unit: '%', subject: top.dvsnNm },
      );
    }
    return { facts };
  },
});
