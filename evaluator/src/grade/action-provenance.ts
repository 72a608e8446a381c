// Provenance (DESIGN §5): a lookup is matched by any call of its tool whose result held what the next
// action passes (the corp_code, the school code), whatever wording found it, and a dependency is met
// when the value the dependent action passes had been read earlier in the session.
import type { SessionResult } from '@kopa/kit';
import type { GoldenAction } from '@kopa/tasks';
import { heldArgs, type ReadRecord, readRecords, scalarsOf, type WantedArgs } from './action-records.ts';

const squash = (text: string) => text.normalize('NFC').replace(/\s+/g, '').toLowerCase();

// A year, month or day (2026, 202607, 20260901, 2026-09-01) comes from the calendar, not from a
// record: a period the next action asks for often differs from the lookup's own, on purpose.
const CALENDAR = /^(?:19|20)\d{2}(?:-?(?:0[1-9]|1[0-2])(?:-?(?:0[1-9]|[12]\d|3[01]))?)?$/;

/**
 * The arguments of `dependent` that `lookup`'s output supplies: its values (a comma-joined list
 * gives one value per code) minus those the lookup itself was given, those the query states (a
 * model needs no lookup to know them), calendar values, and one-character values (a weekday, a
 * count), which any record may hold by chance.
 */
export function carriedArgs(options: { lookup: GoldenAction; dependent: GoldenAction; query: string }): WantedArgs {
  const own = new Set(scalarsOf(options.lookup.args));
  const query = squash(options.query);
  const wanted = new Map<string, Set<string>>();
  for (const [name, value] of Object.entries(options.dependent.args)) {
    const values = scalarsOf(value)
      .flatMap((text) => (/^[^,\s]+(?:,[^,\s]+)+$/.test(text) ? text.split(',') : [text]))
      .filter(
        (text) =>
          text.length > 1 && !CALENDAR.test(text) && !own.has(text) && !(query !== '' && query.includes(squash(text))),
      );
    if (values.length) wanted.set(name, new Set(values));
  }
  return wanted;
}

export const describeArgs = (wanted: WantedArgs, names?: readonly string[]) =>
  [...wanted]
    .filter(([name]) => !names || names.includes(name))
    .map(([name, values]) => `${name}=${[...values].join('/')}`)
    .join(', ');

export interface SessionReads {
  outputs: ReadonlyMap<number, Record<string, unknown>>;
  /** The wanted arguments the output of call `seq` holds in one record (the most of them). */
  held(seq: number, wanted: WantedArgs): string[];
  /** The earliest successful call before `before` whose output held any wanted argument. */
  readBefore(wanted: WantedArgs, before: number): { seq: number; held: string[] } | undefined;
}

export function createSessionReads(results: readonly SessionResult[]): SessionReads {
  const outputs = new Map(results.map((result) => [result.seq, result.output]));
  const ordered = [...outputs.keys()].sort((a, b) => a - b);
  const cache = new Map<number, ReadRecord[]>();
  const recordsOf = (seq: number) => {
    let records = cache.get(seq);
    if (!records) {
      const output = outputs.get(seq);
      records = output ? readRecords(output) : [];
      cache.set(seq, records);
    }
    return records;
  };
  const held = (seq: number, wanted: WantedArgs) => {
    if (wanted.size === 0) return [];
    let best: string[] = [];
    for (const record of recordsOf(seq)) {
      const names = heldArgs(record, wanted);
      if (names.length > best.length) best = names;
    }
    return best;
  };
  return {
    outputs,
    held,
    readBefore(wanted, before) {
      for (const seq of ordered) {
        if (seq >= before) break;
        const names = held(seq, wanted);
        if (names.length) return { seq, held: names };
      }
      return undefined;
    },
  };
}
