// neis_search_schools: schoolInfo (학교기본정보), the lookup every other NEIS call starts from —
// a school name (partial) to ATPT_OFCDC_SC_CODE + SD_SCHUL_CODE. Names repeat across offices.
import { z } from 'zod';
import { ATPT_OFCDC_SC_CODE, PAGING, pageOf, rowWith, SCHOOL_FIELDS, SD_SCHUL_CODE } from '../schemas.ts';
import { fetchPage, GENERIC, neisTool } from './tool.ts';

export const SchoolRow = rowWith({
  ...SCHOOL_FIELDS,
  ENG_SCHUL_NM: '영문학교명',
  SCHUL_KND_SC_NM: '학교종류명: 초등학교, 중학교, 고등학교, 특수학교',
  LCTN_SC_NM: '시도명',
  JU_ORG_NM: '관할조직명 (교육지원청)',
  FOND_SC_NM: '설립명: 공립, 사립, 국립',
  ORG_RDNZC: '도로명우편번호',
  ORG_RDNMA: '도로명주소 (시도 시군구 도로명)',
  ORG_RDNDA: '도로명상세주소',
  ORG_TELNO: '전화번호',
  HMPG_ADRES: '홈페이지주소',
  COEDU_SC_NM: '남녀공학구분명: 남여공학, 남, 여',
  HS_SC_NM: '고등학교구분명: 일반고, 특성화고, 특목고, 자율고 (그 외 빈 문자열)',
  HS_GNRL_BUSNS_SC_NM: '고등학교일반전문구분명: 일반계, 전문계, 해당없음',
  SPCLY_PURPS_HS_ORD_NM: '특수목적고등학교계열명 (과학계열, 마이스터고 …)',
  FOND_YMD: '설립일자 (YYYYMMDD)',
  FOAS_MEMRD: '개교기념일 (YYYYMMDD)',
  LOAD_DTM: '수정일자',
});

export const searchSchools = neisTool({
  name: 'neis_search_schools',
  title: '학교기본정보',
  operation: 'schoolInfo',
  description:
    '학교기본정보 (schoolInfo): 학교명(부분 일치)·교육청·학교종류·시도·설립으로 학교를 찾아 시도교육청코드(ATPT_OFCDC_SC_CODE)와 행정표준코드(SD_SCHUL_CODE)를 얻습니다. 같은 이름의 학교가 여러 교육청에 있으니 교육청·주소로 구분하세요.\n' +
    'Finds schools (name substring, office, kind, province) and returns the ATPT_OFCDC_SC_CODE + SD_SCHUL_CODE every other NEIS tool needs; names repeat across offices.',
  input: z.object({
    ...PAGING,
    ATPT_OFCDC_SC_CODE: ATPT_OFCDC_SC_CODE.optional(),
    SD_SCHUL_CODE: SD_SCHUL_CODE.optional(),
    SCHUL_NM: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .optional()
      .describe('학교명 (부분 일치), e.g. 가락초 or 서울가락초등학교'),
    SCHUL_KND_SC_NM: z.enum(['초등학교', '중학교', '고등학교', '특수학교']).optional().describe('학교종류명'),
    LCTN_SC_NM: z.string().min(2).optional().describe('시도명 (정식 명칭), e.g. 서울특별시, 경기도, 강원특별자치도'),
    FOND_SC_NM: z.enum(['공립', '사립', '국립']).optional().describe('설립명'),
  }),
  output: pageOf(SchoolRow),
  kind: 'read',
  generic: GENERIC,
  paging: { page: 'pIndex', size: 'pSize', max: 1000 },
  run: (args, { client }) =>
    fetchPage<z.infer<typeof SchoolRow>>({
      client,
      service: 'schoolInfo',
      args,
      noDataHint:
        'No school matched: SCHUL_NM is a substring of the official name (e.g. 가락초, not 가락 초교); drop SCHUL_KND_SC_NM/LCTN_SC_NM or try another spelling.',
    }),
});
