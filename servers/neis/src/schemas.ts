// NEIS request parameters and response rows, declared once with the real names and formats;
// every tool builds its input and output from these.
import { ymdParameter } from '@kopa/kit';
import { z } from 'zod';

export const OFFICE_CODES = [
  'B10',
  'C10',
  'D10',
  'E10',
  'F10',
  'G10',
  'H10',
  'I10',
  'J10',
  'K10',
  'M10',
  'N10',
  'P10',
  'Q10',
  'R10',
  'S10',
  'T10',
] as const;

export const KEY = z
  .string()
  .min(1, 'KEY must not be empty; omit it for the sample key or get it with neis_get_api_key')
  .max(100)
  .optional()
  .describe(
    '인증키 (32자리, e.g. 1a2b…; neis_get_api_key). 생략하면 공개 샘플키가 적용되어 pIndex=1, 최대 5건만 옵니다. Omit only for a 5-row sample.',
  );

export const ATPT_OFCDC_SC_CODE = z
  .enum(OFFICE_CODES, {
    error: (issue) =>
      issue.input === undefined
        ? 'ATPT_OFCDC_SC_CODE is required (시도교육청코드, e.g. B10); neis_search_schools returns it'
        : 'ATPT_OFCDC_SC_CODE is a 시도교육청코드 B10–T10 (e.g. B10 서울, J10 경기); neis_search_schools returns it',
  })
  .describe(
    '시도교육청코드: B10 서울, C10 부산, D10 대구, E10 인천, F10 광주, G10 대전, H10 울산, I10 세종, J10 경기, K10 강원, M10 충북, N10 충남, P10 전북, Q10 전남, R10 경북, S10 경남, T10 제주',
  );

export const SD_SCHUL_CODE = z
  .string()
  .regex(/^\d{7}$/, 'SD_SCHUL_CODE is the 7-digit 행정표준코드 (e.g. 7010569); find it with neis_search_schools')
  .describe('행정표준코드 (학교코드, 7자리), e.g. 7010569. Find it with neis_search_schools.');

// The upstream compares dates as text, so an impossible one would quietly match nothing: it is
// refused here, before any call, with the form to use.
export const ymd = ymdParameter;

export const pIndex = z.number().int().min(1, 'pIndex starts at 1').optional().describe('페이지 위치 (기본값 1)');
export const pSize = z
  .number()
  .int()
  .min(1)
  .max(1000, 'pSize is at most 1000 (NEIS ERROR-336); page with pIndex')
  .optional()
  .describe('페이지당 건수 1~1000 (기본값 100). totalCount를 보고 pIndex로 끝까지 넘기세요.');

export const PAGING = { KEY, pIndex, pSize };
export const SCHOOL = { ATPT_OFCDC_SC_CODE, SD_SCHUL_CODE };

export const AY = z
  .string()
  .regex(/^\d{4}$/, 'AY is a 4-digit 학년도, e.g. 2026')
  .describe('학년도 (YYYY), e.g. 2026');
export const SEM = z.enum(['1', '2']).describe('학기: 1 또는 2');
export const GRADE = z
  .string()
  .regex(/^\d{1,2}$/, 'GRADE is a number as a string, e.g. "3"')
  .describe('학년, e.g. "3"');
export const CLASS_NM = z.string().min(1).max(20).describe('학급명 (반), e.g. "2" — classInfo의 CLASS_NM');
export const PERIO = z
  .string()
  .regex(/^\d{1,2}$/, 'PERIO is a period number, e.g. "4"')
  .describe('교시, e.g. "4"');
export const DGHT_CRSE_SC_NM = z.string().min(1).describe('주야과정명, e.g. 주간');
export const SCHUL_CRSE_SC_NM = z
  .string()
  .min(1)
  .describe('학교과정명: 초등학교, 중학교, 고등학교 (특수학교는 과정별), e.g. 고등학교');
export const ORD_SC_NM = z.string().min(1).describe('계열명, e.g. 일반계, 전문계 (neis_list_school_affiliations)');
export const DDDEP_NM = z.string().min(1).describe('학과명, e.g. 7차일반, 기계과 (neis_list_school_majors)');

/** The normalized envelope (DESIGN §3.1) around a list of rows. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    resultCode: z.string().describe('NEIS result code, "INFO-000" on success'),
    resultMsg: z.string(),
    totalCount: z.number().int().describe('list_total_count: rows matching the query over all pages'),
    pageNo: z.number().int().describe('pIndex applied (1 for the sample key)'),
    numOfRows: z.number().int().describe('pSize applied (5 for the sample key)'),
    items: z.array(row),
  });
}

/** A row whose main fields are declared and whose other real fields pass through. */
export const rowWith = (fields: Record<string, string>, numbers: Record<string, string> = {}) =>
  z
    .object({
      ...Object.fromEntries(
        Object.entries(fields).map(([name, description]) => [name, z.string().describe(description)]),
      ),
      ...Object.fromEntries(
        Object.entries(numbers).map(([name, description]) => [name, z.number().describe(description)]),
      ),
    })
    .catchall(z.union([z.string(), z.number()]));

export const SCHOOL_FIELDS = {
  ATPT_OFCDC_SC_CODE: '시도교육청코드',
  ATPT_OFCDC_SC_NM: '시도교육청명',
  SD_SCHUL_CODE: '행정표준코드',
  SCHUL_NM: '학교명',
};

export const FavoriteSchool = z.object({
  ATPT_OFCDC_SC_CODE: z.string(),
  SD_SCHUL_CODE: z.string(),
  SCHUL_NM: z.string(),
  SCHUL_KND_SC_NM: z.string(),
  memo: z.string().describe('사용자 메모 (e.g. 첫째 학교)'),
});
export type FavoriteSchool = z.infer<typeof FavoriteSchool>;

export const NeisUser = z.object({
  favoriteSchools: z.array(FavoriteSchool).default([]).describe('관심학교 (저장한 순서)'),
  allergyWatch: z
    .array(z.number().int().min(1).max(19))
    .default([])
    .describe('급식 알레르기 주의 번호 (1 난류 … 19 잣), 오름차순'),
});
export type NeisUser = z.infer<typeof NeisUser>;
