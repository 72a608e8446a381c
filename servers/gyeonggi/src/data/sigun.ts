// The 31 시군 of Gyeonggi-do with their real administrative codes, a centre point, 구 and a subset
// of real 읍면동 names. Every generator places rows through this reference, and other platforms
// (TourAPI, KMA) join on its name, code and centre.
import { hashSeed } from '@kopa/kit';
import raw from './sigun.json' with { type: 'json' };

interface RawGu {
  name: string;
  code: string;
  dongs: string[];
}
interface RawSigun {
  name: string;
  code: string;
  lat: number;
  lon: number;
  spread: number;
  zip: number[];
  pop: number;
  police: string[];
  roads: string[];
  gu?: RawGu[];
  dongs?: string[];
}

export interface Dong {
  name: string;
  /** '' for 시군 without 일반구. */
  gu: string;
  /** The 구 code, or the 시군 code when there is no 구 (5 digits). */
  guCode: string;
  /** 10-digit 법정동-style code (decided: parent code + 3-digit sequence + 00). */
  code: string;
  lat: number;
  lon: number;
}

export interface Sigun {
  name: string;
  code: string;
  lat: number;
  lon: number;
  spread: number;
  zip: readonly [number, number];
  pop: number;
  police: readonly string[];
  roads: readonly string[];
  gus: ReadonlyArray<{ name: string; code: string }>;
  dongs: readonly Dong[];
}

/** An offset in degrees, deterministic per name, inside a disc of the given radius. */
function offset(label: string, radius: number): [number, number] {
  const angle = ((hashSeed('angle', label) % 3600) / 3600) * 2 * Math.PI;
  const distance = radius * Math.sqrt((hashSeed('radius', label) % 1000) / 1000);
  return [distance * Math.sin(angle), distance * Math.cos(angle) * 1.25];
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function dongCode(parent: string, name: string, index: number): string {
  const base = name.endsWith('읍') ? 250 : name.endsWith('면') ? 310 : 101;
  return `${parent}${String(base + index * 3).padStart(3, '0')}00`;
}

function buildSigun(entry: RawSigun): Sigun {
  const dongs: Dong[] = [];
  const gus = entry.gu ?? [{ name: '', code: entry.code, dongs: entry.dongs ?? [] }];
  for (const gu of gus) {
    const [guLat, guLon] = gu.name ? offset(`${entry.code}:${gu.name}`, entry.spread * 0.5) : [0, 0];
    gu.dongs.forEach((name, index) => {
      const [lat, lon] = offset(`${gu.code}:${name}`, entry.spread * (gu.name ? 0.35 : 0.7));
      dongs.push({
        name,
        gu: gu.name,
        guCode: gu.code,
        code: dongCode(gu.code, name, index),
        lat: round(entry.lat + guLat + lat),
        lon: round(entry.lon + guLon + lon),
      });
    });
  }
  return {
    name: entry.name,
    code: entry.code,
    lat: entry.lat,
    lon: entry.lon,
    spread: entry.spread,
    zip: [entry.zip[0] ?? 10000, entry.zip[1] ?? 10999],
    pop: entry.pop,
    police: entry.police,
    roads: entry.roads,
    gus: (entry.gu ?? []).map(({ name, code }) => ({ name, code })),
    dongs,
  };
}

export const SIGUNS: readonly Sigun[] = (raw as RawSigun[]).map(buildSigun);

const byName = new Map(SIGUNS.map((sigun) => [sigun.name, sigun]));
const byCode = new Map(SIGUNS.map((sigun) => [sigun.code, sigun]));

/** The 시군 with this name (trailing spaces ignored) or code, if it exists. */
export function findSigun(nameOrCode: string | null | undefined): Sigun | undefined {
  if (!nameOrCode) return undefined;
  const key = nameOrCode.trim();
  return byName.get(key) ?? byCode.get(key);
}

/** The public 시군 reference other platforms join on: name, code and a centre point. */
export interface GyeonggiSigun {
  name: string;
  code: string;
  lat: number;
  lon: number;
}

export const GYEONGGI_SIGUN: readonly GyeonggiSigun[] = SIGUNS.map(({ name, code, lat, lon }) => ({
  name,
  code,
  lat,
  lon,
}));
