// The response rows of every Open Assembly API this platform serves, declared once with the real
// field names. The emulation emits exactly these fields, the client fills any that a live answer
// lacks with null, and the tools publish them as their output schemas.
import { rowOf } from './rows-base.ts';

export * from './rows-bills.ts';

export const MemberHistoryRow = rowOf({
  NAAS_CD: '국회의원코드 (= MONA_CD, 8자리), e.g. H7X3372O',
  NAAS_NM: '국회의원명',
  NAAS_CH_NM: '국회의원 한자명',
  NAAS_EN_NM: '국회의원 영문명',
  BIRDY_DIV_CD: '생일구분코드 (양/음; 실제 API처럼 BTH_GBN_NM과 반대로 기재됨)',
  BIRDY_DT: '생일일자 (YYYY-MM-DD)',
  DTY_NM: '직책명 (국회의장 등)',
  PLPT_NM: '정당명: 대수별로 "/" 구분 (GTELT_ERACO 순서)',
  ELECD_NM: '선거구명: 대수별 "/" 구분',
  ELECD_DIV_NM: '선거구구분명 (지역구/비례대표): 대수별 "/" 구분',
  CMIT_NM: '위원회명 (최근 대수의 대표 위원회)',
  BLNG_CMIT_NM: '소속위원회명: 대수별 "/" 구분, 한 대수 안에서는 ", " 구분',
  RLCT_DIV_NM: '재선구분명 (초선, 재선, 3선 …)',
  GTELT_ERACO: '당선대수, e.g. "제21대, 제22대"',
  NTR_DIV: '성별',
  NAAS_TEL_NO: '전화번호 (현직만)',
  NAAS_EMAIL_ADDR: '이메일 (현직만)',
  NAAS_HP_URL: '홈페이지 URL',
  AIDE_NM: '보좌관',
  CHF_SCRT_NM: '비서관',
  SCRT_NM: '비서',
  BRF_HST: '약력',
  OFFM_RNUM_NO: '사무실 호실',
  NAAS_PIC: '사진 URL',
});

export const MemberProfileRow = rowOf({
  HG_NM: '이름',
  HJ_NM: '한자명',
  ENG_NM: '영문명칭',
  BTH_GBN_NM: '음/양력',
  BTH_DATE: '생년월일 (YYYY-MM-DD)',
  JOB_RES_NM: '직책명 (위원장/간사/위원/국회의장)',
  POLY_NM: '정당명',
  ORIG_NM: '선거구, e.g. "서울 종로구" 또는 "비례대표"',
  ELECT_GBN_NM: '선거구구분 (지역구/비례대표)',
  CMIT_NM: '대표 위원회',
  CMITS: '소속 위원회 목록 (", " 구분)',
  REELE_GBN_NM: '재선 (초선/재선/3선 …)',
  UNITS: '당선 대수, e.g. "제21대, 제22대"',
  SEX_GBN_NM: '성별',
  TEL_NO: '전화번호',
  E_MAIL: '이메일',
  HOMEPAGE: '홈페이지',
  STAFF: '보좌관',
  SECRETARY: '선임비서관',
  SECRETARY2: '비서관',
  MONA_CD: '국회의원코드 (= ALLNAMEMBER NAAS_CD)',
  MEM_TITLE: '약력',
  ASSEM_ADDR: '사무실 호실',
});

export const CommitteeRow = rowOf(
  {
    CMT_DIV_CD: '위원회구분코드',
    CMT_DIV_NM: '위원회구분 (상임위원회/상설특별위원회/특별위원회)',
    HR_DEPT_CD: '위원회코드 (7자리), 위원 명단·일정 조회에 사용',
    COMMITTEE_NAME: '위원회명',
    HG_NM: '위원장',
    HG_NM_LIST: '간사 (", " 구분)',
  },
  { LIMIT_CNT: '위원정수', CURR_CNT: '현원', POLY99_CNT: '비교섭단체위원수', POLY_CNT: '교섭단체위원수' },
);

export const CommitteeMemberRow = rowOf({
  DEPT_CD: '위원회코드 (= HR_DEPT_CD)',
  DEPT_NM: '위원회명',
  JOB_RES_NM: '구성 (위원장/간사/위원)',
  HG_NM: '위원명',
  HJ_NM: '위원명(한자)',
  ORIG_NM: '선거구',
  POLY_NM: '정당',
  ASSEM_TEL: '전화번호',
  ASSEM_EMAIL: '이메일',
  ROOM_NO: '호실',
  STAFF: '보좌관',
  SECRETARY: '비서관',
  SECRETARY2: '비서',
  MONA_CD: '국회의원코드',
});

export const CommitteeScheduleRow = rowOf({
  MEETING_DATE: '회의일자 (YYYY-MM-DD)',
  MEETING_TIME: '시간 (HH:MM)',
  SESS: '회기, e.g. "제418회"',
  DEGREE: '차수, e.g. "제3차"',
  TITLE: '구분 (전체회의/법안심사소위원회)',
  COMMITTEE_NAME: '위원회명',
  LINK_URL2: '상세 URL',
  UNIT_CD: '대수코드, e.g. 100022',
  UNIT_NM: '대수, e.g. 제22대',
  HR_DEPT_CD: '위원회코드',
  ANGUN: '안건 (<br> 구분)',
});

export const PlenaryScheduleRow = rowOf({
  MEETINGSESSION: '회기, e.g. "제418회"',
  CHA: '차수, e.g. "제5차"',
  TITLE: '제목, e.g. "제418회 국회(정기회) 제5차 본회의"',
  MEETTING_DATE: '일자 (YYYY-MM-DD; 필드명 철자는 실제 API 그대로)',
  MEETTING_TIME: '시간',
  LINK_URL: '링크주소',
  UNIT_CD: '대수코드',
  UNIT_NM: '대수',
  CONTS: '안건정보 (<br> 구분)',
});

export type ApiRow = Record<string, string | number | null>;
