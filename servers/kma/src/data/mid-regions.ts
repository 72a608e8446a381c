// The 중기예보 구역 and 지점 codes (육상 regId, 기온 regId, 해상 regId, 전망 stnId) with the grid
// cell each one is read at: the region's centre from the grid spreadsheet, or the sea point.
import { defineTable, type Table } from '@kopa/kit';
import { toGrid } from './grid.ts';
import reference from './mid-regions.json' with { type: 'json' };
import type { RegionRow } from './regions.ts';

export interface MidLandRegion extends Record<string, unknown> {
  regId: string;
  name: string;
  /** The 중기전망 station (getMidFcst stnId) of the area. */
  stnId: string;
  nx: number;
  ny: number;
}

export interface MidTaRegion extends Record<string, unknown> {
  regId: string;
  name: string;
  /** The 육상 구역 the city belongs to. */
  landRegId: string;
  nx: number;
  ny: number;
}

export interface MidSeaRegion extends Record<string, unknown> {
  regId: string;
  name: string;
  lat: number;
  lon: number;
  nx: number;
  ny: number;
}

export interface MidOutlookStation extends Record<string, unknown> {
  stnId: string;
  name: string;
  nx: number;
  ny: number;
}

interface Reference {
  land: Array<{ regId: string; name: string; stnId: string; region: string }>;
  temperature: Array<{ regId: string; name: string; landRegId: string; region: string }>;
  sea: Array<{ regId: string; name: string; lat: number; lon: number }>;
  outlook: Array<{ stnId: string; name: string; region: string }>;
}

const data = reference as Reference;

export interface MidTables {
  land: Table<MidLandRegion>;
  temperature: Table<MidTaRegion>;
  sea: Table<MidSeaRegion>;
  outlook: Table<MidOutlookStation>;
}

/** The mid-term tables, resolving each "시도|시군구" reference against the region table. */
export function createMidTables(regions: Table<RegionRow>): MidTables {
  const cellOf = (reference: string) => {
    const [sido = '', sigungu = ''] = reference.split('|');
    const row = regions.where('sido', sido).find((candidate) => candidate.sigungu === sigungu);
    if (!row) throw new Error(`mid-regions.json refers to an unknown region ${reference}`);
    return { nx: row.nx, ny: row.ny };
  };
  return {
    land: defineTable<MidLandRegion>({
      name: 'kma.midLandRegions',
      key: 'regId',
      build: () => data.land.map(({ region, ...row }) => ({ ...row, ...cellOf(region) })),
    }),
    temperature: defineTable<MidTaRegion>({
      name: 'kma.midTaRegions',
      key: 'regId',
      build: () => data.temperature.map(({ region, ...row }) => ({ ...row, ...cellOf(region) })),
    }),
    sea: defineTable<MidSeaRegion>({
      name: 'kma.midSeaRegions',
      key: 'regId',
      build: () => data.sea.map((row) => ({ ...row, ...toGrid(row) })),
    }),
    outlook: defineTable<MidOutlookStation>({
      name: 'kma.midOutlookStations',
      key: 'stnId',
      build: () => data.outlook.map(({ region, ...row }) => ({ ...row, ...cellOf(region) })),
    }),
  };
}
