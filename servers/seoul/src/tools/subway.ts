// The subway reference services: station search by name (the entry point of every chain),
// the station timetable, first/last trains and the station master with coordinates.
import { z } from 'zod';
import { INOUT_TAG, LINE_NUM, rowWith, STATION_CD, WEEK_TAG } from '../schemas.ts';
import { listTool } from './tool.ts';

export const searchSubwayStation = listTool({
  name: 'seoul_search_subway_station',
  title: '서울시 지하철역 정보 검색(역명)',
  operation: 'SearchInfoBySubwayNameService',
  description:
    '서울시 지하철역 정보 검색(역명) (SearchInfoBySubwayNameService): 역명으로 전철역코드(STATION_CD), 호선(LINE_NUM), 외부코드(FR_CODE)를 찾습니다. 역명은 "역" 없이 씁니다 (강남, 홍대입구; 서울역만 "서울역"). 환승역은 호선마다 한 행입니다.\n' +
    'Finds station codes by exact station name; feed STATION_CD to the timetable tools.',
  filters: {
    STATION_NM: z
      .string()
      .min(1, 'STATION_NM is required, e.g. 강남')
      .describe('전철역명 (정확히 일치, "역" 제외), e.g. 강남, 홍대입구, 서울역'),
  },
  order: ['STATION_NM'],
  row: rowWith({
    STATION_CD: '전철역코드 (4자리)',
    STATION_NM: '전철역명',
    LINE_NUM: '호선, e.g. 02호선',
    FR_CODE: '외부코드 (역번호), e.g. 222',
  }),
});

export const getStationTimetable = listTool({
  name: 'seoul_get_station_timetable',
  title: '서울시 역코드로 지하철역별 열차 시간표 정보 검색',
  operation: 'SearchSTNTimeTableByIDService',
  description:
    '서울시 역코드로 지하철역별 열차 시간표 정보 검색 (SearchSTNTimeTableByIDService): 전철역코드·요일·상하행별로 그 역에 서는 모든 열차(열차번호, 도착·출발시각, 시발·종착역). 하루 약 150~200행이므로 totalCount를 보고 START_INDEX/END_INDEX로 넘겨 읽으세요. 시발역의 ARRIVETIME과 종착역의 LEFTTIME은 00:00:00입니다.\n' +
    'Timetable of one station by code, day type and direction; times past midnight read 24:xx:xx.',
  filters: { STATION_CD, WEEK_TAG, INOUT_TAG },
  order: ['STATION_CD', 'WEEK_TAG', 'INOUT_TAG'],
  row: rowWith({
    LINE_NUM: '호선',
    FR_CODE: '외부코드',
    STATION_CD: '전철역코드',
    STATION_NM: '전철역명',
    TRAIN_NO: '열차번호',
    ARRIVETIME: '도착시간 (HH:MM:SS)',
    LEFTTIME: '출발시간 (HH:MM:SS)',
    ORIGINSTATION: '시발역 코드',
    DESTSTATION: '종착역 코드',
    SUBWAYSNAME: '시발역명',
    SUBWAYENAME: '종착역명',
    WEEK_TAG: '요일',
    INOUT_TAG: '상/하행',
    EXPRESS_YN: '급행 여부 (G 일반)',
  }),
});

export const getFirstLastTrains = listTool({
  name: 'seoul_get_first_last_trains',
  title: '서울시 지하철 호선별 역별 첫차/막차 정보',
  operation: 'SearchFirstAndLastTrainbyLineServiceNew',
  description:
    '서울시 지하철 호선별 역별 첫차/막차 정보 (SearchFirstAndLastTrainbyLineServiceNew): 호선·상하행·요일별 각 역의 첫차(FSTT_HRM)와 막차(LSTTM_HRM) 시각(HHMMSS, 자정 이후는 24·25시)과 출발·도착역. STATION_CD로 한 역만 볼 수 있습니다.\n' +
    'First and last train per station of a line, by direction and day type.',
  filters: { LINE_NUM, INOUT_TAG, WEEK_TAG, STATION_CD: STATION_CD.optional() },
  order: ['LINE_NUM', 'INOUT_TAG', 'WEEK_TAG', 'STATION_CD'],
  row: rowWith({
    SBWY_ROUT_LN: '호선',
    UPLN_DNLN: '상하행 (1 상행·내선, 2 하행·외선)',
    DOW: '요일 (1 평일, 2 토요일, 3 휴일)',
    SUBW_CD: '전철역코드',
    STTN: '역명',
    FSTT_HRM: '첫차 시각 (HHMMSS)',
    FSTT_DPTRE_STTN: '첫차 출발역',
    FSTT_ARVL_STTN: '첫차 도착역',
    LSTTM_HRM: '막차 시각 (HHMMSS)',
    LSTTM_DPTRE_STTN: '막차 출발역',
    LSTTM_ARVL_STTN: '막차 도착역',
  }),
});

export const listSubwayStationMaster = listTool({
  name: 'seoul_list_subway_station_master',
  title: '서울시 역사마스터 정보',
  operation: 'subwayStationMaster',
  description:
    '서울시 역사마스터 정보 (subwayStationMaster): 모든 역사(호선별 한 행)의 역사ID(BLDN_ID = 전철역코드), 역사명, 노선명(ROUTE)과 WGS84 좌표(LAT 위도, LOT 경도). 약 680행이므로 START_INDEX/END_INDEX로 넘겨 읽으세요.\n' +
    'Every station building with its code, line and WGS84 coordinates.',
  filters: {},
  order: [],
  row: rowWith({
    BLDN_ID: '역사ID (전철역코드)',
    BLDN_NM: '역사명',
    ROUTE: '노선명, e.g. 2호선, 경부선',
    LAT: '위도',
    LOT: '경도',
  }),
});

export const SUBWAY_TOOLS = [searchSubwayStation, getStationTimetable, getFirstLastTrains, listSubwayStationMaster];
