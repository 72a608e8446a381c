// The KRX Open API stock tools: 일별매매정보 and 종목기본정보 of the KOSPI, KOSDAQ and KONEX boards.
// KRX returns a whole board for one day; the optional code filter and the paging run client-side.
import { z } from 'zod';
import { AUTH_KEY, BaseInfoRow, basDd, clientPaging, pageOf, shortCode, TradeRow } from '../schemas.ts';
import { fetchBlock, KRX_GENERIC, krxTool, noMatchError, pageOfBlock } from './tool.ts';

interface BoardSpec {
  key: 'kospi' | 'kosdaq' | 'konex';
  prefix: 'stk' | 'ksq' | 'knx';
  korean: '유가증권' | '코스닥' | '코넥스';
  english: string;
}

const BOARDS: readonly BoardSpec[] = [
  { key: 'kospi', prefix: 'stk', korean: '유가증권', english: 'KOSPI' },
  { key: 'kosdaq', prefix: 'ksq', korean: '코스닥', english: 'KOSDAQ' },
  { key: 'konex', prefix: 'knx', korean: '코넥스', english: 'KONEX' },
];

const OTHER_BOARDS = (board: BoardSpec, kind: string) =>
  BOARDS.filter((other) => other !== board)
    .map((other) => `krx_get_${other.key}_${kind}`)
    .join(' or ');

function dailyTradesTool(board: BoardSpec) {
  const operation = `sto/${board.prefix}_bydd_trd`;
  return krxTool({
    name: `krx_get_${board.key}_daily_trades`,
    title: `${board.korean} 일별매매정보`,
    operation,
    description:
      `${board.korean} 일별매매정보 (${operation}): 기준일자(basDd) 하루의 ${board.korean}시장 전 종목 시세 — 종가(TDD_CLSPRC), 대비, 등락률, 시가·고가·저가, 거래량, 거래대금, 시가총액, 상장주식수. ` +
      'KRX는 하루치 전체를 한 번에 돌려주며, ISU_CD 필터와 pageNo/numOfRows 페이징은 이 도구가 받은 뒤 적용합니다. 휴장일·미공표일(다음 거래일 08시 공표)은 03 NODATA_ERROR.\n' +
      `Daily trading data of every ${board.english} issue on one day; the ISU_CD filter and paging are applied client-side.`,
    input: z.object({ AUTH_KEY, basDd, ISU_CD: shortCode('ISU_CD').optional(), ...clientPaging }),
    output: pageOf(TradeRow),
    kind: 'read',
    generic: KRX_GENERIC,
    paging: { page: 'pageNo', size: 'numOfRows', max: 1000 },
    async run(args, { client, now }) {
      const rows = await fetchBlock({ client, api: operation, AUTH_KEY: args.AUTH_KEY, basDd: args.basDd, now });
      const matched = args.ISU_CD ? rows.filter((row) => row.ISU_CD === args.ISU_CD) : rows;
      if (matched.length === 0)
        throw noMatchError({
          what: `ISU_CD ${args.ISU_CD} is not in the ${board.english} block of ${args.basDd}`,
          hint: `It may trade on another board (${OTHER_BOARDS(board, 'daily_trades')}) or not be listed yet; krx_get_listed_item_info shows its market (mrktCtg).`,
        });
      return pageOfBlock(matched as z.infer<typeof TradeRow>[], args);
    },
  });
}

function issueInfoTool(board: BoardSpec) {
  const operation = `sto/${board.prefix}_isu_base_info`;
  return krxTool({
    name: `krx_get_${board.key}_issue_info`,
    title: `${board.korean} 종목기본정보`,
    operation,
    description:
      `${board.korean} 종목기본정보 (${operation}): 기준일자(basDd)에 ${board.korean}시장에 상장된 종목의 표준코드(ISIN, ISU_CD), 단축코드(ISU_SRT_CD), 종목명·약명·영문명, 상장일, 소속부, 주식종류, 액면가, 상장주식수. ` +
      'ISU_SRT_CD 필터와 페이징은 받은 뒤 적용합니다.\n' +
      `Basic information (ISIN, names, listing date, par value, shares) of every ${board.english} issue on one day; filter and paging are client-side.`,
    input: z.object({ AUTH_KEY, basDd, ISU_SRT_CD: shortCode('ISU_SRT_CD').optional(), ...clientPaging }),
    output: pageOf(BaseInfoRow),
    kind: 'read',
    generic: KRX_GENERIC,
    paging: { page: 'pageNo', size: 'numOfRows', max: 1000 },
    async run(args, { client, now }) {
      const rows = await fetchBlock({ client, api: operation, AUTH_KEY: args.AUTH_KEY, basDd: args.basDd, now });
      const matched = args.ISU_SRT_CD ? rows.filter((row) => row.ISU_SRT_CD === args.ISU_SRT_CD) : rows;
      if (matched.length === 0)
        throw noMatchError({
          what: `ISU_SRT_CD ${args.ISU_SRT_CD} is not a ${board.english} issue on ${args.basDd}`,
          hint: `Try ${OTHER_BOARDS(board, 'issue_info')}, or krx_get_listed_item_info to find its market.`,
        });
      return pageOfBlock(matched as z.infer<typeof BaseInfoRow>[], args);
    },
  });
}

export const STOCK_TOOLS = [...BOARDS.map(dailyTradesTool), ...BOARDS.map(issueInfoTool)];
