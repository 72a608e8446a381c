// The list operations over a session's view: areaBasedList2, locationBasedList2, searchKeyword2,
// searchFestival2, searchStay2 and areaBasedSyncList2, with the real filters, arrange orders and paging.
import { paginate } from '@kopa/kit';
import { type ContentRow, listItem } from '../data/content-row.ts';
import { distanceMetres } from '../data/format.ts';
import type { PageOut } from './envelope.ts';
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

function matcher(query: Query, extra?: (row: ContentRow) => boolean): (row: ContentRow) => boolean {
  const checks: Array<(row: ContentRow) => boolean> = [];
  for (const [param, field] of FILTERS) {
    const value = query.get(param);
    if (value !== undefined) checks.push((row) => row[field] === value);
  }
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

function listed(options: {
  query: Query;
  view: TourView;
  extra?: (row: ContentRow) => boolean;
  fields?: readonly string[];
}) {
  const { query, view } = options;
  const matches = matcher(query, options.extra);
  const rows = view.sorted(query.get('arrange') ?? 'C').filter(matches);
  return pageOf({ query, rows, project: (row) => listItem(row, options.fields) });
}

const areaBasedList2: Handler = (query, view) => listed({ query, view });

const searchKeyword2: Handler = (query, view) => {
  const keyword = (query.get('keyword') ?? '').replace(/\s+/g, '').toLowerCase();
  return listed({ query, view, extra: (row) => row.title.replace(/\s+/g, '').toLowerCase().includes(keyword) });
};

const searchStay2: Handler = (query, view) => listed({ query, view, extra: (row) => row.contenttypeid === '32' });

/** Events that run on at least one day of [eventStartDate, eventEndDate] (open-ended without an end). */
const searchFestival2: Handler = (query, view) => {
  const from = query.get('eventStartDate') ?? '';
  const to = query.get('eventEndDate');
  return listed({
    query,
    view,
    fields: ['eventstartdate', 'eventenddate'],
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
  for (const row of view.shown()) {
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
  const rows = view.sorted(query.get('arrange') ?? 'C', view.all()).filter(matches);
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
