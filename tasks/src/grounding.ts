// Grounding: a fact counts only if this session read it. A read fact's own value must be in one of
// the session's successful tool results; a computed fact (a sum, a share, a count) needs most of the
// evidence its recipe read (at least half of those records). A correct answer with no calls, with a
// wrong key (every call failed) or with calls that could not have produced it scores nothing.
import { asGradedFact } from './fact-kinds.ts';
import type { Fact } from './schema.ts';

export interface Observed {
  /** Every string the session read, squashed (NFC, no spaces, lower case), once each, in the order first read. */
  strings: string[];
  numbers: Set<number>;
  /** Dates as YYYYMMDD and times as HHMM, from any string the session read. */
  digits: Set<string>;
  /** The whole text, for substring checks. */
  corpus: string;
  /** `strings` as a set: a value read as a whole string needs no search of the corpus. */
  exact: Set<string>;
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
// each short one contributes is kept; it depends on the string alone. Two generations bound the
// cache: when the newer fills, it becomes the older and the oldest is dropped, and a hit in the older
// moves back to the newer, so a working set smaller than one generation (the benchmark's 145 tasks
// read about 220,000 distinct strings) is never evicted, whatever order the rollouts run in.
const FACTS_GENERATION = 250_000;
const FACTS_CACHED_LENGTH = 1024;
let newerFacts = new Map<string, StringFacts>();
let olderFacts = new Map<string, StringFacts>();

function cachedFacts(value: string): StringFacts {
  if (value.length > FACTS_CACHED_LENGTH) return factsOf(value);
  let facts = newerFacts.get(value);
  if (facts) return facts;
  facts = olderFacts.get(value) ?? factsOf(value);
  if (newerFacts.size >= FACTS_GENERATION) {
    olderFacts = newerFacts;
    newerFacts = new Map();
  }
  newerFacts.set(value, facts);
  return facts;
}

/** What one tool output contributes: its strings (first-read order, once each), numbers and digits. */
interface Contribution {
  strings: string[];
  numbers: number[];
  digits: string[];
}

function contributionOf(output: unknown): Contribution {
  const contribution: Contribution = { strings: [], numbers: [], digits: [] };
  // A string seen before adds nothing: a long list repeats the same names, dates and codes on every page.
  const seen = new Set<StringFacts>();
  const numbers = new Set<number>();
  const digits = new Set<string>();
  visit(
    output,
    0,
    (facts) => {
      if (facts.squashed === '' || seen.has(facts)) return;
      seen.add(facts);
      contribution.strings.push(facts.squashed);
      for (const number of facts.numbers) numbers.add(number);
      for (const digit of facts.digits) digits.add(digit);
    },
    numbers,
  );
  contribution.numbers = [...numbers];
  contribution.digits = [...digits];
  return contribution;
}

// Outputs the servers share between sessions are frozen (a read call made again on the same state
// returns the same output), so what each contributes is kept with it, and a whole session's
// observation is kept for the exact list of outputs it read: the rollouts of one task read the
// same outputs, and grading each then costs a lookup.
const contributions = new WeakMap<object, Contribution>();
const outputIds = new WeakMap<object, number>();
let nextOutputId = 1;
const OBSERVATIONS_CHARS = 64 * 1024 * 1024;
const observations = new Map<string, Observed>();
let observationsChars = 0;

function sharedContribution(output: unknown): Contribution {
  if (typeof output !== 'object' || output === null || !Object.isFrozen(output)) return contributionOf(output);
  let contribution = contributions.get(output);
  if (!contribution) {
    contribution = contributionOf(output);
    contributions.set(output, contribution);
  }
  return contribution;
}

/** The key of a list of frozen outputs, or undefined when any output is not frozen. */
function outputsKey(outputs: readonly unknown[]): string | undefined {
  const ids: number[] = [];
  for (const output of outputs) {
    if (typeof output !== 'object' || output === null || !Object.isFrozen(output)) return undefined;
    let id = outputIds.get(output);
    if (id === undefined) {
      id = nextOutputId++;
      outputIds.set(output, id);
    }
    ids.push(id);
  }
  return ids.join(',');
}

/** Everything the session read, from its successful outputs in call order. Do not change the result: it may be shared. */
export function observe(outputs: Iterable<unknown>): Observed {
  const list = [...outputs];
  const key = outputsKey(list);
  const kept = key === undefined ? undefined : observations.get(key);
  if (kept) return kept;
  const observed: Observed = { strings: [], numbers: new Set(), digits: new Set(), corpus: '', exact: new Set() };
  for (const output of list) {
    const contribution = sharedContribution(output);
    for (const text of contribution.strings) {
      if (observed.exact.has(text)) continue;
      observed.exact.add(text);
      observed.strings.push(text);
    }
    for (const number of contribution.numbers) observed.numbers.add(number);
    for (const digit of contribution.digits) observed.digits.add(digit);
  }
  observed.corpus = observed.strings.join('\u0000');
  if (key !== undefined && observed.corpus.length <= OBSERVATIONS_CHARS) {
    observations.set(key, observed);
    observationsChars += observed.corpus.length;
    for (const [oldest, held] of observations) {
      if (observationsChars <= OBSERVATIONS_CHARS) break;
      observations.delete(oldest);
      observationsChars -= held.corpus.length;
    }
  }
  return observed;
}

function visit(value: unknown, depth: number, onString: (facts: StringFacts) => void, numbers: Set<number>): void {
  if (typeof value === 'string') {
    onString(cachedFacts(value));
    return;
  }
  if (typeof value === 'number') {
    numbers.add(value);
    return;
  }
  if (depth >= 12 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) visit(item, depth + 1, onString, numbers);
    return;
  }
  for (const key in value) visit((value as Record<string, unknown>)[key], depth + 1, onString, numbers);
}

// The session's numbers in order, built on the first near-match asked of an observation: a long
// list's grading asks for dozens of values among a hundred thousand numbers read.
const sortedNumbers = new WeakMap<Observed, Float64Array>();

/** How far the nearest number the session read is from `target` (Infinity when it read none). */
function nearestDistance(observed: Observed, target: number): number {
  let sorted = sortedNumbers.get(observed);
  if (!sorted) {
    sorted = Float64Array.from([...observed.numbers].filter((number) => !Number.isNaN(number))).sort();
    sortedNumbers.set(observed, sorted);
  }
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < target) low = middle + 1;
    else high = middle;
  }
  const above = low < sorted.length ? Math.abs((sorted[low] as number) - target) : Number.POSITIVE_INFINITY;
  const below = low > 0 ? Math.abs((sorted[low - 1] as number) - target) : Number.POSITIVE_INFINITY;
  return Math.min(above, below);
}

// The corpus without hyphens, made once per observation: a long code (a business or corp number)
// may be written with or without them.
const dashlessCorpus = new WeakMap<Observed, string>();

function dashless(observed: Observed): string {
  let corpus = dashlessCorpus.get(observed);
  if (corpus === undefined) {
    corpus = observed.corpus.replace(/-/g, '');
    dashlessCorpus.set(observed, corpus);
  }
  return corpus;
}

/** The value was read, in the form its kind allows. */
export function wasRead(observed: Observed, value: number | string, kind: Fact['kind'], tolerance = 0): boolean {
  if (typeof value === 'number' || kind === 'number') {
    const target = Number(value);
    if (observed.numbers.has(target)) return true;
    return nearestDistance(observed, target) <= tolerance + 1e-9;
  }
  const text = String(value);
  if (kind === 'date') return observed.digits.has(text.replace(/\D/g, ''));
  if (kind === 'time') return observed.digits.has(text.replace(/\D/g, '').padStart(4, '0'));
  if (kind === 'phone')
    return observed.digits.has(text.replace(/\D/g, '')) || observed.corpus.includes(text.replace(/\D/g, ''));
  const needle = squash(text);
  if (needle === '') return false;
  if (observed.exact.has(needle)) return true;
  if (/^\d{6,}$/.test(needle)) return dashless(observed).includes(needle);
  return observed.corpus.includes(needle);
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
