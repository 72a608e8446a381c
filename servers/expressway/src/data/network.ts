// The expressway network: real routes, tollbooths (영업소) and rest areas (휴게소) read from the
// committed network.json, with the codes data.ex.co.kr uses (unitCode "101", stdRestCd "000001",
// serviceAreaCode "A00001"), kilometre posts from each route's 시점 and interpolated coordinates.
import raw from './network.json' with { type: 'json' };

export interface RouteModel {
  routeNo: string;
  routeName: string;
  displayName: string;
  startName: string;
  endName: string;
  lengthKm: number;
  /** Direction words ("부산") that point back to the 시점: rest areas facing them are "S". */
  startDirections: readonly string[];
  /** Tollbooths ordered from the 시점 (km ascending). */
  units: UnitModel[];
  restAreas: RestAreaModel[];
}

export interface UnitModel {
  unitCode: string;
  unitName: string;
  routeNo: string;
  routeName: string;
  lat: number;
  lon: number;
  km: number;
  region: string;
}

export interface RestAreaModel {
  /** 1-based position in the national list; stdRestCd and serviceAreaCode derive from it. */
  index: number;
  /** The rest-area unitCode of locationinfoRest and restWeatherList ("001"). */
  unitCode: string;
  /** Full name, e.g. "서울만남(부산)휴게소". */
  name: string;
  /** The direction word in the name ("부산"), or "양방향" for a single two-way rest area. */
  direction: string;
  /** E: towards the route's 종점, S: towards its 시점 (as restWeatherList and odtraffic use them). */
  updownTypeCode: 'E' | 'S';
  routeNo: string;
  routeName: string;
  lat: number;
  lon: number;
  km: number;
  region: string;
  /** A recorded real address, when the source has one. */
  address: string | undefined;
}

export interface Network {
  routes: RouteModel[];
  units: UnitModel[];
  restAreas: RestAreaModel[];
  unitByCode: ReadonlyMap<string, UnitModel>;
  routeByNo: ReadonlyMap<string, RouteModel>;
}

interface RawRoute {
  routeNo: string;
  routeName: string;
  displayName: string;
  startName: string;
  endName: string;
  lengthKm: number;
  listedFrom: string;
  startDirections: string[];
  seq: string[];
}

interface Element {
  rest: boolean;
  name: string;
  code: number | undefined;
  lat: number | undefined;
  lon: number | undefined;
  region: string;
  updown: 'E' | 'S' | undefined;
  address: string | undefined;
}

function parseToken(token: string, region: string): Element {
  let rest = token;
  let address: string | undefined;
  let updown: 'E' | 'S' | undefined;
  const addressAt = rest.indexOf('$');
  if (addressAt >= 0) [rest, address] = [rest.slice(0, addressAt), rest.slice(addressAt + 1)];
  const caret = /\^([ES])$/.exec(rest);
  if (caret) [rest, updown] = [rest.slice(0, caret.index), caret[1] as 'E' | 'S'];
  const bar = rest.indexOf('|');
  if (bar >= 0) [rest, region] = [rest.slice(0, bar), rest.slice(bar + 1)];
  let lat: number | undefined;
  let lon: number | undefined;
  const at = rest.indexOf('@');
  if (at >= 0) {
    const [latText, lonText] = rest.slice(at + 1).split(',');
    [lat, lon, rest] = [Number(latText), Number(lonText), rest.slice(0, at)];
  }
  const isRest = /^[Rr]:/.test(rest);
  if (isRest) rest = rest.slice(2);
  let code: number | undefined;
  const hash = rest.indexOf('#');
  if (hash >= 0) [rest, code] = [rest.slice(0, hash), Number(rest.slice(hash + 1))];
  return { rest: isRest, name: rest, code, lat, lon, region, updown, address };
}

/** Fills missing coordinates by interpolating between the surrounding anchors, by position. */
function interpolate(elements: Element[]): Array<{ lat: number; lon: number }> {
  const anchors = elements.flatMap((element, index) =>
    element.lat !== undefined && element.lon !== undefined ? [{ index, lat: element.lat, lon: element.lon }] : [],
  );
  return elements.map((_, index) => {
    const after = anchors.find((anchor) => anchor.index >= index);
    const before = [...anchors].reverse().find((anchor) => anchor.index <= index);
    if (!before || !after) throw new Error('network.json: every route must start and end with coordinates');
    if (before.index === after.index) return { lat: before.lat, lon: before.lon };
    const t = (index - before.index) / (after.index - before.index);
    return { lat: before.lat + (after.lat - before.lat) * t, lon: before.lon + (after.lon - before.lon) * t };
  });
}

export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function restAreaName(shortName: string): string {
  return shortName.endsWith('휴게소') ? shortName : `${shortName}휴게소`;
}

let cached: Network | undefined;

/** Parses network.json once; pure and seed-independent (these are the real names). */
export function loadNetwork(): Network {
  if (cached) return cached;
  const routes: RouteModel[] = [];
  const usedCodes = new Set<number>();
  let nextCode = 101;
  let restIndex = 0;
  for (const route of (raw as { routes: RawRoute[] }).routes) {
    let region = '';
    const elements = route.seq.map((token) => {
      const element = parseToken(token, region);
      region = element.region;
      return element;
    });
    const coords = interpolate(elements);
    const cumulative = [0];
    for (let index = 1; index < coords.length; index++) {
      const previous = coords[index - 1];
      const current = coords[index];
      cumulative.push((cumulative[index - 1] ?? 0) + (previous && current ? haversineKm(previous, current) : 0));
    }
    const span = cumulative.at(-1) || 1;
    const fromStart = route.listedFrom !== 'end';
    const kmOf = (index: number) => {
      const along = 2 + ((cumulative[index] ?? 0) / span) * (route.lengthKm - 4);
      return round(fromStart ? along : route.lengthKm - along, 1);
    };
    const model: RouteModel = { ...route, startDirections: route.startDirections, units: [], restAreas: [] };
    elements.forEach((element, index) => {
      const { lat, lon } = coords[index] ?? { lat: 0, lon: 0 };
      const base = { routeNo: route.routeNo, routeName: route.routeName, lat: round(lat, 6), lon: round(lon, 6) };
      if (element.rest) {
        restIndex += 1;
        const direction = /\(([^)]+)\)$/.exec(element.name)?.[1] ?? '양방향';
        const updown = element.updown ?? (route.startDirections.includes(direction) ? 'S' : 'E');
        model.restAreas.push({
          ...base,
          index: restIndex,
          unitCode: String(restIndex).padStart(3, '0'),
          name: restAreaName(element.name),
          direction,
          updownTypeCode: updown,
          km: kmOf(index),
          region: element.region,
          address: element.address,
        });
        return;
      }
      let code = element.code;
      if (code === undefined) {
        while (usedCodes.has(nextCode)) nextCode += 1;
        code = nextCode;
      }
      usedCodes.add(code);
      nextCode = Math.max(nextCode, code + 1);
      model.units.push({
        ...base,
        unitCode: String(code).padStart(3, '0'),
        unitName: element.name,
        km: kmOf(index),
        region: element.region,
      });
    });
    model.units.sort((a, b) => a.km - b.km);
    model.restAreas.sort((a, b) => a.index - b.index);
    routes.push(model);
  }
  const units = routes.flatMap((route) => route.units);
  const restAreas = routes.flatMap((route) => route.restAreas).sort((a, b) => a.index - b.index);
  cached = {
    routes,
    units,
    restAreas,
    unitByCode: new Map(units.map((unit) => [unit.unitCode, unit])),
    routeByNo: new Map(routes.map((route) => [route.routeNo, route])),
  };
  return cached;
}

/** The KMA-style station name of a region: the 시/군 stem, or the metropolitan city for its 구. */
export function stationOf(region: string): string {
  const [sido = '', sigungu = ''] = region.split(' ');
  if (/[시군]$/.test(sigungu)) return sigungu.slice(0, -1);
  return sido;
}
