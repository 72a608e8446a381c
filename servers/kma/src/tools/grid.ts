// The API guide's coordinate conversion (lamcproj, Lambert conformal conic with KMA's constants)
// in both directions, with the nearest 시군구 of the grid spreadsheet so that a point has a name.
import { type Overlay, ToolError } from '@kopa/kit';
import { z } from 'zod';
import { GRID_NX, GRID_NY, inGrid, toGrid, toLatLon } from '../data/grid.ts';
import type { RegionRow } from '../data/regions.ts';
import { nx, ny } from '../schemas.ts';
import { kmaTool, regionsFor } from './tool.ts';

const lat = z
  .number()
  .min(-90, 'lat must be degrees north, e.g. 37.5665')
  .max(90, 'lat must be degrees north, e.g. 37.5665')
  .describe('위도 (도, WGS84), e.g. 37.5665');
const lon = z
  .number()
  .min(-180, 'lon must be degrees east, e.g. 126.978')
  .max(180, 'lon must be degrees east, e.g. 126.978')
  .describe('경도 (도, WGS84), e.g. 126.978');

const GridPoint = z.object({
  lat: z.number().describe('위도'),
  lon: z.number().describe('경도'),
  nx: z.number().int().describe('격자 X (1–149)'),
  ny: z.number().int().describe('격자 Y (1–253)'),
  nearestRegion: z.string().describe('가장 가까운 시군구 (격자 엑셀 기준), e.g. "서울특별시 종로구"'),
  nearestRegionCode: z.string().describe('그 행정구역코드'),
  distanceKm: z.number().describe('그 시군구 중심까지 거리 (km)'),
});

const detail = z.object({
  resultCode: z.string().describe('"00"'),
  resultMsg: z.string(),
  item: GridPoint,
});

/** The 시군구 (or 시도 without 시군구, e.g. 세종) whose centre is nearest to the point. */
export function nearestRegion(options: { overlay: Overlay; lat: number; lon: number }): {
  row: RegionRow;
  distanceKm: number;
} {
  const rows = regionsFor(options.overlay).rows();
  const parents = new Set(rows.filter((row) => row.level === 2).map((row) => row.sido));
  let best: { row: RegionRow; distanceKm: number } | undefined;
  const cos = Math.cos((options.lat * Math.PI) / 180);
  for (const row of rows) {
    if (row.level === 1 && parents.has(row.sido)) continue;
    const distanceKm = 111.2 * Math.hypot(row.lat - options.lat, (row.lon - options.lon) * cos);
    if (!best || distanceKm < best.distanceKm) best = { row, distanceKm };
  }
  if (!best) throw new ToolError('The region table is empty for this session; check its `regions` overlay.');
  return best;
}

function pointOf(options: { overlay: Overlay; lat: number; lon: number; nx: number; ny: number }) {
  const nearest = nearestRegion(options);
  return {
    resultCode: '00',
    resultMsg: 'NORMAL_SERVICE',
    item: {
      lat: Math.round(options.lat * 1e6) / 1e6,
      lon: Math.round(options.lon * 1e6) / 1e6,
      nx: options.nx,
      ny: options.ny,
      nearestRegion: nearest.row.name,
      nearestRegionCode: nearest.row.code,
      distanceKm: Math.round(nearest.distanceKm * 10) / 10,
    },
  };
}

export const convertLatLonToGrid = kmaTool({
  name: 'kma_convert_lat_lon_to_grid',
  title: '위경도→격자 변환',
  operation: 'lamcproj',
  description:
    '위경도→격자 변환 (lamcproj): 활용가이드의 LCC 격자 변환(RE 6371.00877 km, GRID 5 km, SLAT1 30, SLAT2 60, OLON 126, OLAT 38, XO 43, YO 136)으로 위도·경도를 예보 격자(nx, ny)로 바꾸고, 가장 가까운 시군구를 함께 줍니다.\n' +
    "Converts latitude/longitude to KMA's forecast grid (nx, ny) with the API guide's Lambert conformal conic routine.",
  input: z.object({ lat, lon }),
  output: detail,
  kind: 'read',
  run(args, { state }) {
    const point = toGrid(args);
    if (!inGrid(point)) {
      throw new ToolError(
        `(${args.lat}, ${args.lon}) falls outside the KMA grid (nx 1–${GRID_NX}, ny 1–${GRID_NY}, around the Korean peninsula); check that lat and lon are not swapped.`,
        { parameter: 'lat' },
      );
    }
    return pointOf({ overlay: state.overlay, ...args, ...point });
  },
});

export const convertGridToLatLon = kmaTool({
  name: 'kma_convert_grid_to_lat_lon',
  title: '격자→위경도 변환',
  operation: 'lamcproj',
  description:
    '격자→위경도 변환 (lamcproj): 예보 격자(nx, ny)의 중심 위도·경도와 가장 가까운 시군구를 돌려줍니다 (활용가이드 LCC 역변환).\n' +
    'Converts a forecast grid cell (nx, ny) to the latitude/longitude of its centre, with the nearest 시군구.',
  input: z.object({ nx, ny }),
  output: detail,
  kind: 'read',
  run(args, { state }) {
    return pointOf({ overlay: state.overlay, ...toLatLon(args), ...args });
  },
});

export const GRID_TOOLS = [convertLatLonToGrid, convertGridToLatLon];
