// Response rows of each data.ex.co.kr operation with their real field names (typos included) and the
// normalized page around them (DESIGN §3.1). Declared fields are always present; the others pass
// through as the upstream sends them.
import { z } from 'zod';

/** A row whose main fields are declared and whose other real fields pass through unchanged. */
export const rowWith = (fields: Record<string, string>) =>
  z
    .object(
      Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, z.string().describe(description)])),
    )
    .catchall(z.union([z.string(), z.number(), z.null()]));

export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    resultCode: z.string().describe('data.ex.co.kr code, "SUCCESS" on success'),
    resultMsg: z.string(),
    totalCount: z.number().int().describe('matching rows over all pages (upstream `count`)'),
    pageNo: z.number().int(),
    numOfRows: z.number().int(),
    items: z.array(row),
  });
}

export const RouteRow = rowWith({
  routeNo: '노선번호 (4자리)',
  routeName: '노선명, e.g. 경부선',
  displayName: '표출명, e.g. 경부고속도로',
  startName: '시점',
  endName: '종점',
  routeLength: '연장 (km)',
});

export const UnitCodeRow = rowWith({ unitCode: '영업소 코드 (3자리)', unitName: '영업소명' });

export const UnitRow = rowWith({
  unitCode: '영업소 코드 (3자리)',
  unitName: '영업소명',
  routeNo: '노선번호',
  routeName: '노선명',
  xValue: '경도 (WGS84)',
  yValue: '위도 (WGS84)',
});

export const RestLocationRow = rowWith({
  unitCode: '휴게소 unitCode (3자리)',
  unitName: '휴게소명',
  routeNo: '노선번호',
  routeName: '노선명',
  xValue: '경도',
  yValue: '위도',
  stdRestCd: '휴게소 표준코드 (6자리; 주유소는 +1)',
  serviceAreaCode: '휴게소 코드 (A00001)',
});

export const ServiceAreaRouteRow = rowWith({
  routeCode: '노선번호',
  serviceAreaCode: '휴게소 코드 (A00001)',
  serviceAreaCode2: '휴게소 표준코드 (= stdRestCd)',
  routeName: '노선명',
  direction: '방향, e.g. 부산',
  serviceAreaName: '휴게소명',
  telNo: '전화번호',
  svarAddr: '주소',
  brand: '브랜드 매장',
  convenience: '편의시설',
  maintenanceYn: '경정비 가능 (O/X)',
  truckSaYn: '화물차 휴게소 (O/X)',
  batchMenu: '대표음식',
});

export const FuelPriceRow = rowWith({
  serviceAreaCode: '주유소 코드 (B00001)',
  serviceAreaCode2: '주유소 표준코드 (= restOilList stdRestCd; 휴게소 stdRestCd + 1)',
  serviceAreaName: '주유소명, e.g. 서울만남(부산)주유소',
  routeCode: '노선번호',
  routeName: '노선명',
  direction: '방향',
  oilCompany: '정유사 (AD 알뜰, SK, GS, HD 현대오일뱅크, S S-OIL)',
  lpgYn: 'LPG 판매 (Y/N)',
  gasolinePrice: '휘발유 가격, e.g. 1,699원 (미판매 X)',
  diselPrice: '경유 가격 (필드명 원문 그대로 diselPrice)',
  lpgPrice: 'LPG 가격 (미판매 X)',
  telNo: '전화번호',
  svarAddr: '주소',
});

export const StationFacilityRow = rowWith({
  stdRestCd: '주유소 표준코드 (6자리)',
  stdRestNm: '주유소명',
  psCode: '편의시설 코드',
  psName: '편의시설명, e.g. 경정비, 전기차충전소',
  psDesc: '설명',
  stime: '운영 시작 (HH:MM)',
  etime: '운영 종료 (HH:MM)',
  routeCd: '노선번호',
  routeNm: '노선명',
});

export const RepresentFoodRow = rowWith({
  direction: '방향',
  serviceAreaCode: '휴게소 코드 (A00001)',
  serviceAreaCode2: '휴게소 표준코드',
  serviceAreaName: '휴게소명',
  routeCode: '노선번호',
  routeName: '노선명',
  batchMenu: '대표음식',
  salePrice: '가격, e.g. ￦6,000',
});

export const BestFoodRow = rowWith({
  stdRestCd: '휴게소 표준코드',
  stdRestNm: '휴게소명',
  routeCd: '노선번호',
  routeNm: '노선명',
  seq: '메뉴 일련번호',
  foodNm: '메뉴명',
  foodCost: '가격 (원, 쉼표 없음)',
  recommendyn: '추천 메뉴 (Y/N)',
  bestfoodyn: '베스트 메뉴 (Y/N)',
  premiumyn: '프리미엄 메뉴 (Y/N)',
  seasonMenu: '계절 (4 사계절, S 여름, W 겨울)',
});

export const WeatherRow = rowWith({
  sdate: '기준일 (YYYYMMDD)',
  stdHour: '기준시 (HH)',
  unitCode: '휴게소 unitCode',
  unitName: '휴게소명',
  routeNo: '노선번호',
  updownTypeCode: '방향 (E 종점방향, S 시점방향)',
  weatherContents: '날씨, e.g. 맑음, 비',
  tempValue: '기온 (°C)',
  humidityValue: '습도 (%)',
  windValue: '풍속 (m/s)',
  rainfallValue: '강수량 (mm; 없으면 -99.000000)',
});

export const TrafficIcRow = rowWith({
  sumDate: '집계일 (YYYYMMDD)',
  sumTm: '집계시각 (HHMM, 구간 시작)',
  unitCode: '영업소 코드',
  unitName: '영업소명',
  inoutType: '0 입구(진입), 1 출구(진출)',
  tcsType: '1 TCS, 2 하이패스',
  carType: '차종 1~6',
  trafficAmout: '교통량 (대; 필드명 원문 그대로 trafficAmout)',
});

export const NationalTrafficRow = rowWith({
  sumDate: '집계일',
  exDivCode: '운영기관 (00 한국도로공사)',
  exDivName: '운영기관명',
  tcsType: '1 TCS, 2 하이패스',
  carType: '차종 1~6',
  trafficVolumn: '교통량 (대; 필드명 원문 그대로 trafficVolumn)',
});

export const RealtimeTrafficRow = rowWith({
  stdDate: '기준일',
  stdHour: '기준시각 (HHMM, 5분 단위)',
  vdsId: '검지기 ID',
  conzoneId: '콘존 ID, e.g. 0010CZE010',
  conzoneName: '콘존명 (시작IC-끝IC)',
  routeNo: '노선번호',
  routeName: '노선명',
  updownTypeCode: 'E 종점방향, S 시점방향',
  speed: '평균속도 (km/h; -1 미수집)',
  trafficAmout: '5분 교통량 (대)',
  shareRatio: '점유율 (%)',
  timeAvg: '콘존 통과시간 (초)',
  grade: '소통등급 (1 원활, 2 서행, 3 정체, 0 미수집)',
});

export const TravelTimeRow = rowWith({
  startUnitCode: '출발 영업소 코드',
  startUnitNm: '출발 영업소명',
  endUnitCode: '도착 영업소 코드',
  endUnitNm: '도착 영업소명',
  stdDate: '기준일',
  stdTime: '기준시각 (HH:MM 5분 단위; "HH"만 있으면 그 시간의 요약행)',
  tcsCarTypeCode: '차종 코드',
  tcsCarTypeDivName: '차종 구분 (소형차/대형차)',
  timeAvg: '평균 통행시간 (분)',
  timeMin: '최소 통행시간 (분)',
  timeMax: '최대 통행시간 (분)',
  efcvTrfl: '표본 차량 수',
  startEndStdTypeNm: '기준 (도착기준통행시간/출발기준통행시간)',
});

export const IncidentRow = rowWith({
  accDate: '발생일 (YYYY.MM.DD)',
  accHour: '발생시각 (HH:MM:SS)',
  accType: '유형, e.g. 작업, 사고',
  accTypeCode: '유형 코드 (01 사고, 02 작업, 03 고장, 04 낙하물, 05 기상, 06 정체)',
  accPointNM: '발생 지점',
  nosunNM: '노선번호',
  roadNM: '노선명',
  smsText: '문자정보 본문',
  startEndTypeCode: '방향, e.g. 부산방향',
  accProcessNM: '처리 상태 (진행/완료)',
});
