// NEIS's archived timetables (elsTimetablebgs … spsTimetablebgs, "시간표(과거연도)"): the same
// parameters and row fields as the current services, for 학년도 2019 to July 2023, answering under
// the current service's name. Rows come from the same timetable generator, run for the asked years.
import { ARCHIVE_END, ARCHIVE_START, archiveSpan, createArchiveTerm, schoolYearOf } from '../data/archive-calendar.ts';
import { datesBetween, isValidYmd } from '../data/calendar.ts';
import type { RawRow, SchoolProfile } from '../data/index.ts';
import { TIMETABLE_SERVICE, timetableRows } from '../data/timetable.ts';
import {
  perSchool,
  SCHOOL_PARAMS,
  type ServiceContext,
  type ServiceSpec,
  TIMETABLE_FILTERS,
  text,
  timetableKey,
  timetableScope,
} from './sim-services.ts';

// YYYYMMDD strings compare as dates.
const latest = (a: string, b: string) => (a > b ? a : b);
const earliest = (a: string, b: string) => (a < b ? a : b);

/** The archive's days a request can touch: its AY's, narrowed by the asked dates (none if malformed). */
function archiveDates(params: URLSearchParams): { start: string; end: string } | undefined {
  const exact = params.get('ALL_TI_YMD') || undefined;
  const asked = [exact, params.get('TI_FROM_YMD'), params.get('TI_TO_YMD')].filter((value) => value);
  if (asked.some((value) => !isValidYmd(value ?? ''))) return undefined;
  const ay = params.get('AY');
  const span = ay ? archiveSpan(ay) : { start: ARCHIVE_START, end: ARCHIVE_END };
  if (!span) return undefined;
  const askedFrom = exact ?? (params.get('TI_FROM_YMD') || span.start);
  const askedTo = exact ?? (params.get('TI_TO_YMD') || span.end);
  const start = latest(askedFrom, span.start);
  const end = earliest(askedTo, span.end);
  return start <= end ? { start, end } : undefined;
}

function archivedRows(profile: SchoolProfile, context: ServiceContext): RawRow[] {
  const range = archiveDates(context.params);
  if (!range) return [];
  const rows: RawRow[] = [];
  // One school year at a time: each has its own calendar and seed.
  for (let ay = Number(schoolYearOf(range.start)); ay <= Number(schoolYearOf(range.end)); ay++) {
    const term = createArchiveTerm({ seed: context.dataset.seed, profile, ay: String(ay) });
    const span = archiveSpan(String(ay));
    if (!term || !span) continue;
    const from = latest(range.start, span.start);
    const to = earliest(range.end, span.end);
    const dates = from <= to ? datesBetween(from, to) : [];
    const year = { ...term, curriculum: '2015' as const };
    rows.push(
      ...timetableRows({ seed: context.dataset.seed, profile, scope: timetableScope(context.params, dates), year }),
    );
  }
  return rows;
}

function archiveSpec(current: string): ServiceSpec {
  return {
    required: SCHOOL_PARAMS,
    filters: TIMETABLE_FILTERS[current] ?? [],
    rows: perSchool({
      table: 'timetables',
      keyOf: timetableKey,
      generate: (profile, context) =>
        TIMETABLE_SERVICE[profile.kind] === current ? archivedRows(profile, context) : [],
    }),
    visible: (row, today) => text(row.ALL_TI_YMD) <= today,
    envelope: current,
  };
}

export const ARCHIVE_SERVICES: Record<string, ServiceSpec> = {
  elsTimetablebgs: archiveSpec('elsTimetable'),
  misTimetablebgs: archiveSpec('misTimetable'),
  hisTimetablebgs: archiveSpec('hisTimetable'),
  spsTimetablebgs: archiveSpec('spsTimetable'),
};
