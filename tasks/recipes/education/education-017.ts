import { defineRecipe } from '../../src/recipe.ts';

type Qualification = { jmcd: string; jmfldnm: string };
type Round = { implSeq: string; docRegStartDt: string; docRegEndDt: string; docExamStartDt: string };

const TODAY = '20261120';

export default defineRecipe({
  id: 'education-017',
  domain: 'education',
  type: 'Cond',
  query:
    '정보보안기사 준비하고 있는데 올해 필기 접수는 벌써 다 끝났어? 끝났다면 마지막 접수가 언제 마감됐는지, 그리고 다음 필기 원서접수는 언제 시작해서 언제 끝나고 필기 시험일은 언제인지 알려 줘.',
  platforms: ['hrdkorea'],
  state: { hrdkorea: { clock: { now: '2026-11-20T10:00:00+09:00' } } },
  distractors: [
    'hrdkorea_get_qualification_schedule',
    'hrdkorea_list_engineer_schedules',
    'hrdkorea_get_exam_fee',
    'hrdkorea_get_pass_rates',
    'hrdkorea_get_exam_information',
  ],
  async plan(context) {
    const key = await context.key('hrdkorea');
    const listed = await context.call<{ items: Qualification[] }>(
      'hrdkorea_list_qualifications',
      { jmfldnm: '정보보안기사' },
      { after: [key] },
    );
    const qualification = listed.output.items[0];
    const jmCd = qualification?.jmcd;
    if (!jmCd) throw new Error('education-017: no jmCd without the qualification lookup');
    const thisYear = await context.call<{ items: Round[] }>(
      'hrdkorea_get_exam_schedule',
      { jmCd, implYy: '2026' },
      { after: [listed] },
    );
    let next = thisYear.output.items.find((row) => row.docRegStartDt > TODAY);
    const lastClosed = thisYear.output.items.filter((row) => row.docRegEndDt < TODAY).at(-1);
    if (!next) {
      // Every 2026 round has opened already: the next one is in next year's plan.
      const nextYear = await context.call<{ items: Round[] }>(
        'hrdkorea_get_exam_schedule',
        { jmCd, implYy: '2027' },
        { after: [listed, thisYear] },
      );
      next = nextYear.output.items.find((row) => row.docRegStartDt > TODAY);
    }
    const name = qualification?.jmfldnm.trim();
    return {
      facts: [
        { value: lastClosed?.docRegEndDt ?? '', kind: 'date', subject: name },
        { value: next?.docRegStartDt ?? '', kind: 'date', subject: name },
        { value: next?.docRegEndDt ?? '', kind: 'date', subject: name },
        { value: next?.docExamStartDt ?? '', kind: 'date', subject: name },
      ],
    };
  },
});
