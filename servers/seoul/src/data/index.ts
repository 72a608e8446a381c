// The deterministic Seoul dataset behind the offline emulation: the real subway network, the
// service plan, lazily generated ridership, 따릉이 stations and 공공서비스예약 listings. Nothing is
// built until a table is first queried.
import { type DataWindow, defineTable, type Table } from '@kopa/kit';
import { type BikeStationRow, buildBikeStations } from './bikes.ts';
import { buildNetwork, type LineStation, type Segment } from './network.ts';
import type { NetworkIndex } from './realtime.ts';
import { buildReservations, type ReservationRow } from './reservations.ts';
import { createRidership, lastPublishedDay, type Ridership, type RidershipRow, ridershipKey } from './ridership.ts';
import { createDepartures, type Departures } from './schedule.ts';

export const DEFAULT_SEOUL_SEED = 'kopa-seoul-v1';
/** The default clock's Korean day; the committed ridership window ends three days before it. */
export const SEOUL_DEFAULT_TODAY = '20260901';

export interface SeoulDataset {
  seed: string;
  stations: Table<LineStation>;
  bikeStations: Table<BikeStationRow>;
  reservations: Table<ReservationRow>;
  ridership: Ridership;
  /** Every ridership row of the default window (for hashes and counts; built on demand). */
  ridershipTable: Table<RidershipRow>;
  network(): NetworkIndex;
  departures: Departures;
  hashes(): Record<string, string>;
}

function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

/**
 * The dataset for a data window. Ridership, timetables, realtime and bike stock are functions of the
 * request's clock and need no window; the 공공서비스예약 listings are a table, so a window ending after
 * 2026-08-31 adds the receptions that open later.
 */
export function createSeoulDataset(seed: string = DEFAULT_SEOUL_SEED, window?: DataWindow): SeoulDataset {
  const windowEnd = window?.end.replace(/-/g, '');
  const segments = lazy(buildNetwork);
  const allStations = () => segments().flatMap((segment) => segment.stations);
  const stations = defineTable<LineStation>({ name: 'seoul.stations', key: 'STATION_CD', build: allStations });
  const bikeStations = defineTable<BikeStationRow>({
    name: 'seoul.bikeStations',
    key: 'RENT_ID',
    build: () => buildBikeStations({ seed, stations: allStations() }),
  });
  const reservations = defineTable<ReservationRow>({
    name: 'seoul.reservations',
    key: 'SVCID',
    build: () => buildReservations(seed, windowEnd),
  });
  const ridership = createRidership({ seed, stations: allStations });
  const ridershipTable = defineTable<RidershipRow>({
    name: 'seoul.ridership',
    key: ridershipKey,
    build: () => ridership.through(lastPublishedDay(SEOUL_DEFAULT_TODAY)),
  });
  const network = lazy((): NetworkIndex => {
    const bySegment = new Map<string, Segment>(segments().map((segment) => [segment.id, segment]));
    const byName = new Map<string, LineStation[]>();
    for (const station of allStations()) {
      const bucket = byName.get(station.statnNm);
      if (bucket) bucket.push(station);
      else byName.set(station.statnNm, [station]);
    }
    return {
      segments: segments(),
      segmentOf: (station) => bySegment.get(station.segment),
      byStatnNm: (name) => byName.get(name) ?? [],
    };
  });
  return {
    seed,
    stations,
    bikeStations,
    reservations,
    ridership,
    ridershipTable,
    network,
    departures: createDepartures(),
    hashes: () =>
      Object.fromEntries(
        [stations, bikeStations, reservations, ridershipTable].map((table) => [table.name, table.hash()]),
      ),
  };
}

export type { BikeStationRow } from './bikes.ts';
export type { LineStation, Segment } from './network.ts';
export type { ReservationRow } from './reservations.ts';
export type { RidershipRow } from './ridership.ts';
