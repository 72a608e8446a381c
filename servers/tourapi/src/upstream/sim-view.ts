// What one session's upstream sees: the contents table with the session's overlay, as of the session's clock
// (a content registered after "now" does not exist yet; a later modification is not visible yet), with the
// sort orders and indexes the list operations use built once per view.
import type { SimContext, Table } from '@kopa/kit';
import { LIST_FIELDS } from '../data/content-row.ts';
import { kstTimestamp } from '../data/format.ts';

/** Every field blank: an overlay row may name only some fields, and the operations read all of them. */
const BLANK: ContentRow = Object.fromEntries(
  [...LIST_FIELDS, 'showflag', 'eventstartdate', 'eventenddate'].map((field) => [field, '']),
) as ContentRow;

import type { ContentRow, TourDataset } from '../data/index.ts';

export interface TourView {
  dataset: TourDataset;
  /** The session's clock as a KST timestamp (YYYYMMDDhhmmss). */
  now: string;
  /** Every content that exists at `now`, withdrawn ones (showflag 0) included. */
  all(): readonly ContentRow[];
  /** The contents the list operations show (showflag 1). */
  shown(): readonly ContentRow[];
  get(contentid: string): ContentRow | undefined;
  /** Contents of the same 시군구, for the stops of a travel course. */
  neighbours(row: ContentRow): readonly ContentRow[];
  /** `shown()` in an arrange order (A title, C modified, D created; O/Q/R the same over contents with an image). */
  sorted(arrange: string, rows?: readonly ContentRow[]): readonly ContentRow[];
}

export function createViewCache(dataset: TourDataset) {
  const views = new Map<string, TourView>();
  return (context: SimContext): TourView => {
    const now = kstTimestamp(context.now);
    const overlay = context.overlay.contents;
    const key = `${now}|${overlay ? JSON.stringify(overlay) : ''}`;
    let view = views.get(key);
    if (!view) {
      if (views.size >= 16) views.clear();
      view = createView({ dataset, table: dataset.contents.withOverlay(overlay), now });
      views.set(key, view);
    }
    return view;
  };
}

function createView(options: { dataset: TourDataset; table: Table<ContentRow>; now: string }): TourView {
  const { now, table } = options;
  let all: ContentRow[] | undefined;
  let shown: ContentRow[] | undefined;
  let byId: Map<string, ContentRow> | undefined;
  let bySigungu: Map<string, ContentRow[]> | undefined;
  const orders = new Map<string, ContentRow[]>();
  const load = () => {
    all ??= table
      .rows()
      .map((row) => (row.title === undefined || row.createdtime === undefined ? { ...BLANK, ...row } : row))
      .filter((row) => row.createdtime <= now)
      .map((row) => (row.modifiedtime > now ? { ...row, modifiedtime: row.createdtime } : row));
    return all;
  };
  const view: TourView = {
    dataset: options.dataset,
    now,
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
      if (rows) return sortRows(base, withImage ? rows.filter((row) => row.firstimage !== '') : rows);
      let order = orders.get(arrange);
      if (!order) {
        order = sortRows(base, withImage ? view.shown().filter((row) => row.firstimage !== '') : view.shown());
        orders.set(arrange, order);
      }
      return order;
    },
  };
  return view;
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
