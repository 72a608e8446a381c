// Seoul request parameters and response rows, declared once with the real names and formats;
// every tool builds its input and output from these.
import { z } from 'zod';

export const KEY = z
  .string()
  .min(1, 'KEY is required; get it with seoul_get_api_key')
  .describe(
    '서울 열린데이터광장 인증키 (URL 경로의 첫 값, 30자 16진수). Get it with seoul_get_api_key; `sample` works for at most 5 rows.',
  );

export const START_INDEX = z
  .number()
  .int()
  .min(1, 'START_INDEX is 1-based: use 1 or more')
  .optional()
  .describe('요청시작위치 (1부터 시작, 기본값 1), e.g. 1001 for the second page of 1000');

export const END_INDEX = z
  .number()
  .int()
  .min(1, 'END_INDEX must be 1 or more')
  .optional()
  .describe(
    '요청종료위치 (포함, 기본값 START_INDEX+99). 한 번에 최대 1000건 (END_INDEX-START_INDEX+1 ≤ 1000), e.g. 1000',
  );

export const RANGE = { START_INDEX, END_INDEX };
export const RANGE_GENERIC = ['KEY', 'START_INDEX', 'END_INDEX'] as const;

/** The 1-based inclusive range a call asks for. */
export function rangeOf(args: { START_INDEX?: number | undefined; END_INDEX?: number | undefined }) {
  const start = args.START_INDEX ?? 1;
  return { start, end: args.END_INDEX ?? start + 99 };
}

export const STATION_CD = z
  .string()
  .regex(/^\d{4}$/, 'STATION_CD is the 4-digit 전철역코드 (e.g. 0222); find it with seoul_search_subway_station')
  .describe('전철역코드 (4자리), e.g. 0222 (강남, 2호선). Find it with seoul_search_subway_station.');

export const WEEK_TAG = z.enum(['1', '2', '3']).describe('요일: 1 평일, 2 토요일, 3 일요일·공휴일');
export const INOUT_TAG = z.enum(['1', '2']).describe('상/하행: 1 상행·내선, 2 하행·외선');

export const LINE_NUM = z
  .string()
  .regex(
    /^(0?[1-9]호선|신분당선|우이신설선|신림선|경의중앙선|공항철도|경춘선|수인분당선|서해선|GTX-A)$/,
    'LINE_NUM looks like 02호선 (or 2호선), 신분당선, 경의중앙선, 공항철도, 수인분당선, 경춘선, 서해선, GTX-A, 우이신설선, 신림선',
  )
  .describe('호선, e.g. 02호선 (2호선 also accepted), 신분당선, 경의중앙선, 공항철도, 수인분당선, GTX-A');

export const SVCID = z
  .string()
  .regex(
    /^S\d{15}$/,
    'SVCID is S followed by 15 digits (e.g. S260805123456789); list them with seoul_list_public_reservations',
  )
  .describe('서비스ID, e.g. S260805123456789. Find it with seoul_list_public_reservations.');

/** The normalized envelope (DESIGN §3.1) around a list of rows. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    resultCode: z.string().describe('Seoul result code, "INFO-000" on success'),
    resultMsg: z.string(),
    totalCount: z.number().int().describe('list_total_count: rows matching the query across all pages'),
    pageNo: z.number().int(),
    numOfRows: z.number().int(),
    items: z.array(row),
  });
}

const text = (description: string) => z.string().describe(description);

/** A row whose main fields are declared as strings and whose other real fields pass through. */
export const rowWith = (fields: Record<string, string>) =>
  z
    .object(Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, text(description)])))
    .catchall(z.union([z.string(), z.number()]));

export const Reservation = z.object({
  reservationId: z.string().describe('예약번호, e.g. R123456-1'),
  SVCID: z.string(),
  SVCNM: z.string(),
  PLACENM: z.string(),
  MAXCLASSNM: z.string(),
  SVCOPNBGNDT: z.string().describe('서비스 이용 시작일시'),
  count: z.number().int().describe('예약 인원'),
  status: z.enum(['예약완료', '예약취소']),
  reservedAt: z.string().describe('예약 시각 (ISO 8601, the session clock)'),
  cancelledAt: z.string().optional(),
});
export type Reservation = z.infer<typeof Reservation>;

export const SeoulUser = z.object({
  reservations: z.array(Reservation).default([]).describe('공공서비스 예약 내역 (예약한 순서)'),
});
export type SeoulUser = z.infer<typeof SeoulUser>;
