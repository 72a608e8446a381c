// Values for one parameter without an upstream tool: an enum pick, a date or time from the session
// clock in the format its description names, a value seen in sampled outputs (by field name), or the
// example its description gives.
import { DEFAULT_NOW, type Rng } from '@kopa/kit';
import type { ParamInfo, ToolInfo } from '../../shared/index.ts';
import { acceptValue } from '../universe.ts';

/** Values seen in sampled outputs, by exact field name; deduplicated, in insertion order. */
export type ValuePools = Map<string, Array<string | number>>;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
}

function wallClock(now: string): WallClock {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})/.exec(now);
  if (!match) throw new Error(`"${now}" is not an ISO 8601 date-time; pass e.g. ${DEFAULT_NOW}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), hour: Number(match[4]) };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function ymd(clock: WallClock, dayOffset: number, separator = ''): string {
  const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + dayOffset));
  return [date.getUTCFullYear(), pad(date.getUTCMonth() + 1), pad(date.getUTCDate())].join(separator);
}

function previousMonth(clock: WallClock): { year: number; month: number } {
  return clock.month === 1 ? { year: clock.year - 1, month: 12 } : { year: clock.year, month: clock.month - 1 };
}

const previousHour = (clock: WallClock) => pad(Math.max(0, clock.hour - 1));

/**
 * Formats named in descriptions, most specific first. Months are the previous month (monthly data is
 * published after the month ends), hours the previous full hour, and a date described as "어제 이전"
 * (yesterday or earlier) is yesterday.
 */
const CLOCK_FORMATS: ReadonlyArray<
  [RegExp, (clock: WallClock, description: string, match: RegExpExecArray) => string]
> = [
  [/YYYYMMDDHHMM/, (clock) => `${ymd(clock, 0)}${previousHour(clock)}00`],
  [/YYYYMMDD(\d{4})/, (clock, _description, match) => `${ymd(clock, 0)}${match[1]}`],
  [/YYYYMMDD/, (clock, description) => ymd(clock, /어제|yesterday/i.test(description) ? -1 : 0)],
  [/YYYY-MM-DD/, (clock) => ymd(clock, 0, '-')],
  [/YYYYMM/, (clock) => `${previousMonth(clock).year}${pad(previousMonth(clock).month)}`],
  [/YYYY-MM/, (clock) => `${previousMonth(clock).year}-${pad(previousMonth(clock).month)}`],
  [/YYYY/, (clock) => String(clock.year)],
  [/HHMM/, (clock) => `${previousHour(clock)}00`],
  [/\bMM\b/, (clock) => pad(previousMonth(clock).month)],
  [/\bHH\b|00~23/, (clock) => previousHour(clock)],
];

/** The same rules keyed on the pattern alone, for parameters whose description names no format. */
function clockFromPattern(param: ParamInfo, clock: WallClock): string | undefined {
  const pattern = param.pattern ?? '';
  if (pattern === '^\\d{8}$') return ymd(clock, 0);
  if (pattern === '^\\d{4}(0[1-9]|1[0-2])$') return `${previousMonth(clock).year}${pad(previousMonth(clock).month)}`;
  if (pattern === '^20\\d{2}$') return String(clock.year);
  if (pattern === '^\\d{4}$' && /year|yy$|yr$|^ay$/i.test(param.name)) return String(clock.year);
  if (pattern.includes('2[0-3]')) return previousHour(clock);
  return undefined;
}

function clockValue(param: ParamInfo, clock: WallClock): string | undefined {
  for (const [format, render] of CLOCK_FORMATS) {
    const match = format.exec(param.description);
    if (match) return render(clock, param.description, match);
  }
  return clockFromPattern(param, clock);
}

/** `e.g. 0010 경부선, "서울 종로구"` → ['0010 경부선', '0010', '서울 종로구']: whole pieces, then their first words. */
export function descriptionExamples(description: string): string[] {
  const match = /e\.g\.\s*(.+)$/s.exec(description);
  if (!match?.[1]) return [];
  const examples: string[] = [];
  for (const piece of match[1].split(/,|;|→|\bor\b|또는|\. /)) {
    const quoted = /["“]([^"”]+)["”]/.exec(piece);
    const text = (quoted?.[1] ?? piece.replace(/[()]/g, ' ')).trim();
    if (!text) continue;
    examples.push(text);
    const first = text.split(/\s+/)[0];
    if (first && first !== text) examples.push(first);
  }
  return examples;
}

const canonical = new Map<string, string>();

/** A name without case and underscores: `contentid` = `contentId`, `jmcd` = `jmCd`. */
export function looseName(name: string): string {
  let result = canonical.get(name);
  if (result === undefined) {
    result = name.toLowerCase().replace(/[^a-z0-9가-힣]/g, '');
    canonical.set(name, result);
  }
  return result;
}

/** Words of a description, a Latin word ending where Hangul starts (`law_get_precedent의`). */
const descriptionWords = (text: string) =>
  new Set(text.split(/[^가-힣A-Za-z0-9_]+|(?<=[A-Za-z0-9_])(?=[가-힣])/).filter((word) => word.length >= 2));

/**
 * Pools that may hold a parameter's values, best first: its exact name, the same name up to case and
 * underscores, a field its description names (`ID: 판례일련번호`), a name it ends with
 * (`iStartUnitCode` ← `unitCode`).
 */
function candidatePools(param: ParamInfo, pools: ValuePools): Array<Array<string | number>> {
  const found = candidateKeys(param, pools).map((key) => pools.get(key));
  return found.filter((pool): pool is Array<string | number> => pool !== undefined && pool.length > 0);
}

/** Candidate keys per pools and parameter, valid while the pools hold as many keys (they only grow). */
const keyCache = new WeakMap<ValuePools, { size: number; keys: WeakMap<ParamInfo, string[]> }>();

function candidateKeys(param: ParamInfo, pools: ValuePools): string[] {
  let cache = keyCache.get(pools);
  if (!cache || cache.size !== pools.size) {
    cache = { size: pools.size, keys: new WeakMap() };
    keyCache.set(pools, cache);
  }
  let keys = cache.keys.get(param);
  if (!keys) {
    const target = looseName(param.name);
    const words = descriptionWords(param.description);
    const all = [...pools.keys()];
    keys = [
      param.name,
      ...all.filter((key) => looseName(key) === target),
      ...all.filter((key) => words.has(key)),
      ...all.filter((key) => looseName(key).length >= 4 && target.endsWith(looseName(key))),
    ];
    cache.keys.set(param, keys);
  }
  return keys;
}

/** The first example in the description that the parameter accepts. */
export function exampleValue(tool: ToolInfo, param: ParamInfo): string | number | boolean | undefined {
  for (const example of descriptionExamples(param.description)) {
    const accepted = acceptValue(tool, param, example);
    if (accepted !== undefined) return accepted;
  }
  return undefined;
}

/** One value for a parameter: enum pick, clock-derived date or time, pool value, or described example. */
export function seedValue(options: {
  tool: ToolInfo;
  param: ParamInfo;
  pools: ValuePools;
  rng: Rng;
  now?: string;
}): string | number | boolean | undefined {
  const { tool, param, pools, rng } = options;
  if (param.enum?.length) return acceptValue(tool, param, rng.pick(param.enum));
  const fromClock = clockValue(param, wallClock(options.now ?? DEFAULT_NOW));
  const timed = fromClock === undefined ? undefined : acceptValue(tool, param, fromClock);
  if (timed !== undefined) return timed;
  for (const pool of candidatePools(param, pools)) {
    const accepted = pool.map((value) => acceptValue(tool, param, value)).filter((value) => value !== undefined);
    if (accepted.length > 0) return rng.pick(accepted);
  }
  return exampleValue(tool, param);
}
