// Request parameters and response rows of both upstreams, declared once with the real names and
// formats; every tool builds its input and output from these.
import { z } from 'zod';

export const AUTH_KEY = z
  .string()
  .min(1, 'AUTH_KEY is required; get it with krx_get_api_key')
  .describe('KRX Open API 인증키 (sent as the AUTH_KEY header). Get it with krx_get_api_key.');

export const serviceKey = z
  .string()
  .min(1, 'serviceKey is required; get it with krx_get_api_key')
  .describe(
    '공공데이터포털 서비스키 (serviceKey). In this emulation the same key as AUTH_KEY; get it with krx_get_api_key.',
  );

export const basDd = z
  .string()
  .regex(/^\d{8}$/, 'basDd must be a date as YYYYMMDD, e.g. 20260115')
  .describe('기준일자 (YYYYMMDD), one trading day, e.g. 20260115');

export const shortCode = (name: string) =>
  z
    .string()
    .regex(
      /^[0-9A-Z]{6}$/,
      `${name} must be the 6-character short code, e.g. 069540 (find it with dart_search_corp_code)`,
    )
    .describe(`${name}: 단축 종목코드 (6자리), e.g. 069540. Filter applied client-side.`);

export const clientPaging = {
  pageNo: z.number().int().min(1).default(1).describe("페이지 번호 (client-side paging of the day's block), e.g. 1"),
  numOfRows: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(100)
    .describe('한 페이지 결과 수 (1–1000, client-side), e.g. 100'),
};

const ymdText = (label: string, example: string) =>
  z
    .string()
    .regex(/^\d{8}$/, `${label} must be a date as YYYYMMDD, e.g. ${example}`)
    .describe(`${label} (YYYYMMDD), e.g. ${example}`);

const numeric = (label: string) =>
  z
    .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, `${label} must be a number, e.g. 5`)])
    .transform(String)
    .optional()
    .describe(label);

/** The data.go.kr paging and the FSC filters shared by both services. */
export const fscCommon = {
  serviceKey,
  numOfRows: z.number().int().min(1).max(1000).default(10).describe('한 페이지 결과 수 (1–1000), e.g. 100'),
  pageNo: z.number().int().min(1).default(1).describe('페이지 번호, e.g. 1'),
  basDt: ymdText('basDt 기준일자 (exact)', '20260115').optional(),
  beginBasDt: ymdText('beginBasDt 기준일자 시작 (inclusive)', '20260101').optional(),
  endBasDt: ymdText('endBasDt 기준일자 끝 (exclusive: rows before this day)', '20260201').optional(),
  likeBasDt: z
    .string()
    .regex(/^\d{1,8}$/, 'likeBasDt must be digits of a YYYYMMDD date, e.g. 202601')
    .optional()
    .describe('기준일자 포함 검색, e.g. 202601 (January 2026)'),
  likeSrtnCd: z
    .string()
    .regex(/^A?[0-9A-Z]{1,6}$/, 'likeSrtnCd must be (part of) a 6-character short code, e.g. 069540')
    .optional()
    .describe('단축코드 포함 검색, e.g. 069540'),
  isinCd: z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z]{10}$/, 'isinCd must be a 12-character ISIN, e.g. KR7069540003')
    .optional()
    .describe('ISIN코드 (exact), e.g. KR7005930003'),
  likeIsinCd: z.string().min(1).max(12).optional().describe('ISIN코드 포함 검색, e.g. KR700593'),
  itmsNm: z.string().min(1).optional().describe('종목명 (exact), e.g. 삼성전자'),
  likeItmsNm: z.string().min(1).optional().describe('종목명 포함 검색, e.g. 삼성'),
};

export const crnoSchema = z
  .string()
  .regex(/^\d{13}$/, 'crno must be the 13-digit 법인등록번호, e.g. 1301110006246 (DART jurir_no)')
  .describe('법인등록번호 (13자리, = DART jurir_no), e.g. 1301110006246');

export const priceRanges = {
  mrktCls: z.enum(['KOSPI', 'KOSDAQ', 'KONEX']).optional().describe('시장구분: KOSPI, KOSDAQ or KONEX'),
  beginVs: numeric('beginVs: 대비 ≥ value (원), e.g. 100'),
  endVs: numeric('endVs: 대비 < value (원), e.g. 0'),
  beginFltRt: numeric('beginFltRt: 등락률 ≥ value (%), e.g. 29.5'),
  endFltRt: numeric('endFltRt: 등락률 < value (%), e.g. -10'),
  beginTrqu: numeric('beginTrqu: 거래량 ≥ value (주), e.g. 1000000'),
  endTrqu: numeric('endTrqu: 거래량 < value (주)'),
  beginTrPrc: numeric('beginTrPrc: 거래대금 ≥ value (원), e.g. 10000000000'),
  endTrPrc: numeric('endTrPrc: 거래대금 < value (원)'),
  beginLstgStCnt: numeric('beginLstgStCnt: 상장주식수 ≥ value'),
  endLstgStCnt: numeric('endLstgStCnt: 상장주식수 < value'),
  beginMrktTotAmt: numeric('beginMrktTotAmt: 시가총액 ≥ value (원), e.g. 1000000000000'),
  endMrktTotAmt: numeric('endMrktTotAmt: 시가총액 < value (원)'),
};

/** The normalized envelope (DESIGN §3.1) around a list of rows. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    resultCode: z.string().describe('"200" for a KRX Open API answer, "00" for the FSC services'),
    resultMsg: z.string(),
    totalCount: z.number().int(),
    pageNo: z.number().int(),
    numOfRows: z.number().int(),
    items: z.array(row),
  });
}

const rowOf = (fields: Record<string, string>) =>
  z
    .object(
      Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, z.string().describe(description)])),
    )
    .catchall(z.string());

export const TradeRow = rowOf({
  BAS_DD: '기준일자 (YYYYMMDD)',
  ISU_CD: '종목코드 (단축코드 6자리)',
  ISU_NM: '종목명',
  MKT_NM: '시장구분',
  SECT_TP_NM: '소속부',
  TDD_CLSPRC: '종가 (원)',
  CMPPREVDD_PRC: '대비 (원)',
  FLUC_RT: '등락률 (%)',
  TDD_OPNPRC: '시가',
  TDD_HGPRC: '고가',
  TDD_LWPRC: '저가',
  ACC_TRDVOL: '거래량',
  ACC_TRDVAL: '거래대금 (원)',
  MKTCAP: '시가총액 (원)',
  LIST_SHRS: '상장주식수',
});

export const BaseInfoRow = rowOf({
  ISU_CD: '표준코드 (ISIN, 12자리)',
  ISU_SRT_CD: '단축코드 (6자리)',
  ISU_NM: '한글 종목명',
  ISU_ABBRV: '한글 종목약명',
  ISU_ENG_NM: '영문 종목명',
  LIST_DD: '상장일 (YYYYMMDD)',
  MKT_TP_NM: '시장구분',
  SECUGRP_NM: '증권구분',
  SECT_TP_NM: '소속부',
  KIND_STKCERT_TP_NM: '주식종류',
  PARVAL: '액면가',
  LIST_SHRS: '상장주식수',
});

export const IndexRow = rowOf({
  BAS_DD: '기준일자',
  IDX_CLSS: '계열구분 (KRX, KOSPI, KOSDAQ)',
  IDX_NM: '지수명',
  CLSPRC_IDX: '종가 ("-" when not published)',
  CMPPREVDD_IDX: '대비',
  FLUC_RT: '등락률 (%)',
  OPNPRC_IDX: '시가',
  HGPRC_IDX: '고가',
  LWPRC_IDX: '저가',
  ACC_TRDVOL: '거래량',
  ACC_TRDVAL: '거래대금',
  MKTCAP: '상장시가총액',
});

export const EtfTradeRow = rowOf({
  BAS_DD: '기준일자',
  ISU_CD: '종목코드',
  ISU_NM: '종목명',
  TDD_CLSPRC: '종가',
  CMPPREVDD_PRC: '대비',
  FLUC_RT: '등락률',
  NAV: '순자산가치(NAV)',
  TDD_OPNPRC: '시가',
  TDD_HGPRC: '고가',
  TDD_LWPRC: '저가',
  ACC_TRDVOL: '거래량',
  ACC_TRDVAL: '거래대금',
  MKTCAP: '시가총액',
  INVSTASST_NETASST_TOTAMT: '순자산총액',
  LIST_SHRS: '상장좌수',
  IDX_IND_NM: '기초지수_지수명',
  OBJ_STKPRC_IDX: '기초지수_종가',
  CMPPREVDD_IDX: '기초지수_대비',
  FLUC_RT_IDX: '기초지수_등락률',
});

export const StockPriceRow = rowOf({
  basDt: '기준일자 (YYYYMMDD)',
  srtnCd: '단축코드',
  isinCd: 'ISIN코드',
  itmsNm: '종목명',
  mrktCtg: '시장구분',
  clpr: '종가',
  vs: '대비',
  fltRt: '등락률 (as sent: ".23", "-.75")',
  mkp: '시가',
  hipr: '고가',
  lopr: '저가',
  trqu: '거래량',
  trPrc: '거래대금',
  lstgStCnt: '상장주식수',
  mrktTotAmt: '시가총액',
});

export const ListedItemRow = rowOf({
  basDt: '기준일자',
  srtnCd: '단축코드 (the "A" prefix upstream sends is removed)',
  isinCd: 'ISIN코드',
  mrktCtg: '시장구분',
  itmsNm: '종목명',
  crno: '법인등록번호 (13자리; = DART jurir_no)',
  corpNm: '법인명',
});

export const PriceAlert = z.object({
  alertId: z.string().describe('"<srtnCd>-<direction>-<targetPrice>"'),
  srtnCd: z.string().describe('단축코드'),
  itmsNm: z.string().describe('종목명'),
  mrktCtg: z.string().describe('시장구분'),
  targetPrice: z.number().int().describe('목표가 (원)'),
  direction: z.enum(['above', 'below']).describe('above: 종가 ≥ 목표가, below: 종가 ≤ 목표가'),
  createdOn: z.string().describe('등록일 (YYYYMMDD, session clock)'),
});
export type PriceAlert = z.infer<typeof PriceAlert>;

export const KrxUser = z.object({
  priceAlerts: z.array(PriceAlert).default([]).describe('가격 알림 (in the order added)'),
});
export type KrxUser = z.infer<typeof KrxUser>;
