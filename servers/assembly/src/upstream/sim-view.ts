// What one emulated request sees: the dataset as of the session's day (later stages and results do
// not exist yet) with the session's overlay applied (tables `bills`, `members`, `committees`).
import { defineTable, type SimContext, type TableOverlay } from '@kopa/kit';
import { billAsOf } from '../data/as-of.ts';
import { type Day, formatDay, koreanDay } from '../data/calendar.ts';
import { type AssemblyDataset, BILL_AGES, type BillAge, type BillFact, DATA_END, type Row } from '../data/index.ts';
import { ageOfBillId } from '../data/people.ts';
import { termOf } from '../data/reference.ts';
import { compareText } from '../data/text.ts';

export interface AssemblyView {
  dataset: AssemblyDataset;
  today: Day;
  todayText: string;
  /** The term in session today. */
  current: BillAge;
  /** Terms that had begun by today. */
  started: readonly BillAge[];
  bills(age: BillAge): readonly BillFact[];
  billById(id: string): BillFact | undefined;
  billByNo(no: string): BillFact | undefined;
  allNameMembers(): readonly Row[];
  currentMembers(): readonly Row[];
  committees(): readonly Row[];
  committeeMembers(): readonly Row[];
}

/** Per-dataset memo of as-of bill lists for overlay-free requests (keyed by term and day). */
export type AsOfCache = Map<string, readonly BillFact[]>;

function overlaid(rows: readonly Row[], overlay: TableOverlay | undefined, key: string): readonly Row[] {
  if (!overlay || (!overlay.upsert?.length && !overlay.remove?.length)) return rows;
  const table = defineTable<Row>({ name: 'overlay', key: (row) => String(row[key]), build: () => [...rows] });
  return table.withOverlay(overlay).rows();
}

export function createView(options: { dataset: AssemblyDataset; context: SimContext; cache: AsOfCache }): AssemblyView {
  const { dataset, context, cache } = options;
  // The data is complete through the dataset's end; an earlier clock sees the data as of its own day.
  const today = Math.min(koreanDay(context.now), dataset.end);
  const todayText = formatDay(today);
  const billOverlay = context.overlay.bills;
  const hasOverlay = Boolean(billOverlay?.upsert?.length || billOverlay?.remove?.length);
  const started = BILL_AGES.filter((age) => termOf(age).start <= today);

  const tableOf = (age: BillAge) => {
    const base = dataset.bills(age);
    if (!hasOverlay) return base;
    return base.withOverlay({
      upsert: (billOverlay?.upsert ?? []).filter((row) => String(row.AGE) === String(age)),
      remove: billOverlay?.remove ?? [],
    });
  };
  const project = (bill: BillFact | undefined) => (bill && today < dataset.end ? billAsOf(bill, todayText) : bill);

  const bills = (age: BillAge): readonly BillFact[] => {
    if (!started.includes(age)) return [];
    const key = `${age}|${todayText}`;
    const memo = hasOverlay ? undefined : cache.get(key);
    if (memo) return memo;
    let rows = tableOf(age).rows();
    if (hasOverlay) rows = [...rows].sort((a, b) => compareText(b.BILL_NO, a.BILL_NO));
    const result = today < dataset.end ? rows.flatMap((bill) => billAsOf(bill, todayText) ?? []) : (rows as BillFact[]);
    if (!hasOverlay) {
      if (cache.size > 12) cache.clear();
      cache.set(key, result);
    }
    return result;
  };

  return {
    dataset,
    today,
    todayText,
    current: dataset.termOn(today),
    started,
    bills,
    billById(id) {
      const upserted = billOverlay?.upsert?.find((row) => row.BILL_ID === id) as BillFact | undefined;
      const age = (upserted ? Number(upserted.AGE) : ageOfBillId(id, BILL_AGES)) as BillAge | undefined;
      if (age === undefined || !started.includes(age)) return undefined;
      return project(tableOf(age).get(id));
    },
    billByNo(no) {
      const age = Number(no.slice(0, 2)) as BillAge;
      if (!started.includes(age) || !/^\d{7}$/.test(no)) return undefined;
      return project(tableOf(age).where('BILL_NO', no)[0]);
    },
    allNameMembers: () =>
      overlaid(
        today >= DATA_END ? dataset.members.rows() : dataset.allNameMembers(today),
        context.overlay.members,
        'NAAS_CD',
      ),
    currentMembers: () => dataset.currentMembers(today),
    committees: () =>
      overlaid(
        today >= DATA_END ? dataset.committees.rows() : dataset.committeeRowsOn(today),
        context.overlay.committees,
        'HR_DEPT_CD',
      ),
    committeeMembers: () => (today >= DATA_END ? dataset.committeeMembers.rows() : dataset.committeeMembersOn(today)),
  };
}
