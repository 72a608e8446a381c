// The session's clock as the contents see it: a view depends on "now" only through which creation and
// modification times have passed, so every clock between two consecutive timestamps of the table sees
// the same view, and views can be shared by the latest timestamp at or before the clock.
import type { ContentRow } from '../data/content-row.ts';

/** The latest creation or modification time at or before `now` ('' when none is): comparing any of the
 *  rows' times with it gives the same answer as comparing with `now`. Undefined when a time is not a
 *  string (a patched row), which only the clock itself can stand for. */
export function settledClock(rows: readonly ContentRow[], now: string): string | undefined {
  let settled = '';
  for (const row of rows) {
    const { createdtime, modifiedtime } = row;
    if (typeof createdtime !== 'string' || typeof modifiedtime !== 'string') return undefined;
    if (createdtime <= now && createdtime > settled) settled = createdtime;
    if (modifiedtime <= now && modifiedtime > settled) settled = modifiedtime;
  }
  return settled;
}
