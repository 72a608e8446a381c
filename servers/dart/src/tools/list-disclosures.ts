// dart_list_disclosures: list.json (공시검색), with every real filter and DART's paging.
import { z } from 'zod';
import { corp_code, crtfc_key, DisclosureRow, pageOf, yyyymmdd } from '../schemas.ts';
import { dartTool } from './tool.ts';

export const listDisclosures = dartTool({
  name: 'dart_list_disclosures',
  title: '공시검색',
  operation: 'list.json',
  description:
    '공시검색 (list.json): 회사·기간·공시유형별 공시보고서 목록(접수번호 rcept_no 포함). corp_code 없이 검색하면 기간은 최대 3개월입니다. page_count는 최대 100이며, 전체 결과는 totalCount를 보고 page_no로 끝까지 넘겨 읽으세요.\n' +
    'Searches disclosures by company, period and type; without corp_code the period is limited to 3 months; page through with page_no (page_count ≤ 100).',
  input: z.object({
    crtfc_key,
    corp_code: corp_code.optional(),
    bgn_de: yyyymmdd('검색시작 접수일자 (기본값: end_de)', '20260101').optional(),
    end_de: yyyymmdd('검색종료 접수일자 (기본값: 오늘)', '20260331').optional(),
    last_reprt_at: z.enum(['Y', 'N']).optional().describe('최종보고서만 검색 여부 (Y/N, 기본값 N)'),
    pblntf_ty: z
      .enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'])
      .optional()
      .describe(
        '공시유형: A 정기공시, B 주요사항보고, C 발행공시, D 지분공시, E 기타공시, F 외부감사관련, G 펀드공시, H 자산유동화, I 거래소공시, J 공정위공시',
      ),
    pblntf_detail_ty: z
      .string()
      .regex(/^[A-J]\d{3}$/, 'pblntf_detail_ty looks like A001 (사업보고서) or B001 (주요사항보고서)')
      .optional()
      .describe('공시상세유형, e.g. A001 사업보고서, A002 반기보고서, A003 분기보고서, B001 주요사항보고서'),
    corp_cls: z.enum(['Y', 'K', 'N', 'E']).optional().describe('법인구분: Y 유가, K 코스닥, N 코넥스, E 기타'),
    sort: z
      .enum(['date', 'crp', 'rpt'])
      .optional()
      .describe('정렬: date 접수일자, crp 회사명, rpt 보고서명 (기본값 date)'),
    sort_mth: z.enum(['asc', 'desc']).optional().describe('정렬방법 (기본값 desc)'),
    page_no: z.number().int().min(1).optional().describe('페이지 번호 (기본값 1)'),
    page_count: z
      .number()
      .int()
      .min(1)
      .max(100, 'page_count must be 1–100 (DART limit)')
      .optional()
      .describe('페이지당 건수 1~100 (기본값 10)'),
  }),
  output: pageOf(DisclosureRow),
  kind: 'read',
  generic: ['crtfc_key', 'page_no', 'page_count', 'sort', 'sort_mth'],
  paging: { page: 'page_no', size: 'page_count', max: 100 },
  async run({ page_no, page_count, ...filters }, { client }) {
    const body = await client.call('list', {
      ...filters,
      ...(page_no !== undefined ? { page_no: String(page_no) } : {}),
      ...(page_count !== undefined ? { page_count: String(page_count) } : {}),
    });
    const items = (body.list ?? []) as z.infer<typeof DisclosureRow>[];
    return {
      resultCode: body.status,
      resultMsg: body.message,
      totalCount: Number(body.total_count ?? items.length),
      pageNo: Number(body.page_no ?? 1),
      numOfRows: Number(body.page_count ?? items.length),
      items,
    };
  },
});
