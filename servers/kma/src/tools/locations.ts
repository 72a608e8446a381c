// 관심 지역 kept in the session's `user` state: the KMA API has no such store, but a weather app
// would, and write tasks grade the state it leaves. A location is saved by region name (checked
// against the grid spreadsheet) or by coordinates (checked against the grid).
import { ToolError } from '@kopa/kit';
import { z } from 'zod';
import { inGrid, toGrid } from '../data/grid.ts';
import { searchRegions } from '../data/regions.ts';
import { SavedLocation } from '../schemas.ts';
import { nearestRegion } from './grid.ts';
import { kmaTool, regionsFor } from './tool.ts';

const LocationsOutput = z.object({
  savedLocations: z.array(SavedLocation).describe('관심 지역 목록 (저장한 순서)'),
  changed: z.boolean().describe('false when the call changed nothing'),
});

const name = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(40, 'name must be at most 40 characters')
  .describe('저장 이름 (세션 안에서 고유), e.g. "집", "부모님 댁"');

const MAX_LOCATIONS = 20;

export const saveLocation = kmaTool({
  name: 'kma_save_location',
  title: '관심 지역 저장',
  description:
    '관심 지역 저장: 지역 이름(region) 또는 위경도(lat, lon)를 격자(nx, ny)와 함께 이 세션의 관심 지역으로 저장합니다. 같은 이름이 있으면 바꿉니다 (최대 20곳).\n' +
    "Saves a named location (by region name or lat/lon) with its forecast grid in the session's saved locations; the same name is replaced.",
  input: z
    .object({
      name,
      region: z.string().trim().min(1).optional().describe('지역 이름, e.g. "서울 종로구" (lat/lon 대신)'),
      lat: z.number().min(-90).max(90).optional().describe('위도 (region 대신), e.g. 35.1796'),
      lon: z.number().min(-180).max(180).optional().describe('경도 (region 대신), e.g. 129.0756'),
    })
    .refine((args) => (args.region !== undefined) !== (args.lat !== undefined || args.lon !== undefined), {
      message: 'pass either region, or lat and lon',
      path: ['region'],
    })
    .refine((args) => args.region !== undefined || (args.lat !== undefined && args.lon !== undefined), {
      message: 'pass lat and lon together',
      path: ['lat'],
    }),
  output: LocationsOutput.extend({ location: SavedLocation }),
  kind: 'write',
  effect: 'set',
  run(args, { state, updateUser }) {
    let location: SavedLocation;
    if (args.region !== undefined) {
      const [match] = searchRegions({ rows: regionsFor(state.overlay).rows(), query: args.region });
      if (!match) {
        throw new ToolError(`"${args.region}" is not a 시도 or 시군구; find the name with kma_find_region_grid.`, {
          parameter: 'region',
        });
      }
      const { row } = match;
      location = {
        name: args.name,
        nx: row.nx,
        ny: row.ny,
        lat: row.lat,
        lon: row.lon,
        code: row.code,
        region: row.name,
      };
    } else {
      const point = { lat: args.lat ?? 0, lon: args.lon ?? 0 };
      const cell = toGrid(point);
      if (!inGrid(cell)) {
        throw new ToolError(
          `(${point.lat}, ${point.lon}) is outside the KMA grid; check that lat and lon are not swapped.`,
          {
            parameter: 'lat',
          },
        );
      }
      const nearest = nearestRegion({ overlay: state.overlay, ...point });
      location = { name: args.name, ...cell, ...point, code: '', region: nearest.row.name };
    }
    const current = state.user.savedLocations;
    const existing = current.find((entry) => entry.name === args.name);
    if (existing && JSON.stringify(existing) === JSON.stringify(location)) {
      return { savedLocations: [...current], changed: false, location };
    }
    if (!existing && current.length >= MAX_LOCATIONS) {
      throw new ToolError(
        `At most ${MAX_LOCATIONS} locations can be saved; remove one with kma_remove_location first.`,
        {
          parameter: 'name',
        },
      );
    }
    const savedLocations = existing
      ? current.map((entry) => (entry.name === args.name ? location : entry))
      : [...current, location];
    updateUser((user) => ({ ...user, savedLocations }));
    return { savedLocations, changed: true, location };
  },
});

export const removeLocation = kmaTool({
  name: 'kma_remove_location',
  title: '관심 지역 삭제',
  description: '관심 지역 삭제: 저장한 관심 지역을 이름으로 지웁니다.\nRemoves a saved location by name.',
  input: z.object({ name }),
  output: LocationsOutput,
  kind: 'write',
  effect: 'remove',
  run(args, { state, updateUser }) {
    const current = state.user.savedLocations;
    if (!current.some((entry) => entry.name === args.name)) {
      const names = current.map((entry) => entry.name).join(', ') || 'none saved';
      throw new ToolError(
        `No saved location is named "${args.name}" (saved: ${names}); read them with kma_list_saved_locations.`,
        {
          parameter: 'name',
        },
      );
    }
    const savedLocations = current.filter((entry) => entry.name !== args.name);
    updateUser((user) => ({ ...user, savedLocations }));
    return { savedLocations, changed: true };
  },
});

export const listSavedLocations = kmaTool({
  name: 'kma_list_saved_locations',
  title: '관심 지역 조회',
  description:
    '관심 지역 조회: 이 세션에 저장한 관심 지역과 격자(nx, ny). 격자로 바로 kma_get_short_range_forecast 등을 부를 수 있습니다.\n' +
    "Reads the session's saved locations with their grid cells.",
  input: z.object({}),
  output: LocationsOutput,
  kind: 'read',
  run: (_args, { state }) => ({ savedLocations: [...state.user.savedLocations], changed: false }),
});

export const LOCATION_TOOLS = [saveLocation, removeLocation, listSavedLocations];
