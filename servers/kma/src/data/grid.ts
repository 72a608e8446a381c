// KMA's Lambert conformal conic grid (the 5 km 동네예보 grid), forward and inverse, with the official
// constants of the API guide's `lamcproj` routine: RE 6371.00877 km, GRID 5 km, standard parallels
// 30°N and 60°N, origin 126°E 38°N at grid (43, 136). Forward rounds like the guide: floor(x + 0.5).
const RE = 6371.00877;
const GRID = 5.0;
const SLAT1 = 30.0;
const SLAT2 = 60.0;
const OLON = 126.0;
const OLAT = 38.0;
const XO = 43;
const YO = 136;

/** The grid's extent: nx 1–149, ny 1–253 (the 동네예보 domain). */
export const GRID_NX = 149;
export const GRID_NY = 253;

const DEGRAD = Math.PI / 180;
const RADDEG = 180 / Math.PI;
const re = RE / GRID;
const slat1 = SLAT1 * DEGRAD;
const slat2 = SLAT2 * DEGRAD;
const olon = OLON * DEGRAD;
const olat = OLAT * DEGRAD;
const sn =
  Math.log(Math.cos(slat1) / Math.cos(slat2)) /
  Math.log(Math.tan(Math.PI * 0.25 + slat2 * 0.5) / Math.tan(Math.PI * 0.25 + slat1 * 0.5));
const sf = (Math.tan(Math.PI * 0.25 + slat1 * 0.5) ** sn * Math.cos(slat1)) / sn;
const ro = (re * sf) / Math.tan(Math.PI * 0.25 + olat * 0.5) ** sn;

export interface GridPoint {
  nx: number;
  ny: number;
}

/** Latitude/longitude (WGS84 degrees) to the KMA grid cell. */
export function toGrid(options: { lat: number; lon: number }): GridPoint {
  const ra = (re * sf) / Math.tan(Math.PI * 0.25 + options.lat * DEGRAD * 0.5) ** sn;
  let theta = options.lon * DEGRAD - olon;
  if (theta > Math.PI) theta -= 2 * Math.PI;
  if (theta < -Math.PI) theta += 2 * Math.PI;
  theta *= sn;
  return {
    nx: Math.floor(ra * Math.sin(theta) + XO + 0.5),
    ny: Math.floor(ro - ra * Math.cos(theta) + YO + 0.5),
  };
}

/** The latitude/longitude of a grid cell's centre (the guide's inverse transform). */
export function toLatLon(point: GridPoint): { lat: number; lon: number } {
  const xn = point.nx - XO;
  const yn = ro - point.ny + YO;
  let ra = Math.sqrt(xn * xn + yn * yn);
  if (sn < 0) ra = -ra;
  const alat = 2 * Math.atan(((re * sf) / ra) ** (1 / sn)) - Math.PI * 0.5;
  let theta: number;
  if (Math.abs(xn) <= 0) theta = 0;
  else if (Math.abs(yn) <= 0) theta = Math.PI * 0.5 * Math.sign(xn);
  else theta = Math.atan2(xn, yn);
  const alon = theta / sn + olon;
  return { lat: alat * RADDEG, lon: alon * RADDEG };
}

export function inGrid(point: GridPoint): boolean {
  return (
    Number.isInteger(point.nx) &&
    Number.isInteger(point.ny) &&
    point.nx >= 1 &&
    point.nx <= GRID_NX &&
    point.ny >= 1 &&
    point.ny <= GRID_NY
  );
}
