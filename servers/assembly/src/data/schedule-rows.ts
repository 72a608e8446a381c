// Schedule rows: committee meetings (nrsldhjpaemrmolla) and plenary meetings (nekcaiymatialqlxr),
// with agendas listing the very bills whose stage dates fall on that meeting.
import type { Row } from './bill-rows.ts';
import { formatDay } from './calendar.ts';
import { ERA, UNIT_CD } from './reference.ts';
import type { CommitteeMeeting, Plenary } from './sessions.ts';
import type { BillFact } from './types.ts';

const SHOWN = 5;

function agenda(bills: readonly BillFact[]): string | null {
  if (bills.length === 0) return null;
  const lines = bills.slice(0, SHOWN).map((bill, index) => {
    const proposer = bill.PROPOSER_KIND === '의원' ? `${bill.RST_PROPOSER}의원 대표발의` : bill.PROPOSER;
    return `${index + 1}. ${bill.BILL_NAME}(${proposer})(의안번호 ${bill.BILL_NO})`;
  });
  if (bills.length > SHOWN) lines.push(`외 ${bills.length - SHOWN}건`);
  return lines.join('<br>');
}

export function committeeScheduleRow(options: {
  meeting: CommitteeMeeting;
  age: number;
  bills: readonly BillFact[];
}): Row {
  const { meeting, age, bills } = options;
  return {
    MEETING_DATE: formatDay(meeting.day),
    MEETING_TIME: meeting.time,
    SESS: `제${meeting.session.no}회`,
    DEGREE: `제${meeting.degree}차`,
    TITLE: meeting.kind === 'full' ? '전체회의' : '법안심사소위원회',
    COMMITTEE_NAME: meeting.committee.name,
    LINK_URL2: `https://likms.assembly.go.kr/record/mhs-10-040-0040.do?cmitCd=${meeting.committee.code}&confDate=${formatDay(meeting.day)}`,
    UNIT_CD: UNIT_CD(age),
    UNIT_NM: ERA(age),
    HR_DEPT_CD: meeting.committee.code,
    ANGUN: meeting.kind === 'full' ? agenda(bills) : '법률안 등 심사의 건',
  };
}

export function plenaryScheduleRow(options: { plenary: Plenary; age: number; bills: readonly BillFact[] }): Row {
  const { plenary, age, bills } = options;
  return {
    MEETINGSESSION: `제${plenary.session.no}회`,
    CHA: `제${plenary.cha}차`,
    TITLE: plenary.name,
    MEETTING_DATE: formatDay(plenary.day),
    MEETTING_TIME: '14:00',
    LINK_URL: `https://likms.assembly.go.kr/record/mhs-10-030-0030.do?sessNo=${plenary.session.no}&cha=${plenary.cha}`,
    UNIT_CD: UNIT_CD(age),
    UNIT_NM: ERA(age),
    CONTS: agenda(bills),
  };
}
