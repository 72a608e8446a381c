// The emulated KDIC upstream on data.go.kr (DESIGN §3.2): the real paths under /B190017/…, serviceKey (or
// ServiceKey) checked against the session's credentials with the gateway's real XML errors, the family A′
// envelope in JSON or XML, header codes 03/10/11, paging, and the session's clock and overlay.
import { checkKey, createListMemo, intParam, type ListMemo, type SimHandler } from '@kopa/kit';
import { koreanDate } from '../data/calendar.ts';
import type { KdicDataset, KdicRow } from '../data/index.ts';
import { MAX_ROWS, OPERATIONS, type OperationKey } from './operations.ts';
import { matches, QUERIES } from './sim-queries.ts';
import { gatewayError, headerError, okResponse } from './sim-respond.ts';

/** Key problems as the data.go.kr gateway reports them. */
const AUTH_CODES = { missing: '30', invalid: '30', expired: '31', revoked: '20' } as const;

export function createKdicSim(dataset: KdicDataset): SimHandler {
  const routes = new Map<string, OperationKey>();
  for (const [key, op] of Object.entries(OPERATIONS)) routes.set(`/${op.service}/${op.operation}`, key as OperationKey);
  // The rows of a table that exist on a day, per operation: a pure function of the table's list and
  // the day, the same for every session without an overlay (see createListMemo).
  const visibleMemos = new Map<OperationKey, ListMemo<KdicRow, readonly KdicRow[]>>();
  const visibleRows = (key: OperationKey) => {
    let memo = visibleMemos.get(key);
    if (!memo) {
      memo = createListMemo();
      visibleMemos.set(key, memo);
    }
    return memo;
  };

  return (request, context) => {
    const url = new URL(request.url);
    const key = routes.get(url.pathname.replace(/\/+$/, ''));
    if (!key) return gatewayError('12');
    const params = url.searchParams;
    const auth = checkKey(params.get('serviceKey') ?? params.get('ServiceKey'), context.credentials);
    if (auth !== 'ok') return gatewayError(AUTH_CODES[auth]);

    const op = OPERATIONS[key];
    const query = QUERIES[key];
    const xml = (params.get('resultType') ?? 'xml').trim().toLowerCase() !== 'json';
    const error = (code: string) => headerError({ op, code, xml });
    if (query.mandatory?.some((name) => !params.get(name))) return error('11');
    const pageNo = intParam(params.get('pageNo'), 1);
    const numOfRows = intParam(params.get('numOfRows'), 10);
    if (!(pageNo >= 1) || !(numOfRows >= 1) || numOfRows > MAX_ROWS) return error('10');

    const wanted: Array<{ filter: (typeof query.filters)[number]; value: string }> = [];
    for (const filter of query.filters) {
      const value = params.get(filter.param)?.trim() ?? '';
      if (value === '') continue;
      if (filter.pattern && !filter.pattern.test(value)) return error('10');
      wanted.push({ filter, value });
    }

    const today = koreanDate(context.now);
    const clock = { today, month: today.slice(0, 6) };
    const table = dataset.tables[query.table].withOverlay(context.overlay[query.table]);
    const all = table.rows();
    const visible = query.visible
      ? visibleRows(key)(all, today, () => all.filter((row) => query.visible?.(row, clock)))
      : all;
    const rows = visible.filter((row) => wanted.every(({ filter, value }) => matches({ row, filter, value })));
    if (rows.length === 0) return error('03');

    const start = (pageNo - 1) * numOfRows;
    const page = rows.slice(start, start + numOfRows).map((row, index) => {
      const shown = query.present ? query.present(row, clock) : row;
      return project({ row: shown, fields: op.fields, num: start + index + 1 });
    });
    return okResponse({ op, page: { rows: page, totalCount: rows.length, pageNo, numOfRows }, xml });
  };
}

function project(options: { row: KdicRow; fields: readonly string[]; num: number }): KdicRow {
  const item: KdicRow = {};
  for (const field of options.fields)
    item[field] = field === 'num' ? String(options.num) : String(options.row[field] ?? '');
  return item;
}
