// The four operations of MidFcstInfoService (중기예보): 전망 text by station, 육상 and 해상
// forecasts by 구역 regId, and 기온 by city regId, for an issue (tmFc 06시/18시) of the last 24 hours.

import { isMidIssueTime, parseBase } from '../data/issues.ts';
import { DAY_MS } from '../data/kst.ts';
import { KmaStatus } from './codes.ts';
import { required } from './sim-params.ts';
import type { KmaView } from './sim-view.ts';
import type { Operation } from './sim-vilage.ts';

type Row = Record<string, unknown>;

function issueOf(params: URLSearchParams, now: number): { issue: number; tmFc: string } {
  const tmFc = required(params, 'tmFc');
  const issue = /^\d{12}$/.test(tmFc) ? parseBase(tmFc.slice(0, 8), tmFc.slice(8)) : undefined;
  if (issue === undefined || issue < now - DAY_MS) throw new KmaStatus('10');
  if (!isMidIssueTime(issue) || issue > now) throw new KmaStatus('03');
  return { issue, tmFc };
}

/** One item per request; the overlay (key `<tmFc>-<regId or stnId>`) may replace its fields. */
function single(options: {
  view: KmaView;
  table: string;
  tmFc: string;
  idField: 'regId' | 'stnId';
  id: string;
  item: Row | undefined;
}): Row[] {
  const { view, table, tmFc, idField, id, item } = options;
  const rows = view.overlaid({
    table,
    rows: item ? [{ tmFc, ...item, [idField]: id }] : [],
    key: (row) => `${row.tmFc}-${row[idField]}`,
    scope: { tmFc, [idField]: id },
  });
  // tmFc and stnId are request parameters, not fields of the real items.
  return rows.map(({ tmFc: _tmFc, ...row }) => {
    if (idField === 'stnId') delete row.stnId;
    return row;
  });
}

function regionOperation(table: string, read: (view: KmaView, regId: string, issue: number) => Row | undefined) {
  const operation: Operation = (params, view) => {
    const { issue, tmFc } = issueOf(params, view.now);
    const regId = required(params, 'regId');
    return single({ view, table, tmFc, idField: 'regId', id: regId, item: read(view, regId, issue) });
  };
  return operation;
}

export const MID_OPERATIONS: Record<string, Operation> = {
  getMidFcst(params, view) {
    const { issue, tmFc } = issueOf(params, view.now);
    const stnId = required(params, 'stnId');
    const wfSv = view.dataset.midOutlook(stnId, issue);
    return single({ view, table: 'midFcst', tmFc, idField: 'stnId', id: stnId, item: wfSv ? { wfSv } : undefined });
  },
  getMidLandFcst: regionOperation('midLandFcst', (view, regId, issue) => view.dataset.midLand(regId, issue)),
  getMidTa: regionOperation('midTa', (view, regId, issue) => view.dataset.midTa(regId, issue)),
  getMidSeaFcst: regionOperation('midSeaFcst', (view, regId, issue) => view.dataset.midSea(regId, issue)),
};
