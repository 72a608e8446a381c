// The NEIS services the emulation serves (case-sensitive names, as upstream), each with its
// required parameters, its filters, where its rows come from, which overlay table patches them,
// and when a row exists for the session's clock.
import type { Overlay, Table } from '@kopa/kit';
import { AY, datesBetween, isValidYmd, WINDOW_START } from '../data/calendar.ts';
import { affiliationRows, classRows, classroomRows, majorRows } from '../data/classes.ts';
import type { NeisDataset, RawRow, SchoolProfile } from '../data/index.ts';
import { mealRows } from '../data/meals.ts';
import { scheduleRows } from '../data/schedule.ts';
import { TIMETABLE_SERVICE, type TimetableScope, timetableRows } from '../data/timetable.ts';
import { MEAL_OK_MESSAGE } from './messages.ts';
import { contains, eq, type Filter, from, to } from './sim-filter-spec.ts';
import { patchRows } from './sim-filters.ts';

export interface ServiceContext {
  dataset: NeisDataset;
  /** schoolInfo with the session's overlay. */
  schools: Table<RawRow>;
  overlay: Overlay;
  /** The session's date in Korea (YYYYMMDD). */
  today: string;
  params: URLSearchParams;
}

export interface ServiceSpec {
  required: readonly string[];
  filters: readonly Filter[];
  /** Candidate rows (already patched by the overlay); the filters narrow them afterwards. */
  rows(context: ServiceContext): readonly RawRow[];
  /** Whether a row exists yet on the session's date. */
  visible(row: RawRow, today: string): boolean;
  /** The row as served on that date (e.g. a 휴원 that has not started yet shows 개원). */
  present?(row: RawRow, today: string): RawRow;
  /** Its rows are a table's own lists, the same arrays for every session without an overlay. */
  tableRows?: true;
  message?: string;
  /** The key its rows answer under, when it is not the service's name (the archived timetables). */
  envelope?: string;
}

export const text = (value: RawRow[string] | undefined) => (value === null || value === undefined ? '' : String(value));
const loadedBy = (row: RawRow, today: string) => text(row.LOAD_DTM).slice(0, 8) <= today;

/** The school named by ATPT_OFCDC_SC_CODE + SD_SCHUL_CODE, if it exists on the session's date. */
function schoolOf(context: ServiceContext): SchoolProfile | undefined {
  const row = context.schools.get(context.params.get('SD_SCHUL_CODE') ?? '');
  if (!row || row.ATPT_OFCDC_SC_CODE !== context.params.get('ATPT_OFCDC_SC_CODE')) return undefined;
  if (text(row.FOND_YMD) > context.today) return undefined;
  return context.dataset.profile(row);
}

/** The dates a date-driven query can touch: the asked range within the window, up to today. */
function datesFor(context: ServiceContext, names: { exact: string; from: string; to: string }): string[] {
  const { params, today } = context;
  const asked = [params.get(names.exact), params.get(names.from), params.get(names.to)].filter(
    (value): value is string => value !== null && value !== '',
  );
  if (asked.some((value) => !isValidYmd(value))) return [];
  const exact = params.get(names.exact) || undefined;
  let start = exact ?? (params.get(names.from) || WINDOW_START);
  const windowEnd = context.dataset.windowEnd;
  let end = exact ?? (params.get(names.to) || windowEnd);
  if (start < WINDOW_START) start = WINDOW_START;
  if (end > windowEnd) end = windowEnd;
  if (end > today) end = today;
  return start <= end ? datesBetween(start, end) : [];
}

export function perSchool(options: {
  table: string;
  keyOf: (row: RawRow) => string;
  generate: (profile: SchoolProfile, context: ServiceContext) => readonly RawRow[];
}) {
  return (context: ServiceContext): readonly RawRow[] => {
    const profile = schoolOf(context);
    if (!profile) return [];
    return patchRows({
      rows: options.generate(profile, context),
      overlay: context.overlay[options.table],
      keyOf: options.keyOf,
      belongs: (row) => row.SD_SCHUL_CODE === profile.code,
    });
  };
}

export const SCHOOL_PARAMS = ['ATPT_OFCDC_SC_CODE', 'SD_SCHUL_CODE'] as const;
export const k = (row: RawRow, fields: readonly string[]) => fields.map((field) => text(row[field])).join(':');

/** The filters every timetable service takes, then its own. */
const timetableFilters = (extra: readonly Filter[]): Filter[] => [
  eq('AY'),
  eq('SEM'),
  eq('ALL_TI_YMD'),
  from('TI_FROM_YMD', 'ALL_TI_YMD'),
  to('TI_TO_YMD', 'ALL_TI_YMD'),
  eq('GRADE'),
  eq('CLASS_NM'),
  ...extra,
];

/** The overlay key of a timetable row. */
export const timetableKey = (row: RawRow) =>
  k(row, ['SD_SCHUL_CODE', 'SCHUL_CRSE_SC_NM', 'ALL_TI_YMD', 'GRADE', 'CLASS_NM', 'PERIO']);

/** The grade, class and course a timetable request narrows generation to, over the given dates. */
export function timetableScope(params: URLSearchParams, dates: readonly string[]): TimetableScope {
  return {
    dates,
    ...(params.get('GRADE') ? { grade: params.get('GRADE') ?? '' } : {}),
    ...(params.get('CLASS_NM') ? { classNm: params.get('CLASS_NM') ?? '' } : {}),
    ...(params.get('SCHUL_CRSE_SC_NM') ? { course: params.get('SCHUL_CRSE_SC_NM') ?? '' } : {}),
  };
}

/** Each timetable service's own filters (the high-school one takes no PERIO). */
export const TIMETABLE_FILTERS: Record<string, readonly Filter[]> = {
  elsTimetable: timetableFilters([eq('PERIO')]),
  misTimetable: timetableFilters([eq('PERIO'), eq('DGHT_CRSE_SC_NM')]),
  hisTimetable: timetableFilters([eq('DGHT_CRSE_SC_NM'), eq('ORD_SC_NM'), eq('DDDEP_NM'), eq('CLRM_NM')]),
  spsTimetable: timetableFilters([eq('PERIO'), eq('SCHUL_CRSE_SC_NM'), eq('CLRM_NM')]),
};

function timetableSpec(service: string): ServiceSpec {
  return {
    required: SCHOOL_PARAMS,
    filters: TIMETABLE_FILTERS[service] ?? [],
    rows: perSchool({
      table: 'timetables',
      keyOf: timetableKey,
      generate(profile, context) {
        if (TIMETABLE_SERVICE[profile.kind] !== service) return [];
        const ay = context.params.get('AY');
        if (ay && ay !== AY) return [];
        const dates = datesFor(context, { exact: 'ALL_TI_YMD', from: 'TI_FROM_YMD', to: 'TI_TO_YMD' });
        return timetableRows({ seed: context.dataset.seed, profile, scope: timetableScope(context.params, dates) });
      },
    }),
    visible: (row, today) => text(row.ALL_TI_YMD) <= today,
  };
}

function academyPresent(row: RawRow, today: string): RawRow {
  if (row.REG_STTUS_NM !== '휴원') return row;
  const begin = text(row.CAA_BEGIN_YMD);
  const end = text(row.CAA_END_YMD);
  if (begin <= today && (end === '' || end >= today)) return row;
  return { ...row, REG_STTUS_NM: '개원', CAA_BEGIN_YMD: null, CAA_END_YMD: null };
}

export const SERVICES: Record<string, ServiceSpec> = {
  schoolInfo: {
    required: [],
    filters: [
      eq('ATPT_OFCDC_SC_CODE'),
      eq('SD_SCHUL_CODE'),
      contains('SCHUL_NM'),
      eq('SCHUL_KND_SC_NM'),
      eq('LCTN_SC_NM'),
      eq('FOND_SC_NM'),
    ],
    rows: (context) => {
      const office = context.params.get('ATPT_OFCDC_SC_CODE');
      const code = context.params.get('SD_SCHUL_CODE');
      if (code) return [context.schools.get(code)].filter((row): row is RawRow => row !== undefined);
      return office ? context.schools.where('ATPT_OFCDC_SC_CODE', office) : context.schools.rows();
    },
    visible: (row, today) => text(row.FOND_YMD) <= today,
    tableRows: true,
  },
  mealServiceDietInfo: {
    required: SCHOOL_PARAMS,
    filters: [eq('MMEAL_SC_CODE'), eq('MLSV_YMD'), from('MLSV_FROM_YMD', 'MLSV_YMD'), to('MLSV_TO_YMD', 'MLSV_YMD')],
    rows: perSchool({
      table: 'meals',
      keyOf: (row) => k(row, ['SD_SCHUL_CODE', 'MLSV_YMD', 'MMEAL_SC_CODE']),
      generate: (profile, context) =>
        mealRows({
          seed: context.dataset.seed,
          profile,
          dates: datesFor(context, { exact: 'MLSV_YMD', from: 'MLSV_FROM_YMD', to: 'MLSV_TO_YMD' }),
        }),
    }),
    visible: (row, today) => text(row.MLSV_YMD) <= today,
    message: MEAL_OK_MESSAGE,
  },
  SchoolSchedule: {
    required: SCHOOL_PARAMS,
    filters: [
      eq('AA_YMD'),
      from('AA_FROM_YMD', 'AA_YMD'),
      to('AA_TO_YMD', 'AA_YMD'),
      eq('DGHT_CRSE_SC_NM'),
      eq('SCHUL_CRSE_SC_NM'),
    ],
    rows: perSchool({
      table: 'schedules',
      keyOf: (row) => k(row, ['SD_SCHUL_CODE', 'SCHUL_CRSE_SC_NM', 'AA_YMD', 'EVENT_NM']),
      generate: (profile, context) => scheduleRows({ seed: context.dataset.seed, profile }),
    }),
    visible: loadedBy,
  },
  elsTimetable: timetableSpec('elsTimetable'),
  misTimetable: timetableSpec('misTimetable'),
  hisTimetable: timetableSpec('hisTimetable'),
  spsTimetable: timetableSpec('spsTimetable'),
  classInfo: {
    required: SCHOOL_PARAMS,
    filters: [eq('AY'), eq('GRADE'), eq('DGHT_CRSE_SC_NM'), eq('SCHUL_CRSE_SC_NM'), eq('ORD_SC_NM'), eq('DDDEP_NM')],
    rows: perSchool({
      table: 'classes',
      keyOf: (row) => k(row, ['SD_SCHUL_CODE', 'SCHUL_CRSE_SC_NM', 'GRADE', 'CLASS_NM']),
      generate: classRows,
    }),
    visible: loadedBy,
  },
  schoolMajorinfo: {
    required: SCHOOL_PARAMS,
    filters: [eq('DGHT_CRSE_SC_NM'), eq('ORD_SC_NM')],
    rows: perSchool({
      table: 'majors',
      keyOf: (row) => k(row, ['SD_SCHUL_CODE', 'ORD_SC_NM', 'DDDEP_NM']),
      generate: majorRows,
    }),
    visible: loadedBy,
  },
  schulAflcoinfo: {
    required: SCHOOL_PARAMS,
    filters: [eq('DGHT_CRSE_SC_NM')],
    rows: perSchool({
      table: 'affiliations',
      keyOf: (row) => k(row, ['SD_SCHUL_CODE', 'ORD_SC_NM']),
      generate: affiliationRows,
    }),
    visible: loadedBy,
  },
  tiClrminfo: {
    required: SCHOOL_PARAMS,
    filters: [
      eq('AY'),
      eq('GRADE'),
      eq('SEM'),
      eq('SCHUL_CRSE_SC_NM'),
      eq('DGHT_CRSE_SC_NM'),
      eq('ORD_SC_NM'),
      eq('DDDEP_NM'),
    ],
    rows: perSchool({
      table: 'classrooms',
      keyOf: (row) => k(row, ['SD_SCHUL_CODE', 'SEM', 'SCHUL_CRSE_SC_NM', 'GRADE', 'CLRM_NM']),
      generate: classroomRows,
    }),
    visible: loadedBy,
  },
  acaInsTiInfo: {
    required: ['ATPT_OFCDC_SC_CODE'],
    filters: [
      eq('ADMST_ZONE_NM'),
      eq('ACA_ASNUM'),
      contains('ACA_NM'),
      eq('REALM_SC_NM'),
      eq('LE_ORD_NM'),
      eq('LE_CRSE_NM'),
    ],
    rows: (context) => {
      const office = context.params.get('ATPT_OFCDC_SC_CODE') ?? '';
      if (!context.dataset.office(office)) return [];
      const overlay = context.overlay.academies;
      const own = overlay && {
        ...overlay,
        upsert: overlay.upsert?.filter((row) => row.ATPT_OFCDC_SC_CODE === office),
      };
      const table = context.dataset.academies(office).withOverlay(own);
      const zone = context.params.get('ADMST_ZONE_NM');
      return zone ? table.where('ADMST_ZONE_NM', zone) : table.rows();
    },
    visible: (row, today) => text(row.REG_YMD) <= today,
    present: academyPresent,
    tableRows: true,
  },
};
