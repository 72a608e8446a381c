// Clock-driven conditions on the road: travel times between two tollbooths, incident messages, and
// the hourly weather at rest areas.
import { z } from 'zod';
import { IncidentRow, TravelTimeRow, WeatherRow } from '../rows.ts';
import { key, Paging, restUnitCode, routeCode, unitCode, yyyymmdd } from '../schemas.ts';
import { listTool } from './tool.ts';

export const getSectionTravelTimes = listTool({
  name: 'expressway_get_section_travel_times',
  path: 'trtm/realUnitTrtm',
  description:
    '실시간 영업소간 통행시간 (trtm/realUnitTrtm): 출발·도착 영업소(unitCode) 사이 통행시간(timeAvg/timeMin/timeMax, 분)을 최근 24시간 5분 단위(stdTime "HH:MM")로, 차종 구분(소형차/대형차)별로 줍니다. 각 시간 끝에는 stdTime "HH" 요약행이 있습니다. 행은 차종별 블록(소형차 다음 대형차) 안에서 시간순이며 최신 행은 약 3시간 전입니다. numOfRows는 최대 99이고 총 600여 건이므로, 대형차 최신 값은 마지막 페이지에, 소형차 최신 값은 소형차 블록의 끝(전체의 절반쯤)에 있습니다. 영업소 코드는 expressway_search_tollbooths로 찾으세요.\n' +
    'Travel times between two tollbooths over the last 24 hours in 5-minute arrival slots, in car-group blocks ordered by time (numOfRows ≤ 99; each block ends with its newest slot).',
  input: z.object({
    key,
    iStartUnitCode: unitCode('iStartUnitCode'),
    iEndUnitCode: unitCode('iEndUnitCode'),
    iStartEndStdTypeCode: z.enum(['1', '2']).optional().describe('1 출발기준, 2 도착기준 통행시간 (기본 2)'),
    ...Paging(99),
  }),
  row: TravelTimeRow,
  realtime: true,
  noDataHint:
    'No travel times for this pair: both codes must be tollbooths (expressway_search_tollbooths) and must differ.',
});

export const listIncidents = listTool({
  name: 'expressway_list_incidents',
  path: 'burstInfo/realTimeSms',
  description:
    '실시간 문자정보 (burstInfo/realTimeSms): 최근 24시간 고속도로 돌발·작업·사고 문자(smsText), 지점(accPointNM), 방향, 처리상태. 좌표가 있으면 위도는 latitude, 경도는 altitude 키에 있습니다(원문 그대로). 기본은 최신순 전체, numOfRows/pageNo를 주면 페이지로 나눕니다.\n' +
    'Incident and roadwork messages of the last 24 hours, newest first; longitude is in the key `altitude`, as upstream.',
  input: z.object({
    key,
    accTypeCode: z
      .enum(['01', '02', '03', '04', '05', '06'])
      .optional()
      .describe('유형: 01 사고, 02 작업, 03 고장, 04 낙하물, 05 기상, 06 정체'),
    sortType: z.enum(['desc', 'asc']).optional().describe('정렬: desc 최신순 (기본), asc 오래된순'),
    pagingYn: z.enum(['Y', 'N']).optional().describe('Y면 numOfRows/pageNo로 페이지, N이면 전체 (numOfRows를 주면 Y)'),
    ...Paging(),
  }),
  row: IncidentRow,
  realtime: true,
  generic: ['sortType', 'pagingYn'],
  prepare: ({ pagingYn, ...args }) => ({
    ...args,
    pagingYn: pagingYn ?? (args.numOfRows !== undefined || args.pageNo !== undefined ? 'Y' : undefined),
  }),
});

export const getRestAreaWeather = listTool({
  name: 'expressway_get_rest_area_weather',
  path: 'restinfo/restWeatherList',
  description:
    '휴게소별 날씨 (restinfo/restWeatherList): 기준일(sdate)·기준시(stdHour)의 휴게소 날씨(weatherContents), 기온, 습도, 풍속, 강수량 등. sdate와 stdHour는 필수이며 현재 시각 이후는 NO_DATA입니다. 값이 없으면 "-99.000000". 기본 numOfRows는 1000입니다.\n' +
    'Hourly weather at rest areas for a date and hour (both required); missing values are -99.000000.',
  input: z.object({
    key,
    sdate: yyyymmdd('sdate', '기준일'),
    stdHour: z
      .string()
      .regex(/^([01]\d|2[0-3])$/, 'stdHour must be a 2-digit hour 00–23, e.g. 09')
      .describe('기준시 (00~23), e.g. 09'),
    unitCode: restUnitCode.optional(),
    routeNo: routeCode('routeNo').optional(),
    ...Paging(),
  }),
  row: WeatherRow,
  realtime: true,
  noDataHint:
    'No weather for that hour yet: sdate/stdHour must not be after the current time (and not before 20250901); try an earlier stdHour.',
});

export const LIVE_TOOLS = [getSectionTravelTimes, listIncidents, getRestAreaWeather];
