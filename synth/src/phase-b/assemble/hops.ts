// Moving over G* while assembling: edges in a weighted random order (proven edges first), starts
// narrowed to one record or to a small complete list, one-to-one hops with bound arguments, fan-outs
// over every record of a list, and depth-first chains with a few alternatives per hop.
import type { Fact } from '@kopa/tasks';
import type { ValuePools } from '../../phase-a/index.ts';
import type { Edge, FieldInfo, QueryPlan, ToolInfo } from '../../shared/index.ts';
import { splitAtRecord } from '../../shared/index.ts';
import { answerOptions } from './answers.ts';
import { leafName, sameName } from './label.ts';
import { type Explorer, namedRecords, ONE, recordsFor, type Step, valueIn, type Want } from './trajectory.ts';
import { isNameField, nameIn } from './truth.ts';

type Record_ = Record<string, unknown>;

/** The alive edges an assembly may walk, indexed once per graph. */
export interface Prepared {
  tools: ReadonlyMap<string, ToolInfo>;
  outgoing: ReadonlyMap<string, Edge[]>;
  /** Edges whose source tool answers a seeded call: a trajectory can start there. */
  starts: Edge[];
  /** Tools with a proven edge out of a list field: a fan-out can leave them. */
  fanning: ReadonlySet<string>;
  /** Weighted draws over the starts, built once per graph (see `draw`). */
  pickers: Map<string, unknown>;
  pools: ValuePools;
}

export interface IntentContext {
  x: Explorer;
  prepared: Prepared;
  fanoutCap: number;
  targetCalls: number;
  /** False once Sem's quota is full: a semantic edge would only make a task nobody takes. */
  semanticAllowed: boolean;
}

/** What a builder found: the steps to replay, the edges used, the asked value and its facts. */
export interface Build {
  steps: Step[];
  edges: Edge[];
  ask: QueryPlan['ask'];
  facts: Fact[];
  entities?: string[];
  condition?: QueryPlan['condition'];
  fanout?: number;
}

/** Starts (edges or list tools) tried per candidate: enough to find a fit, few enough to stay fast. */
export const TRIES = 5;
/** Alternatives tried at each later hop. */
export const BRANCHING = 3;

export const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

export const pickOne = <T>(ctx: IntentContext, items: readonly T[]): T | undefined =>
  items.length ? ctx.x.rng.pick(items) : undefined;

const posteriors = new WeakMap<Edge, number>();
const semantics = new WeakMap<Edge, boolean>();

/**
 * Posterior mean weighted by execution evidence: an edge never tried counts a tenth; a tried one
 * gains one per semantic success (up to three) and is scaled by its share of successful trials, so
 * that proven, reliable edges come first (phase A tried few records per edge; a fan-out calls all).
 */
export function posterior(edge: Edge): number {
  let weight = posteriors.get(edge);
  if (weight === undefined) {
    const mean = edge.alpha / (edge.alpha + edge.beta);
    const successes = edge.outcomes.semantic_success + edge.outcomes.generic_success;
    weight =
      edge.trials === 0
        ? mean * 0.1
        : mean * (1 + Math.min(3, edge.outcomes.semantic_success)) * ((successes + 1) / (edge.trials + 2));
    posteriors.set(edge, weight);
  }
  return weight;
}

/** The edge joins a field and a parameter of different names (after normalisation). */
export function semantic(edge: Edge): boolean {
  let different = semantics.get(edge);
  if (different === undefined) {
    different = !sameName(edge.param, leafName(edge.field));
    semantics.set(edge, different);
  }
  return different;
}

/** Items of positive weight in a weighted random order (exponential keys), at most `limit`; for short lists. */
function weightedOrder<T>(ctx: IntentContext, items: readonly T[], limit: number, weight: (item: T) => number): T[] {
  return items
    .map((item) => ({ item, weight: weight(item) }))
    .filter((entry) => entry.weight > 0)
    .map(({ item, weight: positive }) => ({ item, key: -Math.log(1 - ctx.x.rng.next()) / positive }))
    .sort((a, b) => a.key - b.key)
    .slice(0, limit)
    .map(({ item }) => item);
}

export function ordered(ctx: IntentContext, edges: readonly Edge[], limit: number, weight = posterior): Edge[] {
  return weightedOrder(ctx, edges, limit, weight);
}

interface Picker<T> {
  items: T[];
  cumulative: Float64Array;
}

/**
 * Up to `limit` distinct items drawn by weight from a long list that every candidate draws from (the
 * starts): the list and its cumulative weights are built once per graph under `name`.
 */
export function draw<T>(
  ctx: IntentContext,
  options: { name: string; limit: number; build: () => Array<[T, number]> },
): T[] {
  let picker = ctx.prepared.pickers.get(options.name) as Picker<T> | undefined;
  if (!picker) {
    const entries = options.build().filter(([, weight]) => weight > 0);
    const cumulative = new Float64Array(entries.length);
    let total = 0;
    entries.forEach(([, weight], index) => {
      total += weight;
      cumulative[index] = total;
    });
    picker = { items: entries.map(([item]) => item), cumulative };
    ctx.prepared.pickers.set(options.name, picker);
  }
  const { items, cumulative } = picker;
  const total = cumulative[cumulative.length - 1] ?? 0;
  const chosen = new Set<number>();
  const wanted = Math.min(options.limit, items.length);
  for (let attempt = 0; chosen.size < wanted && attempt < wanted * 20; attempt++) {
    const target = ctx.x.rng.next() * total;
    let low = 0;
    let high = items.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    chosen.add(low);
  }
  return [...chosen].map((index) => items[index] as T);
}

/** Start edges drawn by weight, `name` naming the filter and weight (a picker is built once per name). */
export function drawStarts(
  ctx: IntentContext,
  options: { name: string; limit: number; accept?: (edge: Edge) => boolean; weight?: (edge: Edge) => number },
): Edge[] {
  const { accept = () => true, weight = posterior } = options;
  return draw(ctx, {
    name: `starts:${options.name}`,
    limit: options.limit,
    build: () => ctx.prepared.starts.filter(accept).map((edge) => [edge, weight(edge)]),
  });
}

export const toolOf = (ctx: IntentContext, name: string) => ctx.prepared.tools.get(name) as ToolInfo;
export const readsTo = (ctx: IntentContext, edge: Edge) => toolOf(ctx, edge.dst).kind === 'read';
const isMulti = (ctx: IntentContext, edge: Edge) =>
  toolOf(ctx, edge.src).fields.find((field) => field.path === edge.field)?.multi ?? edge.field.includes('[]');

/**
 * The only record of the step at the field (the picked one, when the user named one of a list), when
 * there is exactly one and it holds a value.
 */
export function singleRecord(step: Step, field: string): Record_ | undefined {
  const records = namedRecords(step, splitAtRecord(field).recordPath, recordsFor(step.output, field));
  return records.length === 1 && valueIn(records[0] as Record_, field) !== undefined ? records[0] : undefined;
}

const HANGUL = /[\uac00-\ud7a3]/u;
/** A picked start's list: a page of two or more records. */
const PICKED: Want = { min: 2, max: 100, target: 100, partial: true };

/**
 * A seeded call of the edge's source with the wanted number of records at the edge's field. For one
 * record, a page of records with one named by the user comes first, so that the next hop consumes a
 * multi-record output (paper Table 11's one-to-many chaining); else the call is narrowed to one.
 */
export async function start(ctx: IntentContext, edge: Edge, want: Want): Promise<Step | undefined> {
  const tool = toolOf(ctx, edge.src);
  if (want.max === 1) {
    const list = await ctx.x.start({ tool, field: edge.field, want: PICKED, distinct: false });
    const picked = list ? pickRecord(ctx, list, edge.field) : undefined;
    if (picked) return picked;
  }
  return ctx.x.start({ tool, field: edge.field, want });
}

/** The list step with one record picked by a name unique among its records, which holds a value at `field`. */
function pickRecord(ctx: IntentContext, list: Step, field: string): Step | undefined {
  const { recordPath } = splitAtRecord(field);
  const records = recordsFor(list.output, field);
  const fields = list.tool.fields.filter(
    (entry) => isNameField(entry) && splitAtRecord(entry.path).recordPath === recordPath,
  );
  const options: Array<{ field: FieldInfo; value: string }> = [];
  for (const name of fields) {
    const names = records.map((record) => nameIn(name, record));
    const counts = new Map<string, number>();
    for (const value of names) if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
    names.forEach((value, index) => {
      const bound = valueIn(records[index] as Record_, field);
      const unique = value !== undefined && counts.get(value) === 1 && HANGUL.test(value);
      if (value !== undefined && unique && bound !== undefined && String(bound) !== value)
        options.push({ field: name, value });
    });
  }
  return options.length > 0 ? { ...list, picked: ctx.x.rng.pick(options) } : undefined;
}

/** The edge's target called with the record's value bound (and narrowed when `want` says so). */
export async function hop(
  ctx: IntentContext,
  source: Step,
  record: Record_,
  edge: Edge,
  want?: { field: string; want: Want; distinct?: boolean },
): Promise<Step | undefined> {
  const target = toolOf(ctx, edge.dst);
  const value = valueIn(record, edge.field);
  // A value the source was itself called with passes straight through: that step would be idle.
  if (value === undefined || source.bindings.some((binding) => String(binding.value) === String(value)))
    return undefined;
  const siblings = (ctx.prepared.outgoing.get(edge.src) ?? []).filter((other) => other.dst === edge.dst);
  const bound = ctx.x.bind({ edge, siblings, target, record, value, source });
  if (!bound) return undefined;
  const options = { tool: target, args: bound.args, after: [source.id], bindings: bound.bindings };
  return want ? ctx.x.settle({ ...options, ...want }) : ctx.x.step(options);
}

/** One call of the edge's target per record of the source (every record: the list is complete). */
export async function fan(ctx: IntentContext, source: Step, edge: Edge): Promise<Step[] | undefined> {
  const steps: Step[] = [];
  for (const record of recordsFor(source.output, edge.field)) {
    const step = await hop(ctx, source, record, edge);
    if (!step) return undefined;
    steps.push(step);
  }
  return steps;
}

/** The step (or, for a write, the record it consumed) has a single record with a field worth asking. */
const answerable = (steps: readonly Step[]) => answerOptions(steps).options.length > 0;

/** The edge binds a required parameter of its target, so naming one record of the target keeps the hop needed. */
export function bindsRequired(step: Step, edge: Edge): boolean {
  return step.tool.params.find((param) => param.name === edge.param)?.required === true;
}

/**
 * A chain of one-to-one hops from a single-record start, depth first with a few alternatives per hop;
 * a write ends it. Where the last output is a list and the hop binds a required parameter, the user
 * names the one record asked about.
 */
export async function walk(ctx: IntentContext, origin: Step, first: Edge, hops: number, weight = posterior) {
  const visited = new Set([origin.tool.name]);
  const go = async (source: Step, edge: Edge, left: number): Promise<{ steps: Step[]; edges: Edge[] } | undefined> => {
    const record = singleRecord(source, edge.field);
    const step = record ? await hop(ctx, source, record, edge) : undefined;
    if (!record || !step) return undefined;
    if (left > 1 && step.tool.kind === 'read') {
      visited.add(step.tool.name);
      const next = (ctx.prepared.outgoing.get(step.tool.name) ?? []).filter(
        (candidate) => !visited.has(candidate.dst) && singleRecord(step, candidate.field),
      );
      for (const candidate of ordered(ctx, next, BRANCHING, weight)) {
        const rest = await go(step, candidate, left - 1);
        if (rest) return { steps: [step, ...rest.steps], edges: [edge, ...rest.edges] };
      }
    }
    if (answerable([origin, step])) return { steps: [step], edges: [edge] };
    const field = listField(ctx, step.tool) ?? step.tool.fields.find((entry) => entry.multi)?.path;
    if (!bindsRequired(step, edge) || !field) return undefined;
    const named = await hop(ctx, source, record, edge, { field, want: ONE });
    return named && answerable([origin, named]) ? { steps: [named], edges: [edge] } : undefined;
  };
  return go(origin, first, hops);
}

/** Source tools with proven edges out of a list, drawn by their edges' summed weights. */
export function listSources(
  ctx: IntentContext,
  options: { name: string; limit: number; accept: (edge: Edge) => boolean },
): ToolInfo[] {
  return draw(ctx, {
    name: `lists:${options.name}`,
    limit: options.limit,
    build: () => {
      const weights = new Map<string, number>();
      for (const edge of ctx.prepared.starts) {
        if (isMulti(ctx, edge) && edge.outcomes.semantic_success > 0 && options.accept(edge))
          weights.set(edge.src, (weights.get(edge.src) ?? 0) + posterior(edge));
      }
      return [...weights.entries()].map(([name, weight]) => [toolOf(ctx, name), weight]);
    },
  });
}

/** A field of the list most of the tool's outgoing edges read from. */
export function listField(ctx: IntentContext, tool: ToolInfo): string | undefined {
  const counts = new Map<string, { field: string; count: number }>();
  for (const edge of ctx.prepared.outgoing.get(tool.name) ?? []) {
    const { recordPath } = splitAtRecord(edge.field);
    if (!recordPath) continue;
    const entry = counts.get(recordPath) ?? { field: edge.field, count: 0 };
    entry.count += 1;
    counts.set(recordPath, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]?.field;
}

/**
 * Proven edges (a semantic success in phase A: every record will be bound, so an untried edge is too
 * risky) out of a list step whose field holds a distinct value in each of its two or more records.
 */
export function fanEdges(ctx: IntentContext, step: Step, accept: (edge: Edge) => boolean): Edge[] {
  return (ctx.prepared.outgoing.get(step.tool.name) ?? []).filter((edge) => {
    if (!accept(edge) || edge.outcomes.semantic_success === 0) return false;
    const values = recordsFor(step.output, edge.field).map((record) => valueIn(record, edge.field));
    return (
      values.length >= 2 &&
      values.every((value) => value !== undefined) &&
      new Set(values.map(String)).size === values.length
    );
  });
}

/** A seeded call of a list tool narrowed to the wanted number of records, all on its page. */
export async function smallList(ctx: IntentContext, tool: ToolInfo, want: Want): Promise<Step | undefined> {
  const field = listField(ctx, tool);
  return field ? ctx.x.start({ tool, field, want, distinct: false }) : undefined;
}

/** Two to fanoutCap records, preferring `target` when a filter is chosen. */
export const fanWant = (ctx: IntentContext, target: number): Want => ({
  min: 2,
  max: ctx.fanoutCap,
  target: clamp(target, 2, ctx.fanoutCap),
});
