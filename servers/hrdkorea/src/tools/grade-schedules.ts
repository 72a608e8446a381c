// The grade schedule lists of InquiryTestInformationNTQSVC: getPEList 기술사, getMCList 기능장,
// getEList 기사·산업기사 and getCList 기능사 — the current year's rounds of one grade, same shape.
import { z } from 'zod';
import { GradeScheduleItem, numOfRows, pageNo, pageOf, serviceKey } from '../schemas.ts';
import type { QnetOperation } from '../upstream/client.ts';
import { GENERIC, hrdTool, normalized } from './tool.ts';

function gradeScheduleTool(options: {
  name: string;
  title: string;
  operation: Extract<QnetOperation, `InquiryTestInformationNTQSVC/get${string}List`>;
  grade: string;
  english: string;
}) {
  const op = options.operation.split('/')[1] ?? options.operation;
  return hrdTool({
    name: options.name,
    title: options.title,
    operation: op,
    description:
      `${options.title} (${op}): 올해(세션 시계 기준) ${options.grade} 정기시험 회차별 필기·실기 원서접수, 시험일, 합격발표일 (YYYYMMDD). 종목별 회차는 hrdkorea_get_qualification_schedule을 쓰세요.\n` +
      `This year's ${options.english} exam rounds with registration, exam and result dates.`,
    input: z.object({ serviceKey, pageNo, numOfRows: numOfRows({ max: 100, fallback: '생략 시 전체' }) }),
    output: pageOf(GradeScheduleItem),
    kind: 'read',
    generic: GENERIC,
    paging: { page: 'pageNo', size: 'numOfRows', max: 100 },
    async run(args, { client }) {
      const page = await client.qnet(options.operation, {
        serviceKey: args.serviceKey,
        pageNo: args.pageNo !== undefined ? String(args.pageNo) : undefined,
        numOfRows: args.numOfRows !== undefined ? String(args.numOfRows) : undefined,
      });
      return normalized<z.infer<typeof GradeScheduleItem>>(page);
    },
  });
}

export const GRADE_SCHEDULE_TOOLS = [
  gradeScheduleTool({
    name: 'hrdkorea_list_professional_engineer_schedules',
    title: '기술사 시험 시행일정',
    operation: 'InquiryTestInformationNTQSVC/getPEList',
    grade: '기술사',
    english: 'professional engineer (기술사)',
  }),
  gradeScheduleTool({
    name: 'hrdkorea_list_master_craftsman_schedules',
    title: '기능장 시험 시행일정',
    operation: 'InquiryTestInformationNTQSVC/getMCList',
    grade: '기능장',
    english: 'master craftsman (기능장)',
  }),
  gradeScheduleTool({
    name: 'hrdkorea_list_engineer_schedules',
    title: '기사·산업기사 시험 시행일정',
    operation: 'InquiryTestInformationNTQSVC/getEList',
    grade: '기사·산업기사',
    english: 'engineer and industrial engineer (기사·산업기사)',
  }),
  gradeScheduleTool({
    name: 'hrdkorea_list_craftsman_schedules',
    title: '기능사 시험 시행일정',
    operation: 'InquiryTestInformationNTQSVC/getCList',
    grade: '기능사',
    english: 'craftsman (기능사)',
  }),
];
