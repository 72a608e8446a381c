// The per-school reference services that feed the timetable filters: classInfo (학급정보),
// schoolMajorinfo (학교학과정보), schulAflcoinfo (학교계열정보) and tiClrminfo (시간표강의실정보).
import { z } from 'zod';
import {
  AY,
  DDDEP_NM,
  DGHT_CRSE_SC_NM,
  GRADE,
  ORD_SC_NM,
  PAGING,
  pageOf,
  rowWith,
  SCHOOL,
  SCHOOL_FIELDS,
  SCHUL_CRSE_SC_NM,
  SEM,
} from '../schemas.ts';
import { fetchPage, GENERIC, neisTool } from './tool.ts';

const NOT_HIGH =
  'schoolMajorinfo, schulAflcoinfo and tiClrminfo describe high (and special) schools; check SCHUL_KND_SC_NM with neis_search_schools.';

export const ClassRow = rowWith({
  ...SCHOOL_FIELDS,
  AY: '학년도',
  GRADE: '학년',
  DGHT_CRSE_SC_NM: '주야과정명',
  SCHUL_CRSE_SC_NM: '학교과정명',
  ORD_SC_NM: '계열명 (고등학교만)',
  DDDEP_NM: '학과명 (고등학교만)',
  CLASS_NM: '학급명 — 시간표 도구의 CLASS_NM',
  LOAD_DTM: '수정일자',
});

export const listClasses = neisTool({
  name: 'neis_list_classes',
  title: '학급정보',
  operation: 'classInfo',
  description:
    '학급정보 (classInfo): 학교의 학년도·학년별 학급(CLASS_NM) 목록. 고등학교는 계열·학과도 나옵니다. 학년별 반 수를 세거나 시간표 조회 전에 반 이름을 확인하세요.\n' +
    "Lists a school's classes per grade (CLASS_NM, and track/department for high schools); count classes or check a class before reading its timetable.",
  input: z.object({
    ...PAGING,
    ...SCHOOL,
    AY: AY.optional(),
    GRADE: GRADE.optional(),
    DGHT_CRSE_SC_NM: DGHT_CRSE_SC_NM.optional(),
    SCHUL_CRSE_SC_NM: SCHUL_CRSE_SC_NM.optional(),
    ORD_SC_NM: ORD_SC_NM.optional(),
    DDDEP_NM: DDDEP_NM.optional(),
  }),
  output: pageOf(ClassRow),
  kind: 'read',
  generic: GENERIC,
  paging: { page: 'pIndex', size: 'pSize', max: 1000 },
  run: (args, { client }) =>
    fetchPage<z.infer<typeof ClassRow>>({
      client,
      service: 'classInfo',
      args,
      noDataHint: 'No class matched: only AY 2026 is served; check GRADE and the codes with neis_search_schools.',
    }),
});

export const MajorRow = rowWith({
  ...SCHOOL_FIELDS,
  DGHT_CRSE_SC_NM: '주야과정명',
  ORD_SC_NM: '계열명',
  DDDEP_NM: '학과명',
  LOAD_DTM: '수정일자',
});

export const listSchoolMajors = neisTool({
  name: 'neis_list_school_majors',
  title: '학교학과정보',
  operation: 'schoolMajorinfo',
  description:
    '학교학과정보 (schoolMajorinfo): 고등학교의 계열별 학과(DDDEP_NM) 목록. 고등학교 시간표·학급정보의 DDDEP_NM 필터 값입니다.\n' +
    "Lists a high school's departments (DDDEP_NM per ORD_SC_NM), the values the high-school timetable filters take.",
  input: z.object({
    ...PAGING,
    ...SCHOOL,
    DGHT_CRSE_SC_NM: DGHT_CRSE_SC_NM.optional(),
    ORD_SC_NM: ORD_SC_NM.optional(),
  }),
  output: pageOf(MajorRow),
  kind: 'read',
  generic: GENERIC,
  paging: { page: 'pIndex', size: 'pSize', max: 1000 },
  run: (args, { client }) =>
    fetchPage<z.infer<typeof MajorRow>>({ client, service: 'schoolMajorinfo', args, noDataHint: NOT_HIGH }),
});

export const AffiliationRow = rowWith({
  ...SCHOOL_FIELDS,
  DGHT_CRSE_SC_NM: '주야과정명',
  ORD_SC_NM: '계열명',
  LOAD_DTM: '수정일자',
});

export const listSchoolAffiliations = neisTool({
  name: 'neis_list_school_affiliations',
  title: '학교계열정보',
  operation: 'schulAflcoinfo',
  description:
    '학교계열정보 (schulAflcoinfo): 고등학교의 계열(ORD_SC_NM: 일반계, 전문계, 과학계열 …) 목록.\n' +
    "Lists a high school's tracks (ORD_SC_NM: 일반계, 전문계, 과학계열 …).",
  input: z.object({ ...PAGING, ...SCHOOL, DGHT_CRSE_SC_NM: DGHT_CRSE_SC_NM.optional() }),
  output: pageOf(AffiliationRow),
  kind: 'read',
  generic: GENERIC,
  paging: { page: 'pIndex', size: 'pSize', max: 1000 },
  run: (args, { client }) =>
    fetchPage<z.infer<typeof AffiliationRow>>({ client, service: 'schulAflcoinfo', args, noDataHint: NOT_HIGH }),
});

export const ClassroomRow = rowWith({
  ...SCHOOL_FIELDS,
  AY: '학년도',
  GRADE: '학년',
  SEM: '학기',
  SCHUL_CRSE_SC_NM: '학교과정명',
  DGHT_CRSE_SC_NM: '주야과정명',
  ORD_SC_NM: '계열명',
  DDDEP_NM: '학과명',
  CLRM_NM: '강의실명 — 고등·특수학교 시간표의 CLRM_NM',
  LOAD_DTM: '수정일자',
});

export const listTimetableClassrooms = neisTool({
  name: 'neis_list_timetable_classrooms',
  title: '시간표강의실정보',
  operation: 'tiClrminfo',
  description:
    '시간표강의실정보 (tiClrminfo): 고등·특수학교의 학년도·학기·학년별 강의실(CLRM_NM) 목록. 2학기 강의실은 8월에 등록됩니다.\n' +
    "Lists a high or special school's classrooms (CLRM_NM) per year, semester and grade, the timetable's CLRM_NM filter values.",
  input: z.object({
    ...PAGING,
    ...SCHOOL,
    AY: AY.optional(),
    GRADE: GRADE.optional(),
    SEM: SEM.optional(),
    SCHUL_CRSE_SC_NM: SCHUL_CRSE_SC_NM.optional(),
    DGHT_CRSE_SC_NM: DGHT_CRSE_SC_NM.optional(),
    ORD_SC_NM: ORD_SC_NM.optional(),
    DDDEP_NM: DDDEP_NM.optional(),
  }),
  output: pageOf(ClassroomRow),
  kind: 'read',
  generic: GENERIC,
  paging: { page: 'pIndex', size: 'pSize', max: 1000 },
  run: (args, { client }) =>
    fetchPage<z.infer<typeof ClassroomRow>>({ client, service: 'tiClrminfo', args, noDataHint: NOT_HIGH }),
});

export const STRUCTURE_TOOLS = [listClasses, listSchoolMajors, listSchoolAffiliations, listTimetableClassrooms];
