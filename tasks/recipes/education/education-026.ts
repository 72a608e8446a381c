import { defineRecipe } from '../../src/recipe.ts';

type Qualification = { jmcd: string; jmfldnm: string };

export default defineRecipe({
  id: 'education-026',
  domain: 'education',
  type: 'Par',
  query:
    '조리기능사 종류(한식·양식·중식·일식·복어)별로 실기 응시료가 얼마인지 알려 주고, 다섯 개를 모두 실기까지 본다면 실기 응시료만 총 얼마가 드는지 계산해 줘.',
  platforms: ['hrdkorea'],
  distractors: [
    'hrdkorea_get_exam_schedule',
    'hrdkorea_get_pass_rates',
    'hrdkorea_get_exam_information',
    'hrdkorea_list_craftsman_schedules',
    'hrdkorea_list_exam_subjects',
  ],
  async plan(context) {
    const key = await context.key('hrdkorea');
    const listed = await context.call<{ items: Qualification[] }>(
      'hrdkorea_list_qualifications',
      { jmfldnm: '조리기능사' },
      { after: [key] },
    );
    const fees: number[] = [];
    const owners = new Map<number, string[]>();
    for (const row of listed.output.items) {
      const fee = await context.call<{ items: Array<{ contents: string }> }>(
        'hrdkorea_get_exam_fee',
        { jmCd: row.jmcd },
        { after: [listed] },
      );
      const practical = Number(/2차\s*:\s*(\d+)/.exec(fee.output.items[0]?.contents ?? '')?.[1]);
      fees.push(practical);
      owners.set(practical, [...(owners.get(practical) ?? []), row.jmfldnm.trim()]);
    }
    if (fees.length !== 5) throw new Error('education-026: expected the five 조리기능사');
    return {
      facts: [
        // A fee that two kinds share belongs to neither alone: only a kind's own fee has a subject.
        ...[...new Set(fees)].map((fee) => {
          const kinds = owners.get(fee) ?? [];
          return {
            value: fee,
            kind: 'number' as const,
            unit: '원',
            subject: kinds.length === 1 ? kinds[0] : undefined,
          };
        }),
        { value: fees.reduce((sum, fee) => sum + fee, 0), kind: 'number', unit: '원' },
      ],
    };
  },
});
