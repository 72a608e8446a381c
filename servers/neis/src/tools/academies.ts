// neis_list_academies: acaInsTiInfo (학원교습소정보) — the academies and 교습소 registered with an
// office, by 시군구 (ADMST_ZONE_NM), 분야 and name; tens of thousands per office, so page through.
import { z } from 'zod';
import { ATPT_OFCDC_SC_CODE, PAGING, pageOf, rowWith } from '../schemas.ts';
import { fetchPage, GENERIC, neisTool } from './tool.ts';

export const AcademyRow = rowWith(
  {
    ATPT_OFCDC_SC_CODE: '시도교육청코드',
    ATPT_OFCDC_SC_NM: '시도교육청명',
    ADMST_ZONE_NM: '행정구역명 (시군구, e.g. 강남구, 수원시) — 경기데이터드림 SIGUN_NM과 같은 값',
    ACA_INSTI_SC_NM: '학원교습소명: 학원 또는 교습소',
    ACA_ASNUM: '학원지정번호 (10자리)',
    ACA_NM: '학원명',
    ESTBL_YMD: '개설일자',
    REG_YMD: '등록일자',
    REG_STTUS_NM: '등록상태명: 개원, 휴원',
    CAA_BEGIN_YMD: '휴원시작일자 (휴원이 아니면 빈 문자열)',
    CAA_END_YMD: '휴원종료일자',
    REALM_SC_NM: '분야명, e.g. 입시.검정 및 보습, 국제화, 예능(대), 독서실',
    LE_ORD_NM: '교습계열명',
    LE_CRSE_LIST_NM: '교습과정목록명',
    LE_CRSE_NM: '교습과정명',
    PSNBY_THCC_CNTNT: '인당수강료내용, e.g. 수학(초5, 초6):240000, 수학:300000 (원/월)',
    THCC_OTHBC_YN: '수강료공개여부',
    BRHS_ACA_YN: '기숙사학원여부',
    FA_RDNMA: '도로명주소',
    FA_RDNDA: '도로명상세주소',
    FA_RDNZC: '도로명우편번호',
    FA_TELNO: '전화번호',
    LOAD_DTM: '수정일자',
  },
  { TOFOR_SMTOT: '정원합계 (숫자)', DTM_RCPTN_ABLTY_NMPR_SMTOT: '일시수용능력인원합계 (숫자)' },
);

export const listAcademies = neisTool({
  name: 'neis_list_academies',
  title: '학원교습소정보',
  operation: 'acaInsTiInfo',
  description:
    '학원교습소정보 (acaInsTiInfo): 시도교육청에 등록된 학원·교습소의 등록상태, 정원, 분야·계열·과정, 수강료, 주소. ADMST_ZONE_NM(시군구)로 좁히고, 서울만 2만5천 건이 넘으니 totalCount를 보고 pIndex로 끝까지 넘기세요.\n' +
    'Lists the academies and tutoring rooms registered with an office (status, capacity, field, fees, address), filterable by 시군구 (ADMST_ZONE_NM) and field; page through with pIndex (pSize ≤ 1000).',
  input: z.object({
    ...PAGING,
    ATPT_OFCDC_SC_CODE,
    ADMST_ZONE_NM: z.string().min(1).max(20).optional().describe('행정구역명 (시군구), e.g. 강남구, 수원시, 제주시'),
    ACA_ASNUM: z
      .string()
      .regex(/^\d{10}$/, 'ACA_ASNUM is the 10-digit 학원지정번호')
      .optional()
      .describe('학원지정번호 (10자리)'),
    ACA_NM: z.string().min(1).max(50).optional().describe('학원명 (부분 일치), e.g. 수학'),
    REALM_SC_NM: z.string().min(1).optional().describe('분야명, e.g. 입시.검정 및 보습, 국제화, 예능(대), 독서실'),
    LE_ORD_NM: z.string().min(1).optional().describe('교습계열명, e.g. 보통교과, 외국어, 예능'),
    LE_CRSE_NM: z.string().min(1).optional().describe('교습과정명, e.g. 보습, 실용외국어, 음악'),
  }),
  output: pageOf(AcademyRow),
  kind: 'read',
  generic: GENERIC,
  paging: { page: 'pIndex', size: 'pSize', max: 1000 },
  run: (args, { client }) =>
    fetchPage<z.infer<typeof AcademyRow>>({
      client,
      service: 'acaInsTiInfo',
      args,
      noDataHint:
        'No academy matched: ADMST_ZONE_NM is a 시군구 of that office (강남구, 수원시, 세종시), REALM_SC_NM an exact 분야 (입시.검정 및 보습); ACA_NM matches a substring.',
    }),
});
