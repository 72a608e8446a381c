// Phase B's quality filters (paper Table 8) over the canonical record. Stage 1 drops real-time sources
// (a flagged tool, or an answer that changes when the trajectory reruns at a later clock) and
// linguistic anomalies; stage 2 drops queries that leak a value only a tool can provide.
import { DEFAULT_NOW } from '@kopa/kit';
import type { Executor, RejectionClass, SynthRecord, Universe } from '../shared/index.ts';

export type FilterResult = { ok: true } | { ok: false; class: RejectionClass; reason: string };

/** Reruns a record's calls at the given clock and returns each call's output, by call index. */
export type Rerun = (record: SynthRecord, now: string) => Promise<Record<string, unknown>[]>;

const OK: FilterResult = { ok: true };
const reject = (rejection: RejectionClass, reason: string): FilterResult => ({ ok: false, class: rejection, reason });
const KEY_TOOL = /_(get|renew)_api_key$/u;

// ---------------------------------------------------------------------------------------------
// Stage 1: real-time sources

/**
 * The clock shifts of the rerun: +3 h crosses the hourly and three-hourly issues (nowcasts, short-range
 * forecasts, live traffic), +24 h crosses "today" (meals of the day, the latest daily figures).
 */
export const CLOCK_SHIFTS_HOURS: readonly number[] = [3, 24];

/** `iso` moved by `hours`, written in the same UTC offset: ('2026-09-01T10:00:00+09:00', 27) → '2026-09-02T13:00:00+09:00'. */
export function shiftClock(iso: string, hours: number): string {
  const match = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|([+-])(\d{2}):(\d{2}))$/u.exec(iso);
  if (!match || Number.isNaN(Date.parse(iso))) {
    throw new Error(`shiftClock: "${iso}" is not ISO 8601 with an offset; write it like 2026-09-01T10:00:00+09:00`);
  }
  const [, , fraction, zone = 'Z', sign, offsetHours = '0', offsetMinutes = '0'] = match;
  const offset = zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  const wall = new Date(Date.parse(iso) + hours * 3_600_000 + offset * 60_000).toISOString();
  return `${wall.slice(0, fraction ? 23 : 19)}${zone}`;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/u;
/** Envelope bookkeeping that says nothing about the data (NEIS appends notices to resultMsg). */
const BOOKKEEPING = new Set(['resultMsg']);

/**
 * Where `after` differs from `before`, or undefined. Timestamps that moved by exactly the clock shift are
 * the session's own stamps (savedAt, appliedAt), not data, and count as equal.
 */
function difference(before: unknown, after: unknown, shiftMs: number, path = ''): string | undefined {
  const show = (value: unknown) => JSON.stringify(value)?.slice(0, 40) ?? 'nothing';
  if (before === after) return undefined;
  if (typeof before === 'string' && typeof after === 'string' && ISO_INSTANT.test(before) && ISO_INSTANT.test(after)) {
    if (Date.parse(after) - Date.parse(before) === shiftMs) return undefined;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return `${path || 'output'} has ${after.length} items, was ${before.length}`;
    for (const [index, item] of before.entries()) {
      const found = difference(item, after[index], shiftMs, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (isObject(before) && isObject(after) && !Array.isArray(before) && !Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) {
      if (BOOKKEEPING.has(key)) continue;
      const found = difference(before[key], after[key], shiftMs, path ? `${path}.${key}` : key);
      if (found) return found;
    }
    return undefined;
  }
  return `${path || 'output'} is ${show(after)}, was ${show(before)}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Rejects a record that calls a tool the universe flags real-time, or whose outputs change when the
 * trajectory reruns at `now` + each of CLOCK_SHIFTS_HOURS. Every call's output feeds the answer (assembly
 * keeps no idle calls) except the key calls', which only feed the auth parameter and are not compared.
 * `now` is the clock the record ran at: records carry none, so the servers' default clock.
 */
export async function realtimeFilter(
  record: SynthRecord,
  universe: Universe,
  rerun: Rerun,
  now: string = DEFAULT_NOW,
): Promise<FilterResult> {
  const tools = new Map(universe.tools.map((tool) => [tool.name, tool]));
  const live = record.calls.find((call) => tools.get(call.tool)?.realtime);
  if (live) return reject('realtime', `${live.id} calls ${live.tool}, which the server flags real-time`);
  for (const hours of CLOCK_SHIFTS_HOURS) {
    let outputs: Record<string, unknown>[];
    try {
      outputs = await rerun(record, shiftClock(now, hours));
    } catch (error) {
      return reject('execution', `rerun at +${hours} h failed: ${error instanceof Error ? error.message : error}`);
    }
    for (const [index, call] of record.calls.entries()) {
      if (KEY_TOOL.test(call.tool)) continue;
      const found = difference(call.output, outputs[index], hours * 3_600_000);
      if (found) return reject('realtime', `${call.id} ${call.tool} answers differently at +${hours} h: ${found}`);
    }
  }
  return OK;
}

/** A Rerun over the executor: the record's calls in order in one fresh session at `now`, with that session's keys. */
export function createRerun(options: { executor: Executor; universe: Universe }): Rerun {
  const authParams = new Map(
    options.universe.tools.flatMap((tool) =>
      tool.params.filter((param) => param.auth).map((param) => [tool.name, param.name]),
    ),
  );
  return async (record, now) => {
    const session = options.executor.session({ now });
    try {
      const outputs: Record<string, unknown>[] = [];
      for (const call of record.calls) {
        const args = { ...call.args };
        const auth = authParams.get(call.tool);
        if (auth && auth in args) args[auth] = await session.key(call.platform);
        const result = await session.call(call.tool, args);
        outputs.push(result.output ?? { isError: true, error: result.error, text: result.text });
      }
      return outputs;
    } finally {
      session.close();
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Stage 1: linguistic anomalies

const FOREIGN_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Cyrillic}\p{Script=Thai}]+/gu;

/** Runs of Han, Kana, Cyrillic or Thai characters in the text. */
export function foreignRuns(text: string): string[] {
  return text.normalize('NFC').match(FOREIGN_SCRIPTS) ?? [];
}

function stringsIn(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value.normalize('NFC'));
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (isObject(value)) for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/** Identifiers standing alone, not glued to Hangul or other letters (`법령ID` is a word, not a parameter). */
const LATIN_TOKEN = /(?<![\p{L}\p{N}_])[A-Za-z_][A-Za-z0-9_]+(?![\p{L}\p{N}_])/gu;

/**
 * Rejects a query with a run of Han, Kana, Cyrillic or Thai characters that no entity name contains (the
 * givens' values, the Cmp entities and the strings in the calls' outputs), or with a tool name or a
 * parameter name of the record's calls as a standalone token (given values are masked first).
 */
export function linguisticFilter(record: SynthRecord): FilterResult {
  const runs = foreignRuns(record.query);
  if (runs.length > 0) {
    const names = [...allowedValues(record).map(String), ...record.calls.flatMap((call) => stringsIn(call.output, []))];
    const stray = runs.find((run) => !names.some((name) => name.includes(run)));
    if (stray) return reject('linguistic', `query has "${stray}", which appears in no entity name or tool output`);
  }
  const identifiers = new Set(record.calls.flatMap((call) => [call.tool, ...Object.keys(call.args)]));
  const named = namedIdentifier({ text: record.query, identifiers, allowed: allowedValues(record) });
  if (named) return reject('linguistic', `query names the tool or parameter ${named}`);
  return OK;
}

/** The first of `identifiers` the text names as a standalone token, once the allowed values are masked. */
export function namedIdentifier(options: {
  text: string;
  identifiers: ReadonlySet<string>;
  allowed: ReadonlyArray<string | number>;
}): string | undefined {
  const { text, identifiers, allowed } = options;
  let masked = text;
  for (const value of allowed) masked = masked.split(String(value)).join(' ');
  return masked.match(LATIN_TOKEN)?.find((token) => identifiers.has(token));
}

// ---------------------------------------------------------------------------------------------
// Stage 2: answer leakage

/**
 * Text as compared for leakage: NFKC, lower case, thousands separators dropped (1,234 → 1234), and
 * whitespace dropped unless a digit touches it, so that `서울 종로구` matches `서울종로구` while
 * `2026 1234` and `12. 1234` keep their numbers apart.
 */
export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(?<=\d),(?=\d{3}(?!\d))/gu, '')
    .replace(/\s+/gu, (space, offset: number, whole: string) =>
      /\d/u.test(whole[offset - 1] ?? '') || /\d/u.test(whole[offset + space.length] ?? '') ? ' ' : '',
    );
}

/** A value's spellings: a number without its sign; a YYYYMMDD date also as 2026-05-12, 2026.05.12, 2026년 5월 12일. */
function spellings(value: string | number): string[] {
  const text = typeof value === 'number' ? String(Math.abs(value)) : normalizeForMatch(value);
  const date = /^(\d{4})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/u.exec(text);
  if (!date) return [text];
  const [, year, month, day] = date;
  const korean = (m: string, d: string) => `${year}년 ${m}월 ${d}일`;
  const separated = ['-', '.', '/'].map((separator) => [year, month, day].join(separator));
  return [text, ...separated, korean(month ?? '', day ?? ''), korean(String(Number(month)), String(Number(day)))];
}

/** Start offsets of `needle` in `text` where a number stays whole: no digit (or decimal part) glued on either side. */
function occurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  if (!needle) return found;
  for (let index = text.indexOf(needle); index >= 0; index = text.indexOf(needle, index + 1)) {
    const end = index + needle.length;
    const before = /^\d/u.test(needle) && /\d\.?$/u.test(text.slice(Math.max(0, index - 2), index));
    const after = /\d$/u.test(needle) && /^\.?\d/u.test(text.slice(end, end + 2));
    if (!before && !after) found.push(index);
  }
  return found;
}

/** Whether the normalized text states the value in any of its spellings. */
export function mentionsValue(normalizedText: string, value: string | number): boolean {
  return spellings(value).some((spelling) => occurrences(normalizedText, spelling).length > 0);
}

/** The values a query may state: the givens' values and the Cmp entities. */
function allowedValues(record: Pick<SynthRecord, 'plan'>): Array<string | number> {
  return [...record.plan.givens.map((given) => given.value), ...(record.plan.entities ?? [])];
}

/**
 * The values only a tool can provide: every bound value and every answer fact that is not also a given,
 * with where it comes from. The leakage filter checks them, and the LLM query writer is told them.
 */
export function forbiddenValues(
  record: Pick<SynthRecord, 'plan' | 'calls' | 'answer'>,
): Array<{ value: string | number; source: string }> {
  const allowed = new Set(allowedValues(record).map((value) => spellings(value)[0]));
  const forbidden: Array<{ value: string | number; source: string }> = [];
  for (const call of record.calls) {
    for (const binding of call.bindings) {
      const source = `${binding.from.call} (${binding.from.path} → ${call.id}.${binding.param})`;
      forbidden.push({ value: binding.value, source });
    }
  }
  for (const fact of record.answer.facts) forbidden.push({ value: fact.value, source: 'the answer' });
  return forbidden.filter((entry) => !allowed.has(spellings(entry.value)[0]));
}

/**
 * Rejects a query that states a forbidden value (see forbiddenValues) after normalizeForMatch. The givens'
 * own occurrences are masked first, so a value inside a given (가락 in 가락중학교) is no evidence; nor is
 * a value of one character after normalization (a single digit, Y/N), which any query may contain.
 */
export function leakageFilter(record: SynthRecord): FilterResult {
  const leak = findLeak({ text: record.query, allowed: allowedValues(record), forbidden: forbiddenValues(record) });
  return leak ? reject('leakage', `query states ${leak.value}, which ${leak.source} provides`) : OK;
}

/** The first forbidden value the text states, by the leakage filter's rule. */
export function findLeak<Entry extends { value: string | number }>(options: {
  text: string;
  allowed: ReadonlyArray<string | number>;
  forbidden: readonly Entry[];
}): Entry | undefined {
  const { text, allowed, forbidden } = options;
  let normalized = normalizeForMatch(text);
  const spelled = allowed.flatMap(spellings).sort((a, b) => b.length - a.length);
  for (const spelling of spelled) {
    for (const index of occurrences(normalized, spelling).reverse()) {
      normalized = `${normalized.slice(0, index)}\u0000${normalized.slice(index + spelling.length)}`;
    }
  }
  return forbidden.find(
    (entry) => (spellings(entry.value)[0] ?? '').length >= 2 && mentionsValue(normalized, entry.value),
  );
}

// ---------------------------------------------------------------------------------------------
// Both stages

export interface FilterReport {
  kept: SynthRecord[];
  rejected: Record<RejectionClass, number>;
  reasons: Array<{ id: string; class: RejectionClass; reason: string }>;
}

/** Stage 1 (real-time, then linguistic) and stage 2 (leakage) over every record; a record counts once, at its first rejection. */
export async function applyFilters(
  records: readonly SynthRecord[],
  options: { universe: Universe; rerun: Rerun; now?: string },
): Promise<FilterReport> {
  const report: FilterReport = {
    kept: [],
    rejected: { realtime: 0, linguistic: 0, leakage: 0, execution: 0, unanswerable: 0 },
    reasons: [],
  };
  for (const record of records) {
    let verdict = await realtimeFilter(record, options.universe, options.rerun, options.now);
    if (verdict.ok) verdict = linguisticFilter(record);
    if (verdict.ok) verdict = leakageFilter(record);
    if (verdict.ok) {
      report.kept.push(record);
    } else {
      report.rejected[verdict.class]++;
      report.reasons.push({ id: record.id, class: verdict.class, reason: verdict.reason });
    }
  }
  return report;
}
