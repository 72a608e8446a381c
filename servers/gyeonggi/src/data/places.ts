// Addresses, coordinates, phone numbers and dates inside a 시군, drawn from a seeded stream so that
// every generated facility sits in a real 읍면동 of its 시군 with a plausible 경기도 address.
import type { Rng } from '@kopa/kit';
import type { Dong, Sigun } from './sigun.ts';

export interface Place {
  dong: Dong;
  REFINE_LOTNO_ADDR: string;
  REFINE_ROADNM_ADDR: string;
  REFINE_ZIP_CD: string;
  REFINE_WGS84_LAT: string;
  REFINE_WGS84_LOGT: string;
}

const isTown = (dong: Dong) => dong.name.endsWith('읍') || dong.name.endsWith('면');

function prefix(sigun: Sigun, dong: Dong): string {
  return `경기도 ${sigun.name}${dong.gu ? ` ${dong.gu}` : ''}`;
}

/** A place in `sigun` (in `dong` when given); coordinates within a few hundred metres of the 동. */
export function placeIn(options: { rng: Rng; sigun: Sigun; dong?: Dong }): Place {
  const { rng, sigun } = options;
  const dong = options.dong ?? rng.pick(sigun.dongs);
  const road = rng.pick(sigun.roads);
  const main = rng.int(1, 980);
  const lot = rng.chance(0.7) ? `${main}-${rng.int(1, 40)}` : String(main);
  const building = rng.chance(0.3) ? `${rng.int(1, 400)}번길 ${rng.int(1, 90)}` : String(rng.int(1, 700));
  const jitter = sigun.spread * 0.12;
  const lat = dong.lat + rng.normal(0, jitter);
  const lon = dong.lon + rng.normal(0, jitter * 1.2);
  return {
    dong,
    REFINE_LOTNO_ADDR: `${prefix(sigun, dong)} ${dong.name} ${lot}`,
    REFINE_ROADNM_ADDR: `${prefix(sigun, dong)} ${road}${building.includes('번길') ? building : ` ${building}`}${
      isTown(dong) ? '' : ` (${dong.name})`
    }`,
    REFINE_ZIP_CD: String(rng.int(sigun.zip[0], sigun.zip[1])),
    REFINE_WGS84_LAT: lat.toFixed(10),
    REFINE_WGS84_LOGT: lon.toFixed(10),
  };
}

/** A Gyeonggi landline (031) number. */
export function phone(rng: Rng): string {
  return `031-${rng.int(200, 999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** YYYYMMDD of a day between two YYYYMMDD dates (inclusive), uniform over days. */
export function dateBetween(options: { rng: Rng; from: string; to: string }): string {
  const start = Date.UTC(+options.from.slice(0, 4), +options.from.slice(4, 6) - 1, +options.from.slice(6, 8));
  const stop = Date.UTC(+options.to.slice(0, 4), +options.to.slice(4, 6) - 1, +options.to.slice(6, 8));
  const day = new Date(start + options.rng.int(0, Math.max(0, Math.round((stop - start) / 86_400_000))) * 86_400_000);
  return `${day.getUTCFullYear()}${pad2(day.getUTCMonth() + 1)}${pad2(day.getUTCDate())}`;
}

/** The calendar day in Korea (UTC+9) of an instant, as YYYYMMDD. */
export function koreanDate(instant: Date): string {
  return new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** Rows per 시군 proportional to its population, at least `min`. */
export function perCapita(sigun: Sigun, perThousand: number, min = 1): number {
  return Math.max(min, Math.round((sigun.pop / 1000) * perThousand));
}
