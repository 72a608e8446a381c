// Member and committee APIs of the emulation: ALLNAMEMBER (every era), 국회의원 인적사항 (the
// sitting term only; UNIT_CD and AGE are ignored, as upstream), committees, rosters and schedules.

import { formatDay } from '../data/calendar.ts';
import { BILL_AGES, type BillAge, type BillFact } from '../data/index.ts';
import { committeeScheduleRow, plenaryScheduleRow } from '../data/schedule-rows.ts';
import { compareText } from '../data/text.ts';
import type { ApiCode } from './apis.ts';
import type { Handler } from './sim-bills.ts';
import { derive } from './sim-derive.ts';
import { applyFilters, contains, exact, type Params, prefix, type Row, requireParam } from './sim-params.ts';
import type { AssemblyView } from './sim-view.ts';

const byName = (field: string) => (a: Record<string, unknown>, b: Record<string, unknown>) =>
  compareText(String(a[field] ?? ''), String(b[field] ?? ''));

/** Rows in name order, once per source: the sort is stable, so filtering the sorted rows keeps the
 *  order that sorting the filtered rows gives. */
const sortedByName = (rows: readonly Row[], field: string) =>
  derive({ from: rows, kind: `byName:${field}`, build: () => [...rows].sort(byName(field)) });

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
  for (let position = bills.length - 1; position >= 0; position--) {
    const bill = bills[position] as BillFact;
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
    applyFilters(sortedByName(view.allNameMembers(), 'NAAS_NM'), params, [
      exact('NAAS_CD'),
      contains('NAAS_NM'),
      contains('PLPT_NM'),
      contains('ELECD_NM'),
      contains('BLNG_CMIT_NM'),
      contains('GTELT_ERACO'),
    ]),
  nwvrqwxyaytdsfvhu: (params, view) =>
    applyFilters(sortedByName(view.currentMembers(), 'HG_NM'), params, [
      contains('HG_NM'),
      exact('MONA_CD'),
      contains('POLY_NM'),
      contains('ORIG_NM'),
      contains('CMIT_NM'),
    ]),
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
    const bills = view.bills(age);
    const rows = derive({
      from: bills,
      kind: `committeeSchedule|${age}|${view.today}`,
      build: () => {
        const agenda = derive({ from: bills, kind: 'agenda', build: () => agendaIndex(bills) }).committee;
        return view.dataset
          .calendar(age)
          .meetings.filter((meeting) => meeting.day <= view.today)
          .map((meeting) =>
            committeeScheduleRow({
              meeting,
              age,
              bills: agenda.get(`${meeting.committee.name}|${formatDay(meeting.day)}`) ?? [],
            }),
          )
          .reverse();
      },
    });
    return applyFilters(rows, params, [contains('COMMITTEE_NAME'), prefix('MEETING_DATE'), exact('HR_DEPT_CD')]);
  },
  nekcaiymatialqlxr: (params, view) => {
    const age = unitAge(params, view);
    if (!age) return [];
    const bills = view.bills(age);
    const rows = derive({
      from: bills,
      kind: `plenarySchedule|${age}|${view.today}`,
      build: () => {
        const agenda = derive({ from: bills, kind: 'agenda', build: () => agendaIndex(bills) }).plenary;
        return view.dataset
          .calendar(age)
          .plenaries.filter((plenary) => plenary.day <= view.today)
          .map((plenary) => plenaryScheduleRow({ plenary, age, bills: agenda.get(formatDay(plenary.day)) ?? [] }))
          .reverse();
      },
    });
    return applyFilters(rows, params, [exact('MEETINGSESSION'), exact('CHA'), prefix('MEETTING_DATE')]);
  },
};
