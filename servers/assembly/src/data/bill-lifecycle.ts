// The path of one bill through the Assembly: referral, committee 상정 and decision, 법사위
// 체계·자구 review, plenary vote, transfer to the government and promulgation. Every date comes
// from the term calendar; a stage that would fall after the data window leaves the bill pending
// (22nd) or lets it lapse at the end of the term (임기만료폐기, 20th–21st).
import type { Rng } from '@kopa/kit';
import { addBusinessDays, type Day, formatDay, nextBusinessDay, parseDay } from './calendar.ts';
import { type CommitteeSpec, CURRENT_AGE, DATA_END, termOf } from './reference.ts';
import type { TermCalendar } from './sessions.ts';
import type { BillFact } from './types.ts';

export type Fate = '대안반영폐기' | '원안가결' | '수정가결' | '철회' | '폐기' | '수정안반영폐기' | '부결' | 'lapse';

const JUDICIARY = '법제사법위원회';

export interface LifecycleContext {
  calendar: TermCalendar;
  rng: Rng;
  /** The data window's last day, which transfer and promulgation may not pass (DATA_END by default). */
  windowEnd?: Day;
}

/** Leaves the bill pending (current term) or lapsed at the term's end (closed terms). */
function stall(bill: BillFact, { calendar }: LifecycleContext): void {
  if (Number(bill.AGE) === CURRENT_AGE) return;
  bill.PROC_DT = formatDay(termOf(calendar.age).end);
  bill.PROC_RESULT = '임기만료폐기';
}

/** Committee stage of a referred bill, then whatever its fate implies. */
export function runLifecycle(options: {
  bill: BillFact;
  committee: CommitteeSpec;
  fate: Fate;
  context: LifecycleContext;
}): void {
  const { bill, committee, fate, context } = options;
  const { calendar, rng } = context;
  const proposed = parseDay(bill.PROPOSE_DT);
  const referral = addBusinessDays(proposed, rng.int(1, 3));
  if (referral > calendar.lastDay) {
    stall(bill, context);
    return;
  }
  bill.COMMITTEE = committee.name;
  bill.COMMITTEE_ID = committee.code;
  bill.COMMITTEE_DT = formatDay(referral);

  if (fate === '철회') {
    const withdrawn = nextBusinessDay(proposed + rng.int(5, 150));
    if (withdrawn > calendar.lastDay) {
      stall(bill, context);
      return;
    }
    bill.PROC_DT = formatDay(withdrawn);
    bill.PROC_RESULT = '철회';
    return;
  }
  const target = referral + Math.max(20, Math.round(Math.exp(rng.normal(Math.log(170), 0.6))));
  // Bills absorbed into an alternative are decided together: one batch meeting per law every so often.
  const decision =
    fate === 'lapse'
      ? undefined
      : fate === '대안반영폐기'
        ? calendar.batchMeetingFrom({ committee: committee.name, batch: bill.LAW_NAME, day: target, every: 9 })
        : calendar.meetingFrom(committee.name, target);
  if (!decision || decision.day > calendar.lastDay) {
    const presented = calendar.meetingFrom(committee.name, referral + 15 + rng.int(0, 120));
    if (presented && presented.day <= calendar.lastDay && rng.chance(0.72)) {
      bill.CMT_PRESENT_DT = formatDay(presented.day);
    }
    stall(bill, context);
    return;
  }
  const span = Math.max(0, decision.day - referral - 15);
  const presented = calendar.meetingFrom(committee.name, referral + 15 + rng.int(0, Math.floor(span * 0.6)));
  bill.CMT_PRESENT_DT = formatDay(Math.min(presented?.day ?? decision.day, decision.day));
  bill.CMT_PROC_DT = formatDay(decision.day);
  bill.CMT_PROC_RESULT_CD = fate === '부결' ? '원안가결' : fate;
  if (fate === '대안반영폐기' || fate === '폐기' || fate === '수정안반영폐기') {
    bill.PROC_DT = bill.CMT_PROC_DT;
    bill.PROC_RESULT = fate;
    return;
  }
  floorPath({
    bill,
    committee,
    decided: decision.day,
    outcome: fate === '수정가결' || fate === '부결' ? fate : '원안가결',
    context,
  });
}

/** 법사위 review and the plenary vote of a bill its committee passed (or of a committee alternative). */
export function floorPath(options: {
  bill: BillFact;
  committee: CommitteeSpec;
  decided: Day;
  outcome: '원안가결' | '수정가결' | '부결';
  context: LifecycleContext;
}): void {
  const { bill, context } = options;
  const { calendar, rng } = context;
  let next = options.decided + 2;
  if (options.committee.name !== JUDICIARY) {
    const submitted = addBusinessDays(options.decided, rng.int(1, 3));
    if (submitted > calendar.lastDay) {
      stall(bill, context);
      return;
    }
    bill.LAW_SUBMIT_DT = formatDay(submitted);
    const review = calendar.meetingFrom(JUDICIARY, submitted + 5);
    if (!review || review.day > calendar.lastDay) {
      stall(bill, context);
      return;
    }
    bill.LAW_PRESENT_DT = formatDay(review.day);
    bill.LAW_PROC_DT = formatDay(review.day);
    bill.LAW_PROC_RESULT_CD = options.outcome === '수정가결' || rng.chance(0.45) ? '수정가결' : '원안가결';
    next = review.day + 1;
  }
  const plenary = calendar.plenaryFrom(next);
  if (!plenary || plenary.day > calendar.lastDay) {
    stall(bill, context);
    return;
  }
  bill.PROC_DT = formatDay(plenary.day);
  bill.PROC_RESULT = options.outcome;
  bill.RGS_RSLN_DT = bill.PROC_DT;
  bill.RGS_CONF_NM = plenary.name;
  bill.SESSION_CD = plenary.session.no;
  bill.CURRENTS_CD = plenary.cha;
  if (options.outcome === '부결') return;
  // Transfer and promulgation follow the vote even after the term has ended, up to the data window.
  const transferred = addBusinessDays(plenary.day, rng.int(3, 7));
  const windowEnd = context.windowEnd ?? DATA_END;
  if (transferred > windowEnd) return;
  bill.GVRN_TRSF_DT = formatDay(transferred);
  const promulgated = addBusinessDays(transferred, rng.int(6, 12));
  if (promulgated <= windowEnd) bill.PROM_DT = formatDay(promulgated);
}

type StageField =
  | 'COMMITTEE'
  | 'COMMITTEE_ID'
  | 'COMMITTEE_DT'
  | 'CMT_PRESENT_DT'
  | 'CMT_PROC_DT'
  | 'CMT_PROC_RESULT_CD'
  | 'LAW_SUBMIT_DT'
  | 'LAW_PRESENT_DT'
  | 'LAW_PROC_DT'
  | 'LAW_PROC_RESULT_CD'
  | 'PROC_DT'
  | 'PROC_RESULT'
  | 'RGS_RSLN_DT'
  | 'RGS_CONF_NM'
  | 'SESSION_CD'
  | 'CURRENTS_CD'
  | 'VOTE_TIME'
  | 'GVRN_TRSF_DT'
  | 'PROM_DT'
  | 'PROM_NO'
  | 'ALT_BILL_ID';

/** An empty bill record with every stage unset. */
export function blankStages(): Pick<BillFact, StageField> {
  return {
    COMMITTEE: null,
    COMMITTEE_ID: null,
    COMMITTEE_DT: null,
    CMT_PRESENT_DT: null,
    CMT_PROC_DT: null,
    CMT_PROC_RESULT_CD: null,
    LAW_SUBMIT_DT: null,
    LAW_PRESENT_DT: null,
    LAW_PROC_DT: null,
    LAW_PROC_RESULT_CD: null,
    PROC_DT: null,
    PROC_RESULT: null,
    RGS_RSLN_DT: null,
    RGS_CONF_NM: null,
    SESSION_CD: null,
    CURRENTS_CD: null,
    VOTE_TIME: null,
    GVRN_TRSF_DT: null,
    PROM_DT: null,
    PROM_NO: null,
    ALT_BILL_ID: null,
  };
}
