// The one canonical record of a bill, from which every bill API's row is projected. Field names
// are the real ones where an API has them; the few internal fields are marked.

export type ProposerKind = '의원' | '위원장' | '정부';

export interface BillFact extends Record<string, unknown> {
  BILL_ID: string;
  BILL_NO: string;
  AGE: string;
  BILL_NAME: string;
  /** Internal: the amended law, e.g. 주택임대차보호법 (the bill name without 일부개정법률안). */
  LAW_NAME: string;
  PROPOSER_KIND: ProposerKind;
  /** "홍길동의원 등 12인" | "보건복지위원장" | "정부" */
  PROPOSER: string;
  RST_PROPOSER: string | null;
  RST_MONA_CD: string | null;
  /** Co-proposers' names, comma-separated without spaces, in the order of PUBL_MONA_CD. */
  PUBL_PROPOSER: string | null;
  PUBL_MONA_CD: string | null;
  PROPOSE_DT: string;
  /** "제418회" */
  PPSL_SESS: string;
  COMMITTEE: string | null;
  COMMITTEE_ID: string | null;
  COMMITTEE_DT: string | null;
  CMT_PRESENT_DT: string | null;
  CMT_PROC_DT: string | null;
  CMT_PROC_RESULT_CD: string | null;
  LAW_SUBMIT_DT: string | null;
  LAW_PRESENT_DT: string | null;
  LAW_PROC_DT: string | null;
  LAW_PROC_RESULT_CD: string | null;
  PROC_DT: string | null;
  PROC_RESULT: string | null;
  /** 본회의 의결일: set only for bills decided by a plenary vote. */
  RGS_RSLN_DT: string | null;
  RGS_CONF_NM: string | null;
  /** Internal: plenary 회기 and 차수 numbers, and the vote's time (HHMMSS). */
  SESSION_CD: number | null;
  CURRENTS_CD: number | null;
  VOTE_TIME: string | null;
  GVRN_TRSF_DT: string | null;
  PROM_DT: string | null;
  PROM_NO: string | null;
  /** Internal: the committee alternative that absorbed a 대안반영폐기 bill. */
  ALT_BILL_ID: string | null;
}

export const PLENARY_RESULTS: ReadonlySet<string> = new Set(['원안가결', '수정가결', '부결']);

/** True when the bill was decided by a recorded plenary vote. */
export function wasVoted(bill: BillFact): boolean {
  return bill.RGS_RSLN_DT !== null && bill.PROC_RESULT !== null && PLENARY_RESULTS.has(bill.PROC_RESULT);
}
