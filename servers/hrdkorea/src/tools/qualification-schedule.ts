// hrdkorea_get_qualification_schedule: getJMList (종목별 시행일정), the current year's rounds one
// technical qualification sits in, named like "2026년 정기 기사 3회".
import { z } from 'zod';
import { jmCd, pageOf, rowWith, serviceKey } from '../schemas.ts';
import { hrdTool, noDataFor, normalized } from './tool.ts';

const ymd = (label: string) => `${label} (YYYYMMDD)`;

const JmScheduleItem = rowWith({
  implplannm: '시행계획명, e.g. 2026년 정기 기사 3회',
  jmfldnm: '종목명',
  obligfldcd: '대직무분야코드',
  obligfldnm: '대직무분야명',
  mdobligfldcd: '중직무분야코드',
  mdobligfldnm: '중직무분야명',
  docregstartdt: ymd('필기 원서접수 시작일'),
  docregenddt: ymd('필기 원서접수 종료일'),
  docexamstartdt: ymd('필기 시험 시작일'),
  docexamenddt: ymd('필기 시험 종료일'),
  docpassdt: ymd('필기 합격 발표일'),
  docsubmitstartdt: ymd('응시자격 서류제출 시작일 (없으면 빈 값)'),
  docsubmitenddt: ymd('응시자격 서류제출 종료일 (없으면 빈 값)'),
  pracregstartdt: ymd('실기 원서접수 시작일'),
  pracregenddt: ymd('실기 원서접수 종료일'),
  pracexamstartdt: ymd('실기 시험 시작일'),
  pracexamenddt: ymd('실기 시험 종료일'),
  pracpassstartdt: ymd('최종 합격 발표 시작일'),
  pracpassenddt: ymd('최종 합격 발표 종료일'),
});

export const getQualificationSchedule = hrdTool({
  name: 'hrdkorea_get_qualification_schedule',
  title: '종목별 시행일정',
  operation: 'getJMList',
  description:
    '종목별 시행일정 (getJMList): 국가기술자격 한 종목(jmCd)의 올해(세션 시계 기준) 정기시험 회차별 필기·실기 일정. 국가전문자격이나 올해 시행하지 않는 종목은 03 NODATA_ERROR입니다; 다른 해는 hrdkorea_get_exam_schedule(implYy)을 쓰세요.\n' +
    "This year's rounds of one technical qualification (jmCd) with written and practical dates.",
  input: z.object({ serviceKey, jmCd }),
  output: pageOf(JmScheduleItem),
  kind: 'read',
  generic: ['serviceKey'],
  async run(args, { client }) {
    const page = await client.qnet('InquiryTestInformationNTQSVC/getJMList', args);
    if (page.items.length === 0) {
      throw noDataFor({
        jmCd: args.jmCd,
        what: 'exam plan this year',
        hint: 'The code is not a 국가기술자격 jmcd or has no round this year; check it with hrdkorea_list_qualifications, or ask hrdkorea_get_exam_schedule for another implYy.',
      });
    }
    return normalized<z.infer<typeof JmScheduleItem>>(page);
  },
});
