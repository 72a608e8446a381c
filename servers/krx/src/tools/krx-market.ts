// The KRX Open API index and ETF tools: KRX/KOSPI/KOSDAQ 시리즈 일별시세정보 and ETF 일별매매정보.
import { z } from 'zod';
import { AUTH_KEY, basDd, clientPaging, EtfTradeRow, IndexRow, pageOf, shortCode } from '../schemas.ts';
import { fetchBlock, KRX_GENERIC, krxTool, noMatchError, pageOfBlock } from './tool.ts';

const FAMILIES = [
  { key: 'kospi', family: 'KOSPI', api: 'idx/kospi_dd_trd', examples: '코스피, 코스피 200, 코스피 100, 전기전자' },
  { key: 'kosdaq', family: 'KOSDAQ', api: 'idx/kosdaq_dd_trd', examples: '코스닥, 코스닥 150, 코스닥 글로벌' },
  { key: 'krx', family: 'KRX', api: 'idx/krx_dd_trd', examples: 'KRX 300, KRX 100, KTOP 30, KRX 반도체' },
] as const;

function indexTool(spec: (typeof FAMILIES)[number]) {
  return krxTool({
    name: `krx_get_${spec.key}_index_daily`,
    title: `${spec.family} 시리즈 일별시세정보`,
    operation: spec.api,
    description:
      `${spec.family} 시리즈 일별시세정보 (${spec.api}): 기준일자(basDd)의 ${spec.family} 계열 지수(예: ${spec.examples}) 종가·대비·등락률·시가·고가·저가·거래량·거래대금·상장시가총액. ` +
      'IDX_NM을 주면 같은 이름(없으면 이름을 포함하는) 지수만 돌려줍니다 (client-side).\n' +
      `Daily closing levels of the ${spec.family} index series on one day; optional IDX_NM filter applied client-side.`,
    input: z.object({
      AUTH_KEY,
      basDd,
      IDX_NM: z
        .string()
        .min(1)
        .optional()
        .describe(`지수명, e.g. ${spec.examples.split(', ')[0]}`),
    }),
    output: pageOf(IndexRow),
    kind: 'read',
    generic: ['AUTH_KEY'],
    async run(args, { client, now }) {
      const rows = await fetchBlock({ client, api: spec.api, AUTH_KEY: args.AUTH_KEY, basDd: args.basDd, now });
      const name = args.IDX_NM?.trim();
      const exact = name ? rows.filter((row) => row.IDX_NM === name) : rows;
      const matched = exact.length > 0 || !name ? exact : rows.filter((row) => row.IDX_NM?.includes(name));
      if (matched.length === 0)
        throw noMatchError({
          what: `no ${spec.family} index is named like "${name}" on ${args.basDd}`,
          hint: `Call without IDX_NM to list the ${spec.family} series (e.g. ${spec.examples}).`,
        });
      return pageOfBlock(matched as z.infer<typeof IndexRow>[], { pageNo: 1, numOfRows: matched.length });
    },
  });
}

export const etfDailyTrades = krxTool({
  name: 'krx_get_etf_daily_trades',
  title: 'ETF 일별매매정보',
  operation: 'etp/etf_bydd_trd',
  description:
    'ETF 일별매매정보 (etp/etf_bydd_trd): 기준일자(basDd)의 ETF 종가·대비·등락률·NAV·시가·고가·저가·거래량·거래대금·시가총액·순자산총액·상장좌수와 기초지수(IDX_IND_NM, OBJ_STKPRC_IDX). ' +
    'ISU_CD 필터와 페이징은 받은 뒤 적용합니다.\n' +
    'Daily trading data and NAV of the listed ETFs on one day, with their underlying index; filter and paging are client-side.',
  input: z.object({ AUTH_KEY, basDd, ISU_CD: shortCode('ISU_CD').optional(), ...clientPaging }),
  output: pageOf(EtfTradeRow),
  kind: 'read',
  generic: KRX_GENERIC,
  paging: { page: 'pageNo', size: 'numOfRows', max: 1000 },
  async run(args, { client, now }) {
    const rows = await fetchBlock({ client, api: 'etp/etf_bydd_trd', AUTH_KEY: args.AUTH_KEY, basDd: args.basDd, now });
    const matched = args.ISU_CD ? rows.filter((row) => row.ISU_CD === args.ISU_CD) : rows;
    if (matched.length === 0)
      throw noMatchError({
        what: `ISU_CD ${args.ISU_CD} is not an ETF listed on ${args.basDd}`,
        hint: 'Call without ISU_CD to list the ETFs of the day (e.g. KODEX 200 is 069500).',
      });
    return pageOfBlock(matched as z.infer<typeof EtfTradeRow>[], args);
  },
});

export const MARKET_TOOLS = [...FAMILIES.map(indexTool), etfDailyTrades];
