// Clock-driven operations of the emulated data.ex.co.kr: travel times between tollbooths, incident
// messages, and rest-area weather. Each is a function of the session clock and the seed.
import { isValidYmd, kstInstant, WINDOW_START } from '../data/calendar.ts';
import { incidentRows } from '../data/incidents.ts';
import { keyOf } from '../data/noise.ts';
import { travelTimeRows } from '../data/travel.ts';
import { weatherRows } from '../data/weather.ts';
import { ExStatus, optional, param, requiredMatching, UNIT_CODE, YMD } from './sim-params.ts';
import type { Handler } from './sim-reference.ts';

/** realUnitTrtm: both tollbooths are required; an unknown code or a start equal to the end has NO_DATA. */
const realUnitTrtm: Handler = (params, view) => {
  const startCode = requiredMatching(params, 'iStartUnitCode', UNIT_CODE);
  const endCode = requiredMatching(params, 'iEndUnitCode', UNIT_CODE);
  const stdType = (optional(params, 'iStartEndStdTypeCode', /^[12]$/) ?? '2') as '1' | '2';
  optional(params, 'sumTmUnitTypeCode', /^[1-3]$/);
  const network = view.dataset.network();
  const start = view.units.get(startCode) ? network.unitByCode.get(startCode) : undefined;
  const end = view.units.get(endCode) ? network.unitByCode.get(endCode) : undefined;
  if (!start || !end || startCode === endCode) {
    throw new ExStatus('NO_DATA', `iStartUnitCode ${startCode}, iEndUnitCode ${endCode}`);
  }
  return {
    rows: travelTimeRows({
      start,
      end,
      routeZones: view.dataset.conzonesOf(start.routeNo),
      now: view.now,
      stdType,
      salt: keyOf(view.dataset.seed, 'travel', startCode, endCode, stdType),
    }),
  };
};

/** realTimeSms: newest first unless sortType=asc; paged only with pagingYn=Y, else every message. */
const realTimeSms: Handler = (params, view) => {
  const accTypeCode = optional(params, 'accTypeCode', /^\d{2}$/);
  const sortType = optional(params, 'sortType', /^(asc|desc)$/i)?.toLowerCase() ?? 'desc';
  const pagingYn = optional(params, 'pagingYn', /^[YNyn]$/)?.toUpperCase() ?? 'N';
  const rows = incidentRows({
    seed: view.dataset.seed,
    network: view.dataset.network(),
    conzones: view.dataset.conzones(),
    now: view.now,
  }).filter((row) => accTypeCode === undefined || row.accTypeCode === accTypeCode);
  if (sortType === 'asc') rows.reverse();
  return { rows, unpaged: pagingYn !== 'Y' };
};

/** restWeatherList: sdate and stdHour are required; an hour after the clock (or before the window) has NO_DATA. */
const restWeatherList: Handler = (params, view) => {
  const sdate = requiredMatching(params, 'sdate', YMD);
  const stdHour = requiredMatching(params, 'stdHour', /^\d{1,2}$/);
  const hour = Number(stdHour);
  if (!isValidYmd(sdate)) throw new ExStatus('INVALID_PARAMETER_VALUE', 'sdate');
  if (hour > 23) throw new ExStatus('INVALID_PARAMETER_VALUE', 'stdHour');
  if (kstInstant(sdate, hour) > view.now || sdate < WINDOW_START) {
    throw new ExStatus('NO_DATA', `sdate ${sdate} stdHour ${stdHour}`);
  }
  const unitCode = optional(params, 'unitCode', UNIT_CODE);
  const routeNo = param(params, 'routeNo');
  const areas = view.restAreas
    .rows()
    .filter(
      (row) =>
        (unitCode === undefined || row.unitCode === unitCode) && (routeNo === undefined || row.routeNo === routeNo),
    );
  return { rows: weatherRows({ seed: view.dataset.seed, restAreas: areas, ymd: sdate, hour }) };
};

export const LIVE_HANDLERS: Record<string, Handler> = {
  'trtm/realUnitTrtm': realUnitTrtm,
  'burstInfo/realTimeSms': realTimeSms,
  'restinfo/restWeatherList': restWeatherList,
};
