// Row shapes of the dataset's tables, with data.ex.co.kr's real field names (typos included:
// diselPrice, trafficAmout, trafficVolumn). The emulated upstream projects these onto each operation.
import type { Table } from '@kopa/kit';

export interface RouteRow extends Record<string, unknown> {
  routeNo: string;
  routeName: string;
  displayName: string;
  startName: string;
  endName: string;
  routeLength: string;
}

/** locationinfoUnit / unitList. */
export interface UnitRow extends Record<string, unknown> {
  unitCode: string;
  unitName: string;
  routeNo: string;
  routeName: string;
  xValue: string;
  yValue: string;
}

/** One rest area, with every field the rest-area operations project from it. */
export interface RestAreaRow extends Record<string, unknown> {
  unitCode: string;
  unitName: string;
  routeNo: string;
  routeName: string;
  xValue: string;
  yValue: string;
  stdRestCd: string;
  serviceAreaCode: string;
  direction: string;
  updownTypeCode: string;
  telNo: string;
  svarAddr: string;
  brand: string;
  convenience: string;
  maintenanceYn: string;
  truckSaYn: string;
  batchMenu: string;
  measurement: string;
}

/** curStateStation. */
export interface FuelStationRow extends Record<string, unknown> {
  serviceAreaCode: string;
  serviceAreaCode2: string;
  serviceAreaName: string;
  routeCode: string;
  routeName: string;
  direction: string;
  oilCompany: string;
  lpgYn: string;
  gasolinePrice: string;
  diselPrice: string;
  lpgPrice: string;
  telNo: string;
  svarAddr: string;
}

/** restOilList. */
export interface StationFacilityRow extends Record<string, unknown> {
  stdRestCd: string;
  stdRestNm: string;
  psCode: string;
  psName: string;
  psDesc: string;
  stime: string;
  etime: string;
  svarAddr: string;
  routeCd: string;
  routeNm: string;
  redId: string;
  redDtime: string;
  lsttmAltrUser: string;
  lsttmAltrDttm: string;
}

/** representFoodServiceArea. */
export interface RepresentFoodRow extends Record<string, unknown> {
  direction: string;
  serviceAreaCode: string;
  serviceAreaCode2: string;
  serviceAreaName: string;
  routeCode: string;
  routeName: string;
  batchMenu: string;
  salePrice: string;
}

/** restBestfoodList. */
export interface BestFoodRow extends Record<string, unknown> {
  stdRestCd: string;
  routeCd: string;
  svarAddr: string;
  restCd: string;
  routeNm: string;
  stdRestNm: string;
  lsttmAltrUser: string;
  lsttmAltrDttm: string;
  seq: string;
  foodNm: string;
  foodCost: string;
  etc: string;
  recommendyn: string;
  seasonMenu: string;
  bestfoodyn: string;
  premiumyn: string;
  app: string;
  foodMaterial: string | null;
  lastId: string;
  lastDtime: string;
}

/** The daily entry (inoutType 0) or exit (1) volume of one tollbooth: the >100k-row fact table. */
export interface UnitDailyRow extends Record<string, unknown> {
  sumDate: string;
  unitCode: string;
  inoutType: string;
  trafficAmout: number;
}

export interface ExpresswayTables {
  routes: Table<RouteRow>;
  units: Table<UnitRow>;
  restAreas: Table<RestAreaRow>;
  fuelStations: Table<FuelStationRow>;
  stationFacilities: Table<StationFacilityRow>;
  representFoods: Table<RepresentFoodRow>;
  bestFoods: Table<BestFoodRow>;
  unitDailyTraffic: Table<UnitDailyRow>;
}
