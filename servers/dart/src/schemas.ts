// DART request parameters and response rows, declared once with the real names and formats; every
// tool builds its input and output from these.
import { ymdParameter } from '@kopa/kit';
import { z } from 'zod';

export const crtfc_key = z
  .string()
  .min(1, 'crtfc_key is required; get it with dart_get_api_key')
  .describe('OpenDART 인증키 (40자). Get it with dart_get_api_key.');

export const corp_code = z
  .string()
  .regex(/^\d{8}$/, 'corp_code must be 8 digits (e.g. 00126380); use dart_search_corp_code to find it')
  .describe('고유번호 (8자리), e.g. 00126380. Find it with dart_search_corp_code.');

/** A real day as YYYYMMDD: DART compares dates as text, so 20260230 would quietly match nothing. */
export const yyyymmdd = ymdParameter;

export const bsns_year = z
  .string()
  .regex(/^20\d{2}$/, 'bsns_year must be a 4-digit year from 2015, e.g. 2025')
  .refine((year) => Number(year) >= 2015, 'bsns_year must be 2015 or later (OpenDART holds 2015 onward)')
  .describe('사업연도 (YYYY, 2015 이후), e.g. 2025');

export const reprt_code = z
  .enum(['11011', '11012', '11013', '11014'])
  .describe('보고서 코드: 11011 사업보고서, 11012 반기보고서, 11013 1분기보고서, 11014 3분기보고서');

export const PeriodQuery = { crtfc_key, corp_code, bsns_year, reprt_code };

/** The normalized envelope (DESIGN §3.1) around a list of rows. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    resultCode: z.string().describe('DART status, "000" on success'),
    resultMsg: z.string(),
    totalCount: z.number().int(),
    pageNo: z.number().int(),
    numOfRows: z.number().int(),
    items: z.array(row),
  });
}

const text = (description: string) => z.string().describe(description);

export const CorpCodeRow = z.object({
  corp_code: text('고유번호 (8자리)'),
  corp_name: text('정식명칭'),
  corp_eng_name: text('영문 정식명칭'),
  stock_code: text('종목코드 (6자리; 비상장사는 빈 문자열)'),
  modify_date: text('최종변경일자 (YYYYMMDD)'),
});

export const DisclosureRow = z.object({
  corp_cls: text('법인구분: Y 유가, K 코스닥, N 코넥스, E 기타'),
  corp_name: text('종목명(법인명)'),
  corp_code: text('고유번호'),
  stock_code: text('종목코드'),
  report_nm: text('보고서명'),
  rcept_no: text('접수번호 (14자리)'),
  flr_nm: text('공시 제출인명'),
  rcept_dt: text('접수일자 (YYYYMMDD)'),
  rm: text('비고: 유 코 채 넥 공 연 정 철'),
});

export const CompanyItem = z.object({
  corp_code: text('고유번호'),
  corp_name: text('정식명칭'),
  corp_name_eng: text('영문명칭'),
  stock_name: text('종목명(상장사) 또는 약식명칭'),
  stock_code: text('종목코드'),
  ceo_nm: text('대표자명'),
  corp_cls: text('법인구분'),
  jurir_no: text('법인등록번호 (13자리)'),
  bizr_no: text('사업자등록번호 (10자리)'),
  adres: text('주소'),
  hm_url: text('홈페이지'),
  ir_url: text('IR홈페이지'),
  phn_no: text('전화번호'),
  fax_no: text('팩스번호'),
  induty_code: text('업종코드'),
  est_dt: text('설립일 (YYYYMMDD)'),
  acc_mt: text('결산월 (MM)'),
});

/** A row whose main fields are declared and whose other real fields pass through as strings.
 *  `optional` fields are sent on some rows only (alotMatter's stock_knd on per-share-kind rows). */
export const rowWith = (fields: Record<string, string>, optional: Record<string, string> = {}) =>
  z
    .object({
      ...Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, text(description)])),
      ...Object.fromEntries(
        Object.entries(optional).map(([name, description]) => [name, text(description).optional()]),
      ),
    })
    .catchall(z.string());

export const WatchlistUser = z.object({
  watchlist: z.array(z.string()).default([]).describe('관심기업 고유번호(corp_code) 목록'),
});
export type WatchlistUser = z.infer<typeof WatchlistUser>;
