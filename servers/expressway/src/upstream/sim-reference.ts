// The reference operations of the emulated data.ex.co.kr (routes, tollbooths, rest areas, fuel
// stations, facilities, dishes): filters over the overlay-patched tables, projected onto each
// operation's real fields. An empty match is an empty SUCCESS (count 0), as the live API answers.
import {
  contains,
  equals,
  optional,
  param,
  REST_CODE,
  ROUTE_CODE,
  SERVICE_AREA_CODE,
  UNIT_CODE,
} from './sim-params.ts';
import type { ExView } from './sim-view.ts';

export type Row = Record<string, unknown>;
export interface HandlerResult {
  rows: Row[];
  /** Return every row regardless of pageNo/numOfRows (realTimeSms without pagingYn=Y). */
  unpaged?: boolean;
}
export type Handler = (params: URLSearchParams, view: ExView) => HandlerResult;

/** Rows of some operations repeat the paging echo fields as null, as upstream does. */
const echo = { pageNo: null, numOfRows: null } as const;

const routeList: Handler = (params, view) => {
  const routeNo = optional(params, 'routeNo', ROUTE_CODE);
  const routeName = param(params, 'routeName');
  return {
    rows: view.routes.rows().filter((row) => equals(row.routeNo, routeNo) && contains(row.routeName, routeName)),
  };
};

const unitList: Handler = (params, view) => {
  const unitName = param(params, 'unitName');
  return {
    rows: view.units
      .rows()
      .filter((row) => contains(row.unitName, unitName))
      .map((row) => ({ unitCode: row.unitCode, unitName: row.unitName })),
  };
};

const locationinfoUnit: Handler = (params, view) => {
  const routeNo = optional(params, 'routeNo', ROUTE_CODE);
  const unitCode = optional(params, 'unitCode', UNIT_CODE);
  const unitName = param(params, 'unitName');
  const source = unitCode ? [view.units.get(unitCode)].filter((row) => row !== undefined) : view.units.rows();
  return {
    rows: source
      .filter((row) => equals(row.routeNo, routeNo) && contains(row.unitName, unitName))
      .map((row) => ({ ...echo, ...row })),
  };
};

const locationinfoRest: Handler = (params, view) => {
  const unitCode = optional(params, 'unitCode', UNIT_CODE);
  const routeNo = optional(params, 'routeNo', ROUTE_CODE);
  const stdRestCd = optional(params, 'stdRestCd', REST_CODE);
  const serviceAreaCode = optional(params, 'serviceAreaCode', SERVICE_AREA_CODE);
  return {
    rows: view.restAreas
      .rows()
      .filter(
        (row) =>
          equals(row.unitCode, unitCode) &&
          equals(row.routeNo, routeNo) &&
          equals(row.stdRestCd, stdRestCd) &&
          equals(row.serviceAreaCode, serviceAreaCode),
      )
      .map((row) => ({
        unitCode: row.unitCode,
        unitName: row.unitName,
        routeNo: row.routeNo,
        routeName: row.routeName,
        xValue: row.xValue,
        yValue: row.yValue,
        stdRestCd: row.stdRestCd,
        serviceAreaCode: row.serviceAreaCode,
      })),
  };
};

const serviceAreaRoute: Handler = (params, view) => {
  const routeCode = optional(params, 'routeCode', ROUTE_CODE);
  const serviceAreaCode = optional(params, 'serviceAreaCode', SERVICE_AREA_CODE);
  const routeName = param(params, 'routeName');
  const direction = param(params, 'direction');
  const serviceAreaName = param(params, 'serviceAreaName');
  return {
    rows: view.restAreas
      .rows()
      .filter(
        (row) =>
          equals(row.routeNo, routeCode) &&
          equals(row.serviceAreaCode, serviceAreaCode) &&
          contains(row.routeName, routeName) &&
          contains(row.direction, direction) &&
          contains(row.unitName, serviceAreaName),
      )
      .map((row) => ({
        routeCode: row.routeNo,
        serviceAreaCode: row.serviceAreaCode,
        serviceAreaCode2: row.stdRestCd,
        routeName: row.routeName,
        direction: row.direction,
        serviceAreaName: row.unitName,
        telNo: row.telNo,
        svarAddr: row.svarAddr,
        brand: row.brand,
        convenience: row.convenience,
        maintenanceYn: row.maintenanceYn,
        truckSaYn: row.truckSaYn,
        batchMenu: row.batchMenu,
      })),
  };
};

const curStateStation: Handler = (params, view) => {
  const routeCode = optional(params, 'routeCode', ROUTE_CODE);
  const serviceAreaCode = optional(params, 'serviceAreaCode', SERVICE_AREA_CODE);
  const serviceAreaCode2 = optional(params, 'serviceAreaCode2', REST_CODE);
  const oilCompany = param(params, 'oilCompany');
  const routeName = param(params, 'routeName');
  const direction = param(params, 'direction');
  const serviceAreaName = param(params, 'serviceAreaName');
  return {
    rows: view.fuelStations
      .rows()
      .filter(
        (row) =>
          equals(row.routeCode, routeCode) &&
          equals(row.serviceAreaCode, serviceAreaCode) &&
          equals(row.serviceAreaCode2, serviceAreaCode2) &&
          equals(row.oilCompany, oilCompany) &&
          contains(row.routeName, routeName) &&
          contains(row.direction, direction) &&
          contains(row.serviceAreaName, serviceAreaName),
      )
      .map((row) => ({ ...echo, ...row })),
  };
};

const restOilList: Handler = (params, view) => {
  const routeCd = optional(params, 'routeCd', ROUTE_CODE);
  const stdRestCd = optional(params, 'stdRestCd', REST_CODE);
  const routeNm = param(params, 'routeNm');
  const stdRestNm = param(params, 'stdRestNm');
  return {
    rows: view.stationFacilities
      .rows()
      .filter(
        (row) =>
          equals(row.routeCd, routeCd) &&
          equals(row.stdRestCd, stdRestCd) &&
          contains(row.routeNm, routeNm) &&
          contains(row.stdRestNm, stdRestNm),
      ),
  };
};

const representFoodServiceArea: Handler = (params, view) => {
  const routeCode = optional(params, 'routeCode', ROUTE_CODE);
  const serviceAreaCode = optional(params, 'serviceAreaCode', SERVICE_AREA_CODE);
  const routeName = param(params, 'routeName');
  const direction = param(params, 'direction');
  const serviceAreaName = param(params, 'serviceAreaName');
  return {
    rows: view.representFoods
      .rows()
      .filter(
        (row) =>
          equals(row.routeCode, routeCode) &&
          equals(row.serviceAreaCode, serviceAreaCode) &&
          contains(row.routeName, routeName) &&
          contains(row.direction, direction) &&
          contains(row.serviceAreaName, serviceAreaName),
      ),
  };
};

const restBestfoodList: Handler = (params, view) => {
  const stdRestCd = optional(params, 'stdRestCd', REST_CODE);
  const routeCd = optional(params, 'routeCd', ROUTE_CODE);
  const stdRestNm = param(params, 'stdRestNm');
  const foodNm = param(params, 'foodNm');
  const source = stdRestCd ? view.bestFoods.where('stdRestCd', stdRestCd) : view.bestFoods.rows();
  return {
    rows: source
      .filter(
        (row) => equals(row.routeCd, routeCd) && contains(row.stdRestNm, stdRestNm) && contains(row.foodNm, foodNm),
      )
      .map((row) => ({ ...echo, ...row })),
  };
};

export const REFERENCE_HANDLERS: Record<string, Handler> = {
  'basicinfo/routeList': routeList,
  'basicinfo/unitList': unitList,
  'locationinfo/locationinfoUnit': locationinfoUnit,
  'locationinfo/locationinfoRest': locationinfoRest,
  'business/serviceAreaRoute': serviceAreaRoute,
  'business/curStateStation': curStateStation,
  'restinfo/restOilList': restOilList,
  'business/representFoodServiceArea': representFoodServiceArea,
  'restinfo/restBestfoodList': restBestfoodList,
};
