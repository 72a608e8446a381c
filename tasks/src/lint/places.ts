// Places in golden outputs: records with coordinates and an address that names its 동, keyed by the
// 시군구 the address names (two 시 can both have a 정자동). `coord-address` compares each place with
// the others of its area.
import type { LocatedRecord } from './records.ts';

export interface Place {
  where: string;
  /** `경기도 수원시 권선구`. */
  area: string;
  /** `호매실동`. */
  dong: string;
  lat: number;
  lon: number;
  /** The same place seen by several tasks counts once in the reference. */
  identity: string;
}

/** Coordinate field pairs the platforms use, latitude first. */
const COORDINATES: ReadonlyArray<readonly [string, string]> = [
  ['REFINE_WGS84_LAT', 'REFINE_WGS84_LOGT'],
  ['mapy', 'mapx'],
  ['LAT', 'LNG'],
  ['LAT', 'LOT'],
  ['lat', 'lng'],
  ['lat', 'lon'],
  ['YPOS', 'XPOS'],
];

const ADDRESSES = ['REFINE_LOTNO_ADDR', 'REFINE_ROADNM_ADDR', 'addr1', 'ADDR', 'address', 'ADRES'];

/** `경기도 수원시 권선구 호매실동 274` → area and 동; a road address names its 동 in parentheses. */
export function dongOf(address: string): { area: string; dong: string } | undefined {
  const area = /^(\S+(?:도|특별시|광역시|특별자치시))\s+(\S+[시군구])(?:\s+(\S+구))?\s/.exec(address);
  if (!area) return undefined;
  const areaName = area.slice(1).filter(Boolean).join(' ');
  const rest = address.slice(area[0].length);
  const lot = /^(\S+?\d*(?:동|가))\s/.exec(`${rest} `);
  const road = /\((\S+?\d*동)[,)]/.exec(rest);
  const dong = lot?.[1] ?? road?.[1];
  return dong ? { area: areaName, dong } : undefined;
}

export function placesOf(records: readonly LocatedRecord[]): Place[] {
  return records.flatMap(({ where, record }) => {
    const pair = COORDINATES.find(([lat, lon]) => record[lat] !== undefined && record[lon] !== undefined);
    if (!pair) return [];
    const lat = Number(record[pair[0]]);
    const lon = Number(record[pair[1]]);
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || lat === 0 || lon === 0) return [];
    for (const field of ADDRESSES) {
      const address = record[field];
      const located = typeof address === 'string' ? dongOf(address) : undefined;
      if (located) return [{ where, ...located, lat, lon, identity: `${located.area} ${located.dong} ${lat},${lon}` }];
    }
    return [];
  });
}
