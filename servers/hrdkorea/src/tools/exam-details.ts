// hrdkorea_get_exam_information (InquiryInformationTradeNTQSVC, 종목별 자격정보: 출제경향,
// 출제기준, 취득방법) and hrdkorea_list_exam_subjects (InquiryExamKmInfo, 시험과목).
import { z } from 'zod';
import { jmCd, pageOf, rowWith, serviceKey } from '../schemas.ts';
import { hrdTool, noDataFor, normalized } from './tool.ts';

const InformationItem = rowWith({
  infogb: '정보구분: 출제경향, 출제기준, 취득방법',
  contents: '내용 (여러 줄)',
  jmfldnm: '종목명',
});

export const getExamInformation = hrdTool({
  name: 'hrdkorea_get_exam_information',
  title: '종목별 자격정보',
  operation: 'InquiryInformationTradeNTQSVC/getList',
  description:
    '종목별 자격정보 (InquiryInformationTradeNTQSVC/getList): 종목(jmCd)의 출제경향, 출제기준, 취득방법(시행처, 시험과목, 검정방법, 합격기준).\n' +
    'Exam information of one qualification: trends, standards, and how to obtain it (subjects, method, pass criteria).',
  input: z.object({ serviceKey, jmCd }),
  output: pageOf(InformationItem),
  kind: 'read',
  generic: ['serviceKey'],
  async run(args, { client }) {
    const page = await client.qnet('InquiryInformationTradeNTQSVC/getList', args);
    if (page.items.length === 0) throw noDataFor({ jmCd: args.jmCd, what: 'exam information' });
    return normalized<z.infer<typeof InformationItem>>(page);
  },
});

const SubjectItem = rowWith({
  jmNm: '종목명',
  seqNo: '순번',
  lssnNo: '교시',
  dtlTypNm: '시험유형: 객관식, 필답형, 작업형, 복합형, 면접형',
  kmNm: '과목명',
  kmOrder: '과목순서',
  kmYn: '필수과목 여부 (Y/N)',
  selfldNm: '선택분야명',
  omrStdPnt: '배점',
  qitemCnt: '문항수',
  suhmTmMi: '시험시간 (분)',
});

export const listExamSubjects = hrdTool({
  name: 'hrdkorea_list_exam_subjects',
  title: '시험과목 정보',
  operation: 'InquiryExamKmInfo/getList',
  description:
    '시험과목 정보 (InquiryExamKmInfo/getList): 국가기술자격 종목(jmCd)의 필기·실기 과목, 시험유형, 문항수, 배점, 시험시간.\n' +
    'Exam subjects of one technical qualification: type, number of questions, points and minutes.',
  input: z.object({ serviceKey, jmCd }),
  output: pageOf(SubjectItem),
  kind: 'read',
  generic: ['serviceKey'],
  async run(args, { client }) {
    const page = await client.qnet('InquiryExamKmInfo/getList', { ...args, pageNo: '1', numOfRows: '100' });
    if (page.items.length === 0) throw noDataFor({ jmCd: args.jmCd, what: 'exam subjects' });
    return normalized<z.infer<typeof SubjectItem>>(page);
  },
});
