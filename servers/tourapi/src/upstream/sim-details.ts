// The detail operations: detailCommon2 (one item with overview/homepage), detailIntro2 (type-specific fields,
// only when contentTypeId is the content's own), detailInfo2 (repeated rows) and detailImage2 (the gallery).
// An unknown or not-yet-registered contentId gives an empty page, as the real service does.
import { paginate } from '@kopa/kit';
import { listItem } from '../data/content-row.ts';
import { commonExtras } from '../data/detail-common.ts';
import { introFields } from '../data/detail-intro.ts';
import { repeatRows } from '../data/detail-repeat.ts';
import { imageItem } from '../data/image-rows.ts';
import type { PageOut } from './envelope.ts';
import type { Query } from './sim-params.ts';
import type { TourView } from './sim-view.ts';

type Handler = (query: Query, view: TourView) => PageOut;

function pageOf(query: Query, rows: ReadonlyArray<Record<string, string>>): PageOut {
  return {
    rows: paginate(rows, query.page),
    totalCount: rows.length,
    pageNo: query.page.pageNo,
    numOfRows: query.page.numOfRows,
  };
}

const detailCommon2: Handler = (query, view) => {
  const row = view.get(query.get('contentId') ?? '');
  if (!row) return pageOf(query, []);
  return pageOf(query, [{ ...listItem(row), ...commonExtras({ seed: view.dataset.seed, row }) }]);
};

const detailIntro2: Handler = (query, view) => {
  const row = view.get(query.get('contentId') ?? '');
  if (!row || row.contenttypeid !== query.get('contentTypeId')) return pageOf(query, []);
  return pageOf(query, [introFields({ seed: view.dataset.seed, row })]);
};

const detailInfo2: Handler = (query, view) => {
  const row = view.get(query.get('contentId') ?? '');
  if (!row || row.contenttypeid !== query.get('contentTypeId')) return pageOf(query, []);
  return pageOf(query, repeatRows({ seed: view.dataset.seed, row, neighbours: view.neighbours(row) }));
};

const detailImage2: Handler = (query, view) => {
  const content = view.get(query.get('contentId') ?? '');
  if (!content) return pageOf(query, []);
  const imageYN = query.get('imageYN') ?? 'Y';
  const rows = view.dataset.images
    .where('contentid', content.contentid)
    .filter((row) => row.imageYN === imageYN)
    .map((row) => imageItem({ row, content }));
  return pageOf(query, rows);
};

export const DETAIL_HANDLERS: Readonly<Record<string, Handler>> = {
  detailCommon2,
  detailIntro2,
  detailInfo2,
  detailImage2,
};
