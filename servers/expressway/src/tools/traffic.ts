// Traffic volumes and speeds: tollbooth volumes of the latest hour, national daily totals, and the
// 5-minute speed snapshot of every 콘존 (control zone).
import { z } from 'zod';
import { NationalTrafficRow, RealtimeTrafficRow, TrafficIcRow } from '../rows.ts';
import { key, Paging, routeCode, unitCode, yyyymmdd } from '../schemas.ts';
import { listTool } from './tool.ts';

const exDivCode = z
  .string()
  .regex(/^\d{2}$/, 'exDivCode is a 2-digit operator code such as 00 (한국도로공사)')
  .describe(
    '도로 운영기관 코드 (2자리): 00 한국도로공사, 01 신공항하이웨이, 02 천안논산, 08 대구부산, 11 서울춘천, 18 서울북부',
  );

export const getTollboothTraffic = listTool({
  name: 'expressway_get_tollbooth_traffic',
  path: 'trafficapi/trafficIc',
  description:
    '영업소별 교통량 (trafficapi/trafficIc): 영업소의 입구(진입)·출구(진출) 교통량(trafficAmout)을 TCS/하이패스·차종별로, 집계가 끝난 최근 1시간(tmType 1) 또는 그 1시간의 15분 단위 4구간(tmType 2)으로 알려줍니다. 약 80분 늦게 집계됩니다. unitCode는 expressway_search_tollbooths로 찾으세요.\n' +
    'Entry/exit volumes of tollbooths for the latest complete hour (or its 15-minute quarters), by TCS/Hi-pass and car type.',
  input: z.object({
    key,
    tmType: z.enum(['1', '2']).describe('집계 단위: 1 = 1시간, 2 = 15분'),
    unitCode: unitCode('unitCode').optional(),
    exDivCode: exDivCode.optional(),
    inOutType: z.enum(['0', '1']).optional().describe('0 입구(진입), 1 출구(진출)'),
    tcsType: z.enum(['1', '2']).optional().describe('1 TCS(현금·카드), 2 하이패스'),
    carType: z.enum(['1', '2', '3', '4', '5', '6']).optional().describe('차종 1~5종, 6 경차'),
    ...Paging(),
  }),
  row: TrafficIcRow,
  realtime: true,
  noDataHint:
    'No traffic for this tollbooth: check unitCode with expressway_search_tollbooths (exDivCode 00 covers 한국도로공사 tollbooths).',
});

export const getNationalTraffic = listTool({
  name: 'expressway_get_national_traffic',
  path: 'trafficapi/nationalTrafficVolumn',
  description:
    '일자별 전국 교통량 (trafficapi/nationalTrafficVolumn): 하루 전국 고속도로 교통량(trafficVolumn)을 운영기관(exDivCode)·TCS/하이패스·차종별로. 어제까지의 날짜만 있습니다 (오늘·미래는 NO_DATA). 한국도로공사(00) 합계는 전 영업소 진입 교통량의 합입니다.\n' +
    'National daily expressway traffic per operator, TCS/Hi-pass and car type, for a past date (sumDate).',
  input: z.object({
    key,
    sumDate: yyyymmdd('sumDate', '집계일 (어제 이전)'),
    exDivCode: exDivCode.optional(),
    ...Paging(),
  }),
  row: NationalTrafficRow,
  noDataHint:
    'National totals exist for past days only (yesterday or earlier, from 20250901); pick an earlier sumDate.',
});

export const getRealtimeTraffic = listTool({
  name: 'expressway_get_realtime_traffic',
  path: 'odtraffic/trafficAmountByRealtime',
  description:
    '실시간 소통정보 (odtraffic/trafficAmountByRealtime): 전국 콘존(영업소 사이 구간)의 최근 5분 평균속도(speed, -1은 미수집), 교통량, 점유율, 통과시간(timeAvg 초), 소통등급(grade 1 원활·2 서행·3 정체). 업스트림은 전체를 한 번에 주며 routeNo·updownTypeCode(E 종점방향, S 시점방향)·conzoneId 필터와 페이지는 이 도구가 적용합니다.\n' +
    'The 5-minute speed/volume snapshot of every control zone; filter by route, direction (E/S) or conzoneId.',
  input: z.object({
    key,
    routeNo: routeCode('routeNo').optional(),
    updownTypeCode: z.enum(['E', 'S']).optional().describe('E 종점방향 (e.g. 경부선 서울방향), S 시점방향 (부산방향)'),
    conzoneId: z
      .string()
      .regex(/^\d{4}CZ[ES]\d{3}$/, 'conzoneId looks like 0010CZE010')
      .optional()
      .describe('콘존 ID, e.g. 0010CZE010'),
    ...Paging(),
  }),
  row: RealtimeTrafficRow,
  realtime: true,
});

export const TRAFFIC_TOOLS = [getTollboothTraffic, getNationalTraffic, getRealtimeTraffic];
