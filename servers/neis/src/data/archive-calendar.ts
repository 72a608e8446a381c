// The archived school years behind NEIS's *Timetablebgs services: 학년도 2019 to the end of July
// 2023 (the portal moved later timetables elsewhere), with each year's real public holidays. A
// school's calendar for one of these years is drawn from its own seed stream, so 2026 is untouched.
import { createRng, hashSeed } from '@kopa/kit';
import { addDays, datesBetween, dayOfWeek, isWeekend } from './calendar.ts';
import type { SchoolKind, SchoolProfile } from './types.ts';

/** The first and last day the archive holds timetables for. */
export const ARCHIVE_START = '20190301';
export const ARCHIVE_END = '20230731';
export const ARCHIVE_YEARS = ['2019', '2020', '2021', '2022', '2023'] as const;

/** 공휴일 from 2019-03 to 2023-07 (근로자의 날 is not a school holiday). Source in PROVENANCE.md. */
const ARCHIVE_HOLIDAYS: ReadonlySet<string> = new Set([
  ...['20190301', '20190505', '20190506', '20190512', '20190606', '20190815', '20190912', '20190913'],
  ...['20190914', '20191003', '20191009', '20191225', '20200101', '20200124', '20200125', '20200126'],
  ...['20200127', '20200301', '20200415', '20200430', '20200505', '20200606', '20200815', '20200817'],
  ...['20200930', '20201001', '20201002', '20201003', '20201009', '20201225', '20210101', '20210211'],
  ...['20210212', '20210213', '20210301', '20210505', '20210519', '20210606', '20210815', '20210816'],
  ...['20210920', '20210921', '20210922', '20211003', '20211004', '20211009', '20211011', '20211225'],
  ...['20220101', '20220131', '20220201', '20220202', '20220301', '20220309', '20220505', '20220508'],
  ...['20220601', '20220606', '20220815', '20220909', '20220910', '20220911', '20220912', '20221003'],
  ...['20221009', '20221010', '20221225', '20230101', '20230121', '20230122', '20230123', '20230124'],
  ...['20230301', '20230505', '20230527', '20230529', '20230606'],
]);

/** The school year (학년도) a date belongs to: March to the end of the next February. */
export const schoolYearOf = (ymd: string) => String(Number(ymd.slice(0, 4)) - (ymd.slice(4, 6) < '03' ? 1 : 0));

/** The days of a school year the archive holds, or none for a year it does not cover. */
export function archiveSpan(ay: string): { start: string; end: string } | undefined {
  if (!(ARCHIVE_YEARS as readonly string[]).includes(ay)) return undefined;
  const lastOfFebruary = addDays(`${Number(ay) + 1}0301`, -1);
  return { start: `${ay}0301`, end: lastOfFebruary < ARCHIVE_END ? lastOfFebruary : ARCHIVE_END };
}

/** Per kind, the windows (MMDD) its 여름방학 starts after and its 2학기 starts in, as in 2026. */
const SUMMER_LAST: Record<SchoolKind, readonly [string, string]> = {
  초등학교: ['0719', '0726'],
  중학교: ['0716', '0723'],
  고등학교: ['0716', '0722'],
  특수학교: ['0721', '0726'],
};
const AUTUMN_FIRST: Record<SchoolKind, readonly [string, string]> = {
  초등학교: ['0816', '0826'],
  중학교: ['0811', '0820'],
  고등학교: ['0809', '0818'],
  특수학교: ['0816', '0822'],
};

const isClassDay = (ymd: string) => !isWeekend(ymd) && !ARCHIVE_HOLIDAYS.has(ymd);
const classDaysBetween = (from: string, to: string) => datesBetween(from, to).filter(isClassDay);

/** A Monday before a Tuesday holiday or a Friday after a Thursday one: the days schools close. */
function bridgeDays(span: { start: string; end: string }): string[] {
  return classDaysBetween(span.start, span.end).filter((ymd) => {
    const day = dayOfWeek(ymd);
    return (
      (day === 1 && ARCHIVE_HOLIDAYS.has(addDays(ymd, 1))) || (day === 5 && ARCHIVE_HOLIDAYS.has(addDays(ymd, -1)))
    );
  });
}

export interface ArchiveTerm {
  ay: string;
  isSchoolDay(ymd: string): boolean;
  semesterOf(ymd: string): string;
}

/** One school's calendar for an archived school year; classes only from the school's founding day. */
export function createArchiveTerm(options: {
  seed: string;
  profile: SchoolProfile;
  ay: string;
}): ArchiveTerm | undefined {
  const { seed, profile, ay } = options;
  const span = archiveSpan(ay);
  if (!span) return undefined;
  const rng = createRng(hashSeed(seed, 'archive-calendar', profile.code, ay));
  const [summerFrom, summerTo] = SUMMER_LAST[profile.kind];
  const [autumnFrom, autumnTo] = AUTUMN_FIRST[profile.kind];
  const summerLast = rng.pick(classDaysBetween(`${ay}${summerFrom}`, `${ay}${summerTo}`));
  const autumnFirst = rng.pick(classDaysBetween(`${ay}${autumnFrom}`, `${ay}${autumnTo}`));
  const next = String(Number(ay) + 1);
  const winterLast = rng.pick(classDaysBetween(`${ay}1230`, `${next}0108`));
  const bridges = bridgeDays(span);
  const closed = new Set(bridges.filter(() => rng.chance(0.3)));
  const founded = String(profile.row.FOND_YMD ?? ARCHIVE_START);
  const anniversary = `${ay}${String(profile.row.FOAS_MEMRD ?? '').slice(4, 8)}`;
  return {
    ay,
    isSchoolDay(ymd) {
      if (ymd < span.start || ymd > span.end || ymd < founded || !isClassDay(ymd)) return false;
      if (ymd > winterLast || (ymd > summerLast && ymd < autumnFirst)) return false;
      return !closed.has(ymd) && ymd !== anniversary;
    },
    semesterOf: (ymd) => (ymd < autumnFirst ? '1' : '2'),
  };
}
