import { defineRecipe } from '../../src/recipe.ts';

type Qualification = { jmcd: string; jmfldnm: string; seriescd: string };
type Subject = { dtlTypNm: string; lssnNo: string; qitemCnt: string; suhmTmMi: string; kmNm: string };

export default defineRecipe({
  id: 'education-030',
  domain: 'education',
  type: 'Par',
  query:
    '빅데이터분석기사는 어느 부처 소관 자격이야? 그리고 필기는 몇 과목에 총 몇 문항이고, 시험 시간은 다 합쳐서 몇 분인지도 알려 줘.',
  platforms: ['hrdkorea'],
  distractors: [
    'hrdkorea_get_exam_information',
    'hrdkorea_get_exam_fee',
    'hrdkorea_get_exam_schedule',
    'hrdkorea_get_pass_rates',
  ],
  async plan(context) {
    const key = await context.key('hrdkorea');
    const listed = await context.call<{ items: Qualification[] }>(
      'hrdkorea_list_qualifications',
      { jmfldnm: '빅데이터분석기사' },
      { after: [key] },
    );
    const qualification = listed.output.items[0];
    const info = await context.call<{ items: Array<{ instiNm: string }> }>(
      'hrdkorea_get_qualification_info',
      { seriesCd: qualification?.seriescd, jmCd: qualification?.jmcd },
      { after: [listed] },
    );
    const subjects = await context.call<{ items: Subject[] }>(
      'hrdkorea_list_exam_subjects',
      { jmCd: qualification?.jmcd },
      { after: [listed] },
    );
    // 필기 is the multiple-choice part (객관식); 실기 is 필답형/작업형.
    const written = subjects.output.items.filter((row) => row.dtlTypNm === '객관식');
    const name = qualification?.jmfldnm.trim();
    return {
      facts: [
        { value: info.output.items[0]?.instiNm ?? '', kind: 'text', subject: name },
        { value: written.length, kind: 'number', unit: '과목', subject: name },
        {
          value: written.reduce((sum, row) => sum + Number(row.qitemCnt), 0),
          kind: 'number',
          unit: '문항',
          subject: name,
        },
        {
          value: written.reduce((sum, row) => sum + Number(row.suhmTmMi), 0),
          kind: 'number',
          unit: '분',
          subject: name,
        },
      ],
    };
  },
});
