// hrdkorea_get_exam_fee: getFeeList (응시수수료), one line per qualification such as
// "1차 : 19400, 2차 : 22600" (1차 = 필기, 2차 = 실기/면접).
import { z } from 'zod';
import { jmCd, pageOf, rowWith, serviceKey } from '../schemas.ts';
import { hrdTool, noDataFor, normalized } from './tool.ts';

const FeeItem = rowWith({
  infogb: '정보구분',
  contents: '수수료, e.g. "1차 : 19400, 2차 : 22600" (원; 1차 필기, 2차 실기·면접, 3차가 있는 종목도 있음)',
  jmfldnm: '종목명',
  obligfldcd: '대직무분야코드',
  obligfldnm: '대직무분야명',
  mdobligfldcd: '중직무분야코드',
  mdobligfldnm: '중직무분야명',
});

export const getExamFee = hrdTool({
  name: 'hrdkorea_get_exam_fee',
  title: '종목별 응시수수료',
  operation: 'getFeeList',
  description:
    '종목별 응시수수료 (getFeeList): 종목(jmCd)의 차수별 응시수수료가 contents에 "1차 : 19400, 2차 : 22600" 형식(원)으로 들어 있습니다. 1차는 필기, 2차는 실기(기술사는 면접)이며, 1차 없이 ", 2차 : 41500"으로 시작하는 종목도 있습니다.\n' +
    'Exam fees of one qualification (jmCd), as "1차 : <written>, 2차 : <practical>" in won.',
  input: z.object({ serviceKey, jmCd }),
  output: pageOf(FeeItem),
  kind: 'read',
  generic: ['serviceKey'],
  async run(args, { client }) {
    const page = await client.qnet('InquiryTestInformationNTQSVC/getFeeList', args);
    if (page.items.length === 0) throw noDataFor({ jmCd: args.jmCd, what: 'exam fee' });
    return normalized<z.infer<typeof FeeItem>>(page);
  },
});
