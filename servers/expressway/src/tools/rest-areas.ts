// Rest areas and their fuel stations: locations, facilities by route, fuel prices and station
// facilities. A rest area's stdRestCd (000001) is odd; its fuel station's is the next number (000002),
// which curStateStation calls serviceAreaCode2 and restOilList stdRestCd.
import { z } from 'zod';
import { FuelPriceRow, RestLocationRow, ServiceAreaRouteRow, StationFacilityRow } from '../rows.ts';
import { key, Paging, restUnitCode, routeCode, serviceAreaCode, stdRestCd, text } from '../schemas.ts';
import { listTool } from './tool.ts';

export const listRestAreas = listTool({
  name: 'expressway_list_rest_areas',
  path: 'locationinfo/locationinfoRest',
  description:
    '휴게소 위치정보 (locationinfo/locationinfoRest): 휴게소 이름·좌표와 코드(unitCode, stdRestCd "000001", serviceAreaCode "A00001"). 휴게소의 주유소 코드는 stdRestCd + 1 입니다 (000001 → 000002).\n' +
    'Lists rest areas with coordinates and their codes (stdRestCd, serviceAreaCode), by route or code.',
  input: z.object({
    key,
    routeNo: routeCode('routeNo').optional(),
    unitCode: restUnitCode.optional(),
    stdRestCd: stdRestCd('휴게소 표준코드 (6자리), e.g. 000001').optional(),
    serviceAreaCode: serviceAreaCode.optional(),
    ...Paging(),
  }),
  row: RestLocationRow,
});

export const listRestAreasByRoute = listTool({
  name: 'expressway_list_rest_areas_by_route',
  path: 'business/serviceAreaRoute',
  description:
    '노선별 휴게시설 현황 (business/serviceAreaRoute): 노선(routeCode)·방향(direction)별 휴게소의 전화번호, 주소, 브랜드 매장, 편의시설, 경정비·화물차휴게소 여부(O/X), 대표음식. serviceAreaCode2 = 휴게소 stdRestCd; 그 휴게소 주유소의 유가는 expressway_get_fuel_prices에 serviceAreaCode2 = stdRestCd + 1 (또는 routeCode와 이름)로 조회하세요.\n' +
    'Rest areas along a route with phone, address, brands, facilities and signature dish; chain to fuel prices via serviceAreaCode2 + 1.',
  input: z.object({
    key,
    routeCode: routeCode('routeCode').optional(),
    routeName: text('노선명 (부분 일치), e.g. 경부선').optional(),
    direction: text('방향 (부분 일치), e.g. 부산, 서울, 강릉').optional(),
    serviceAreaName: text('휴게소명 (부분 일치), e.g. 안성').optional(),
    serviceAreaCode: serviceAreaCode.optional(),
    ...Paging(),
  }),
  row: ServiceAreaRouteRow,
});

export const getFuelPrices = listTool({
  name: 'expressway_get_fuel_prices',
  path: 'business/curStateStation',
  description:
    '주유소별 가격 및 업체 현황 (business/curStateStation): 휴게소 주유소의 정유사(oilCompany)와 휘발유·경유(diselPrice)·LPG 가격("1,699원", 미판매 "X"). serviceAreaCode2는 주유소 표준코드(휴게소 stdRestCd + 1, restOilList의 stdRestCd와 같음)입니다. 노선 전체는 routeCode로 조회하세요.\n' +
    'Fuel prices and oil company of rest-area fuel stations; filter by route (routeCode), station code (serviceAreaCode2) or name.',
  input: z.object({
    key,
    routeCode: routeCode('routeCode').optional(),
    routeName: text('노선명 (부분 일치)').optional(),
    direction: text('방향 (부분 일치), e.g. 부산').optional(),
    serviceAreaName: text('주유소명 (부분 일치), e.g. 안성, 서울만남(부산)주유소').optional(),
    serviceAreaCode: serviceAreaCode.optional(),
    serviceAreaCode2: stdRestCd('주유소 표준코드 (6자리), e.g. 000002 (= 휴게소 000001 + 1)').optional(),
    oilCompany: z
      .enum(['AD', 'SK', 'GS', 'HD', 'S'])
      .optional()
      .describe('정유사: AD 알뜰, SK, GS, HD 현대오일뱅크, S S-OIL'),
    ...Paging(),
  }),
  row: FuelPriceRow,
});

export const listStationFacilities = listTool({
  name: 'expressway_list_station_facilities',
  path: 'restinfo/restOilList',
  description:
    '주유소 편의시설 현황 (restinfo/restOilList): 휴게소 주유소의 경정비, 세차장, 전기차·수소충전소, 화물차라운지 등 편의시설과 운영시간. stdRestCd는 주유소 표준코드(curStateStation의 serviceAreaCode2)입니다. 업스트림은 페이지 없이 전부를 돌려주며 pageNo/numOfRows는 이 도구가 나눕니다.\n' +
    'Facilities of rest-area fuel stations (maintenance, car wash, EV/hydrogen charging…), by station code or route.',
  input: z.object({
    key,
    routeCd: routeCode('routeCd').optional(),
    routeNm: text('노선명 (부분 일치)').optional(),
    stdRestCd: stdRestCd('주유소 표준코드 (6자리), e.g. 000002').optional(),
    stdRestNm: text('주유소명 (부분 일치)').optional(),
    ...Paging(),
  }),
  row: StationFacilityRow,
});

export const REST_AREA_TOOLS = [listRestAreas, listRestAreasByRoute, getFuelPrices, listStationFacilities];
