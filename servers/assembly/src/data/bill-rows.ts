// Bill rows as each bill API publishes them, projected from the one BillFact: the same bill shows
// the same BILL_ID, BILL_NO, dates and result in the member-bill list, the pending/processed lists,
// BILLINFODETAIL, ALLBILL and the vote APIs.
import { hashSeed } from '@kopa/kit';
import { ERA } from './reference.ts';
import { pad } from './text.ts';
import { type BillFact, wasVoted } from './types.ts';
import type { MemberVote, Tally } from './votes.ts';

export type Row = Record<string, string | number | null>;

const detailLink = (id: string) => `http://likms.assembly.go.kr/bill/billDetail.do?billId=${id}`;
const linkUrl = (id: string) => `https://likms.assembly.go.kr/bill/billDetail.do?billId=${id}`;
const memberList = (id: string) => `http://likms.assembly.go.kr/bill/coactorListPopup.do?billId=${id}`;

/** nzmimeepazxkubdpn (국회의원 발의법률안): 24 fields. */
export function memberBillRow(bill: BillFact): Row {
  return {
    BILL_ID: bill.BILL_ID,
    BILL_NO: bill.BILL_NO,
    BILL_NAME: bill.BILL_NAME,
    COMMITTEE: bill.COMMITTEE,
    PROPOSE_DT: bill.PROPOSE_DT,
    PROC_RESULT: bill.PROC_RESULT,
    AGE: bill.AGE,
    DETAIL_LINK: detailLink(bill.BILL_ID),
    PROPOSER: bill.PROPOSER,
    MEMBER_LIST: memberList(bill.BILL_ID),
    LAW_PROC_DT: bill.LAW_PROC_DT,
    LAW_PRESENT_DT: bill.LAW_PRESENT_DT,
    LAW_SUBMIT_DT: bill.LAW_SUBMIT_DT,
    CMT_PROC_RESULT_CD: bill.CMT_PROC_RESULT_CD,
    CMT_PROC_DT: bill.CMT_PROC_DT,
    CMT_PRESENT_DT: bill.CMT_PRESENT_DT,
    COMMITTEE_DT: bill.COMMITTEE_DT,
    PROC_DT: bill.PROC_DT,
    COMMITTEE_ID: bill.COMMITTEE_ID,
    PUBL_PROPOSER: bill.PUBL_PROPOSER,
    LAW_PROC_RESULT_CD: bill.LAW_PROC_RESULT_CD,
    RST_PROPOSER: bill.RST_PROPOSER,
    RST_MONA_CD: bill.RST_MONA_CD,
    PUBL_MONA_CD: bill.PUBL_MONA_CD,
  };
}

function reviewFields(bill: BillFact): Row {
  return {
    LAW_SUBMIT_DT: bill.LAW_SUBMIT_DT,
    LAW_PRESENT_DT: bill.LAW_PRESENT_DT,
    LAW_PROC_DT: bill.LAW_PROC_DT,
    CMT_PROC_RESULT_CD: bill.CMT_PROC_RESULT_CD,
    LAW_PROC_RESULT_CD: bill.LAW_PROC_RESULT_CD,
    CMT_PRESENT_DT: bill.CMT_PRESENT_DT,
    CMT_PROC_DT: bill.CMT_PROC_DT,
  };
}

/** nwbqublzajtcqpdae (계류의안). */
export function pendingRow(bill: BillFact): Row {
  return {
    BILL_ID: bill.BILL_ID,
    BILL_NO: bill.BILL_NO,
    AGE: bill.AGE,
    BILL_NAME: bill.BILL_NAME,
    PROPOSER: bill.PROPOSER,
    PROPOSER_KIND: bill.PROPOSER_KIND,
    PROPOSE_DT: bill.PROPOSE_DT,
    CURR_COMMITTEE_ID: bill.COMMITTEE_ID,
    CURR_COMMITTEE: bill.COMMITTEE,
    COMMITTEE_DT: bill.COMMITTEE_DT,
    LINK_URL: linkUrl(bill.BILL_ID),
    RST_MONA_CD: bill.RST_MONA_CD,
    RST_PROPOSER: bill.RST_PROPOSER,
    ...reviewFields(bill),
  };
}

/** nzpltgfqabtcpsmai (처리의안). */
export function processedRow(bill: BillFact): Row {
  return {
    BILL_ID: bill.BILL_ID,
    BILL_NO: bill.BILL_NO,
    AGE: bill.AGE,
    BILL_NAME: bill.BILL_NAME,
    PROPOSER: bill.PROPOSER,
    PROPOSER_KIND: bill.PROPOSER_KIND,
    PROPOSE_DT: bill.PROPOSE_DT,
    PROC_RESULT_CD: bill.PROC_RESULT,
    CURR_COMMITTEE_ID: bill.COMMITTEE_ID,
    CURR_COMMITTEE: bill.COMMITTEE,
    COMMITTEE_DT: bill.COMMITTEE_DT,
    PROC_DT: bill.PROC_DT,
    LINK_URL: linkUrl(bill.BILL_ID),
    ...reviewFields(bill),
  };
}

/** The life-cycle fields BILLINFODETAIL and ALLBILL share. RGS_RSLN_DT and RGS_CONF_RSLT carry the
 *  final disposition of every processed bill, not only floor votes (kna DATA_AVAILABILITY §8). */
function lifecycle(bill: BillFact): Row {
  const referred = bill.PROPOSER_KIND !== '위원장';
  return {
    PPSL_SESS: bill.PPSL_SESS,
    PPSL_DT: bill.PROPOSE_DT,
    JRCMIT_NM: bill.COMMITTEE,
    JRCMIT_CMMT_DT: referred ? bill.COMMITTEE_DT : null,
    JRCMIT_PRSNT_DT: referred ? bill.CMT_PRESENT_DT : null,
    JRCMIT_PROC_DT: referred ? bill.CMT_PROC_DT : null,
    JRCMIT_PROC_RSLT: referred ? bill.CMT_PROC_RESULT_CD : null,
    LAW_CMMT_DT: bill.LAW_SUBMIT_DT,
    LAW_PRSNT_DT: bill.LAW_PRESENT_DT,
    LAW_PROC_DT: bill.LAW_PROC_DT,
    LAW_PROC_RSLT: bill.LAW_PROC_RESULT_CD,
    RGS_PRSNT_DT: bill.RGS_RSLN_DT,
    RGS_RSLN_DT: bill.PROC_DT,
    RGS_CONF_NM: bill.RGS_CONF_NM,
    RGS_CONF_RSLT: bill.PROC_RESULT,
    GVRN_TRSF_DT: bill.GVRN_TRSF_DT,
    PROM_LAW_NM: bill.PROM_DT ? bill.LAW_NAME : null,
    PROM_DT: bill.PROM_DT,
    PROM_NO: bill.PROM_NO,
  };
}

/** BILLINFODETAIL (의안 상세정보). */
export function detailRow(bill: BillFact): Row {
  return {
    BILL_ID: bill.BILL_ID,
    BILL_NO: bill.BILL_NO,
    BILL_NM: bill.BILL_NAME,
    PPSR_KIND: bill.PROPOSER_KIND,
    PPSR: bill.PROPOSER,
    ...lifecycle(bill),
  };
}

/** ALLBILL (의안정보 통합 API). */
export function allBillRow(bill: BillFact): Row {
  return {
    ERACO: ERA(Number(bill.AGE)),
    BILL_ID: bill.BILL_ID,
    BILL_NO: bill.BILL_NO,
    BILL_KND: '법률안',
    BILL_NM: bill.BILL_NAME,
    PPSR_KND: bill.PROPOSER_KIND,
    PPSR_NM: bill.PROPOSER,
    ...lifecycle(bill),
    LINK_URL: linkUrl(bill.BILL_ID),
  };
}

/** ncocpgfiaoituanbr (의안별 표결현황); the counts are numbers, as upstream. */
export function tallyRow(bill: BillFact, tally: Tally): Row {
  return {
    BILL_ID: bill.BILL_ID,
    PROC_DT: bill.PROC_DT,
    BILL_NO: bill.BILL_NO,
    BILL_NAME: bill.BILL_NAME,
    CURR_COMMITTEE: bill.COMMITTEE,
    CURR_COMMITTEE_ID: bill.COMMITTEE_ID,
    PROC_RESULT_CD: bill.PROC_RESULT,
    BILL_KIND_CD: '법률안',
    AGE: bill.AGE,
    ...tally,
    LINK_URL: linkUrl(bill.BILL_ID),
  };
}

const code = (label: string, width: number) => pad(hashSeed('code', label) % 10 ** width, width);

/** nojepdqqaweusdfbi (국회의원 본회의 표결정보); AGE, SESSION_CD, CURRENTS_CD and DISP_ORDER are numbers upstream. */
export function voteRow(options: { bill: BillFact; vote: MemberVote; name: string; hanja: string }): Row {
  const { bill, vote, name, hanja } = options;
  if (!wasVoted(bill)) throw new Error(`bill ${bill.BILL_ID} has no plenary vote`);
  return {
    HG_NM: name,
    HJ_NM: hanja,
    POLY_NM: vote.tenure.party,
    ORIG_NM: vote.tenure.district,
    MEMBER_NO: `${bill.AGE}${code(`member:${vote.tenure.monaCd}`, 11)}`,
    POLY_CD: `10${code(`party:${vote.tenure.party}`, 4)}`,
    ORIG_CD: `0${code(`district:${vote.tenure.district}`, 5)}`,
    VOTE_DATE: `${(bill.RGS_RSLN_DT ?? '').replace(/-/g, '')} ${bill.VOTE_TIME ?? '143000'}`,
    BILL_NO: bill.BILL_NO,
    BILL_NAME: bill.BILL_NAME,
    BILL_ID: bill.BILL_ID,
    LAW_TITLE: bill.LAW_NAME,
    CURR_COMMITTEE: bill.COMMITTEE,
    RESULT_VOTE_MOD: vote.result,
    DEPT_CD: bill.COMMITTEE_ID ? `9771${bill.COMMITTEE_ID.slice(4)}` : null,
    CURR_COMMITTEE_ID: bill.COMMITTEE_ID,
    DISP_ORDER: vote.order,
    BILL_URL: detailLink(bill.BILL_ID),
    BILL_NAME_URL: detailLink(bill.BILL_ID),
    SESSION_CD: bill.SESSION_CD,
    CURRENTS_CD: bill.CURRENTS_CD,
    AGE: Number(bill.AGE),
    MONA_CD: vote.tenure.monaCd,
  };
}
