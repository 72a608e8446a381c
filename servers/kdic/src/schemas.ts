// KDIC request parameters, response rows and the writable user state, declared once with the real names and
// formats; every tool builds its input and output from these.
import { z } from 'zod';

export const serviceKey = z
  .string()
  .min(1, 'serviceKey is required; get it with kdic_get_api_key')
  .describe(
    '공공데이터포털 인증키 (serviceKey, 64 hex; the gateway also accepts it as ServiceKey). Get it with kdic_get_api_key.',
  );

export const pageNo = z
  .number()
  .int('pageNo must be a whole number')
  .min(1, 'pageNo starts at 1')
  .default(1)
  .describe('페이지 번호 (1부터), e.g. 1');

export const numOfRows = z
  .number()
  .int('numOfRows must be a whole number')
  .min(1, 'numOfRows must be at least 1')
  .max(1000, 'numOfRows must be at most 1000; read further pages with pageNo')
  .default(10)
  .describe('한 페이지 결과 수 (1–1000), e.g. 100');

export const GENERIC = ['serviceKey', 'pageNo', 'numOfRows'] as const;

/** A partial-match (부분 일치) name filter. */
export const nameFilter = (label: string, example: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} must not be empty`)
    .max(200)
    .optional()
    .describe(`${label} (부분 일치), e.g. ${example}`);

/** A whole-name filter: the upstream matches it exactly (완전 일치). */
export const exactNameFilter = (label: string, example: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} must not be empty`)
    .max(200)
    .optional()
    .describe(`${label} (완전 일치: 전체 이름), e.g. ${example}`);

export const yearMonth = (label: string, example: string) =>
  z
    .string()
    .regex(/^\d{4}(0[1-9]|1[0-2])$/, `must be a month as YYYYMM, e.g. ${example}`)
    .optional()
    .describe(`${label} (YYYYMM), e.g. ${example}`);

export const SECTOR_VALUES = ['은행', '저축은행', '금융투자', '생명보험', '손해보험', '종합금융'] as const;

export const sector = (param: string) =>
  z
    .enum(SECTOR_VALUES, { error: `${param} must be one of ${SECTOR_VALUES.join(', ')}` })
    .optional()
    .describe(`금융권역: ${SECTOR_VALUES.join(' | ')}, e.g. 저축은행`);

/** The normalized envelope (DESIGN §3.1) around a list of rows. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    resultCode: z.string().describe('data.go.kr header resultCode, "00" on success'),
    resultMsg: z.string(),
    totalCount: z.number().int(),
    pageNo: z.number().int(),
    numOfRows: z.number().int(),
    items: z.array(row),
  });
}

/** A row whose fields are declared with their Korean meaning; every value is a string, as upstream. */
export const rowOf = (fields: Record<string, string>) =>
  z
    .object(
      Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, z.string().describe(description)])),
    )
    .catchall(z.string());

export const SavedProduct = z.object({
  fncIstNm: z.string().describe('금융회사명'),
  prdNm: z.string().describe('금융상품명'),
  regDate: z.string().describe('등록일 (YYYYMMDD)'),
  prdSalDscnDt: z.string().describe('상품판매중단일자 (YYYYMMDD; 판매 중이면 빈 문자열)'),
  memo: z.string().default('').describe('메모'),
});
export type SavedProduct = z.infer<typeof SavedProduct>;

export const KdicUser = z.object({
  savedProducts: z
    .array(SavedProduct)
    .default([])
    .describe('비교하려고 저장한 보호대상 금융상품 (저장한 순서, 최대 20개)'),
});
export type KdicUser = z.infer<typeof KdicUser>;
