// hrdkorea_get_exam_schedule: data.go.kr B490007 qualExamSchd (국가자격 시험일정), the one
// schedule service that filters by year, qualification type and jmCd, 50 rows a page at most.
import { z } from 'zod';
import { ExamScheduleItem, implYy, jmCd, numOfRows, pageNo, pageOf, serviceKey } from '../schemas.ts';
import { GENERIC, hrdTool, normalized } from './tool.ts';

export const getExamSchedule = hrdTool({
  name: 'hrdkorea_get_exam_schedule',
  title: '국가자격 시험일정 조회',
  operation: 'getQualExamSchdList',
  description:
    '국가자격 시험일정 (getQualExamSchdList): 시행년도(implYy)·자격구분(qualgbCd)·종목(jmCd)별 회차의 필기/실기 원서접수, 시험, 합격발표 일자 (YYYYMMDD). jmCd를 주면 그 종목이 시행되는 회차만 나옵니다. numOfRows는 최대 50이며 넘으면 upstream이 930으로 거절합니다; totalCount를 보고 pageNo로 끝까지 읽으세요.\n' +
    'National qualification exam rounds (registration, exam and result dates) by year, type and jmCd; at most 50 rows per page.',
  input: z.object({
    serviceKey,
    implYy: implYy.optional(),
    qualgbCd: z
      .enum(['T', 'C', 'W', 'S'])
      .optional()
      .describe('자격구분: T 국가기술자격, C 과정평가형자격, W 일학습병행자격, S 국가전문자격'),
    jmCd: jmCd.optional(),
    pageNo,
    numOfRows: numOfRows({ max: 1000, fallback: '기본값 10, upstream 최대 50 (초과 시 930)' }),
  }),
  output: pageOf(ExamScheduleItem),
  kind: 'read',
  generic: GENERIC,
  paging: { page: 'pageNo', size: 'numOfRows', max: 50 },
  async run(args, { client }) {
    const page = await client.examSchedules({
      serviceKey: args.serviceKey,
      implYy: args.implYy,
      qualgbCd: args.qualgbCd,
      jmCd: args.jmCd,
      pageNo: args.pageNo !== undefined ? String(args.pageNo) : undefined,
      numOfRows: args.numOfRows !== undefined ? String(args.numOfRows) : undefined,
    });
    return normalized<z.infer<typeof ExamScheduleItem>>(page);
  },
});
