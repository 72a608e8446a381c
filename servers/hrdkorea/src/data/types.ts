// The row shapes of the HRD Korea dataset. Public fields keep Q-Net's and data.go.kr's real names
// (lower-case `jmcd` in the qualification list, camelCase elsewhere); every value is a string, as
// upstream sends them.
import type { Table } from '@kopa/kit';

/** 계열 (grade) of a national technical qualification, plus the professional ('') rows. */
export type SeriesName = '기술사' | '기능장' | '기사' | '산업기사' | '기능사' | '1급' | '2급' | '';

/** A schedule family: the rounds one grade shares (기사 and 산업기사 and 1급/2급 sit for the 기사 rounds). */
export type Family = 'PE' | 'MC' | 'E' | 'C' | 'S' | 'CP' | 'WL';

/** InquiryListNationalQualifcationSVC/getList row (국가자격 종목 목록). */
export type QualificationRow = {
  jmcd: string;
  jmfldnm: string;
  qualgbcd: string;
  qualgbnm: string;
  seriescd: string;
  seriesnm: string;
  obligfldcd: string;
  obligfldnm: string;
  mdobligfldcd: string;
  mdobligfldnm: string;
};

/** One exam round of a family (qualExamSchd row plus the keys the emulation needs). */
export type RoundRow = {
  roundKey: string;
  family: Family;
  /** For professional rounds: the qualification the round belongs to; '' otherwise. */
  jmCd: string;
  implYy: string;
  implSeq: string;
  qualgbCd: string;
  qualgbNm: string;
  description: string;
  docRegStartDt: string;
  docRegEndDt: string;
  docExamStartDt: string;
  docExamEndDt: string;
  docPassDt: string;
  /** 응시자격 서류제출 기간 (기술사, 기능장); '' for the others. */
  docSubmitStartDt: string;
  docSubmitEndDt: string;
  pracRegStartDt: string;
  pracRegEndDt: string;
  pracExamStartDt: string;
  pracExamEndDt: string;
  pracPassDt: string;
};

/** Which qualification sits in which round. */
export type OfferingRow = {
  offeringKey: string;
  jmCd: string;
  roundKey: string;
  implYy: string;
  implSeq: string;
};

/** InquiryQualPassRateSVC/getList row (종목별 회차별 합격률). */
export type PassRateRow = {
  passKey: string;
  grdCd: string;
  grdNm: string;
  jmCd: string;
  jmFldNm: string;
  implYy: string;
  implSeq: string;
  examTypCcd: string;
  recptNoCnt: string;
  examPassCnt: string;
  passRate: string;
  /** The announcement date (YYYYMMDD) before which the row does not exist. */
  releasedOn: string;
};

/** InquiryTestInformationNTQSVC/getFeeList row (응시수수료). */
export type FeeRow = {
  jmCd: string;
  infogb: string;
  contents: string;
  jmfldnm: string;
  obligfldcd: string;
  obligfldnm: string;
  mdobligfldcd: string;
  mdobligfldnm: string;
};

/** InquiryQualInfo/getList row (국가기술자격 종목 상세); texts are clean here, junk is added upstream. */
export type QualInfoRow = {
  jmCd: string;
  jmNm: string;
  engJmNm: string;
  seriesCd: string;
  seriesNm: string;
  implNm: string;
  instiNm: string;
  mdobligFldNm: string;
  summary: string;
  job: string;
  career: string;
  trend: string;
  hist: string;
};

/** InquiryInformationTradeNTQSVC/getList row (종목별 자격정보). */
export type ExamInfoRow = {
  infoKey: string;
  jmCd: string;
  infogb: string;
  contents: string;
  jmfldnm: string;
};

/** InquiryExamKmInfo/getList row (시험과목 정보). */
export type SubjectRow = {
  subjectKey: string;
  jmCd: string;
  jmNm: string;
  seqNo: string;
  lssnNo: string;
  dtlTypNm: string;
  kmNm: string;
  kmOrder: string;
  kmYn: string;
  selfldNm: string;
  omrStdPnt: string;
  qitemCnt: string;
  suhmTmMi: string;
};

export interface HrdDataset {
  seed: string;
  qualifications: Table<QualificationRow>;
  rounds: Table<RoundRow>;
  offerings: Table<OfferingRow>;
  passRates: Table<PassRateRow>;
  fees: Table<FeeRow>;
  qualInfo: Table<QualInfoRow>;
  examInfo: Table<ExamInfoRow>;
  subjects: Table<SubjectRow>;
  /** sha256 per table, for the committed drift snapshot. */
  hashes(): Record<string, string>;
}
