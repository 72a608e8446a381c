// The services of openapi.seoul.go.kr:8088 the emulation answers, each reading its positional
// filters and returning every matching row (the dispatcher in sim.ts slices and wraps them).
import { bikeStatus } from '../data/bikes.ts';
import { isValidYmd } from '../data/calendar.ts';
import type { LineStation } from '../data/index.ts';
import { isListed, listingService, RESERVATION_SERVICES, statusAt } from '../data/reservations.ts';
import { lastPublishedDay, RIDERSHIP_START } from '../data/ridership.ts';
import { firstLast, type InOut, timetable, type WeekTag } from '../data/schedule.ts';
import { SeoulStatus } from './sim-params.ts';
import type { SeoulView } from './sim-view.ts';

type Row = Record<string, unknown>;
type Filters = ReadonlyArray<string | undefined>;
export type OpenApiHandler = (filters: Filters, view: SeoulView) => Row[];

/** Services whose JSON root differs from the service name. */
export const ROOT_KEYS: Record<string, string> = { bikeList: 'rentBikeStatus', tbCycleStationInfo: 'stationInfo' };

function required(value: string | undefined): string {
  if (value === undefined) throw new SeoulStatus('ERROR-300');
  return value;
}

const isWeekTag = (value: string): value is WeekTag => value === '1' || value === '2' || value === '3';
const isInOut = (value: string): value is InOut => value === '1' || value === '2';

/** Accepts 2호선 for 02호선, as the portal does. */
function normalizeLine(value: string): string {
  return /^\d호선$/.test(value) ? `0${value}` : value;
}

const stationInfo = (station: LineStation) => ({
  STATION_CD: station.STATION_CD,
  STATION_NM: station.STATION_NM,
  LINE_NUM: station.LINE_NUM,
  FR_CODE: station.FR_CODE,
});

const searchByName: OpenApiHandler = (filters, view) =>
  view.stations.where('STATION_NM', required(filters[0])).map(stationInfo);

const stationTimetable: OpenApiHandler = (filters, view) => {
  const code = required(filters[0]);
  const week = required(filters[1]);
  const inout = required(filters[2]);
  const station = view.stations.get(code);
  const segment = station ? view.network.segmentOf(station) : undefined;
  if (!station || !segment || !isWeekTag(week) || !isInOut(inout)) return [];
  return timetable({ segment, station, inout, weekTag: week, departures: view.departures });
};

const firstAndLast: OpenApiHandler = (filters, view) => {
  const line = normalizeLine(required(filters[0]));
  const inout = required(filters[1]);
  const week = required(filters[2]);
  const [, , , code, fr] = filters;
  if (!isWeekTag(week) || !isInOut(inout)) return [];
  return view.stations
    .where('LINE_NUM', line)
    .filter((station) => (!code || station.STATION_CD === code) && (!fr || station.FR_CODE === fr))
    .flatMap((station) => {
      const segment = view.network.segmentOf(station);
      return segment ? [firstLast({ segment, station, inout, weekTag: week, departures: view.departures })] : [];
    });
};

const ridership: OpenApiHandler = (filters, view) => {
  const day = required(filters[0]);
  const [, line, name] = filters;
  if (!isValidYmd(day) || day < RIDERSHIP_START || day > lastPublishedDay(view.today)) return [];
  return view
    .ridershipOn(day)
    .filter((row) => (!line || row.SBWY_ROUT_LN_NM === line) && (!name || row.SBWY_STNS_NM === name));
};

const stationMaster: OpenApiHandler = (_filters, view) =>
  view.stations.rows().map((station) => ({
    BLDN_ID: station.STATION_CD,
    BLDN_NM: station.STATION_NM,
    ROUTE: station.ridershipLine === '9호선2~3단계' ? '9호선' : station.ridershipLine || station.route,
    LAT: String(station.lat),
    LOT: String(station.lng),
  }));

const bikeList: OpenApiHandler = (_filters, view) =>
  view.bikeStations.rows().map((station) => bikeStatus({ station, now: view.now, seed: view.seed }));

const bikeStations: OpenApiHandler = (_filters, view) => [...view.bikeStations.rows()];

function reservationList(service: string | undefined): OpenApiHandler {
  return (filters, view) => {
    const [minClass] = filters;
    return view.reservations
      .rows()
      .filter(
        (row) =>
          (!service || listingService(row) === service) &&
          (!minClass || row.MINCLASSNM === minClass) &&
          isListed(row, view.now),
      )
      .map((row) => ({ ...row, SVCSTATNM: statusAt(row, view.now) }));
  };
}

const reservationDetail: OpenApiHandler = (filters, view) => {
  const row = view.reservations.get(required(filters[0]));
  return row && isListed(row, view.now) ? [{ ...row, SVCSTATNM: statusAt(row, view.now) }] : [];
};

export const OPEN_API_HANDLERS: Record<string, OpenApiHandler> = {
  SearchInfoBySubwayNameService: searchByName,
  SearchSTNTimeTableByIDService: stationTimetable,
  SearchFirstAndLastTrainbyLineServiceNew: firstAndLast,
  CardSubwayStatsNew: ridership,
  subwayStationMaster: stationMaster,
  bikeList,
  tbCycleStationInfo: bikeStations,
  tvYeyakCOllect: reservationList(undefined),
  ListPublicReservationDetail: reservationDetail,
  ...Object.fromEntries(RESERVATION_SERVICES.map((service) => [service, reservationList(service)])),
};
