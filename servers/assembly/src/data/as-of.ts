// A bill as it stood on a given day: the session's clock can be earlier than the end of the data
// window, and then later stages (and the final result) do not exist yet.
import type { BillFact } from './types.ts';

const STAGES: ReadonlyArray<{ date: keyof BillFact; clears: ReadonlyArray<keyof BillFact> }> = [
  { date: 'COMMITTEE_DT', clears: ['COMMITTEE_DT'] },
  { date: 'CMT_PRESENT_DT', clears: ['CMT_PRESENT_DT'] },
  { date: 'CMT_PROC_DT', clears: ['CMT_PROC_DT', 'CMT_PROC_RESULT_CD'] },
  { date: 'LAW_SUBMIT_DT', clears: ['LAW_SUBMIT_DT'] },
  { date: 'LAW_PRESENT_DT', clears: ['LAW_PRESENT_DT'] },
  { date: 'LAW_PROC_DT', clears: ['LAW_PROC_DT', 'LAW_PROC_RESULT_CD'] },
  {
    date: 'PROC_DT',
    clears: ['PROC_DT', 'PROC_RESULT', 'RGS_RSLN_DT', 'RGS_CONF_NM', 'SESSION_CD', 'CURRENTS_CD', 'VOTE_TIME'],
  },
  { date: 'GVRN_TRSF_DT', clears: ['GVRN_TRSF_DT'] },
  { date: 'PROM_DT', clears: ['PROM_DT', 'PROM_NO'] },
];

/** The bill on `today` (YYYY-MM-DD), or undefined when it had not been proposed yet. */
export function billAsOf(bill: BillFact, today: string): BillFact | undefined {
  if (bill.PROPOSE_DT > today) return undefined;
  let copy: BillFact | undefined;
  for (const stage of STAGES) {
    const value = bill[stage.date];
    if (typeof value !== 'string' || value <= today) continue;
    copy ??= { ...bill };
    for (const field of stage.clears) (copy as Record<string, unknown>)[field] = null;
  }
  if (copy && copy.COMMITTEE_DT === null && bill.PROPOSER_KIND !== '위원장') {
    copy.COMMITTEE = null;
    copy.COMMITTEE_ID = null;
  }
  if (copy && bill.ALT_BILL_ID && copy.PROC_RESULT === null) copy.ALT_BILL_ID = null;
  return copy ?? bill;
}
