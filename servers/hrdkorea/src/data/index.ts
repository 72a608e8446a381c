// The deterministic HRD Korea dataset behind the offline Q-Net / data.go.kr emulation: the real
// qualification catalog plus seeded rounds, offerings, pass statistics, fees and texts for
// 2024–2027 (later years for a later data window). Every table is lazy and built on its first query.
import { type DataWindow, defineTable } from '@kopa/kit';
import { buildCatalog, type Qualification } from './catalog.ts';
import { buildOfferings, buildPassRates } from './exams.ts';
import { buildFees } from './fees.ts';
import { buildRounds, yearsThrough } from './rounds.ts';
import { buildSubjects } from './subjects.ts';
import { buildExamInfo, buildQualInfo } from './texts.ts';
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
} from './types.ts';

export { CONFIRMED_CODES } from './catalog.ts';
export { GRADE_CODE } from './exams.ts';
export { planName, seriesDescription, YEARS, yearsThrough } from './rounds.ts';
export type * from './types.ts';

export const DEFAULT_HRD_SEED = 'kopa-hrdkorea-v1';

function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

/** The dataset of the fixed window (rounds of 2024–2027), or with the rounds of the years a later window reaches. */
export function createHrdDataset(seed: string = DEFAULT_HRD_SEED, window?: DataWindow): HrdDataset {
  if (window && !/^\d{4}-\d{2}-\d{2}$/.test(window.end)) {
    throw new Error(`data window end ${window.end} is not a YYYY-MM-DD day`);
  }
  const years = yearsThrough(window?.end);
  const catalog = lazy((): Qualification[] => buildCatalog());
  const qualifications = defineTable<QualificationRow>({
    name: 'hrdkorea.qualifications',
    key: 'jmcd',
    build: () => catalog().map((qualification) => qualification.row),
  });
  const rounds = defineTable<RoundRow>({
    name: 'hrdkorea.rounds',
    key: 'roundKey',
    build: () => buildRounds(catalog(), years),
  });
  const offerings = defineTable<OfferingRow>({
    name: 'hrdkorea.offerings',
    key: 'offeringKey',
    build: () => buildOfferings({ seed, catalog: catalog(), years }),
  });
  const passRates = defineTable<PassRateRow>({
    name: 'hrdkorea.passRates',
    key: 'passKey',
    build: () =>
      buildPassRates({ seed, catalog: catalog(), offerings: offerings.rows(), roundOf: (key) => rounds.get(key) }),
  });
  const fees = defineTable<FeeRow>({
    name: 'hrdkorea.fees',
    key: 'jmCd',
    build: () => buildFees({ seed, catalog: catalog() }),
  });
  const qualInfo = defineTable<QualInfoRow>({
    name: 'hrdkorea.qualInfo',
    key: 'jmCd',
    build: () => buildQualInfo({ seed, catalog: catalog() }),
  });
  const examInfo = defineTable<ExamInfoRow>({
    name: 'hrdkorea.examInfo',
    key: 'infoKey',
    build: () => buildExamInfo({ seed, catalog: catalog() }),
  });
  const subjects = defineTable<SubjectRow>({
    name: 'hrdkorea.subjects',
    key: 'subjectKey',
    build: () => buildSubjects({ seed, catalog: catalog() }),
  });
  const tables = [qualifications, rounds, offerings, passRates, fees, qualInfo, examInfo, subjects];
  return {
    seed,
    qualifications,
    rounds,
    offerings,
    passRates,
    fees,
    qualInfo,
    examInfo,
    subjects,
    hashes: () => Object.fromEntries(tables.map((table) => [table.name, table.hash()])),
  };
}
