// neis_get_school_schedule: SchoolSchedule (학사일정) — holidays, 휴업일, exams and events of one
// school. The service name is case-sensitive upstream (schoolSchedule is ERROR-310).
import { z } from 'zod';
import { DGHT_CRSE_SC_NM, PAGING, pageOf, rowWith, SCHOOL, SCHOOL_FIELDS, SCHUL_CRSE_SC_NM, ymd } from '../schemas.ts';
import { fetchPage, GENERIC, neisTool } from './tool.ts';

export const ScheduleRow = rowWith({
  ...SCHOOL_FIELDS,
  AY: '학년도',
  DGHT_CRSE_SC_NM: '주야과정명 (특수학교는 빈 문자열)',
  SCHUL_CRSE_SC_NM: '학교과정명',
  SBTR_DD_SC_NM: '수업공제일명: 공휴일, 휴업일, 해당없음',
  AA_YMD: '학사일자 (YYYYMMDD)',
  EVENT_NM: '행사명, e.g. 1학기 중간고사, 재량휴업일, 개교기념일',
  EVENT_CNTNT: '행사내용',
  ONE_GRADE_EVENT_YN: '1학년 행사 여부 (Y/N, 없는 학년은 *)',
  TW_GRADE_EVENT_YN: '2학년 행사 여부',
  THREE_GRADE_EVENT_YN: '3학년 행사 여부',
  FR_GRADE_EVENT_YN: '4학년 행사 여부',
  FIV_GRADE_EVENT_YN: '5학년 행사 여부',
  SIX_GRADE_EVENT_YN: '6학년 행사 여부',
  LOAD_DTM: '수정일시',
});

export const getSchoolSchedule = neisTool({
  name: 'neis_get_school_schedule',
  title: '학사일정',
  operation: 'SchoolSchedule',
  description:
    '학사일정 (SchoolSchedule): 학교의 2026학년도(20260301~20270228) 공휴일·토요휴업일·재량휴업일·개교기념일·입학식·시험·방학 등. SBTR_DD_SC_NM이 휴업일/공휴일이면 수업이 없습니다. AA_FROM_YMD~AA_TO_YMD로 기간을 좁히세요.\n' +
    "Reads one school's calendar of the 2026 school year (holidays, closures, exams, vacations); SBTR_DD_SC_NM tells whether classes are off.",
  input: z.object({
    ...PAGING,
    ...SCHOOL,
    AA_YMD: ymd('학사일자', '20260505').optional(),
    AA_FROM_YMD: ymd('학사시작일자', '20260401').optional(),
    AA_TO_YMD: ymd('학사종료일자', '20260430').optional(),
    DGHT_CRSE_SC_NM: DGHT_CRSE_SC_NM.optional(),
    SCHUL_CRSE_SC_NM: SCHUL_CRSE_SC_NM.optional(),
  }),
  output: pageOf(ScheduleRow),
  kind: 'read',
  generic: GENERIC,
  paging: { page: 'pIndex', size: 'pSize', max: 1000 },
  run: (args, { client }) =>
    fetchPage<z.infer<typeof ScheduleRow>>({
      client,
      service: 'SchoolSchedule',
      args,
      noDataHint:
        'No schedule rows: the 2026 school year runs 20260301–20270228; widen AA_FROM_YMD/AA_TO_YMD and check the codes with neis_search_schools.',
    }),
});
