// Gyeonggi request parameters and response rows, declared once with the real names and formats;
// every tool builds its input and output from these.
import { z } from 'zod';

export const KEY = z
  .string()
  .min(1, 'KEY is required; get it with gyeonggi_get_api_key')
  .describe(
    '경기데이터드림 인증키 (32자리 영숫자), e.g. a1b2c3d4e5f6478890ab1c2d3e4f5a6b. Get it with gyeonggi_get_api_key.',
  );

export const pIndex = z
  .number()
  .int()
  .min(1, 'pIndex starts at 1')
  .optional()
  .describe('페이지 번호 (기본값 1), e.g. 2');

export const pSize = z
  .number()
  .int()
  .min(1, 'pSize must be 1–1000')
  .max(1000, 'pSize must be 1–1000 (the Gyeonggi limit, ERROR-336 above it); read further pages with pIndex')
  .optional()
  .describe('페이지당 건수 1~1000 (기본값 100), e.g. 1000');

export const SIGUN_NM = z
  .string()
  .trim()
  .regex(/^[가-힣]{1,4}[시군]$/, 'SIGUN_NM is a 경기도 시군 name ending in 시 or 군, e.g. 수원시, 가평군 (not 수원)')
  .describe('시군명 (정확히 일치, 시/군 포함), e.g. 수원시, 가평군');

export const SIGUN_CD = z
  .string()
  .trim()
  .regex(/^41\d{3}$/, 'SIGUN_CD is a 5-digit 경기도 시군 code starting with 41, e.g. 41110 (수원시)')
  .describe('시군코드 (5자리), e.g. 41110 (수원시), 41370 (오산시)');

/** A free-text filter matched as a substring upstream. */
export const partial = (label: string, example: string) =>
  z.string().trim().min(1).describe(`${label} (부분 일치), e.g. ${example}`);

/** A category filter matched exactly upstream. */
export const exactText = (label: string, example: string) =>
  z.string().trim().min(1).describe(`${label} (정확히 일치), e.g. ${example}`);

export const GgCell = z.union([z.string(), z.number(), z.null()]);

/** A row whose main fields are declared (strings, or numbers for counts) and others pass through. */
export function rowOf(fields: Record<string, string>, numeric: readonly string[] = []) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, description] of Object.entries(fields)) {
    shape[name] = numeric.includes(name)
      ? z.number().nullable().describe(`${description} (number)`)
      : z.string().describe(description);
  }
  return z.object(shape).catchall(GgCell);
}

/** The normalized envelope (DESIGN §3.1) around a list of rows. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    resultCode: z.string().describe('Gyeonggi result code, "INFO-000" on success'),
    resultMsg: z.string(),
    totalCount: z.number().int().describe('list_total_count: rows matching the filters, over all pages'),
    pageNo: z.number().int(),
    numOfRows: z.number().int(),
    items: z.array(row),
  });
}

export const SavedPlace = z.object({
  service: z.string().describe('the Gyeonggi service the place comes from, e.g. GENRESTRT'),
  name: z.string().describe('the place name as the service spells it'),
  SIGUN_NM: z.string(),
  SIGUN_CD: z.string(),
  address: z.string().describe('road address, or the lot address when there is none'),
  REFINE_WGS84_LAT: z.string(),
  REFINE_WGS84_LOGT: z.string(),
  memo: z.string(),
  savedAt: z.string().describe('when it was saved (the session clock, ISO 8601)'),
});
export type SavedPlace = z.infer<typeof SavedPlace>;

export const GyeonggiUser = z.object({
  savedPlaces: z.array(SavedPlace).default([]).describe('관심 장소 목록, in the order saved'),
});
export type GyeonggiUser = z.infer<typeof GyeonggiUser>;
