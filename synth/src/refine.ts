// EDGE phase A (DESIGN §6, paper Fig. 2a): Thompson-sampled paths over the edge posteriors are
// executed in fresh sessions, every edge execution is classified (Table 7) and updates its Beta
// posterior, edges below τ are pruned after a trial, and the topology is revised each iteration.
// Everything random is derived from (seed, iteration, path): sampling and execution each from their
// own stream, so a run is deterministic however its paths are spread over threads, and it is
// checkpointed every iteration so that a killed run resumes to the same graph.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { classifyCall, isEmpty, mentions } from './classify.ts';
import type { ExecSession, Executor } from './executor.ts';
import { platformOf } from './executor.ts';
import { recordsAt, valuesAt } from './fields.ts';
import { admitEdge, createThompson, edgeId, observe, posteriorMean, SUCCESS, shouldPrune } from './posterior.ts';
import type { Proposer } from './proposer/index.ts';
import { type Samples, seedArgs, type ValuePools } from './seeds.ts';
import { reproposeFor } from './skeleton.ts';
import {
  DOMAIN_OF,
  type Edge,
  type EdgeProposal,
  type GraphConfig,
  type IterationRecord,
  OUTCOMES,
  type Outcome,
  type ParamInfo,
  type ToolInfo,
  type Universe,
} from './types.ts';

/** Outcome severity, worst first: a tie between fan-out calls reports the worse outcome. */
const SEVERITY: readonly Outcome[] = [
  'schema_mismatch',
  'missing_field',
  'empty',
  'timeout',
  'rate_limit',
  'other',
  'generic_success',
  'semantic_success',
];

export interface RefineState {
  iteration: number;
  edges: Edge[];
  iterations: IterationRecord[];
  /** Values that produced a semantic success at `dst|param`, for edge discovery. */
  accepted: Record<string, string[]>;
  /** Tools already re-proposed for after all their outgoing edges were pruned. */
  reproposed: string[];
  /** Beta(1, 1) posteriors of each start tool opening a path with data, so Thompson sampling also
   *  learns where paths can begin. */
  starts?: Record<string, { alpha: number; beta: number }>;
}

export interface RefineContext {
  config: GraphConfig;
  universe: Universe;
  samples: Samples;
  proposer: Proposer;
  runner: PathRunner;
}

/** One sampled path, as sent to whoever executes it: its index in the iteration and its edges. */
export interface PathJob {
  index: number;
  edges: PathEdge[];
}

export type PathEdge = Pick<Edge, 'id' | 'src' | 'field' | 'dst' | 'param'>;

/** Executes an iteration's paths (in process or on worker threads). */
export interface PathRunner {
  run(iteration: number, jobs: Iterable<PathJob>): Promise<ExecutedPaths>;
}

export interface ExecutedPaths {
  /** In job order. */
  results: PathResult[];
  /** The distinctive values of the paths' successful outputs by tool and field, for edge discovery;
   *  a (tool, field) may appear more than once. */
  found: FoundValues[];
}

export interface StepResult {
  edge: string;
  outcome: Outcome;
  /** Values accepted semantically at the edge's destination parameter. */
  accepted: string[];
}

export interface PathResult {
  start: string;
  /** The start call returned data. */
  opened: boolean;
  steps: StepResult[];
  passed: boolean;
  calls: number;
}

export interface FoundValues {
  tool: string;
  field: string;
  values: string[];
}

/** What executing a path needs besides the path; `baselines` memoizes calls without the bound value. */
export interface PathEnv {
  config: GraphConfig;
  executor: Executor;
  tools: ReadonlyMap<string, ToolInfo>;
  pools: ValuePools;
  baselines: Map<string, Promise<string>>;
}

export interface FoundCollector {
  add(tool: ToolInfo, output: Record<string, unknown>): void;
  list(): FoundValues[];
}

/** Gathers found values over many paths. The union is all discovery needs, and an output served
 *  again from the cassette (the same object) is read once. */
export function createFoundValues(): FoundCollector {
  const read = new WeakSet<object>();
  const byField = new Map<string, { tool: string; field: string; values: Set<string> }>();
  return {
    add(tool, output) {
      if (read.has(output)) return;
      read.add(output);
      for (const field of tool.fields) {
        // The first 20 values of each field, of which only those that could identify something.
        const values = valuesAt(output, field.path).slice(0, 20).map(String).filter(distinctive);
        if (values.length === 0) continue;
        const key = `${tool.name} ${field.path}`;
        const entry = byField.get(key) ?? { tool: tool.name, field: field.path, values: new Set<string>() };
        for (const value of values) entry.values.add(value);
        byField.set(key, entry);
      }
    },
    list: () => [...byField.values()].map(({ tool, field, values }) => ({ tool, field, values: [...values] })),
  };
}

export function createTools(universe: Universe): Map<string, ToolInfo> {
  return new Map(universe.tools.map((tool) => [tool.name, tool]));
}

/** Runs one refinement iteration in place: sample, execute, update, prune, revise. */
export async function refineIteration(context: RefineContext, state: RefineState): Promise<IterationRecord> {
  const started = performance.now();
  const { config } = context;
  const iteration = state.iteration + 1;
  const tools = createTools(context.universe);
  const byId = new Map(state.edges.map((edge) => [edge.id, edge]));
  const outgoing = new Map<string, Edge[]>();
  for (const edge of state.edges) {
    if (edge.status !== 'alive') continue;
    const list = outgoing.get(edge.src) ?? [];
    list.push(edge);
    outgoing.set(edge.src, list);
  }
  const starts = [...outgoing.keys()].filter((name) => isSeedable(tools.get(name), context.samples)).sort();

  // Sampled lazily, so that the runner can start on the first paths while later ones are drawn.
  function* jobs(): Generator<PathJob> {
    for (let index = 0; index < config.paths; index++) {
      const path = samplePath({
        rng: createRng(hashSeed(config.seed, iteration, index)),
        starts,
        startPosteriors: state.starts ?? {},
        outgoing,
        config,
        seed: hashSeed(config.seed, iteration, index, 'θ'),
      });
      if (path) yield { index, edges: path.map(({ id, src, field, dst, param }) => ({ id, src, field, dst, param })) };
    }
  }
  const { results, found } = await context.runner.run(iteration, jobs());

  // Apply in path order, so that concurrency never changes the result.
  const outcomes = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as Record<Outcome, number>;
  let paths = 0;
  let passedPaths = 0;
  let steps = 0;
  let passedSteps = 0;
  let calls = 0;
  for (const result of results) {
    state.starts ??= {};
    const start = state.starts[result.start] ?? { alpha: 1, beta: 1 };
    state.starts[result.start] = start;
    if (result.opened) start.alpha += 1;
    else start.beta += 1;
    paths += 1;
    calls += result.calls;
    if (result.passed) passedPaths += 1;
    for (const step of result.steps) {
      const edge = byId.get(step.edge);
      if (!edge) continue;
      observe(edge, step.outcome);
      outcomes[step.outcome] += 1;
      steps += 1;
      if (SUCCESS.has(step.outcome)) passedSteps += 1;
      if (step.accepted.length > 0) {
        const key = `${edge.dst}|${edge.param}`;
        const known = new Set(state.accepted[key] ?? []);
        for (const value of step.accepted) known.add(value);
        state.accepted[key] = [...known].slice(0, 200);
      }
    }
  }

  let pruned = 0;
  for (const edge of state.edges) {
    if (shouldPrune(edge, config.tau)) {
      edge.status = 'pruned';
      edge.prunedAt = iteration;
      pruned += 1;
    }
  }

  const before = state.edges.length;
  state.edges.push(...discoverEdges({ state, tools, found, config, iteration }));
  state.edges.push(...(await reproposeEdges({ context, state, tools, iteration })));
  state.iteration = iteration;
  const record: IterationRecord = {
    iteration,
    paths,
    passedPaths,
    passRate: paths > 0 ? passedPaths / paths : 0,
    steps,
    passedSteps,
    stepRate: steps > 0 ? passedSteps / steps : 0,
    calls,
    alive: state.edges.filter((edge) => edge.status === 'alive').length,
    pruned,
    added: state.edges.length - before,
    outcomes,
    ms: Math.round(performance.now() - started),
  };
  state.iterations.push(record);
  return record;
}

const seedable = new WeakMap<Samples, Map<string, boolean>>();

/** Whether a start tool can be called from the pools alone; fixed for a run, so memoized per samples. */
function isSeedable(tool: ToolInfo | undefined, samples: Samples): boolean {
  if (!tool) return false;
  let known = seedable.get(samples);
  if (!known) {
    known = new Map();
    seedable.set(samples, known);
  }
  let result = known.get(tool.name);
  if (result === undefined) {
    result = seedArgs(tool, samples.pools, createRng(0)) !== undefined;
    known.set(tool.name, result);
  }
  return result;
}

/** A path of 1–3 edges (2–4 calls): the Thompson-best start tool, then the Thompson-best alive
 *  edge per hop. */
export function samplePath(options: {
  rng: Rng;
  starts: readonly string[];
  startPosteriors: Readonly<Record<string, { alpha: number; beta: number }>>;
  outgoing: ReadonlyMap<string, Edge[]>;
  config: Pick<GraphConfig, 'minLength' | 'maxLength'>;
  seed: number;
}): Edge[] | undefined {
  const { rng, starts, outgoing, config } = options;
  if (starts.length === 0) return undefined;
  const draw = createThompson(options.seed);
  const length = rng.int(config.minLength, config.maxLength);
  let current = starts[0] as string;
  let currentDraw = -1;
  for (const start of starts) {
    const theta = draw(options.startPosteriors[start] ?? { alpha: 1, beta: 1 });
    if (theta > currentDraw) {
      current = start;
      currentDraw = theta;
    }
  }
  const visited = new Set([current]);
  const path: Edge[] = [];
  while (path.length < length - 1) {
    const candidates = (outgoing.get(current) ?? []).filter((edge) => !visited.has(edge.dst));
    if (candidates.length === 0) break;
    let best = candidates[0] as Edge;
    let bestDraw = -1;
    for (const edge of candidates) {
      const theta = draw(edge);
      if (theta > bestDraw) {
        best = edge;
        bestDraw = theta;
      }
    }
    path.push(best);
    visited.add(best.dst);
    current = best.dst;
  }
  return path.length > 0 ? path : undefined;
}

/**
 * Executes one sampled path in a fresh session, adding its successful outputs to `found`; its
 * randomness (faults, seeds) is its own stream.
 */
export async function executePath(options: {
  env: PathEnv;
  iteration: number;
  job: PathJob;
  found: FoundCollector;
}): Promise<PathResult> {
  const { env, iteration, job, found } = options;
  const { config, pools, executor, baselines } = env;
  const toolOf = (name: string) => {
    const tool = env.tools.get(name);
    if (!tool) throw new Error(`path ${job.index} names ${name}, which is not in the tool universe`);
    return tool;
  };
  const path = job.edges;
  const rng = createRng(hashSeed(config.seed, iteration, job.index, 'exec'));
  const first = path[0] as PathEdge;
  const faults = planFaults(path, rng, config.faultRate);
  const session = executor.session({ faults });
  let calls = 0;
  const call = async (tool: ToolInfo, args: Record<string, unknown>) => {
    calls += 1;
    return session.call(tool.name, await withKey(session, tool, args));
  };
  const result: PathResult = { start: first.src, opened: false, steps: [], passed: false, calls: 0 };
  try {
    const start = toolOf(first.src);
    const startArgs = seedArgs(start, pools, rng, { now: undefined }) ?? {};
    const opened = await call(start, startArgs);
    if (!opened.ok || isEmpty(opened.output)) return result;
    result.opened = true;
    found.add(start, opened.output as Record<string, unknown>);
    let sources: Array<Record<string, unknown>> = [opened.output as Record<string, unknown>];
    for (const edge of path) {
      const target = toolOf(edge.dst);
      const param = target.params.find((entry) => entry.name === edge.param);
      const picks = pickRecords(sources, edge.field, config.fanout);
      if (!param || picks.length === 0) {
        result.steps.push({ edge: edge.id, outcome: 'missing_field', accepted: [] });
        return result;
      }
      const outcomes: Outcome[] = [];
      const accepted: string[] = [];
      const next: Array<Record<string, unknown>> = [];
      for (const pick of picks) {
        const bound = bindArgs({ param, target, pick, pools, rng });
        if (!bound) {
          outcomes.push('other');
          continue;
        }
        const called = await call(target, bound);
        const outcome = await classifyCall({
          result: called,
          generic: param.generic,
          param: param.name,
          reflected: async () =>
            param.required ||
            mentions(called.text, pick.value) ||
            (await baseline({ executor, baselines, target, args: without(bound, param.name) })) !== called.text,
        });
        outcomes.push(outcome);
        if (SUCCESS.has(outcome) && called.output) {
          next.push(called.output);
          found.add(target, called.output);
          if (outcome === 'semantic_success') accepted.push(String(pick.value));
        }
      }
      const outcome = majority(outcomes);
      result.steps.push({ edge: edge.id, outcome, accepted });
      if (!SUCCESS.has(outcome) || next.length === 0) return result;
      sources = next;
    }
    result.passed = true;
    return result;
  } finally {
    result.calls = calls;
    session.close();
  }
}

/** One environmental fault on a step with probability `rate` (rate limit or timeout, even odds). */
function planFaults(path: readonly PathEdge[], rng: Rng, rate: number) {
  const faults: Record<
    string,
    Array<{ tool: string; kind: 'rate_limit' | 'timeout'; nth: number[]; times: number }>
  > = {};
  for (const edge of path) {
    if (!rng.chance(rate)) continue;
    const kind = rng.chance(0.5) ? 'rate_limit' : 'timeout';
    const platform = platformOf(edge.dst);
    faults[platform] = [...(faults[platform] ?? []), { tool: edge.dst, kind, nth: [1], times: 1 }];
  }
  return faults;
}

interface RecordPick {
  record: Record<string, unknown>;
  value: string | number;
}

/** Up to `cap` records of the source outputs with distinct values at the field (fan-out). */
export function pickRecords(sources: readonly Record<string, unknown>[], field: string, cap: number): RecordPick[] {
  const leaf = field.includes('[].') ? field.slice(field.lastIndexOf('[].') + 3) : field;
  const seen = new Set<string>();
  const picks: RecordPick[] = [];
  for (const source of sources) {
    const records = field.includes('[].') ? recordsAt(source, field) : [source];
    for (const record of records) {
      const value = (field.includes('[].') ? valuesAt(record, leaf) : valuesAt(source, field))[0];
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      if (seen.has(String(value))) continue;
      seen.add(String(value));
      picks.push({ record: record as Record<string, unknown>, value });
      if (picks.length >= cap) return picks;
    }
  }
  return picks;
}

/**
 * The destination's arguments: the bound value, the other required parameters taken from the same
 * source record when it has a field of that name (co-binding: a school's office code travels with
 * its school code), and seeds for the rest. Undefined when a required parameter cannot be filled.
 */
function bindArgs(options: {
  param: ParamInfo;
  target: ToolInfo;
  pick: RecordPick;
  pools: ValuePools;
  rng: Rng;
}): Record<string, unknown> | undefined {
  const { param, target, pick, pools, rng } = options;
  const cobound: Record<string, unknown> = {};
  for (const other of target.params) {
    if (!other.required || other.generic || other.name === param.name) continue;
    const value = pick.record[other.name];
    if (typeof value === 'string' || typeof value === 'number') cobound[other.name] = coerce(value, other);
  }
  const seeded = seedArgs(target, pools, rng, { skip: new Set([param.name, ...Object.keys(cobound)]) });
  if (!seeded) return undefined;
  return { ...seeded, ...cobound, [param.name]: coerce(pick.value, param) };
}

/** Numeric strings become numbers for numeric parameters; anything else is passed as it is. */
function coerce(value: string | number, param: ParamInfo): unknown {
  if (
    (param.type === 'integer' || param.type === 'number') &&
    typeof value === 'string' &&
    /^-?\d+(\.\d+)?$/.test(value)
  )
    return Number(value);
  if (param.type === 'string' && typeof value === 'number') return String(value);
  return value;
}

async function withKey(session: ExecSession, tool: ToolInfo, args: Record<string, unknown>) {
  const auth = tool.params.find((param) => param.auth);
  if (!auth) return args;
  return { ...args, [auth.name]: await session.key(tool.platform) };
}

/** The destination's output without the bound parameter, memoized: a pure function of its args. */
function baseline(options: {
  executor: Executor;
  baselines: Map<string, Promise<string>>;
  target: ToolInfo;
  args: Record<string, unknown>;
}): Promise<string> {
  const { executor, baselines, target, args } = options;
  const key = `${target.name} ${JSON.stringify(Object.entries(args).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
  let cached = baselines.get(key);
  if (!cached) {
    cached = (async () => {
      const session = executor.session();
      try {
        return (await session.call(target.name, await withKey(session, target, args))).text;
      } finally {
        session.close();
      }
    })();
    baselines.set(key, cached);
  }
  return cached;
}

function without(args: Record<string, unknown>, name: string): Record<string, unknown> {
  const { [name]: _dropped, ...rest } = args;
  return rest;
}

/** The most frequent outcome; ties go to the worse one. */
export function majority(outcomes: readonly Outcome[]): Outcome {
  if (outcomes.length === 0) return 'other';
  const counts = new Map<Outcome, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  let best: Outcome = 'other';
  let bestCount = 0;
  for (const outcome of SEVERITY) {
    const count = counts.get(outcome) ?? 0;
    if (count > bestCount) {
      best = outcome;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Topology revision, part 1: an output field whose values were accepted semantically by another
 * tool's parameter (through some other edge) is a binding the skeleton missed. At most 50 new
 * edges per iteration, most supported first.
 */
function discoverEdges(options: {
  state: RefineState;
  tools: ReadonlyMap<string, ToolInfo>;
  found: readonly FoundValues[];
  config: GraphConfig;
  iteration: number;
}): Edge[] {
  const { state, tools, found, config, iteration } = options;
  const index = new Map<string, Set<string>>();
  for (const [target, values] of Object.entries(state.accepted)) {
    for (const value of values) {
      if (!distinctive(value)) continue;
      const set = index.get(value) ?? new Set();
      set.add(target);
      index.set(value, set);
    }
  }
  const known = new Set(state.edges.map((edge) => edge.id));
  const support = new Map<string, { proposal: EdgeProposal; values: Set<string> }>();
  for (const { tool, field, values } of found) {
    if (!tools.has(tool)) continue;
    for (const text of values) {
      for (const target of index.get(text) ?? []) {
        const [dst, param] = target.split('|') as [string, string];
        if (dst === tool) continue;
        const proposal = { src: tool, field, dst, param, prior: 0, reason: '' };
        const id = edgeId(proposal);
        if (known.has(id)) continue;
        const entry = support.get(id) ?? { proposal, values: new Set<string>() };
        entry.values.add(text);
        support.set(id, entry);
      }
    }
  }
  return [...support.entries()]
    .sort(([a, x], [b, y]) => y.values.size - x.values.size || (a < b ? -1 : 1))
    .slice(0, 50)
    .map(([, { proposal, values }]) => {
      const prior = Math.min(0.9, 0.5 + 0.1 * values.size);
      return admitEdge(
        {
          ...proposal,
          prior,
          reason: `discovered: ${values.size} value(s) accepted by ${proposal.dst}.${proposal.param}`,
        },
        { kappa: config.kappa, origin: 'discovered', iteration, cross: crosses(proposal.src, proposal.dst) },
      );
    });
}

/** Values that identify something: not a flag, a tiny number or a one-letter code. */
function distinctive(value: string): boolean {
  return value.length >= 3 && !/^(Y|N|true|false|null)$/i.test(value);
}

/** Topology revision, part 2: once per tool, re-propose when all of its outgoing edges are pruned. */
async function reproposeEdges(options: {
  context: RefineContext;
  state: RefineState;
  tools: ReadonlyMap<string, ToolInfo>;
  iteration: number;
}): Promise<Edge[]> {
  const { context, state, tools, iteration } = options;
  const { config } = context;
  const alive = new Set<string>();
  const sources = new Set<string>();
  for (const edge of state.edges) {
    sources.add(edge.src);
    if (edge.status === 'alive') alive.add(edge.src);
  }
  const done = new Set(state.reproposed);
  const tried = new Set(state.edges.map((edge) => `${edge.src}|${edge.field}|${edge.dst}|${edge.param}`));
  const added: Edge[] = [];
  for (const name of [...sources].sort()) {
    if (alive.has(name) || done.has(name)) continue;
    const source = tools.get(name);
    if (!source) continue;
    state.reproposed.push(name);
    const proposals = await reproposeFor({
      universe: context.universe,
      samples: context.samples,
      proposer: context.proposer,
      source,
      kIntra: config.kIntra,
      kCross: config.kCross,
      sMin: config.sMin,
      tried,
    });
    for (const proposal of proposals) {
      added.push(
        admitEdge(proposal, {
          kappa: config.kappa,
          origin: 'reproposed',
          iteration,
          cross: crosses(proposal.src, proposal.dst),
        }),
      );
    }
  }
  return added;
}

export function crosses(src: string, dst: string): boolean {
  return DOMAIN_OF[platformOf(src)] !== DOMAIN_OF[platformOf(dst)];
}

export { posteriorMean };
