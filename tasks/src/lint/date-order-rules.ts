// The rule table of `date-order`: which date fields of which platform's records must come in which
// order. Each rule states a fact about the real process the API reports (a bill is proposed before
// it is referred, a filing is received after the board decided), so a violation is a data defect a
// careful solver notices. Fields a record lacks, or that hold no date, are skipped.
import { dayOf, periodEndOf, receiptDayOf } from './day.ts';

/** A date read from one record: a field, or something derived from one (a receipt number's day). */
export interface DateField {
  label: string;
  read(record: Record<string, unknown>): string | undefined;
}

export const field = (name: string): DateField => ({ label: name, read: (record) => dayOf(record[name]) });

/** A DART filing's receipt day: `rcept_dt`, or the day its `rcept_no` starts with. */
const receipt: DateField = {
  label: 'rcept_dt (or the day of rcept_no)',
  read: (record) => dayOf(record.rcept_dt) ?? receiptDayOf(record.rcept_no),
};

const periodEnd = (name: string): DateField => ({
  label: `end of ${name}`,
  read: (record) => periodEndOf(record[name]),
});

export type DateRule =
  /** Within one record, the present fields are in non-decreasing order. */
  | { kind: 'chain'; platform: string; fields: readonly DateField[]; why: string }
  /** Within one record, `when` holds, the two fields are the same day. */
  | {
      kind: 'same-day';
      platform: string;
      fields: readonly [DateField, DateField];
      when: (record: Record<string, unknown>) => boolean;
      why: string;
    }
  /** Across the records sharing `key`, the earliest `first` is not after any `later`. */
  | {
      kind: 'across';
      platform: string;
      key: string;
      first: readonly DateField[];
      later: readonly DateField[];
      why: string;
    }
  /** Across the records sharing `key`, `number` does not fall while `date` rises. */
  | { kind: 'sequence'; platform: string; key: string; date: string; number: string; why: string };

const says = (pattern: RegExp) => (record: Record<string, unknown>) =>
  Object.values(record).some((value) => typeof value === 'string' && pattern.test(value));

export const DATE_RULES: readonly DateRule[] = [
  {
    kind: 'chain',
    platform: 'assembly',
    fields: [
      'PROPOSE_DT',
      'COMMITTEE_DT',
      'CMT_PRESENT_DT',
      'CMT_PROC_DT',
      'LAW_SUBMIT_DT',
      'LAW_PRESENT_DT',
      'LAW_PROC_DT',
      'PROC_DT',
    ].map(field),
    why: 'a bill is proposed, referred to its committee, decided there, reviewed by 법제사법위원회 and then processed in plenary',
  },
  {
    kind: 'chain',
    platform: 'assembly',
    fields: [
      'PPSL_DT',
      'JRCMIT_CMMT_DT',
      'JRCMIT_PRSNT_DT',
      'JRCMIT_PROC_DT',
      'LAW_CMMT_DT',
      'LAW_PRSNT_DT',
      'LAW_PROC_DT',
      'RGS_PRSNT_DT',
      'RGS_RSLN_DT',
      'GVRN_TRSF_DT',
      'PROM_DT',
    ].map(field),
    why: 'proposal ≤ committee referral ≤ committee decision ≤ 법사위 ≤ plenary ≤ transfer to government ≤ promulgation',
  },
  {
    kind: 'chain',
    platform: 'assembly',
    fields: [field('PPSL_DT'), field('LWCMIT_CONF_DT')],
    why: '법사위 reviews a bill after it is proposed',
  },
  {
    kind: 'across',
    platform: 'assembly',
    key: 'BILL_ID',
    first: [field('PROPOSE_DT'), field('PPSL_DT')],
    later: [field('subscribed_at'), field('MEETING_DATE'), field('VOTE_DATE'), field('LWCMIT_CONF_DT')],
    why: 'nothing happens to a bill (a meeting, a vote, a subscription) before it is proposed',
  },
  {
    kind: 'chain',
    platform: 'law',
    fields: [field('공포일자'), field('시행일자')],
    why: 'a law takes effect on or after its promulgation',
  },
  {
    kind: 'chain',
    platform: 'law',
    fields: [field('발령일자'), field('시행일자')],
    why: 'an administrative rule takes effect on or after it is issued',
  },
  {
    kind: 'same-day',
    platform: 'law',
    fields: [field('발령일자'), field('시행일자')],
    when: says(/발령한 날부터 시행/),
    why: 'its text says it takes effect on the day it is issued',
  },
  {
    kind: 'same-day',
    platform: 'law',
    fields: [field('공포일자'), field('시행일자')],
    when: says(/공포한 날부터 시행/),
    why: 'its text says it takes effect on the day it is promulgated',
  },
  {
    kind: 'sequence',
    platform: 'law',
    key: '법령ID',
    date: '공포일자',
    number: '공포번호',
    why: 'promulgation numbers of one kind of law rise with time, so within one law history a later 공포일자 has a larger 공포번호',
  },
  {
    kind: 'chain',
    platform: 'dart',
    fields: [field('bddd'), receipt],
    why: 'a decision is filed on or after the board resolution it reports (bddd)',
  },
  {
    kind: 'chain',
    platform: 'dart',
    fields: [field('stlm_dt'), receipt],
    why: 'a periodic report is filed after its settlement date',
  },
  {
    kind: 'chain',
    platform: 'dart',
    fields: [periodEnd('thstrm_dt'), receipt],
    why: 'a financial statement is filed after the period it covers ends',
  },
  {
    kind: 'same-day',
    platform: 'dart',
    fields: [field('rcept_dt'), { label: 'the day of rcept_no', read: (record) => receiptDayOf(record.rcept_no) }],
    when: () => true,
    why: 'a receipt number starts with its receipt day',
  },
  {
    kind: 'chain',
    platform: 'hrdkorea',
    fields: [
      'docRegStartDt',
      'docRegEndDt',
      'docExamStartDt',
      'docExamEndDt',
      'docPassDt',
      'pracRegStartDt',
      'pracRegEndDt',
      'pracExamStartDt',
      'pracExamEndDt',
      'pracPassDt',
    ].map(field),
    why: 'written registration, written exam and its results come before practical registration, exam and results',
  },
  {
    kind: 'chain',
    platform: 'hrdkorea',
    fields: ['regStartDt', 'regEndDt', 'examStartDt', 'examEndDt'].map(field),
    why: 'registration opens, closes, and then the exam is held',
  },
  {
    kind: 'chain',
    platform: 'seoul',
    fields: [field('RCPTBGNDT'), field('RCPTENDDT')],
    why: 'a reservation window opens before it closes',
  },
  {
    kind: 'chain',
    platform: 'seoul',
    fields: [field('SVCOPNBGNDT'), field('SVCOPNENDDT')],
    why: 'a service period begins before it ends',
  },
  {
    kind: 'chain',
    platform: 'seoul',
    fields: [field('RCPTBGNDT'), field('SVCOPNENDDT')],
    why: 'reservations open before the service period is over',
  },
  {
    kind: 'chain',
    platform: 'seoul',
    fields: [field('USE_YMD'), field('REG_YMD')],
    why: 'ridership is registered after the day it counts',
  },
  {
    kind: 'chain',
    platform: 'neis',
    fields: [field('CAA_BEGIN_YMD'), field('CAA_END_YMD')],
    why: 'a course period begins before it ends',
  },
  {
    kind: 'chain',
    platform: 'neis',
    fields: [field('MLSV_FROM_YMD'), field('MLSV_TO_YMD')],
    why: 'a meal period begins before it ends',
  },
  {
    kind: 'chain',
    platform: 'gyeonggi',
    fields: [field('LICENSG_DE'), field('CLSBIZ_DE')],
    why: 'a business closes after it is licensed',
  },
];
