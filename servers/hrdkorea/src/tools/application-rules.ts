// The rules of 원서접수 the write tools enforce: a stage can be applied for from 10:00 KST on the
// first registration day to 18:00 KST on the last; 실기 needs a 필기 pass announced within the
// last two years; cancelling is possible until five days before the exam (100% refund during
// registration, 50% after).
import { addDays, kstInstant, kstLabel } from '../data/calendar.ts';
import type { Row } from '../upstream/client.ts';

export const OPEN_HOUR = 10;
export const CLOSE_HOUR = 18;

export type Stage = '필기' | '실기';

export interface StageDates {
  regStartDt: string;
  regEndDt: string;
  examStartDt: string;
  examEndDt: string;
}

export function stageDates(options: { round: Row; stage: Stage }): StageDates {
  const { round, stage } = options;
  const prefix = stage === '필기' ? 'doc' : 'prac';
  return {
    regStartDt: round[`${prefix}RegStartDt`] ?? '',
    regEndDt: round[`${prefix}RegEndDt`] ?? '',
    examStartDt: round[`${prefix}ExamStartDt`] ?? '',
    examEndDt: round[`${prefix}ExamEndDt`] ?? '',
  };
}

export type WindowState = 'before' | 'open' | 'after';

export function registrationState(options: { now: Date; dates: StageDates }): WindowState {
  const { now, dates } = options;
  if (now.getTime() < kstInstant({ ymd: dates.regStartDt, hour: OPEN_HOUR }).getTime()) return 'before';
  if (now.getTime() > kstInstant({ ymd: dates.regEndDt, hour: CLOSE_HOUR }).getTime()) return 'after';
  return 'open';
}

export function windowLabel(dates: StageDates): string {
  return `${kstLabel({ ymd: dates.regStartDt, hour: OPEN_HOUR })} ~ ${kstLabel({ ymd: dates.regEndDt, hour: CLOSE_HOUR })} KST`;
}

/** The earliest 필기 pass announcement that still exempts the 필기 exam for this registration. */
export function exemptionFloor(regStartDt: string): string {
  return `${Number(regStartDt.slice(0, 4)) - 2}${regStartDt.slice(4)}`;
}

/** Cancellation closes at the end of the fifth day before the exam. */
export function cancellationDeadline(examStartDt: string): Date {
  return kstInstant({ ymd: addDays(examStartDt, -4), hour: 0 });
}

export function refundRate(options: { now: Date; regEndDt: string }): number {
  return options.now.getTime() <= kstInstant({ ymd: options.regEndDt, hour: CLOSE_HOUR }).getTime() ? 100 : 50;
}

export function receiptNoOf(options: { implYy: string; implSeq: string; jmCd: string; stage: Stage }): string {
  const { implYy, implSeq, jmCd, stage } = options;
  return `${implYy}${implSeq.padStart(3, '0')}${jmCd}${stage === '필기' ? '1' : '2'}`;
}
