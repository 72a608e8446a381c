// What one emulated request sees: the dataset with the session's overlay applied, the session's clock
// (data after it does not exist yet) and the tollbooth daily volumes of any day up to that clock.
import type { SimContext, Table } from '@kopa/kit';
import { kst, WINDOW_END } from '../data/calendar.ts';
import type {
  BestFoodRow,
  ExpresswayDataset,
  FuelStationRow,
  RepresentFoodRow,
  RestAreaRow,
  RouteRow,
  StationFacilityRow,
  UnitDailyRow,
  UnitRow,
} from '../data/index.ts';
import { dailyVolume } from '../data/traffic.ts';

export interface ExView {
  dataset: ExpresswayDataset;
  now: Date;
  /** The session's KST date, YYYYMMDD. */
  today: string;
  routes: Table<RouteRow>;
  units: Table<UnitRow>;
  restAreas: Table<RestAreaRow>;
  fuelStations: Table<FuelStationRow>;
  stationFacilities: Table<StationFacilityRow>;
  representFoods: Table<RepresentFoodRow>;
  bestFoods: Table<BestFoodRow>;
  /** Daily entry/exit rows of every tollbooth on a day (table rows in the window, computed after it). */
  dailyRows(ymd: string): readonly UnitDailyRow[];
}

export function createView(dataset: ExpresswayDataset, context: SimContext): ExView {
  const { overlay } = context;
  const daily = dataset.unitDailyTraffic.withOverlay(overlay.unitDailyTraffic);
  return {
    dataset,
    now: context.now,
    today: kst(context.now).ymd,
    routes: dataset.routes.withOverlay(overlay.routes),
    units: dataset.units.withOverlay(overlay.units),
    restAreas: dataset.restAreas.withOverlay(overlay.restAreas),
    fuelStations: dataset.fuelStations.withOverlay(overlay.fuelStations),
    stationFacilities: dataset.stationFacilities.withOverlay(overlay.stationFacilities),
    representFoods: dataset.representFoods.withOverlay(overlay.representFoods),
    bestFoods: dataset.bestFoods.withOverlay(overlay.bestFoods),
    dailyRows(ymd) {
      if (ymd <= WINDOW_END) return daily.where('sumDate', ymd);
      // A clock moved past the generated window still has traffic: the same pure function, no overlay.
      return dataset.network().units.flatMap((unit) =>
        ([0, 1] as const).map((inoutType) => ({
          sumDate: ymd,
          unitCode: unit.unitCode,
          inoutType: String(inoutType),
          trafficAmout: dailyVolume({ context: dataset.traffic, unit, ymd, inoutType }),
        })),
      );
    },
  };
}
