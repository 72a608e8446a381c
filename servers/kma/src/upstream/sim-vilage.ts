// The four operations of VilageFcstInfoService_2.0: 초단기실황, 초단기예보, 단기예보 for a grid
// cell and an issue the session clock has reached, and 예보버전 for a file type and instant.
import { latestIssue, parseBase } from '../data/issues.ts';
import { hm, ymd } from '../data/kst.ts';
import { FTYPES } from '../data/vilage-rows.ts';
import { KmaStatus } from './codes.ts';
import { gridOf, issueOf, required } from './sim-params.ts';
import { fcstKey, type KmaView, ncstKey } from './sim-view.ts';

type Row = Record<string, unknown>;
export type Operation = (params: URLSearchParams, view: KmaView) => Row[];

function forecastOperation(product: 'ultra' | 'vilage', table: string): Operation {
  return (params, view) => {
    const issue = issueOf({ params, product, now: view.now });
    const cell = gridOf(params);
    const rows = product === 'ultra' ? view.dataset.ultra(cell, issue) : view.dataset.vilage(cell, issue);
    return view.overlaid({
      table,
      rows,
      key: fcstKey,
      scope: { baseDate: ymd(issue), baseTime: hm(issue), nx: cell.nx, ny: cell.ny },
    });
  };
}

export const VILAGE_OPERATIONS: Record<string, Operation> = {
  getUltraSrtNcst(params, view) {
    const issue = issueOf({ params, product: 'ncst', now: view.now });
    const cell = gridOf(params);
    const rows = view.dataset.ncst(cell, issue);
    return view.overlaid({
      table: 'ultraSrtNcst',
      rows,
      key: ncstKey,
      scope: { baseDate: ymd(issue), baseTime: hm(issue), nx: cell.nx, ny: cell.ny },
    });
  },
  getUltraSrtFcst: forecastOperation('ultra', 'ultraSrtFcst'),
  getVilageFcst: forecastOperation('vilage', 'vilageFcst'),
  getFcstVersion(params, view) {
    const ftype = required(params, 'ftype').toUpperCase();
    const product = FTYPES[ftype];
    if (!product) throw new KmaStatus('10');
    const stamp = required(params, 'basedatetime');
    const at = /^\d{12}$/.test(stamp) ? parseBase(stamp.slice(0, 8), stamp.slice(8)) : undefined;
    if (at === undefined) throw new KmaStatus('10');
    if (at > view.now) throw new KmaStatus('03');
    // The version in force at that instant: the latest file of the type published by then.
    return [{ filetype: ftype, version: view.dataset.version(product, latestIssue(product, at)) }];
  },
};
