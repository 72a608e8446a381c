// The deterministic Expressway dataset behind the offline emulation of data.ex.co.kr: the real
// network (routes, 307 tollbooths, 180 rest areas) plus seeded reference details, the daily
// tollbooth-traffic fact table, and the clock-driven functions of the real-time operations.
// Nothing is built until a table or function is first used.
import { defineTable } from '@kopa/kit';
import { buildConzones, type Conzone } from './conzones.ts';
import { loadNetwork, type Network } from './network.ts';
import {
  bestFoodRows,
  fuelStationRows,
  representFoodRows,
  restAreaRows,
  routeRows,
  stationFacilityRows,
  unitRows,
} from './reference-rows.ts';
import { buildRestProfiles, type RestProfile } from './rest-profiles.ts';
import { createTrafficContext, type TrafficContext, unitDailyRows } from './traffic.ts';
import type {
  BestFoodRow,
  ExpresswayTables,
  FuelStationRow,
  RepresentFoodRow,
  RestAreaRow,
  RouteRow,
  StationFacilityRow,
  UnitDailyRow,
  UnitRow,
} from './types.ts';

export const DEFAULT_EXPRESSWAY_SEED = 'kopa-expressway-v1';

export interface ExpresswayDataset extends ExpresswayTables {
  seed: string;
  network(): Network;
  conzones(): readonly Conzone[];
  /** Conzones of one route, in 시점→종점 order per direction. */
  conzonesOf(routeNo: string): readonly Conzone[];
  traffic: TrafficContext;
  /** sha256 of every table, keyed by table name. */
  hashes(): Record<string, string>;
}

function lazy<T>(build: () => T): () => T {
  let value: { current: T } | undefined;
  return () => {
    value ??= { current: build() };
    return value.current;
  };
}

export function createExpresswayDataset(seed: string = DEFAULT_EXPRESSWAY_SEED): ExpresswayDataset {
  const profiles = lazy((): RestProfile[] => buildRestProfiles(loadNetwork(), seed));
  const conzones = lazy(() => buildConzones(loadNetwork(), seed));
  const byRoute = lazy(() => {
    const map = new Map<string, Conzone[]>();
    for (const zone of conzones()) map.set(zone.routeNo, [...(map.get(zone.routeNo) ?? []), zone]);
    return map;
  });
  const traffic = createTrafficContext(seed);

  const tables: ExpresswayTables = {
    routes: defineTable<RouteRow>({ name: 'expressway.routes', key: 'routeNo', build: () => routeRows(loadNetwork()) }),
    units: defineTable<UnitRow>({ name: 'expressway.units', key: 'unitCode', build: () => unitRows(loadNetwork()) }),
    restAreas: defineTable<RestAreaRow>({
      name: 'expressway.restAreas',
      key: 'stdRestCd',
      build: () => restAreaRows(profiles()),
    }),
    fuelStations: defineTable<FuelStationRow>({
      name: 'expressway.fuelStations',
      key: 'serviceAreaCode2',
      build: () => fuelStationRows(profiles()),
    }),
    stationFacilities: defineTable<StationFacilityRow>({
      name: 'expressway.stationFacilities',
      key: (row) => `${row.stdRestCd}:${row.psCode}`,
      build: () => stationFacilityRows(profiles(), seed),
    }),
    representFoods: defineTable<RepresentFoodRow>({
      name: 'expressway.representFoods',
      key: (row) => `${row.serviceAreaCode2}:${row.batchMenu}`,
      build: () => representFoodRows(profiles(), seed),
    }),
    bestFoods: defineTable<BestFoodRow>({
      name: 'expressway.bestFoods',
      key: (row) => `${row.stdRestCd}:${row.seq}`,
      build: () => bestFoodRows(profiles(), seed),
    }),
    unitDailyTraffic: defineTable<UnitDailyRow>({
      name: 'expressway.unitDailyTraffic',
      key: (row) => `${row.unitCode}:${row.sumDate}:${row.inoutType}`,
      build: () => unitDailyRows(traffic, loadNetwork().units),
    }),
  };

  return {
    ...tables,
    seed,
    network: loadNetwork,
    conzones,
    conzonesOf: (routeNo) => byRoute().get(routeNo) ?? [],
    traffic,
    hashes: () => Object.fromEntries(Object.values(tables).map((table) => [table.name, table.hash()])),
  };
}

export type { Conzone } from './conzones.ts';
export type * from './types.ts';
