// What the claim grader needs to know about each fact, derived from the plan's real outputs rather
// than written by hand (DESIGN §4): the names of the records the answer may mention (the facts'
// subjects and their neighbours), each fact's plausible wrong answers (the neighbouring records'
// values, and what a first-page-only or skipped-lookup replay of the plan yields), and the evidence
// a session must have read for a computed fact to be grounded.
import { asGradedFact } from './fact-kinds.ts';
import { observe, wasRead } from './grounding.ts';
import { aliasTable } from './names.ts';
import type { Row } from './recipe.ts';
import type { Fact, WrongValue } from './schema.ts';

/** One successful read of the golden plan. */
export interface GoldenOutput {
  tool: string;
  output: Row;
}

const NEIGHBOURS = 30;
const MAX_NAMES = 80;

const recordsOf = (output: Row): Row[] =>
  Array.isArray(output.items)
    ? (output.items as Row[])
    : output.item && typeof output.item === 'object'
      ? [output.item as Row]
      : [];

const trimmed = (value: unknown) => (typeof value === 'string' ? value.normalize('NFC').trim() : undefined);

const sameValue = (fact: Fact, value: unknown) => {
  if (fact.kind === 'number') {
    const number = typeof value === 'number' ? value : Number(String(value ?? '').replace(/,/g, ''));
    return Number.isFinite(number) && Math.abs(number - Number(fact.value)) <= (fact.tolerance ?? 0) + 1e-9;
  }
  return trimmed(String(value ?? '')) === trimmed(String(fact.value));
};

/** The field of a list that names its records: Hangul text, unique on the list. */
function nameField(records: readonly Row[], prefer?: string): string | undefined {
  if (prefer) return prefer;
  const fields = Object.keys(records[0] ?? {});
  return fields.find((field) => {
    const values = records.map((record) => trimmed(record[field]));
    return (
      values.every((value) => value && /[가-힣]/.test(value) && value.length <= 40) &&
      new Set(values).size === values.length
    );
  });
}

interface Found {
  records: Row[];
  index: number;
  field: string;
}

/** Every record each tool returned, across its calls: a fan-out's siblings are neighbours too. */
function recordsByTool(outputs: readonly GoldenOutput[]): Row[][] {
  const byTool = new Map<string, Row[]>();
  for (const { tool, output } of outputs) byTool.set(tool, [...(byTool.get(tool) ?? []), ...recordsOf(output)]);
  return [...byTool.values()];
}

/** Where a value sits in the golden outputs: the records of its tool, the record and the field. */
function locate(outputs: readonly GoldenOutput[], matches: (value: unknown) => boolean): Found | undefined {
  let best: Found | undefined;
  for (const records of recordsByTool(outputs)) {
    for (const [index, record] of records.entries()) {
      for (const [field, value] of Object.entries(record)) {
        if ((typeof value === 'string' || typeof value === 'number') && matches(value)) {
          if (!best || records.length > best.records.length) best = { records, index, field };
          break;
        }
      }
    }
  }
  return best;
}

/** Up to `count` records around `index`, nearest first. */
function around<T>(list: readonly T[], index: number, count: number): T[] {
  const picked: T[] = [];
  for (let step = 1; picked.length < count && (index - step >= 0 || index + step < list.length); step++) {
    if (index - step >= 0) picked.push(list[index - step] as T);
    if (index + step < list.length && picked.length < count) picked.push(list[index + step] as T);
  }
  return picked;
}

const weak = (fact: Fact) =>
  fact.kind === 'time' ||
  (fact.kind === 'number' && Number.isInteger(Number(fact.value)) && Math.abs(Number(fact.value)) < 1000) ||
  (fact.kind === 'text' && String(fact.value).trim().length <= 2);

/** Values that identify the records each golden read returned: what a grounded session has read.
 *  Per read, the most distinctive text of its first and last record that no other read of the plan
 *  holds: a key-free read (a saved list, a code table) must not stand in for the lookup. */
function witnesses(outputs: readonly GoldenOutput[], query: string): string[] {
  const picked: string[] = [];
  const usable = (value: string | undefined): value is string =>
    value !== undefined &&
    value.length >= 4 &&
    value.length <= 60 &&
    /[0-9가-힣]/.test(value) &&
    !query.includes(value);
  const seen = outputs.map(({ output }) => new Set(observe([output]).strings));
  const squash = (value: string) => value.normalize('NFC').replace(/\s+/g, '').toLowerCase();
  const elsewhere = (value: string, at: number) =>
    seen.some((strings, other) => other !== at && strings.has(squash(value)));
  for (const [at, { output }] of outputs.entries()) {
    const records = recordsOf(output);
    if (records.length === 0) continue;
    const distinct = (field: string) => new Set(records.map((record) => trimmed(record[field]))).size;
    for (const record of new Set([records[0], records.at(-1)])) {
      const fields = Object.keys(record ?? {})
        .filter((field) => usable(trimmed(record?.[field])))
        .sort((a, b) => distinct(b) - distinct(a));
      const own = fields.find((field) => !elsewhere(trimmed(record?.[field]) as string, at)) ?? fields[0];
      const value = own ? trimmed(record?.[own]) : undefined;
      if (value && !picked.includes(value)) picked.push(value);
    }
  }
  return picked;
}

export function deriveClaims(options: {
  facts: readonly Fact[];
  outputs: readonly GoldenOutput[];
  query: string;
  /** The facts of each ablated replay of the plan that completed, with what was ablated. */
  ablations: ReadonlyArray<{ why: string; facts: readonly Fact[] }>;
}): { facts: Fact[]; names?: Record<string, string[]> } {
  const { outputs, query } = options;
  const observed = observe(outputs.map((entry) => entry.output));
  const names = new Set<string>();
  const textValues = new Set(
    options.facts.filter((fact) => fact.kind === 'text').map((fact) => String(fact.value).trim()),
  );
  const evidence = witnesses(outputs, query);

  const facts = options.facts.map((original, index): Fact => {
    const fact: Fact = { ...original };
    const wrong: WrongValue[] = [];
    const addWrong = (entry: WrongValue) => {
      if (typeof entry.value === 'number' && !Number.isFinite(entry.value)) return;
      if (String(entry.value).trim() === '' || String(entry.value) === 'undefined') return;
      if (
        options.facts.some(
          (other) => sameValue(other, entry.value) || String(other.value).trim() === String(entry.value).trim(),
        )
      )
        return;
      if (fact.kind === 'text' && textValues.has(String(entry.value).trim())) return;
      if (wrong.some((known) => String(known.value) === String(entry.value) && known.of === entry.of)) return;
      wrong.push(entry);
    };
    const subjectAt = fact.subject
      ? locate(outputs, (value) => trimmed(String(value)) === trimmed(fact.subject))
      : undefined;
    if (fact.subject) names.add(fact.subject.trim());
    if (subjectAt)
      for (const record of around(subjectAt.records, subjectAt.index, NEIGHBOURS)) {
        const name = trimmed(record[subjectAt.field]);
        if (name && name !== fact.subject?.trim()) names.add(name);
      }
    const valueAt = locate(outputs, (value) => sameValue(fact, value));
    if (valueAt && valueAt.records.length > 1) {
      const labelField = nameField(
        valueAt.records,
        subjectAt?.records === valueAt.records ? subjectAt.field : undefined,
      );
      const own = labelField ? trimmed(valueAt.records[valueAt.index]?.[labelField]) : undefined;
      if (own && !fact.subject && fact.kind !== 'text') names.add(own);
      for (const record of around(valueAt.records, valueAt.index, NEIGHBOURS)) {
        const value = record[valueAt.field];
        const of = labelField ? trimmed(record[labelField]) : undefined;
        if (typeof value === 'number' || typeof value === 'string') {
          const parsed = fact.kind === 'number' ? Number(String(value).replace(/,/g, '')) : String(value).trim();
          addWrong({ value: parsed, ...(of && fact.kind !== 'text' ? { of } : {}), why: 'neighbour' });
          if (of && fact.kind !== 'text') names.add(of);
        }
      }
    }
    for (const ablation of options.ablations) {
      const same = ablation.facts[index];
      if (ablation.facts.length === options.facts.length && same && same.kind === fact.kind) {
        if (!sameValue(fact, same.value)) addWrong({ value: same.value, why: ablation.why });
      } else if (fact.kind === 'text' && !fact.subject && !fact.conclusion) {
        for (const other of ablation.facts)
          if (other.kind === 'text') addWrong({ value: other.value, why: ablation.why });
      }
    }
    if (wrong.length > 0) fact.wrong = wrong.slice(0, NEIGHBOURS + options.ablations.length);
    const graded = asGradedFact(fact);
    const readDirectly = wasRead(observed, graded.value, graded.kind, graded.tolerance ?? 0);
    // Every fact needs the records the golden path read; a computed or weak one needs only them.
    if (evidence.length > 0) fact.evidence = evidence;
    if (!readDirectly || weak(graded)) fact.computed = true;
    return fact;
  });
  const named = [...names].slice(0, MAX_NAMES);
  return { facts, ...(named.length > 0 ? { names: aliasTable(named) } : {}) };
}
