// `allPages` stays strict: the records a query's calls read are counted by content, so that one page
// asked for at two page sizes (numOfRows=10 and numOfRows=20, both pageNo=1) counts its records once
// and never passes for the whole list. A record that repeats within one page counts as often as it
// repeats there.
import type { CallLogEntry } from '@kopa/kit';
import { canonicalJson, pageRecords } from './action-records.ts';

export interface PagesRead {
  read: number;
  total: number;
}

export function pagesRead(options: {
  calls: readonly CallLogEntry[];
  outputs: ReadonlyMap<number, Record<string, unknown>>;
}): PagesRead {
  const seen = new Map<string, number>();
  let total = 0;
  for (const call of options.calls) {
    const output = options.outputs.get(call.seq);
    const reported = call.totalCount ?? (typeof output?.totalCount === 'number' ? output.totalCount : 0);
    total = Math.max(total, reported);
    if (!output) continue;
    for (const [identity, count] of pageCounts(output)) seen.set(identity, Math.max(seen.get(identity) ?? 0, count));
  }
  let read = 0;
  for (const count of seen.values()) read += count;
  return { read, total };
}

// A shared (frozen) output is counted once, whichever session read it.
const counted = new WeakMap<object, Map<string, number>>();

/** Each record's content identity on one page, with how often it occurs there. */
function pageCounts(output: Record<string, unknown>): Map<string, number> {
  const kept = counted.get(output);
  if (kept) return kept;
  const onPage = new Map<string, number>();
  for (const record of pageRecords(output)) {
    const identity = canonicalJson(record);
    onPage.set(identity, (onPage.get(identity) ?? 0) + 1);
  }
  if (Object.isFrozen(output)) counted.set(output, onPage);
  return onPage;
}
