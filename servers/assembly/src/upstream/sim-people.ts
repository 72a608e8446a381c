// Member and committee APIs of the emulation: ALLNAMEMBER (every era), 국회의원 인적사항 (the
// sitting term only; UNIT_CD and AGE are ignored, as upstream), committees, rosters and schedules.

import { formatDay } from '../data/calendar.ts';
import { BILL_AGES, type BillAge, type BillFact } from '../data/index.ts';
import { committeeScheduleRow, plenaryScheduleRow } from '../data/schedule-rows.ts';
import { compareText } from '../data/text.ts';
import type { ApiCode } from './apis.ts';
import type { Handler } from './sim-bills.ts';
import { applyFilters, contains, exact, type Params, prefix, requireParam } from './sim-params.ts';
import type { AssemblyView } from './sim-view.ts';

const byName = (field: string) => (a: Record<string, unknown>, b: Record<string, unknown>) =>
  compareText(String(a[field] ?? ''), String(b[field] ?? ''));

/** The bill term of a UNIT_CD like 100022, if generated and begun. */
function unitAge(params: Params, view: AssemblyView): BillAge | undefined {
  const unit = requireParam(params, 'UNIT_CD');
  const age = /^1000(\d{2})$/.exec(unit)?.[1];
  const number = Number(age);
  return (BILL_AGES as readonly number[]).includes(number) && view.started.includes(number as BillAge)
    ? (number as BillAge)
    : undefined;
}

/** Bills by the committee meeting day (상정 or 처리) and by plenary day, for the agendas. */
function agendaIndex(bills: readonly BillFact[]) {
  const committee = new Map<string, BillFact[]>();
  const plenary = new Map<string, BillFact[]>();
  const push = (map: Map<string, BillFact[]>, key: string, bill: BillFact) => {
    const list = map.get(key);
    if (list) list.push(bill);
    else map.set(key, [bill]);
  };
  for (const bill of [...bills].reverse()) {
    if (bill.COMMITTEE && bill.CMT_PRESENT_DT) push(committee, `${bill.COMMITTEE}|${bill.CMT_PRESENT_DT}`, bill);
    if (bill.COMMITTEE && bill.CMT_PROC_DT && bill.CMT_PROC_DT !== bill.CMT_PRESENT_DT) {
      push(committee, `${bill.COMMITTEE}|${bill.CMT_PROC_DT}`, bill);
    }
    if (bill.RGS_RSLN_DT) push(plenary, bill.RGS_RSLN_DT, bill);
  }
  return { committee, plenary };
}

export const PEOPLE_HANDLERS: Partial<Record<ApiCode, Handler>> = {
  ALLNAMEMBER: (params, view) =>
    applyFilters(view.allNameMembers(), params, [
      exact('NAAS_CD'),
      contains('NAAS_NM'),
      contains('PLPT_NM'),
      contains('ELECD_NM'),
      contains('BLNG_CMIT_NM'),
      contains('GTELT_ERACO'),
    ]).sort(byName('NAAS_NM')),
  nwvrqwxyaytdsfvhu: (params, view) =>
    applyFilters(view.currentMembers(), params, [
      contains('HG_NM'),
      exact('MONA_CD'),
      contains('POLY_NM'),
      contains('ORIG_NM'),
      contains('CMIT_NM'),
    ]).sort(byName('HG_NM')),
  nxrvzonlafugpqjuh: (params, view) =>
    applyFilters(view.committees(), params, [
      contains('CMT_DIV_NM'),
      exact('HR_DEPT_CD'),
      contains('COMMITTEE_NAME'),
      contains('HG_NM'),
      contains('HG_NM_LIST'),
    ]),
  nktulghcadyhmiqxi: (params, view) =>
    applyFilters(view.committeeMembers(), params, [
      exact('DEPT_CD'),
      contains('DEPT_NM'),
      contains('HG_NM'),
      contains('POLY_NM'),
      exact('MONA_CD'),
    ]),
  nrsldhjpaemrmolla: (params, view) => {
    const age = unitAge(params, view);
    if (!age) return [];
    const calendar = view.dataset.calendar(age);
    const agenda = agendaIndex(view.bills(age)).committee;
    const rows = calendar.meetings
      .filter((meeting) => meeting.day <= view.today)
      .map((meeting) =>
        committeeScheduleRow({
          meeting,
          age,
          bills: agenda.get(`${meeting.committee.name}|${formatDay(meeting.day)}`) ?? [],
        }),
      )
      .reverse();
    return applyFilters(rows, params, [contains('COMMITTEE_NAME'), prefix('MEETING_DATE'), exact('HR_DEPT_CD')]);
  },
  nekcaiymatialqlxr: (params, view) => {
    const age = unitAge(params, view);
    if (!age) return [];
    const calendar = view.dataset.calendar(age);
    const agenda = agendaIndex(view.bills(age)).plenary;
    const rows = calendar.plenaries
      .filter((plenary) => plenary.day <= view.today)
      .map((plenary) => plenaryScheduleRow({ plenary, age, bills: agenda.get(formatDay(plenary.day)) ?? [] }))
      .reverse();
    return applyFilters(rows, params, [exact('MEETINGSESSION'), exact('CHA'), prefix('MEETTING_DATE')]);
  },
};
