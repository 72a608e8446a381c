// What one emulated request sees: the dataset with the session's overlay applied, and the session's
// clock. A year's exam plan is published on 1 November of the year before; a pass statistic exists
// from 09:00 KST on its announcement day.
import type { SimContext, Table } from '@kopa/kit';
import { koreanDate, kstInstant } from '../data/calendar.ts';
import type {
  ExamInfoRow,
  FeeRow,
  HrdDataset,
  OfferingRow,
  PassRateRow,
  QualInfoRow,
  QualificationRow,
  RoundRow,
  SubjectRow,
} from '../data/index.ts';

export interface HrdView {
  now: Date;
  /** The session's Korean calendar day, YYYYMMDD. */
  today: string;
  clockYear: string;
  qualifications: Table<QualificationRow>;
  rounds: Table<RoundRow>;
  offerings: Table<OfferingRow>;
  passRates: Table<PassRateRow>;
  fees: Table<FeeRow>;
  qualInfo: Table<QualInfoRow>;
  examInfo: Table<ExamInfoRow>;
  subjects: Table<SubjectRow>;
  roundPublished(round: Pick<RoundRow, 'implYy'>): boolean;
  statReleased(row: Pick<PassRateRow, 'releasedOn'>): boolean;
}

export function createView(dataset: HrdDataset, context: SimContext): HrdView {
  const { overlay, now } = context;
  const today = koreanDate(now);
  return {
    now,
    today,
    clockYear: today.slice(0, 4),
    qualifications: dataset.qualifications.withOverlay(overlay.qualifications),
    rounds: dataset.rounds.withOverlay(overlay.rounds),
    offerings: dataset.offerings.withOverlay(overlay.offerings),
    passRates: dataset.passRates.withOverlay(overlay.passRates),
    fees: dataset.fees.withOverlay(overlay.fees),
    qualInfo: dataset.qualInfo.withOverlay(overlay.qualInfo),
    examInfo: dataset.examInfo.withOverlay(overlay.examInfo),
    subjects: dataset.subjects.withOverlay(overlay.subjects),
    roundPublished: (round) => today >= `${Number(round.implYy) - 1}1101`,
    statReleased: (row) => now.getTime() >= kstInstant({ ymd: row.releasedOn, hour: 9 }).getTime(),
  };
}
