// hrdkorea_list_qualifications (국가자격 종목 목록) and hrdkorea_get_qualification_info (종목 상세):
// name → jmcd, the first step of every chain.
import { z } from 'zod';
import { jmCd, numOfRows, pageNo, pageOf, QualificationItem, rowWith, serviceKey } from '../schemas.ts';
import type { Row } from '../upstream/client.ts';
import { GENERIC, hrdTool, localPage, noDataFor, normalized } from './tool.ts';

const normalize = (name: string) => name.normalize('NFC').replace(/\s+/g, '').toLowerCase();

export const listQualifications = hrdTool({
  name: 'hrdkorea_list_qualifications',
  title: '국가자격 종목 목록 정보',
  operation: 'InquiryListNationalQualifcationSVC/getList',
  description:
    '국가자격 종목 목록 (InquiryListNationalQualifcationSVC/getList): 국가기술자격(T)·국가전문자격(S) 종목의 종목코드(jmcd), 종목명, 계열(등급), 직무분야. jmfldnm으로 종목명을 찾으면(부분 일치, 공백 무시) 정확히 일치하는 종목이 먼저 나옵니다; 이 필터는 Q-Net 전체 목록을 받아 도구가 적용합니다.\n' +
    'Lists national qualifications with their jmcd code; filter by name (exact matches first), grade or type — other HRD Korea tools need the jmcd.',
  input: z.object({
    serviceKey,
    jmfldnm: z.string().trim().min(1).optional().describe('종목명 (부분 일치, 공백 무시), e.g. 정보처리기사'),
    seriesnm: z
      .enum(['기술사', '기능장', '기사', '산업기사', '기능사', '1급', '2급'])
      .optional()
      .describe('계열명(등급) 필터, e.g. 기사'),
    qualgbcd: z.enum(['T', 'S']).optional().describe('자격구분: T 국가기술자격, S 국가전문자격'),
    pageNo,
    numOfRows: numOfRows({ max: 1000, fallback: '기본값 100, 최대 1000' }),
  }),
  output: pageOf(QualificationItem),
  kind: 'read',
  generic: GENERIC,
  paging: { page: 'pageNo', size: 'numOfRows', max: 1000 },
  async run(args, { client }) {
    const size = args.numOfRows ?? 100;
    if (!args.jmfldnm && !args.seriesnm && !args.qualgbcd) {
      const page = await client.qnet('InquiryListNationalQualifcationSVC/getList', {
        serviceKey: args.serviceKey,
        pageNo: String(args.pageNo ?? 1),
        numOfRows: String(size),
      });
      return normalized<z.infer<typeof QualificationItem>>(page);
    }
    const page = await client.qnet('InquiryListNationalQualifcationSVC/getList', { serviceKey: args.serviceKey });
    const wanted = args.jmfldnm ? normalize(args.jmfldnm) : undefined;
    const ranked: Array<{ rank: number; row: Row }> = [];
    for (const row of page.items) {
      if (args.seriesnm && row.seriesnm !== args.seriesnm) continue;
      if (args.qualgbcd && row.qualgbcd !== args.qualgbcd) continue;
      const name = normalize(row.jmfldnm ?? '');
      const rank = !wanted ? 0 : name === wanted ? 0 : name.startsWith(wanted) ? 1 : name.includes(wanted) ? 2 : -1;
      if (rank >= 0) ranked.push({ rank, row });
    }
    ranked.sort((a, b) => a.rank - b.rank);
    const rows = ranked.map((entry) => entry.row);
    return localPage<z.infer<typeof QualificationItem>>({
      page,
      rows,
      ...(args.pageNo ? { pageNo: args.pageNo } : {}),
      numOfRows: size,
    });
  },
});

const QualInfoItem = rowWith({
  jmCd: '종목코드',
  jmNm: '종목명',
  engJmNm: '영문 종목명',
  seriesNm: '계열명',
  implNm: '시행기관',
  instiNm: '관련부처',
  mdobligFldNm: '중직무분야',
  summary: '개요',
  job: '수행직무',
  career: '진로 및 전망',
  trend: '출제경향',
  hist: '변천과정',
});

export const getQualificationInfo = hrdTool({
  name: 'hrdkorea_get_qualification_info',
  title: '국가기술자격 종목 상세정보',
  operation: 'InquiryQualInfo/getList',
  description:
    '국가기술자격 종목 상세정보 (InquiryQualInfo/getList): 계열(seriesCd) 단위로 종목의 개요, 수행직무, 진로 및 전망, 출제경향, 변천과정. seriesCd는 01 기술사, 02 기능장, 03 기사·산업기사, 04 기능사이며, jmCd를 주면 그 종목만 돌려줍니다(도구가 거름). 응답 앞의 CSS 잔재는 제거됩니다.\n' +
    'Qualification details (summary, job, career, trend, history) by grade code, optionally narrowed to one jmCd.',
  input: z.object({
    serviceKey,
    seriesCd: z
      .enum(['01', '02', '03', '04'])
      .describe('계열코드: 01 기술사, 02 기능장, 03 기사·산업기사, 04 기능사 (목록의 seriescd)'),
    jmCd: jmCd.optional(),
    pageNo,
    numOfRows: numOfRows({ max: 1000, fallback: '기본값 20, 최대 1000' }),
  }),
  output: pageOf(QualInfoItem),
  kind: 'read',
  generic: GENERIC,
  paging: { page: 'pageNo', size: 'numOfRows', max: 1000 },
  async run(args, { client }) {
    const page = await client.qnet('InquiryQualInfo/getList', { serviceKey: args.serviceKey, seriesCd: args.seriesCd });
    const rows = args.jmCd ? page.items.filter((row) => row.jmCd === args.jmCd) : page.items;
    if (args.jmCd && rows.length === 0) {
      throw noDataFor({
        jmCd: args.jmCd,
        what: `종목 상세 in seriesCd ${args.seriesCd}`,
        hint: 'Use the seriescd of the qualification from hrdkorea_list_qualifications (03 covers 기사 and 산업기사); 1급/2급 and 국가전문자격 have no details here.',
      });
    }
    return localPage<z.infer<typeof QualInfoItem>>({
      page,
      rows,
      ...(args.pageNo ? { pageNo: args.pageNo } : {}),
      numOfRows: args.numOfRows ?? 20,
    });
  },
});
