// hrdkorea_get_pass_rates: InquiryQualPassRateSVC (종목별 합격률), one grade's year of written and
// practical statistics per round; rows appear from their announcement day on.
import { z } from 'zod';
import { jmCd, numOfRows, PassRateItem, pageNo, pageOf, serviceKey } from '../schemas.ts';
import { GENERIC, hrdTool, localPage, normalized } from './tool.ts';

export const getPassRates = hrdTool({
  name: 'hrdkorea_get_pass_rates',
  title: '국가기술자격 종목별 합격률',
  operation: 'InquiryQualPassRateSVC/getList',
  description:
    '국가기술자격 종목별 합격률 (InquiryQualPassRateSVC/getList): 등급(grdCd)·기준년도(baseYY)의 회차별 필기/실기 접수자 수(recptNoCnt), 합격자 수(examPassCnt), 합격률(passRate, %). grdCd는 10 기술사, 20 기능장, 30 기사, 31 산업기사, 32 1급, 33 2급, 40 기능사. jmCd를 주면 그 종목만 돌려줍니다(도구가 거름). 발표일 전 회차는 없습니다.\n' +
    'Per-round written/practical registrations, passes and pass rates of one grade and year; optionally one jmCd.',
  input: z.object({
    serviceKey,
    grdCd: z
      .enum(['10', '20', '30', '31', '32', '33', '40'])
      .describe('등급코드: 10 기술사, 20 기능장, 30 기사, 31 산업기사, 32 1급, 33 2급, 40 기능사'),
    baseYY: z
      .string()
      .regex(/^20\d{2}$/, 'baseYY must be a 4-digit year such as 2025')
      .describe('기준년도 (YYYY), e.g. 2025'),
    jmCd: jmCd.optional(),
    pageNo,
    numOfRows: numOfRows({ max: 5000, fallback: '기본값 100' }),
  }),
  output: pageOf(PassRateItem),
  kind: 'read',
  generic: GENERIC,
  paging: { page: 'pageNo', size: 'numOfRows', max: 1000 },
  async run(args, { client }) {
    const query = { serviceKey: args.serviceKey, grdCd: args.grdCd, baseYY: args.baseYY };
    const size = args.numOfRows ?? 100;
    if (!args.jmCd) {
      const page = await client.qnet('InquiryQualPassRateSVC/getList', {
        ...query,
        pageNo: String(args.pageNo ?? 1),
        numOfRows: String(size),
      });
      return normalized<z.infer<typeof PassRateItem>>(page);
    }
    const page = await client.qnet('InquiryQualPassRateSVC/getList', query);
    const rows = page.items.filter((row) => row.jmCd === args.jmCd);
    return localPage<z.infer<typeof PassRateItem>>({
      page,
      rows,
      ...(args.pageNo ? { pageNo: args.pageNo } : {}),
      numOfRows: size,
    });
  },
});
