// The four timetable services (시간표) share one request shape, so one factory declares them:
// elsTimetable (초), misTimetable (중), hisTimetable (고: 계열·학과·강의실, no PERIO filter) and
// spsTimetable (특수: 학교과정·강의실). A school's kind decides which one has its rows.
import { z } from 'zod';
import {
  AY,
  CLASS_NM,
  DDDEP_NM,
  DGHT_CRSE_SC_NM,
  GRADE,
  ORD_SC_NM,
  PAGING,
  PERIO,
  pageOf,
  rowWith,
  SCHOOL,
  SCHOOL_FIELDS,
  SCHUL_CRSE_SC_NM,
  SEM,
  ymd,
} from '../schemas.ts';
import type { NeisParams } from '../upstream/client.ts';
import { fetchPage, GENERIC, neisTool } from './tool.ts';

const CLRM_NM = z.string().min(1).max(20).describe('강의실명, e.g. "3" (neis_list_timetable_classrooms)');

const BASE_FIELDS = {
  ...SCHOOL_FIELDS,
  AY: '학년도',
  SEM: '학기',
  ALL_TI_YMD: '시간표일자 (YYYYMMDD)',
  GRADE: '학년',
  CLASS_NM: '학급명',
  PERIO: '교시',
  ITRT_CNTNT: '수업내용 (과목명)',
  LOAD_DTM: '수정일자',
};

const BASE_INPUT = {
  ...PAGING,
  ...SCHOOL,
  AY: AY.optional(),
  SEM: SEM.optional(),
  ALL_TI_YMD: ymd('시간표일자', '20260512').optional(),
  TI_FROM_YMD: ymd('시간표시작일자', '20260511').optional(),
  TI_TO_YMD: ymd('시간표종료일자', '20260515').optional(),
  GRADE: GRADE.optional(),
  CLASS_NM: CLASS_NM.optional(),
};

function timetableTool<Extra extends z.ZodRawShape>(spec: {
  name: string;
  service: string;
  title: string;
  kind: string;
  ko: string;
  en: string;
  extraInput: Extra;
  extraFields: Record<string, string>;
}) {
  const Row = rowWith({ ...BASE_FIELDS, ...spec.extraFields });
  return neisTool({
    name: spec.name,
    title: spec.title,
    operation: spec.service,
    description: `${spec.title} (${spec.service}): ${spec.ko} 수업일에만 있고 오늘 이후는 없습니다. 하루는 ALL_TI_YMD, 한 주는 TI_FROM_YMD~TI_TO_YMD, 학급은 GRADE+CLASS_NM으로 좁히세요.\n${spec.en}`,
    input: z.object({ ...BASE_INPUT, ...spec.extraInput }),
    output: pageOf(Row),
    kind: 'read',
    generic: GENERIC,
    paging: { page: 'pIndex', size: 'pSize', max: 1000 },
    run: (args, { client }) =>
      fetchPage<z.infer<typeof Row>>({
        client,
        service: spec.service,
        args: args as NeisParams,
        noDataHint: `No timetable: this tool serves ${spec.kind} only (초등학교 neis_get_elementary_timetable, 중학교 neis_get_middle_timetable, 고등학교 neis_get_high_timetable, 특수학교 neis_get_special_timetable); the date must be a school day from 20260303 up to today, and GRADE/CLASS_NM must exist (neis_list_classes).`,
      }),
  });
}

export const getElementaryTimetable = timetableTool({
  name: 'neis_get_elementary_timetable',
  service: 'elsTimetable',
  title: '초등학교시간표',
  kind: '초등학교',
  ko: '초등학교의 날짜·학년·반·교시별 수업내용(ITRT_CNTNT).',
  en: 'Elementary-school timetable by date, grade, class and period (the subject in ITRT_CNTNT); school days only, up to today.',
  extraInput: { PERIO: PERIO.optional() },
  extraFields: {},
});

export const getMiddleTimetable = timetableTool({
  name: 'neis_get_middle_timetable',
  service: 'misTimetable',
  title: '중학교시간표',
  kind: '중학교',
  ko: '중학교의 날짜·학년·반·교시별 수업내용(ITRT_CNTNT).',
  en: 'Middle-school timetable by date, grade, class and period; school days only, up to today.',
  extraInput: { PERIO: PERIO.optional(), DGHT_CRSE_SC_NM: DGHT_CRSE_SC_NM.optional() },
  extraFields: { DGHT_CRSE_SC_NM: '주야과정명' },
});

export const getHighTimetable = timetableTool({
  name: 'neis_get_high_timetable',
  service: 'hisTimetable',
  title: '고등학교시간표',
  kind: '고등학교',
  ko: '고등학교의 날짜·학년·반·교시별 수업내용. 계열(ORD_SC_NM)·학과(DDDEP_NM)·강의실(CLRM_NM)로 좁힐 수 있습니다(교시 필터는 없음).',
  en: 'High-school timetable by date, grade, class, track, department and classroom (no PERIO filter upstream); school days only, up to today.',
  extraInput: {
    DGHT_CRSE_SC_NM: DGHT_CRSE_SC_NM.optional(),
    ORD_SC_NM: ORD_SC_NM.optional(),
    DDDEP_NM: DDDEP_NM.optional(),
    CLRM_NM: CLRM_NM.optional(),
  },
  extraFields: { DGHT_CRSE_SC_NM: '주야과정명', ORD_SC_NM: '계열명', DDDEP_NM: '학과명', CLRM_NM: '강의실명' },
});

export const getSpecialTimetable = timetableTool({
  name: 'neis_get_special_timetable',
  service: 'spsTimetable',
  title: '특수학교시간표',
  kind: '특수학교',
  ko: '특수학교의 학교과정(SCHUL_CRSE_SC_NM)·학년·반·교시별 수업내용.',
  en: 'Special-school timetable by course (초/중/고등학교 과정), grade, class and period; school days only, up to today.',
  extraInput: { PERIO: PERIO.optional(), SCHUL_CRSE_SC_NM: SCHUL_CRSE_SC_NM.optional(), CLRM_NM: CLRM_NM.optional() },
  extraFields: { SCHUL_CRSE_SC_NM: '학교과정명', CLRM_NM: '강의실명' },
});

export const TIMETABLE_TOOLS = [getElementaryTimetable, getMiddleTimetable, getHighTimetable, getSpecialTimetable];
