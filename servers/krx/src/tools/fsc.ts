// The FSC services on data.go.kr: 주식시세 (getStockPriceInfo) and KRX상장종목정보 (getItemInfo),
// paged server-side as upstream, with their filters passed through unchanged.
import { z } from 'zod';
import { crnoSchema, fscCommon, ListedItemRow, pageOf, priceRanges, StockPriceRow } from '../schemas.ts';
import { FSC_GENERIC, krxTool } from './tool.ts';

export const getStockPriceInfo = krxTool({
  name: 'krx_get_stock_price_info',
  title: '주식시세',
  operation: 'getStockPriceInfo',
  description:
    '금융위원회_주식시세정보 주식시세 (getStockPriceInfo): KRX 상장 주식의 일별 시세 — 종가(clpr), 대비(vs), 등락률(fltRt), 시가·고가·저가, 거래량, 거래대금, 상장주식수, 시가총액. ' +
    '기준일자(basDt, beginBasDt~endBasDt 미포함), 단축코드(likeSrtnCd), 종목명, 시장, 값 범위로 거르며 pageNo/numOfRows로 페이지를 나눕니다 (기준일 익영업일 13시 갱신, 최신일 먼저). 일치가 없으면 03 NODATA_ERROR.\n' +
    'Daily stock prices from the FSC service on data.go.kr, filtered by date range, code, name, market and value ranges; paged.',
  input: z.object({ ...fscCommon, ...priceRanges }),
  output: pageOf(StockPriceRow),
  kind: 'read',
  generic: FSC_GENERIC,
  authParam: 'serviceKey',
  paging: { page: 'pageNo', size: 'numOfRows', max: 1000 },
  async run(args, { client }) {
    const { numOfRows, pageNo, ...filters } = args;
    const page = await client.fsc('GetStockSecuritiesInfoService/getStockPriceInfo', {
      ...filters,
      numOfRows: String(numOfRows),
      pageNo: String(pageNo),
    });
    return { ...page, items: page.items as z.infer<typeof StockPriceRow>[] };
  },
});

export const getListedItemInfo = krxTool({
  name: 'krx_get_listed_item_info',
  title: 'KRX상장종목정보',
  operation: 'getItemInfo',
  description:
    '금융위원회_KRX상장종목정보 (getItemInfo): 기준일자별 상장 종목의 단축코드(srtnCd), ISIN, 시장구분, 종목명, 법인등록번호(crno = DART jurir_no), 법인명. ' +
    '종목명·코드·법인등록번호(crno)·법인명으로 찾고 pageNo/numOfRows로 페이지를 나눕니다 (최신일 먼저). 일치가 없으면 03 NODATA_ERROR.\n' +
    'Listed items per day with their registration number (crno, equal to DART jurir_no), market and ISIN; paged.',
  input: z.object({
    ...fscCommon,
    crno: crnoSchema.optional(),
    corpNm: z.string().min(1).optional().describe('법인명 (exact), e.g. 삼성전자(주)'),
    likeCorpNm: z.string().min(1).optional().describe('법인명 포함 검색, e.g. 삼성'),
  }),
  output: pageOf(ListedItemRow),
  kind: 'read',
  generic: FSC_GENERIC,
  authParam: 'serviceKey',
  paging: { page: 'pageNo', size: 'numOfRows', max: 1000 },
  async run(args, { client }) {
    const { numOfRows, pageNo, ...filters } = args;
    const page = await client.fsc('GetKrxListedInfoService/getItemInfo', {
      ...filters,
      numOfRows: String(numOfRows),
      pageNo: String(pageNo),
    });
    return { ...page, items: page.items as z.infer<typeof ListedItemRow>[] };
  },
});

export const FSC_TOOLS = [getStockPriceInfo, getListedItemInfo];
