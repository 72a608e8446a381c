// Grounding: a fact counts only if this session read it. A read fact's own value must be in one of
// the session's successful tool results; a computed fact (a sum, a share, a count) needs most of the
// evidence its recipe read (at least half of those records). A correct answer with no calls, with a
// wrong key (every call failed) or with calls that could not have produced it scores nothing.
import { asGradedFact } from './fact-kinds.ts';
import type { Fact } from './schema.ts';

export interface Observed {
  /** Every string the session read, squashed (NFC, no spaces, lower case). */
  strings: string[];
  numbers: Set<number>;
  /** Dates as YYYYMMDD and times as HHMM, from any string the session read. */
  digits: Set<string>;
  /** The whole text, for substring checks. */
  corpus: string;
}

const squash = (text: string) => text.normalize('NFC').replace(/\s+/g, '').toLowerCase();

/** What one string read contributes: its squashed form, the numbers and the date/time digits in it. */
interface StringFacts {
  squashed: string;
  numbers: number[];
  digits: string[];
}

function factsOf(value: string): StringFacts {
  const squashed = squash(value);
  // Without a digit a text holds no number, date, time or phone number.
  if (squashed === '' || !/\d/.test(value)) return { squashed, numbers: [], digits: [] };
  const numbers: number[] = [];
  const digits: string[] = [];
  const amount = Number(squashed.replace(/,/g, ''));
  if (Number.isFinite(amount)) numbers.push(amount);
  // Numbers inside short texts ("1,490원", "4교시"); long texts are searched as text.
  if (squashed.length <= 60)
    for (const match of squashed.matchAll(/-?\d[\d,]*(?:\.\d+)?/g)) numbers.push(Number(match[0].replace(/,/g, '')));
  for (const match of value.matchAll(/(\d{4})[-./]?(\d{2})[-./]?(\d{2})/g))
    digits.push(`${match[1]}${match[2]}${match[3]}`);
  for (const match of value.matchAll(/(?<!\d)(\d{1,2}):?([0-5]\d)(?::?[0-5]\d)?(?!\d)/g))
    digits.push(`${match[1]?.padStart(2, '0')}${match[2]}`);
  const phone = value.replace(/[^\d]/g, '');
  if (/^0\d{8,10}$/.test(phone)) digits.push(phone);
  return { squashed, numbers, digits };
}

// The same strings come back in rollout after rollout (the same records, names and dates), so what
// each short one contributes is kept, up to a bound; it depends on the string alone.
const FACTS_CACHE_MAX = 200_000;
const FACTS_CACHED_LENGTH = 1024;
const factsCache = new Map<string, StringFacts>();

function cachedFacts(value: string): StringFacts {
  if (value.length > FACTS_CACHED_LENGTH) return factsOf(value);
  let facts = factsCache.get(value);
  if (!facts) {
    facts = factsOf(value);
    if (factsCache.size >= FACTS_CACHE_MAX) factsCache.clear();
    factsCache.set(value, facts);
  }
  return facts;
}

export function observe(outputs: Iterable<unknown>): Observed {
  const strings: string[] = [];
  const numbers = new Set<number>();
  const digits = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 12 || value === null || value === undefined) return;
    if (typeof value === 'number') {
      numbers.add(value);
      return;
    }
    if (typeof value === 'string') {
      const facts = cachedFacts(value);
      if (facts.squashed === '') return;
      strings.push(facts.squashed);
      for (const number of facts.numbers) numbers.add(number);
      for (const digit of facts.digits) digits.add(digit);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (typeof value === 'object') for (const item of Object.values(value)) visit(item, depth + 1);
  };
  for (const output of outputs) visit(output, 0);
  return { strings, numbers, digits, corpus: strings.join('\u0000') };
}

/** The value was read, in the form its kind allows. */
export function wasRead(observed: Observed, value: number | string, kind: Fact['kind'], tolerance = 0): boolean {
  if (typeof value === 'number' || kind === 'number') {
    const target = Number(value);
    if (observed.numbers.has(target)) return true;
    for (const seen of observed.numbers) if (Math.abs(seen - target) <= tolerance + 1e-9) return true;
    return false;
  }
  const text = String(value);
  if (kind === 'date') return observed.digits.has(text.replace(/\D/g, ''));
  if (kind === 'time') return observed.digits.has(text.replace(/\D/g, '').padStart(4, '0'));
  if (kind === 'phone')
    return observed.digits.has(text.replace(/\D/g, '')) || observed.corpus.includes(text.replace(/\D/g, ''));
  const needle = squash(text);
  if (/^\d{6,}$/.test(needle)) return observed.corpus.replace(/-/g, '').includes(needle);
  return needle !== '' && observed.corpus.includes(needle);
}

/** Why the fact is not grounded in the session, or undefined when it is. */
export function ungrounded(original: Fact, observed: Observed): string | undefined {
  const fact = asGradedFact(original);
  if (fact.evidence) {
    // The golden path's records include lookups a solver may take another way (a corp code found
    // through another platform, a list read with a narrower filter): most of them must be read.
    const missing = fact.evidence.filter(
      (value) => !wasRead(observed, value, typeof value === 'number' ? 'number' : 'text'),
    );
    if (missing.length > Math.floor(fact.evidence.length / 2))
      return `not grounded: the session never read ${missing.length} of the ${fact.evidence.length} record(s) this value comes from (it must read at least ${Math.ceil(fact.evidence.length / 2)})`;
    if (fact.computed) return undefined;
  }
  return wasRead(observed, fact.value, fact.kind, fact.tolerance ?? 0)
    ? undefined
    : 'not grounded: no successful tool result of this session holds this value';
}
