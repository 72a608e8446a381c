// Request parameters of the Open Assembly tools, declared once with the real names and formats,
// the normalized envelopes around the rows of src/rows.ts, and the writable `user` state.
import { isCalendarDay } from '@kopa/kit';
import { z } from 'zod';

export const KEY = z
  .string()
  .min(1, 'KEY is required; get it with assembly_get_api_key')
  .describe('열린국회정보 인증키 (32자리 16진수). Get it with assembly_get_api_key.');

export const AGE = z
  .union([
    z.string().regex(/^\d{1,2}$/, 'AGE is the term number as digits, e.g. "22" (not "제22대")'),
    z.number().int().min(1).max(99),
  ])
  .describe('대수 (국회 회기 번호), e.g. "22" = 제22대. 20~22대의 의안·표결을 제공합니다.');

export const BILL_ID = z
  .string()
  .regex(
    /^[A-Z]{3}_[A-Z0-9]{10,40}$/,
    'BILL_ID looks like PRC_T2M6W0F2I1W2T1X7T4K2Q5A9J4P2M5 (not the 7-digit BILL_NO); find it with assembly_list_member_bills or assembly_get_bill_by_no',
  )
  .describe('의안ID, e.g. PRC_T2M6W0F2I1W2T1X7T4K2Q5A9J4P2M5 (BILL_NO가 아님)');

export const BILL_NO = z
  .string()
  .regex(/^\d{7}$/, 'BILL_NO is 7 digits, e.g. 2216983 (its first two digits are the term); BILL_ID is the PRC_… code')
  .describe('의안번호 (7자리, 앞 두 자리 = 대수), e.g. 2216983');

export const MONA_CD = z
  .string()
  .regex(/^[A-Z0-9]{6,26}$/, 'MONA_CD is the member code, e.g. H7X3372O; find it with assembly_search_members')
  .describe('국회의원코드 (MONA_CD = NAAS_CD), e.g. H7X3372O');

export const UNIT_CD = z
  .string()
  .regex(/^1000\d{2}$/, 'UNIT_CD is "1000" + the term, e.g. 100022 for 제22대')
  .describe('대수코드: "1000" + 대수, e.g. 100022 (제22대)');

export const text = (description: string) => z.string().trim().min(1, 'must not be empty').describe(description);

/**
 * A date prefix (YYYY, YYYY-MM or YYYY-MM-DD, matched from the start): a complete month or day must
 * exist, so that 2025-02-30 or 2025-13 is refused instead of matching nothing.
 */
export const datePrefix = (name: string, description: string) =>
  text(description).refine(
    (value) => {
      const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
      if (!match) return true;
      return isCalendarDay(Number(match[1]), Number(match[2]), match[3] === undefined ? 1 : Number(match[3]));
    },
    {
      message: `${name} must start a real date as YYYY-MM or YYYY-MM-DD (this month or day does not exist), e.g. 2025-11`,
    },
  );

export const PAGING = {
  pIndex: z.number().int().min(1, 'pIndex starts at 1').optional().describe('페이지 번호 (1부터, 기본 1)'),
  pSize: z
    .number()
    .int()
    .min(1)
    .max(1000, 'pSize must be 1–1000 (Open Assembly answers ERROR-336 above 1000); page with pIndex')
    .optional()
    .describe('페이지당 건수 1~1000 (기본 100). totalCount를 보고 pIndex로 끝까지 읽으세요.'),
};

/** The normalized envelope (DESIGN §3.1) around a list of rows. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    resultCode: z.string().describe('Open Assembly result code, INFO-000 on success'),
    resultMsg: z.string(),
    totalCount: z.number().int().describe('list_total_count: every matching row, across pages'),
    pageNo: z.number().int(),
    numOfRows: z.number().int(),
    items: z.array(row),
  });
}

export function itemOf<Item extends z.ZodType>(item: Item) {
  return z.object({ resultCode: z.string(), resultMsg: z.string(), item });
}

export const Subscription = z.object({
  BILL_ID: z.string().describe('구독한 의안ID'),
  BILL_NO: z.string().describe('의안번호'),
  BILL_NM: z.string().describe('의안명'),
  subscribed_at: z.string().describe('구독 시각 (세션 시계, ISO 8601)'),
});
export type Subscription = z.infer<typeof Subscription>;

export const AssemblyUser = z.object({
  subscriptions: z.array(Subscription).default([]).describe('관심 의안 구독 목록 (추가한 순서)'),
});
export type AssemblyUser = z.infer<typeof AssemblyUser>;
