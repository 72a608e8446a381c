import { defineRecipe } from '../../src/recipe.ts';

type School = { ATPT_OFCDC_SC_CODE: string; SD_SCHUL_CODE: string };
type Event = { AA_YMD: string; EVENT_NM: string };
type Qualification = { jmcd: string; jmfldnm: string };
type Round = { implSeq: string; pracRegStartDt: string; pracExamStartDt: string; pracExamEndDt: string };

export default defineRecipe({
  id: 'education-016',
  domain: 'education',
  type: 'Mixed',
  query:
    '하평공고 전기과 다니는 조카가 이번 여름방학에 전기기능사 실기를 보려고 해요. 학교 여름방학식과 개학식 날짜, 이번 회차 전기기능사 실기 시험 기간을 알려 주시고 시험 기간이 방학 안에 다 들어가는지도 봐 주세요.',
  platforms: ['neis', 'hrdkorea'],
  state: {
    neis: { clock: { now: '2026-07-01T10:00:00+09:00' } },
    hrdkorea: { clock: { now: '2026-07-01T10:00:00+09:00' } },
  },
  distractors: ['neis_get_meals', 'hrdkorea_get_qualification_schedule', 'hrdkorea_get_exam_fee'],
  async plan(context) {
    const neisKey = await context.key('neis');
    const hrdKey = await context.key('hrdkorea');
    const found = await context.call<{ items: School[] }>(
      'neis_search_schools',
      { SCHUL_NM: '하평공업고등학교' },
      { after: [neisKey] },
    );
    const listed = await context.call<{ items: Qualification[] }>(
      'hrdkorea_list_qualifications',
      { jmfldnm: '전기기능사' },
      { after: [hrdKey] },
    );
    const school = found.output.items[0];
    const schedule = await context.call<{ items: Event[] }>(
      'neis_get_school_schedule',
      {
        ATPT_OFCDC_SC_CODE: school?.ATPT_OFCDC_SC_CODE,
        SD_SCHUL_CODE: school?.SD_SCHUL_CODE,
        AA_FROM_YMD: '20260701',
        AA_TO_YMD: '20260831',
      },
      { after: [found] },
    );
    const qualification = listed.output.items.find((row) => row.jmfldnm.trim() === '전기기능사');
    const jmCd = qualification?.jmcd;
    if (!jmCd) throw new Error('education-016: no jmCd without the qualification lookup');
    const rounds = await context.call<{ items: Round[] }>(
      'hrdkorea_get_exam_schedule',
      { jmCd, implYy: '2026' },
      { after: [listed] },
    );
    // The first round whose practical registration is still ahead on 2026-07-01.
    const round = rounds.output.items.find((row) => row.pracRegStartDt > '20260701');
    const closing = schedule.output.items.find((row) => row.EVENT_NM === '여름방학식');
    const opening = schedule.output.items.find((row) => row.EVENT_NM === '개학식');
    const name = qualification?.jmfldnm.trim();
    return {
      facts: [
        { value: closing?.AA_YMD ?? '', kind: 'date', subject: closing?.EVENT_NM },
        { value: opening?.AA_YMD ?? '', kind: 'date', subject: opening?.EVENT_NM },
        { value: round?.pracExamStartDt ?? '', kind: 'date', subject: name },
        { value: round?.pracExamEndDt ?? '', kind: 'date', subject: name },
      ],
    };
  },
});
