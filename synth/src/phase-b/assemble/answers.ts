// The answer a synthesized task asks for, read from the real outputs of its trajectory: one value of
// a single-record output, one value per fanned-out call, or an aggregate computed over real numbers
// (sum, average rounded to one decimal, or the extreme with the entity that holds it).
import type { Rng } from '@kopa/kit';
import type { Fact } from '@kopa/tasks';
import type { Edge, FieldInfo, QueryPlan } from '../../shared/index.ts';
import { namedRecords, recordsFor, type Step } from './trajectory.ts';
import { askable, distinctNames, givensOf, normalize, pickAskable, recordGroups, round } from './truth.ts';

type Record_ = Record<string, unknown>;

/** The values the query states: an answer must not be one of them. */
export const statedValues = (steps: readonly Step[]) => givensOf(steps).map((given) => String(given.value));

/** Askable fields of the last step's single-record groups (for a write, of the step it consumed). */
export function answerOptions(steps: readonly Step[]) {
  const last = steps.at(-1) as Step;
  const answered = last.tool.kind === 'write' ? (steps.find((step) => step.id === last.after[0]) ?? last) : last;
  const avoid = statedValues(steps);
  const options = recordGroups(answered.tool, answered.output)
    .map((group) => ({ ...group, records: namedRecords(answered, group.path, group.records) }))
    .filter((group) => group.records.length === 1)
    .flatMap((group) => askable({ fields: group.fields, record: group.records[0] as Record_, avoid }));
  return { tool: answered.tool, options };
}

/** One value of the last step's single record. */
export function valueAnswer(rng: Rng, steps: readonly Step[]) {
  const { tool, options } = answerOptions(steps);
  const chosen = pickAskable(rng, options);
  if (!chosen) return undefined;
  return {
    ask: { tool: tool.name, field: chosen.field.name, label: chosen.label, op: 'value' as const },
    facts: [chosen.fact],
  };
}

/** The fact with no subject. */
function unbound(fact: Fact): Fact {
  const { subject: _, ...rest } = fact as Fact & { subject?: string };
  return rest;
}

/** One record per step (of the group where each step has exactly one), or undefined. */
export function singleRecords(steps: readonly Step[]): { fields: FieldInfo[]; records: Record_[] } | undefined {
  const first = steps[0] as Step;
  for (const group of recordGroups(first.tool, first.output)) {
    const path = (group.fields[0] as FieldInfo).path;
    const records = steps.map((step) => recordsFor(step.output, path));
    if (records.every((list) => list.length === 1))
      return { fields: group.fields, records: records.map((list) => list[0] as Record_) };
  }
  return undefined;
}

/**
 * One value per fanned-out call, of a field every one of them can answer; for fanned-out writes, of
 * the records they consumed. Equal values are stated once; one value for every record is no list.
 */
export function listAnswer(options: {
  rng: Rng;
  steps: readonly Step[];
  targets: readonly Step[];
  source: Step;
  edge: Edge;
}) {
  const { rng, targets, source, edge } = options;
  const avoid = statedValues(options.steps);
  const writes = targets[0]?.tool.kind === 'write';
  const single = writes ? undefined : singleRecords(targets);
  const fields = writes
    ? recordGroups(source.tool, source.output).find((group) => group.fields.some((field) => field.path === edge.field))
        ?.fields
    : single?.fields;
  const records = writes ? recordsFor(source.output, edge.field) : single?.records;
  if (!fields || !records) return undefined;
  const per = records.map((record) => askable({ fields, record, avoid }));
  const shared = (per[0] ?? []).filter((option) =>
    per.every((list) => list.some((other) => other.field.path === option.field.path)),
  );
  const chosen = pickAskable(rng, shared);
  if (!chosen) return undefined;
  // Each value is bound to its record when the records have names that tell them apart (theirs, or
  // the source records' they were fanned out from) and the value is no other record's too: a value
  // several records share is stated once, for none of them.
  const names =
    distinctNames({ fields, records }) ??
    (writes
      ? undefined
      : distinctNames({ fields: source.tool.fields, records: recordsFor(source.output, edge.field) }));
  const listed = per.map((list, index) => {
    const fact = unbound(list.find((option) => option.field.path === chosen.field.path)?.fact as Fact);
    const name = names?.[index];
    return name && normalize(name) !== normalize(fact.value) ? { ...fact, subject: name } : fact;
  });
  const repeated = (fact: Fact) =>
    listed.filter((other) => normalize(other.value) === normalize(fact.value)).length > 1;
  const facts: Fact[] = [];
  const seen = new Set<string>();
  for (const fact of listed) {
    if (seen.has(normalize(fact.value))) continue;
    seen.add(normalize(fact.value));
    facts.push(repeated(fact) ? unbound(fact) : fact);
  }
  if (facts.length < 2) return undefined;
  const tool = writes ? source.tool : (targets[0] as Step).tool;
  const ask: QueryPlan['ask'] = { tool: tool.name, field: chosen.field.name, label: chosen.label, op: 'list' };
  return { ask, facts };
}

export type Aggregate = 'sum' | 'max' | 'min' | 'avg';
export const AGGREGATES: readonly Aggregate[] = ['sum', 'max', 'min', 'avg'];

/**
 * An aggregate over real values: the sum; the average rounded to one decimal, graded within ±0.05 so
 * that any answer rounding to it passes; or the maximum or minimum with the entity that holds it
 * (undefined on a tie or a nameless entity).
 */
export function aggregate(
  op: Aggregate,
  values: readonly number[],
  names: ReadonlyArray<string | undefined>,
): Fact[] | undefined {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (op === 'sum') return [{ value: round(total, 4), kind: 'number' }];
  if (op === 'avg') return [{ value: round(total / values.length, 1), kind: 'number', tolerance: 0.05 }];
  const extreme = op === 'max' ? Math.max(...values) : Math.min(...values);
  const at = values.flatMap((value, index) => (value === extreme ? [index] : []));
  const name = at.length === 1 ? names[at[0] as number] : undefined;
  if (!name) return undefined;
  return [
    { value: name, kind: 'text', conclusion: true },
    { value: extreme, kind: 'number', subject: name },
  ];
}
