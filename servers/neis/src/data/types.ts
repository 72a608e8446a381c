// Shapes shared by the NEIS generators: the reference offices, the per-school profile every
// date-driven table derives from, and the raw upstream row (strings, the odd number, and the
// nulls NEIS really sends).
import type { Table } from '@kopa/kit';

/** One row as the upstream serves it, before the client absorbs nulls and padding. */
export type RawRow = Record<string, string | number | null>;

export type SchoolKind = '초등학교' | '중학교' | '고등학교' | '특수학교';
export const SCHOOL_KINDS: readonly SchoolKind[] = ['초등학교', '중학교', '고등학교', '특수학교'];

export interface District {
  name: string;
  /** The 교육지원청 stem, e.g. 강동송파 → 서울특별시강동송파교육지원청; "" when the office itself manages it. */
  jiwon: string;
  places: readonly string[];
}

export interface Office {
  code: string;
  name: string;
  region: string;
  short: string;
  area: string;
  zip: readonly [number, number];
  domain: string;
  metro: boolean;
  jiwonPrefix: string;
  schoolCode: readonly string[];
  acaPrefix: string;
  counts: Record<SchoolKind, number>;
  academies: number;
  districts: readonly District[];
}

/** High-school track; it decides 계열/학과, early admission and boarding meals. */
export type Track = 'general' | 'autonomous' | 'vocational' | 'meister' | 'science' | 'foreign' | 'arts' | 'sports';

export interface Major {
  ORD_SC_NM: string;
  DDDEP_NM: string;
}

/** One 학교과정 of a school: the whole school, or one course of a special school. */
export interface Course {
  name: string;
  grades: readonly number[];
  /** Classes per grade, index = grade - 1 within this course. */
  classes: readonly number[];
}

/** Everything the date-driven tables need about one school, derived from its schoolInfo row. */
export interface SchoolProfile {
  row: RawRow;
  office: string;
  officeName: string;
  code: string;
  name: string;
  kind: SchoolKind;
  track: Track;
  courses: readonly Course[];
  /** 학과 per grade-class for high schools: majorOf[grade-1][class-1]. */
  majors: readonly Major[];
  majorOf: readonly (readonly number[])[];
  students: number;
  breakfast: boolean;
  dinner: boolean;
  calendar: SchoolCalendar;
}

export interface SchoolCalendar {
  /** Last day of 1학기 classes (여름방학식). */
  summerLast: string;
  /** First day of 2학기 classes (개학식). */
  autumnFirst: string;
  /** Last day of 2학기 classes (겨울방학식). */
  winterLast: string;
  /** 재량휴업일 during the year. */
  discretionary: readonly string[];
  /** 개교기념일 of AY 2026 (YYYYMMDD). */
  anniversary: string;
  /** True when classes (and meals) take place that day. */
  isSchoolDay(ymd: string): boolean;
  semesterOf(ymd: string): '1' | '2';
}

export interface NeisDataset {
  seed: string;
  /** The last day (YYYYMMDD) meals and timetables are served for: the fixed window's, or a later window's end.
   *  School days stop with 학년도 2026 (winter vacation, then 2027-02-28), so a later end adds no rows past it. */
  windowEnd: string;
  offices: readonly Office[];
  office(code: string): Office | undefined;
  schools: Table<RawRow>;
  /** The profile behind a schoolInfo row (memoized by code). */
  profile(row: RawRow): SchoolProfile;
  academies(officeCode: string): Table<RawRow>;
  /** sha256 per table; the date-driven tables are hashed over a fixed sample of schools. */
  hashes(): Record<string, string>;
}
