// Per-bill satellite rows: the proposer list (BILLINFOPPSR) and the committee and 법사위 meetings
// that reviewed a bill (BILLJUDGECONF, BILLLWJUDGECONF), with meeting names from the term calendar.
import type { Row } from './bill-rows.ts';
import { parseDay } from './calendar.ts';
import type { Person } from './people.ts';
import { ERA } from './reference.ts';
import type { Tenure } from './rosters.ts';
import type { TermCalendar } from './sessions.ts';
import type { BillFact } from './types.ts';

export interface MemberLookup {
  person(monaCd: string): Person | undefined;
  /** The member's tenure in the bill's term on a day (or the last one of that term). */
  tenure(monaCd: string, age: number, day: string): Tenure | undefined;
}

/** BILLINFOPPSR (의안 제안자정보): the lead proposer first, then co-proposers in PUBL order. */
export function proposerRows(bill: BillFact, members: MemberLookup): Row[] {
  if (bill.PROPOSER_KIND !== '의원' || !bill.RST_MONA_CD) return [];
  const codes = [bill.RST_MONA_CD, ...(bill.PUBL_MONA_CD ? bill.PUBL_MONA_CD.split(',') : [])];
  return codes.map((monaCd, index) => {
    const person = members.person(monaCd);
    const tenure = members.tenure(monaCd, Number(bill.AGE), bill.PROPOSE_DT);
    return {
      BILL_ID: bill.BILL_ID,
      BILL_NO: bill.BILL_NO,
      BILL_NM: bill.BILL_NAME,
      PPSL_DT: bill.PROPOSE_DT,
      PPSR_NM: person?.name ?? null,
      PPSR_POLY_NM: tenure?.party ?? null,
      PPSR_CH_NM: person?.hanja ?? null,
      REP_DIV: index === 0 ? '대표발의' : null,
      PPSR_ROLE: '발의자',
      PPSR_KIND: '의원',
      PPSR_CN: String(index + 1),
      NASS_CD: monaCd,
      ERACO: ERA(Number(bill.AGE)),
    };
  });
}

function meetingName(calendar: TermCalendar, committee: string, date: string): string {
  const meeting = calendar.meetingFrom(committee, parseDay(date));
  return meeting?.name ?? `${committee} 전체회의`;
}

/** BILLJUDGECONF (의안 위원회심사 회의정보): 상정, then the committee's decision. */
export function committeeConferenceRows(bill: BillFact, calendar: TermCalendar): Row[] {
  if (!bill.COMMITTEE || bill.PROPOSER_KIND === '위원장') return [];
  const base = {
    ERACO: ERA(Number(bill.AGE)),
    BILL_ID: bill.BILL_ID,
    BILL_NO: bill.BILL_NO,
    BILL_NM: bill.BILL_NAME,
    PPSR: bill.PROPOSER,
    PPSL_DT: bill.PROPOSE_DT,
  };
  const rows: Row[] = [];
  if (bill.CMT_PRESENT_DT) {
    rows.push({
      ...base,
      JRCMIT_CONF_NM: meetingName(calendar, bill.COMMITTEE, bill.CMT_PRESENT_DT),
      JRCMIT_CONF_DT: bill.CMT_PRESENT_DT,
      JRCMIT_CONF_RSLT: '상정',
    });
  }
  if (bill.CMT_PROC_DT && bill.CMT_PROC_RESULT_CD) {
    rows.push({
      ...base,
      JRCMIT_CONF_NM: meetingName(calendar, bill.COMMITTEE, bill.CMT_PROC_DT),
      JRCMIT_CONF_DT: bill.CMT_PROC_DT,
      JRCMIT_CONF_RSLT: bill.CMT_PROC_RESULT_CD,
    });
  }
  return rows;
}

/** BILLLWJUDGECONF (의안 법사위 회의정보): 체계·자구 심사 상정 and result. */
export function judiciaryConferenceRows(bill: BillFact, calendar: TermCalendar): Row[] {
  if (!bill.LAW_PRESENT_DT) return [];
  const base = {
    ERACO: ERA(Number(bill.AGE)),
    BILL_ID: bill.BILL_ID,
    BILL_NO: bill.BILL_NO,
    BILL_NM: bill.BILL_NAME,
    PPSR: bill.PROPOSER,
    PPSL_DT: bill.PROPOSE_DT,
  };
  const name = meetingName(calendar, '법제사법위원회', bill.LAW_PRESENT_DT);
  const rows: Row[] = [
    { ...base, LWCMIT_CONF_NM: name, LWCMIT_CONF_DT: bill.LAW_PRESENT_DT, LWCMIT_CONF_RSLT: '상정' },
  ];
  if (bill.LAW_PROC_DT && bill.LAW_PROC_RESULT_CD) {
    rows.push({
      ...base,
      LWCMIT_CONF_NM: name,
      LWCMIT_CONF_DT: bill.LAW_PROC_DT,
      LWCMIT_CONF_RSLT: bill.LAW_PROC_RESULT_CD,
    });
  }
  return rows;
}
