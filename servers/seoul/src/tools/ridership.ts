// CardSubwayStatsNew: daily boardings and alightings per line station, the platform's large
// table (~650 rows a day since 2025-01-01), published about three days late.
import { z } from 'zod';
import { ymdDate } from '../arguments.ts';
import { listTool } from './tool.ts';

export const getSubwayRidership = listTool({
  name: 'seoul_get_subway_ridership',
  title: '서울시 지하철호선별 역별 승하차 인원 정보',
  operation: 'CardSubwayStatsNew',
  description:
    '서울시 지하철호선별 역별 승하차 인원 정보 (CardSubwayStatsNew): 사용일자(USE_DT)의 노선·역별 승차(GTON_TNOPE)·하차(GTOFF_TNOPE) 인원. 약 3일 늦게 공개되며(REG_YMD), 하루 약 650행이므로 totalCount를 보고 START_INDEX/END_INDEX로 끝까지 넘겨 읽으세요. 노선명·역명으로 좁힐 수 있습니다.\n' +
    'Daily boardings/alightings per line station; published with a ~3-day lag; page through with START_INDEX.',
  filters: {
    USE_DT: ymdDate('USE_DT', '20260828').describe('사용일자 (YYYYMMDD), e.g. 20260828 (오늘로부터 3일 전까지 공개)'),
    LINE_NUM: z
      .string()
      .min(1)
      .optional()
      .describe(
        '노선명 (SBWY_ROUT_LN_NM), e.g. 2호선, 경부선, 경의선, 분당선, 공항철도 1호선 (신분당선·GTX-A는 집계되지 않음)',
      ),
    SUB_STA_NM: z.string().min(1).optional().describe('역명 (SBWY_STNS_NM), e.g. 강남'),
  },
  order: ['USE_DT', 'LINE_NUM', 'SUB_STA_NM'],
  row: z
    .object({
      USE_YMD: z.string().describe('사용일자 (YYYYMMDD)'),
      SBWY_ROUT_LN_NM: z.string().describe('노선명'),
      SBWY_STNS_NM: z.string().describe('역명'),
      GTON_TNOPE: z.number().describe('승차총승객수'),
      GTOFF_TNOPE: z.number().describe('하차총승객수'),
      REG_YMD: z.string().describe('등록일자 (YYYYMMDD)'),
    })
    .catchall(z.union([z.string(), z.number()])),
});
