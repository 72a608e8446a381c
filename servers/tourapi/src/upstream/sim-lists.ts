// The list operations over a session's view: areaBasedList2, locationBasedList2, searchKeyword2,
// searchFestival2, searchStay2 and areaBasedSyncList2, with the real filters, arrange orders and paging.
import { paginate } from '@kopa/kit';
import { type ContentRow, listItem } from '../data/content-row.ts';
import { distanceMetres } from '../data/format.ts';
import type { PageOut } from './envelope.ts';
import { compactTitle, compactTitlesOf, rowsWhere } from './sim-index.ts';
import type { Query } from './sim-params.ts';
import type { TourView } from './sim-view.ts';

type Handler = (query: Query, view: TourView) => PageOut;

/** Query parameter → content field, for the equality filters every list operation shares. */
const FILTERS: ReadonlyArray<readonly [string, string]> = [
  ['contentTypeId', 'contenttypeid'],
  ['areaCode', 'areacode'],
  ['sigunguCode', 'sigungucode'],
  ['cat1', 'cat1'],
  ['cat2', 'cat2'],
  ['cat3', 'cat3'],
  ['lDongRegnCd', 'lDongRegnCd'],
  ['lDongSignguCd', 'lDongSignguCd'],
  ['lclsSystm1', 'lclsSystm1'],
  ['lclsSystm2', 'lclsSystm2'],
  ['lclsSystm3', 'lclsSystm3'],
];

/** The equality filters a query sets, as [field, value]. */
function equalities(query: Query): Array<readonly [string, string]> {
  return FILTERS.flatMap(([param, field]) => {
    const value = query.get(param);
    return value === undefined ? [] : [[field, value] as const];
  });
}

function matcher(query: Query, extra?: (row: ContentRow) => boolean): (row: ContentRow) => boolean {
  const checks: Array<(row: ContentRow) => boolean> = [];
  for (const [field, value] of equalities(query)) checks.push((row) => row[field] === value);
  // modifiedtime is a date prefix (YYYY, YYYYMM or YYYYMMDD) of the content's last modification.
  const modified = query.get('modifiedtime');
  if (modified !== undefined) checks.push((row) => row.modifiedtime.startsWith(modified));
  if (extra) checks.push(extra);
  return (row) => checks.every((check) => check(row));
}

function pageOf(options: {
  query: Query;
  rows: readonly ContentRow[];
  project: (row: ContentRow) => Record<string, string>;
}) {
  const { query, rows } = options;
  return {
    rows: paginate(rows, query.page).map(options.project),
    totalCount: rows.length,
    pageNo: query.page.pageNo,
    numOfRows: query.page.numOfRows,
  };
}

/** The rows of an order that can match: the smallest bucket of the equality filters (and `also`, an
 *  equality the operation itself implies), or the whole order without any. */
function candidates(options: {
  order: readonly ContentRow[];
  query: Query;
  also?: ReadonlyArray<readonly [string, string]>;
}): readonly ContentRow[] {
  const { order, query } = options;
  let smallest = order;
  for (const [field, value] of [...equalities(query), ...(options.also ?? [])]) {
    const bucket = rowsWhere({ rows: order, field, value });
    if (bucket.length < smallest.length) smallest = bucket;
  }
  return smallest;
}

function listed(options: {
  query: Query;
  view: TourView;
  extra?: (row: ContentRow) => boolean;
  /** An equality `extra` implies (a content type), to narrow the scan; `extra` still decides. */
  implied?: readonly [string, string];
  /** The last check, made for a candidate list so that it can read columns aligned with the list. */
  last?: (rows: readonly ContentRow[]) => (row: ContentRow, position: number) => boolean;
  fields?: readonly string[];
}) {
  const { query, view } = options;
  const matches = matcher(query, options.extra);
  const order = view.sorted(query.get('arrange') ?? 'C');
  const possible = candidates({ order, query, also: options.implied ? [options.implied] : [] });
  const last = options.last?.(possible);
  const rows = possible.filter((row, position) => matches(row) && (!last || last(row, position)));
  return pageOf({ query, rows, project: (row) => listItem(row, options.fields) });
}

const areaBasedList2: Handler = (query, view) => listed({ query, view });

const searchKeyword2: Handler = (query, view) => {
  const keyword = (query.get('keyword') ?? '').replace(/\s+/g, '').toLowerCase();
  const last = (rows: readonly ContentRow[]) => {
    const titles = compactTitlesOf(rows);
    return (row: ContentRow, position: number) => (titles[position] ?? compactTitle(row)).includes(keyword);
  };
  return listed({ query, view, last });
};

const searchStay2: Handler = (query, view) =>
  listed({ query, view, extra: (row) => row.contenttypeid === '32', implied: ['contenttypeid', '32'] });

/** Events that run on at least one day of [eventStartDate, eventEndDate] (open-ended without an end). */
const searchFestival2: Handler = (query, view) => {
  const from = query.get('eventStartDate') ?? '';
  const to = query.get('eventEndDate');
  return listed({
    query,
    view,
    fields: ['eventstartdate', 'eventenddate'],
    implied: ['contenttypeid', '15'],
    extra: (row) =>
      row.contenttypeid === '15' && row.eventenddate >= from && (to === undefined || row.eventstartdate <= to),
  });
};

const locationBasedList2: Handler = (query, view) => {
  const centre = { lon: Number(query.get('mapX')), lat: Number(query.get('mapY')) };
  const radius = query.int('radius', 0);
  const arrange = query.get('arrange') ?? 'E';
  const matches = matcher(query);
  const distances = new Map<ContentRow, number>();
  for (const row of view.nearLatitude(centre.lat, radius)) {
    if (!matches(row)) continue;
    const dist = distanceMetres(centre, { lon: Number(row.mapx), lat: Number(row.mapy) });
    if (dist <= radius) distances.set(row, dist);
  }
  const nearby = [...distances.keys()];
  const rows =
    arrange === 'E' || arrange === 'S'
      ? nearby
          .filter((row) => arrange === 'E' || row.firstimage !== '')
          .sort(
            (a, b) => (distances.get(a) ?? 0) - (distances.get(b) ?? 0) || Number(a.contentid) - Number(b.contentid),
          )
      : view.sorted(arrange, nearby);
  return pageOf({ query, rows, project: (row) => ({ ...listItem(row), dist: String(distances.get(row) ?? 0) }) });
};

/** The sync list also shows withdrawn contents, with their showflag, so that a mirror can delete them. */
const areaBasedSyncList2: Handler = (query, view) => {
  const showflag = query.get('showflag');
  const old = query.get('oldContentid');
  const matches = matcher(
    query,
    (row) => (showflag === undefined || row.showflag === showflag) && (old === undefined || row.contentid === old),
  );
  const rows = candidates({ order: view.sorted(query.get('arrange') ?? 'C', view.all()), query }).filter(matches);
  return pageOf({ query, rows, project: (row) => listItem(row, ['showflag']) });
};

export const LIST_HANDLERS: Readonly<Record<string, Handler>> = {
  areaBasedList2,
  locationBasedList2,
  searchKeyword2,
  searchFestival2,
  searchStay2,
  areaBasedSyncList2,
};
