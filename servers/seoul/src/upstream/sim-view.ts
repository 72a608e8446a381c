// What one emulated request sees: the dataset with the session's overlay applied, and the
// session's clock (realtime values, reception windows and the ridership lag all follow it).
import type { SimContext, Table, TableOverlay } from '@kopa/kit';
import { kstYmd, type Ymd } from '../data/calendar.ts';
import type { BikeStationRow, LineStation, ReservationRow, RidershipRow, SeoulDataset } from '../data/index.ts';
import type { NetworkIndex } from '../data/realtime.ts';
import { ridershipKey } from '../data/ridership.ts';
import type { Departures } from '../data/schedule.ts';

export interface SeoulView {
  now: Date;
  today: Ymd;
  seed: string;
  stations: Table<LineStation>;
  bikeStations: Table<BikeStationRow>;
  reservations: Table<ReservationRow>;
  ridershipOn(day: Ymd): readonly RidershipRow[];
  network: NetworkIndex;
  departures: Departures;
}

function patchDay(rows: readonly RidershipRow[], overlay: TableOverlay | undefined, day: Ymd): readonly RidershipRow[] {
  const upserts = (overlay?.upsert ?? []).filter((row) => row.USE_YMD === day) as RidershipRow[];
  const removed = new Set(overlay?.remove ?? []);
  if (upserts.length === 0 && removed.size === 0) return rows;
  const replacements = new Map(upserts.map((row) => [ridershipKey(row), row]));
  const patched: RidershipRow[] = [];
  for (const row of rows) {
    const key = ridershipKey(row);
    if (removed.has(key)) continue;
    const replacement = replacements.get(key);
    patched.push(replacement ? { ...row, ...replacement } : row);
    replacements.delete(key);
  }
  return [...patched, ...replacements.values()];
}

export function createView(dataset: SeoulDataset, context: SimContext): SeoulView {
  const { overlay } = context;
  return {
    now: context.now,
    today: kstYmd(context.now),
    seed: dataset.seed,
    stations: dataset.stations.withOverlay(overlay.stations),
    bikeStations: dataset.bikeStations.withOverlay(overlay.bikeStations),
    reservations: dataset.reservations.withOverlay(overlay.reservations),
    ridershipOn: (day) => patchDay(dataset.ridership.on(day), overlay.ridership, day),
    network: dataset.network(),
    departures: dataset.departures,
  };
}
