// Shared pieces of the KMA tools: the typed tool factory, the default issue (the latest one the
// API serves at the session clock), and the reference tables the local lookup tools read.
import { type Overlay, type Table, ToolError, toolFactory } from '@kopa/kit';
import { latestIssue, latestMidIssue, type Product } from '../data/issues.ts';
import { hm, ymd } from '../data/kst.ts';
import { createMidTables, type MidTables } from '../data/mid-regions.ts';
import { createRegionTable, type RegionRow } from '../data/regions.ts';
import type { KmaUser } from '../schemas.ts';
import type { KmaClient } from '../upstream/client.ts';

export const kmaTool = toolFactory<KmaClient, KmaUser>();

export const GENERIC = ['serviceKey', 'pageNo', 'numOfRows', 'dataType'] as const;
export const PAGING = { page: 'pageNo', size: 'numOfRows', max: 1000 } as const;

/** base_date/base_time as given, or the latest issue served at `now` when both are omitted. */
export function baseOf(options: {
  product: Product;
  now: Date;
  base_date?: string | undefined;
  base_time?: string | undefined;
}): { base_date: string; base_time: string } {
  const { product, now, base_date, base_time } = options;
  if (base_date !== undefined && base_time !== undefined) return { base_date, base_time };
  if (base_date !== undefined || base_time !== undefined) {
    throw new ToolError('Pass base_date and base_time together, or omit both to get the latest issue.', {
      parameter: base_date === undefined ? 'base_date' : 'base_time',
    });
  }
  const issue = latestIssue(product, now.getTime());
  return { base_date: ymd(issue), base_time: hm(issue) };
}

/** tmFc as given, or the latest 중기 issue (06시/18시) at `now`. */
export function tmFcOf(now: Date, tmFc: string | undefined): string {
  if (tmFc !== undefined) return tmFc;
  const issue = latestMidIssue(now.getTime());
  return `${ymd(issue)}${hm(issue)}`;
}

let regionTable: Table<RegionRow> | undefined;
let midTables: MidTables | undefined;

/** The grid spreadsheet's regions, with the session's `regions` overlay applied. */
export function regionsFor(overlay: Overlay): Table<RegionRow> {
  regionTable ??= createRegionTable();
  return regionTable.withOverlay(overlay.regions);
}

export function midReference(): MidTables {
  regionTable ??= createRegionTable();
  midTables ??= createMidTables(regionTable);
  return midTables;
}

/** Plain rows for the output (the table rows are shared and must not leak mutable references). */
export const regionItem = (row: RegionRow) => ({
  code: row.code,
  sido: row.sido,
  sigungu: row.sigungu,
  level: row.level,
  name: row.name,
  lat: row.lat,
  lon: row.lon,
  nx: row.nx,
  ny: row.ny,
  kmaNx: row.kmaNx,
  kmaNy: row.kmaNy,
});
