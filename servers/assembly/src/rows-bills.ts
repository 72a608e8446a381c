// The bill and vote rows (member bills, pending/processed lists, detail, proposers, meetings,
// tallies and roll calls), declared once with the real field names (helper in rows-base.ts).
import { type Fields, rowOf } from './rows-base.ts';

const REVIEW: Fields = {
  COMMITTEE_DT: '소관위 회부일 (YYYY-MM-DD)',
  CMT_PRESENT_DT: '소관위 상정일',
  CMT_PROC_DT: '소관위 처리일',
  CMT_PROC_RESULT_CD: '소관위 처리결과 (원안가결/수정가결/대안반영폐기 …)',
  LAW_SUBMIT_DT: '법사위 회부일',
  LAW_PRESENT_DT: '법사위 상정일',
  LAW_PROC_DT: '법사위 처리일',
  LAW_PROC_RESULT_CD: '법사위 처리결과',
};

export const MemberBillRow = rowOf({
  BILL_ID: '의안ID (PRC_ + 30자), 제안자·표결·상세 조회에 사용',
  BILL_NO: '의안번호 (7자리, 앞 두 자리 = 대수), e.g. 2200123',
  BILL_NAME: '법률안명, e.g. "주택임대차보호법 일부개정법률안"',
  COMMITTEE: '소관위원회 (회부 전이면 null)',
  PROPOSE_DT: '제안일 (YYYY-MM-DD)',
  PROC_RESULT:
    '본회의심의결과: null(계류), 원안가결, 수정가결, 대안반영폐기, 임기만료폐기, 철회, 폐기, 수정안반영폐기, 부결',
  AGE: '대수',
  DETAIL_LINK: '의안 상세페이지 URL',
  PROPOSER: '제안자, e.g. "홍길동의원 등 12인"',
  MEMBER_LIST: '제안자목록 링크',
  PROC_DT: '의결일',
  COMMITTEE_ID: '소관위원회ID (7자리)',
  PUBL_PROPOSER: '공동발의자 (쉼표 구분, PUBL_MONA_CD와 같은 순서)',
  RST_PROPOSER: '대표발의자',
  RST_MONA_CD: '대표발의자 국회의원코드 (MONA_CD)',
  PUBL_MONA_CD: '공동발의자 국회의원코드 (쉼표 구분)',
  ...REVIEW,
});

const LISTED_BILL: Fields = {
  BILL_ID: '의안ID',
  BILL_NO: '의안번호',
  AGE: '대수',
  BILL_NAME: '의안명',
  PROPOSER: '제안자 ("홍길동의원 등 10인" / "○○위원장" / "정부")',
  PROPOSER_KIND: '제안자구분 (의원/위원장/정부)',
  PROPOSE_DT: '제안일',
  CURR_COMMITTEE_ID: '소관위코드',
  CURR_COMMITTEE: '소관위',
  LINK_URL: '의안상세정보 URL',
  ...REVIEW,
};

export const PendingBillRow = rowOf({
  ...LISTED_BILL,
  RST_PROPOSER: '대표발의자',
  RST_MONA_CD: '대표발의자코드',
});

export const ProcessedBillRow = rowOf({
  ...LISTED_BILL,
  PROC_RESULT_CD: '본회의심의결과 (원안가결/수정가결/대안반영폐기/철회/임기만료폐기 …)',
  PROC_DT: '의결일',
});

const LIFECYCLE: Fields = {
  PPSL_SESS: '제안회기, e.g. "제418회"',
  PPSL_DT: '제안일',
  JRCMIT_NM: '소관위원회명',
  JRCMIT_CMMT_DT: '소관위원회 회부일',
  JRCMIT_PRSNT_DT: '소관위원회 상정일',
  JRCMIT_PROC_DT: '소관위원회 처리일',
  JRCMIT_PROC_RSLT: '소관위원회 처리결과',
  LAW_CMMT_DT: '법사위 체계자구심사 회부일',
  LAW_PRSNT_DT: '법사위 체계자구심사 상정일',
  LAW_PROC_DT: '법사위 체계자구심사 처리일',
  LAW_PROC_RSLT: '법사위 체계자구심사 처리결과',
  RGS_PRSNT_DT: '본회의 심의 상정일',
  RGS_RSLN_DT: '본회의 심의 의결일 (처리된 모든 의안의 최종 처리일)',
  RGS_CONF_NM: '본회의 회의명',
  RGS_CONF_RSLT: '본회의 심의결과 (처리된 모든 의안의 최종 결과)',
  GVRN_TRSF_DT: '정부 이송일',
  PROM_LAW_NM: '공포 법률명 (law.go.kr 법령명 검색에 사용)',
  PROM_DT: '공포일',
  PROM_NO: '공포번호, e.g. "제20512호"',
};

export const BillDetailItem = rowOf({
  BILL_ID: '의안ID',
  BILL_NO: '의안번호',
  BILL_NM: '의안명',
  PPSR_KIND: '제안자구분',
  PPSR: '제안자',
  ...LIFECYCLE,
});

export const AllBillItem = rowOf({
  ERACO: '대수, e.g. "제22대"',
  BILL_ID: '의안ID',
  BILL_NO: '의안번호',
  BILL_KND: '의안종류 (법률안)',
  BILL_NM: '의안명',
  PPSR_KND: '제안자구분',
  PPSR_NM: '제안자명',
  ...LIFECYCLE,
  LINK_URL: '링크URL',
});

export const ProposerRow = rowOf({
  BILL_ID: '의안ID',
  BILL_NO: '의안번호',
  BILL_NM: '의안명',
  PPSL_DT: '제안일',
  PPSR_NM: '제안자명',
  PPSR_POLY_NM: '제안자 정당 (제안 당시)',
  PPSR_CH_NM: '제안자 한자명',
  REP_DIV: '대표발의 구분 ("대표발의" 또는 null)',
  PPSR_ROLE: '역할 (발의자)',
  PPSR_KIND: '제안자구분 (의원)',
  PPSR_CN: '제안자 순번',
  NASS_CD: '국회의원코드 (MONA_CD)',
  ERACO: '대수, e.g. "제22대"',
});

const CONFERENCE_BASE: Fields = {
  ERACO: '대수',
  BILL_ID: '의안ID',
  BILL_NO: '의안번호',
  BILL_NM: '의안명',
  PPSR: '제안자',
  PPSL_DT: '제안일',
};

export const CommitteeConferenceRow = rowOf({
  ...CONFERENCE_BASE,
  JRCMIT_CONF_NM: '소관위원회 심사 회의명, e.g. "제418회 국회(정기회) 제3차 보건복지위원회"',
  JRCMIT_CONF_DT: '소관위원회 심사 회의일',
  JRCMIT_CONF_RSLT: '회의결과 (상정, 원안가결, 대안반영폐기 …)',
});

export const JudiciaryConferenceRow = rowOf({
  ...CONFERENCE_BASE,
  LWCMIT_CONF_NM: '법사위 회의명',
  LWCMIT_CONF_DT: '법사위 회의일',
  LWCMIT_CONF_RSLT: '법사위 회의결과',
});

export const VoteTallyRow = rowOf(
  {
    BILL_ID: '의안ID (의원별 표결 조회에 사용)',
    PROC_DT: '의결일 (표결일)',
    BILL_NO: '의안번호',
    BILL_NAME: '의안명',
    CURR_COMMITTEE: '소관위원회',
    CURR_COMMITTEE_ID: '소관위원회ID',
    PROC_RESULT_CD: '표결결과 (원안가결/수정가결/부결)',
    BILL_KIND_CD: '의안종류',
    AGE: '대수',
    LINK_URL: '의안 링크',
  },
  {
    MEMBER_TCNT: '재적의원수',
    VOTE_TCNT: '투표의원수 (찬성+반대+기권)',
    YES_TCNT: '찬성',
    NO_TCNT: '반대',
    BLANK_TCNT: '기권',
  },
);

export const MemberVoteRow = rowOf(
  {
    HG_NM: '의원명',
    HJ_NM: '한자명',
    POLY_NM: '정당',
    ORIG_NM: '선거구',
    MEMBER_NO: '의원번호',
    POLY_CD: '정당코드',
    ORIG_CD: '선거구코드',
    VOTE_DATE: '표결일시 (YYYYMMDD HHMMSS)',
    BILL_NO: '의안번호',
    BILL_NAME: '의안명',
    BILL_ID: '의안ID',
    LAW_TITLE: '법률명',
    CURR_COMMITTEE: '소관위원회',
    RESULT_VOTE_MOD: '표결결과 (찬성/반대/기권/불참)',
    DEPT_CD: '부서코드',
    CURR_COMMITTEE_ID: '소관위원회ID',
    BILL_URL: '의안 URL',
    BILL_NAME_URL: '의안명 URL',
    AGE: '대수 (upstream은 숫자로 보냄; 문자열로 정규화)',
    MONA_CD: '국회의원코드',
  },
  { DISP_ORDER: '표시순서 (가나다순)', SESSION_CD: '회기', CURRENTS_CD: '차수' },
);
