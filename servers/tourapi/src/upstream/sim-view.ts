// What one session's upstream sees: the contents table with the session's overlay, as of the session's clock
// (a content registered after "now" does not exist yet; a later modification is not visible yet), with the
// sort orders and indexes the list operations use built once per view.
import type { SimContext } from '@kopa/kit';
import { LIST_FIELDS } from '../data/content-row.ts';
import { kstTimestamp } from '../data/format.ts';
import { settledClock } from './sim-timeline.ts';

/** Every field blank, under an overlay row's own fields. */
const BLANK: ContentRow = Object.fromEntries(
  [...LIST_FIELDS, 'showflag', 'eventstartdate', 'eventenddate'].map((field) => [field, '']),
) as ContentRow;

import type { ContentRow, TourDataset } from '../data/index.ts';

export interface TourView {
  dataset: TourDataset;
  /** Every content that exists at `now`, withdrawn ones (showflag 0) included. */
  all(): readonly ContentRow[];
  /** The contents the list operations show (showflag 1). */
  shown(): readonly ContentRow[];
  get(contentid: string): ContentRow | undefined;
  /** Contents of the same 시군구, for the stops of a travel course. */
  neighbours(row: ContentRow): readonly ContentRow[];
  /** `shown()` in an arrange order (A title, C modified, D created; O/Q/R the same over contents with an image);
   *  given rows, those rows in that order. The orders of `shown()` and `all()` are built once per view. */
  sorted(arrange: string, rows?: readonly ContentRow[]): readonly ContentRow[];
  /** The shown contents whose latitude lies within `radius` metres of `latitude` (every content within
   *  `radius` of a point at that latitude is among them), in `shown()` order. */
  nearLatitude(latitude: number, radius: number): readonly ContentRow[];
}

const EARTH_RADIUS_METRES = 6_371_008.8;

export function createViewCache(dataset: TourDataset) {
  // The contents with one overlay and their settled clocks, by overlay; views by overlay and settled clock.
  const sources = new Map<string, { rows: readonly ContentRow[]; clocks: Map<string, string | undefined> }>();
  const views = new Map<string, TourView>();
  return (context: SimContext): TourView => {
    const overlay = context.overlay.contents;
    const overlayKey = overlay ? JSON.stringify(overlay) : '';
    let source = sources.get(overlayKey);
    if (!source) {
      if (sources.size >= 16) sources.clear();
      source = { rows: dataset.contents.withOverlay(overlay).rows().map(complete), clocks: new Map() };
      sources.set(overlayKey, source);
    }
    const now = kstTimestamp(context.now);
    if (!source.clocks.has(now)) {
      if (source.clocks.size >= 64) source.clocks.clear();
      source.clocks.set(now, settledClock(source.rows, now));
    }
    const clock = source.clocks.get(now) ?? now;
    const key = `${clock}|${overlayKey}`;
    let view = views.get(key);
    if (!view) {
      if (views.size >= 16) views.clear();
      view = createView({ dataset, rows: source.rows, now: clock });
      views.set(key, view);
    }
    return view;
  };
}

/** An overlay row may name only some fields, and the operations read all of them. */
const complete = (row: ContentRow): ContentRow =>
  row.title === undefined || row.createdtime === undefined ? { ...BLANK, ...row } : row;

function createView(options: { dataset: TourDataset; rows: readonly ContentRow[]; now: string }): TourView {
  const { now, rows } = options;
  let all: ContentRow[] | undefined;
  let shown: ContentRow[] | undefined;
  let byId: Map<string, ContentRow> | undefined;
  let bySigungu: Map<string, ContentRow[]> | undefined;
  const orders = new Map<string, ContentRow[]>();
  let byLatitude: { latitudes: Float64Array; positions: Int32Array } | undefined;
  const load = () => {
    all ??= rows
      .filter((row) => row.createdtime <= now)
      .map((row) => (row.modifiedtime > now ? { ...row, modifiedtime: row.createdtime } : row));
    return all;
  };
  const view: TourView = {
    dataset: options.dataset,
    all: load,
    shown() {
      shown ??= load().filter((row) => row.showflag !== '0');
      return shown;
    },
    get(contentid) {
      byId ??= new Map(load().map((row) => [row.contentid, row]));
      return byId.get(contentid);
    },
    neighbours(row) {
      if (!bySigungu) {
        bySigungu = new Map();
        for (const other of load()) {
          const key = `${other.areacode}:${other.sigungucode}`;
          const bucket = bySigungu.get(key);
          if (bucket) bucket.push(other);
          else bySigungu.set(key, [other]);
        }
      }
      return bySigungu.get(`${row.areacode}:${row.sigungucode}`) ?? [];
    },
    sorted(arrange, rows) {
      const base = 'AO'.includes(arrange) ? 'A' : 'DR'.includes(arrange) ? 'D' : 'C';
      const withImage = 'OQRS'.includes(arrange);
      const order = (of: readonly ContentRow[]) =>
        sortRows(base, withImage ? of.filter((row) => row.firstimage !== '') : of);
      const everything = rows !== undefined && rows === load();
      if (rows && !everything) return order(rows);
      const key = `${everything ? 'all' : 'shown'}:${arrange}`;
      let sorted = orders.get(key);
      if (!sorted) {
        sorted = order(everything ? load() : view.shown());
        orders.set(key, sorted);
      }
      return sorted;
    },
    nearLatitude(latitude, radius) {
      const shown = view.shown();
      if (!Number.isFinite(latitude)) return shown;
      byLatitude ??= latitudeIndex(shown);
      const { latitudes, positions } = byLatitude;
      // A great-circle distance is at least the latitude difference times the earth's radius; the
      // band is a little wider than that so rounding never drops a content within radius.
      const band = (radius / EARTH_RADIUS_METRES) * (180 / Math.PI) * 1.01 + 1e-6;
      const found: number[] = [];
      for (let at = firstAtLeast(latitudes, latitude - band); at < latitudes.length; at++) {
        if ((latitudes[at] as number) > latitude + band) break;
        found.push(positions[at] as number);
      }
      return found.sort((a, b) => a - b).map((position) => shown[position] as ContentRow);
    },
  };
  return view;
}

/** The rows' positions sorted by latitude; rows without a finite latitude are never within any radius. */
function latitudeIndex(rows: readonly ContentRow[]) {
  const entries: Array<[number, number]> = [];
  rows.forEach((row, position) => {
    const latitude = Number(row.mapy);
    if (Number.isFinite(latitude)) entries.push([latitude, position]);
  });
  entries.sort((a, b) => a[0] - b[0]);
  return {
    latitudes: Float64Array.from(entries, ([latitude]) => latitude),
    positions: Int32Array.from(entries, ([, position]) => position),
  };
}

function firstAtLeast(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Code-point order for titles (no locale), newest first for times; contentid breaks every tie. */
function sortRows(base: string, rows: readonly ContentRow[]): ContentRow[] {
  const field = base === 'A' ? 'title' : base === 'D' ? 'createdtime' : 'modifiedtime';
  const direction = base === 'A' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[field] ?? '';
    const y = b[field] ?? '';
    if (x !== y) return x < y ? -direction : direction;
    return (Number(a.contentid) - Number(b.contentid)) * direction;
  });
}
