// 따릉이: the realtime stock of every rental station (bikeList, root rentBikeStatus) and the
// station master (tbCycleStationInfo, root stationInfo); about 2,500 stations, so 3 pages.
import { rowWith } from '../schemas.ts';
import { listTool } from './tool.ts';

export const getBikeStationStatus = listTool({
  name: 'seoul_get_bike_station_status',
  title: '서울시 공공자전거 실시간 대여정보',
  operation: 'bikeList',
  description:
    '서울시 공공자전거 실시간 대여정보 (bikeList): 따릉이 대여소별 지금의 거치대 수(rackTotCnt), 주차된 자전거 수(parkingBikeTotCnt), 거치율(shared), 좌표. 약 2,500곳이므로 한 번에 최대 1000건씩 START_INDEX/END_INDEX로 넘겨 읽으세요 (1–1000, 1001–2000, …).\n' +
    'Realtime bikes per rental station; about 2,500 stations, read in pages of up to 1000.',
  filters: {},
  order: [],
  realtime: true,
  row: rowWith({
    rackTotCnt: '거치대 개수',
    stationName: '대여소 이름, e.g. 102. 망원역 1번출구 앞',
    parkingBikeTotCnt: '자전거 주차 총 건수',
    shared: '거치율 (%)',
    stationLatitude: '위도',
    stationLongitude: '경도',
    stationId: '대여소 ID, e.g. ST-4',
  }),
});

export const listBikeStations = listTool({
  name: 'seoul_list_bike_stations',
  title: '서울시 공공자전거 대여소 정보',
  operation: 'tbCycleStationInfo',
  description:
    '서울시 공공자전거 대여소 정보 (tbCycleStationInfo): 따릉이 대여소의 자치구(STA_LOC), 대여소ID(RENT_ID = bikeList의 stationId), 번호(RENT_NO, 5자리), 이름, 거치대 수(HOLD_NUM), 주소, 좌표. 약 2,500곳이므로 START_INDEX/END_INDEX로 넘겨 읽으세요.\n' +
    'Bike rental station master (district, id, number, racks, address, coordinates).',
  filters: {},
  order: [],
  row: rowWith({
    STA_LOC: '자치구',
    RENT_ID: '대여소 ID, e.g. ST-4',
    RENT_NO: '대여소 번호 (5자리), e.g. 00102',
    RENT_NM: '대여소명',
    RENT_ID_NM: '대여소 번호와 이름, e.g. 102. 망원역 1번출구 앞',
    HOLD_NUM: '거치대 수',
    STA_ADD1: '주소1',
    STA_ADD2: '주소2',
    STA_LAT: '위도',
    STA_LONG: '경도',
  }),
});

export const BIKE_TOOLS = [getBikeStationStatus, listBikeStations];
