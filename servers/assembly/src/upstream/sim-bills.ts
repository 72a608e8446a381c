// Bill APIs of the emulation: member bills, pending and processed lists (AGE-scoped, newest
// first) and the per-bill detail, proposer and meeting APIs keyed by BILL_ID (ALLBILL by BILL_NO).
import { committeeConferenceRows, judiciaryConferenceRows, proposerRows } from '../data/bill-related-rows.ts';
import { allBillRow, detailRow, memberBillRow, pendingRow, processedRow } from '../data/bill-rows.ts';
import { parseDay } from '../data/calendar.ts';
import { BILL_AGES, type BillAge, type BillFact } from '../data/index.ts';
import type { ApiCode } from './apis.ts';
import { derive } from './sim-derive.ts';
import { ageParam, applyFilters, contains, exact, type Params, type Row, requireParam } from './sim-params.ts';
import type { AssemblyView } from './sim-view.ts';

export type Handler = (params: Params, view: AssemblyView) => Row[];

function termBills(view: AssemblyView, age: number | undefined | 'none'): readonly BillFact[] {
  if (typeof age !== 'number' || !(BILL_AGES as readonly number[]).includes(age)) return [];
  return view.bills(age as BillAge);
}

const BILL_FILTERS = [exact('BILL_ID'), exact('BILL_NO'), contains('BILL_NAME'), contains('PROPOSER')];

/** A term's bills projected to one API's rows, once per as-of bill list. */
const projected = (options: {
  bills: readonly BillFact[];
  kind: string;
  keep: (bill: BillFact) => boolean;
  row: (bill: BillFact) => Row;
}) => {
  const { bills, kind, keep, row } = options;
  return derive({ from: bills, kind, build: () => bills.filter(keep).map(row) });
};

const memberBills: Handler = (params, view) =>
  applyFilters(
    projected({
      bills: termBills(view, ageParam(params)),
      kind: 'memberBills',
      keep: (bill) => bill.PROPOSER_KIND === '의원',
      row: memberBillRow,
    }),
    params,
    [...BILL_FILTERS, exact('PROC_RESULT'), contains('COMMITTEE'), exact('COMMITTEE_ID')],
  );

const pendingBills: Handler = (params, view) => {
  const age = ageParam(params);
  if (age !== undefined && age !== view.current) return [];
  return applyFilters(
    projected({
      bills: termBills(view, view.current),
      kind: 'pending',
      keep: (bill) => bill.PROC_RESULT === null,
      row: pendingRow,
    }),
    params,
    [...BILL_FILTERS, exact('PROPOSER_KIND'), contains('CURR_COMMITTEE'), exact('CURR_COMMITTEE_ID')],
  );
};

const processedBills: Handler = (params, view) =>
  applyFilters(
    projected({
      bills: termBills(view, ageParam(params)),
      kind: 'processed',
      keep: (bill) => bill.PROC_RESULT !== null,
      row: processedRow,
    }),
    params,
    [
      ...BILL_FILTERS,
      exact('PROPOSER_KIND'),
      contains('CURR_COMMITTEE'),
      exact('CURR_COMMITTEE_ID'),
      exact('PROC_RESULT_CD'),
    ],
  );

const byId = (params: Params, view: AssemblyView) => view.billById(requireParam(params, 'BILL_ID'));

const members = (view: AssemblyView) => ({
  person: (code: string) => view.dataset.person(code),
  tenure: (code: string, age: number, day: string) => {
    const tenures = view.dataset.tenuresOf(code).filter((tenure) => tenure.age === age);
    const on = parseDay(day);
    return tenures.find((tenure) => tenure.from <= on && on <= tenure.to) ?? tenures.at(-1);
  },
});

export const BILL_HANDLERS: Partial<Record<ApiCode, Handler>> = {
  nzmimeepazxkubdpn: memberBills,
  nwbqublzajtcqpdae: pendingBills,
  nzpltgfqabtcpsmai: processedBills,
  BILLINFODETAIL: (params, view) => {
    const bill = byId(params, view);
    return bill ? [detailRow(bill)] : [];
  },
  ALLBILL: (params, view) => {
    const bill = view.billByNo(requireParam(params, 'BILL_NO'));
    return bill ? [allBillRow(bill)] : [];
  },
  BILLINFOPPSR: (params, view) => {
    const bill = byId(params, view);
    return bill ? proposerRows(bill, members(view)) : [];
  },
  BILLJUDGECONF: (params, view) => {
    const bill = byId(params, view);
    return bill ? committeeConferenceRows(bill, view.dataset.calendar(Number(bill.AGE) as BillAge)) : [];
  },
  BILLLWJUDGECONF: (params, view) => {
    const bill = byId(params, view);
    return bill ? judiciaryConferenceRows(bill, view.dataset.calendar(Number(bill.AGE) as BillAge)) : [];
  },
};
