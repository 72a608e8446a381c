// The deterministic KMA dataset behind the offline emulation: the real region and 중기 code tables,
// and the synthetic weather read as nowcasts and forecasts for any grid cell and issue. Forecast
// items are computed per request (they depend on the clock); sample tables at the default clock
// guard the weather model against drift.
import { DEFAULT_NOW, defineTable, hashSeed, type Table } from '@kopa/kit';
import { latestIssue, latestMidIssue, type Product } from './issues.ts';
import { createMidTables, type MidTables } from './mid-regions.ts';
import { midLandItem, midSeaItem, midTaItem, outlookText } from './mid-rows.ts';
import { createRegionTable, type RegionRow } from './regions.ts';
import {
  type Cell,
  type FcstItem,
  type NcstItem,
  ncstItems,
  ultraItems,
  versionOf,
  vilageItems,
} from './vilage-rows.ts';

export const DEFAULT_KMA_SEED = 'kopa-kma-v1';

/** The sea area whose waves a 중기전망 station's text mentions (inland 충북 and 전국 have none). */
const OUTLOOK_SEA: Record<string, string> = {
  '109': '12A20000',
  '105': '12C20000',
  '133': '12A20000',
  '146': '12A30000',
  '156': '12B10000',
  '143': '12C10000',
  '159': '12B20000',
  '184': '12B10500',
};

type Item = Record<string, unknown>;

const REMEMBERED_ISSUES = 48;

/** Items of one product by cell and issue, kept for the latest few answers: they are a pure function
 *  of the dataset's seed, the cell and the issue, and a model reads them page by page. Frozen, as
 *  every caller shares them. */
function remembered<R extends Item>(build: (cell: Cell, issue: number) => R[]): (cell: Cell, issue: number) => R[] {
  const cache = new Map<string, R[]>();
  return (cell, issue) => {
    const key = `${cell.nx}:${cell.ny}:${issue}`;
    let items = cache.get(key);
    if (items) {
      cache.delete(key);
    } else {
      items = build(cell, issue);
      for (const item of items) Object.freeze(item);
      Object.freeze(items);
      if (cache.size >= REMEMBERED_ISSUES) cache.delete(cache.keys().next().value as string);
    }
    cache.set(key, items);
    return items;
  };
}

export interface KmaDataset extends MidTables {
  seed: string;
  regions: Table<RegionRow>;
  ncst(cell: Cell, issue: number): NcstItem[];
  ultra(cell: Cell, issue: number): FcstItem[];
  vilage(cell: Cell, issue: number): FcstItem[];
  version(product: Product, issue: number): string;
  midLand(regId: string, issue: number): Item | undefined;
  midTa(regId: string, issue: number): Item | undefined;
  midSea(regId: string, issue: number): Item | undefined;
  midOutlook(stnId: string, issue: number): string | undefined;
  /** Forecasts of every 시도 centre at the default clock, for the drift snapshot. */
  samples: Record<'ncst' | 'ultra' | 'vilage' | 'mid', Table<Item>>;
  hashes(): Record<string, string>;
}

export function createKmaDataset(seed: string = DEFAULT_KMA_SEED): KmaDataset {
  const number = hashSeed(seed);
  const regions = createRegionTable();
  const mid = createMidTables(regions);

  const dataset: Omit<KmaDataset, 'samples' | 'hashes'> = {
    seed,
    regions,
    ...mid,
    ncst: remembered((cell, issue) => ncstItems(number, cell, issue)),
    ultra: remembered((cell, issue) => ultraItems(number, cell, issue)),
    vilage: remembered((cell, issue) => vilageItems(number, cell, issue)),
    version: (product, issue) => versionOf(number, product, issue),
    midLand(regId, issue) {
      const region = mid.land.get(regId);
      return region && midLandItem(number, regId, region, issue);
    },
    midTa(regId, issue) {
      const region = mid.temperature.get(regId);
      return region && midTaItem(number, regId, region, issue);
    },
    midSea(regId, issue) {
      const region = mid.sea.get(regId);
      return region && midSeaItem(number, regId, region, issue);
    },
    midOutlook(stnId, issue) {
      const station = mid.outlook.get(stnId);
      if (!station) return undefined;
      const cells = stnId === '108' ? mid.land.rows() : mid.land.where('stnId', stnId);
      const sea = OUTLOOK_SEA[stnId] ? mid.sea.get(OUTLOOK_SEA[stnId]) : undefined;
      return outlookText({
        seed: number,
        issue,
        cells: cells.length > 0 ? cells : [station],
        ...(sea ? { sea: { name: sea.name, cell: sea } } : {}),
      });
    },
  };

  const now = Date.parse(DEFAULT_NOW);
  const sidoCells = () => regions.where('level', 1);
  const sample = (name: string, build: () => Item[]) =>
    defineTable<Item>({ name: `kma.sample.${name}`, key: (row) => JSON.stringify(row), build });
  const samples = {
    ncst: sample('ncst', () => sidoCells().flatMap((row) => dataset.ncst(row, latestIssue('ncst', now)))),
    ultra: sample('ultra', () => sidoCells().flatMap((row) => dataset.ultra(row, latestIssue('ultra', now)))),
    vilage: sample('vilage', () => sidoCells().flatMap((row) => dataset.vilage(row, latestIssue('vilage', now)))),
    mid: sample('mid', () => {
      const issue = latestMidIssue(now);
      return [
        ...mid.land.rows().map((row) => dataset.midLand(row.regId, issue) ?? {}),
        ...mid.temperature.rows().map((row) => dataset.midTa(row.regId, issue) ?? {}),
        ...mid.sea.rows().map((row) => dataset.midSea(row.regId, issue) ?? {}),
        ...mid.outlook.rows().map((row) => ({ stnId: row.stnId, wfSv: dataset.midOutlook(row.stnId, issue) })),
      ];
    }),
  };

  return {
    ...dataset,
    samples,
    hashes() {
      const tables: Array<Table<Item>> = [
        regions,
        mid.land,
        mid.temperature,
        mid.sea,
        mid.outlook,
        samples.ncst,
        samples.ultra,
        samples.vilage,
        samples.mid,
      ];
      return Object.fromEntries(tables.map((table) => [table.name, table.hash()]));
    },
  };
}

export type { RegionRow } from './regions.ts';
export type { Cell, FcstItem, NcstItem } from './vilage-rows.ts';
