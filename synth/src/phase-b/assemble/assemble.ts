// EDGE phase B assembly (DESIGN §6, Fig. 2b): one trajectory of a requested type over the alive
// edges of G*, explored against the servers, replayed for real in a fresh session (key calls
// included), and turned into a canonical record without its query: calls with bindings, the answer
// facts read from or computed over the real outputs, the expected user state, plan, tools and meta.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import type { TaskType } from '@kopa/tasks';
import { seedArgs, type ValuePools } from '../../phase-a/index.ts';
import type { Executor } from '../../shared/index.ts';
import {
  DOMAIN_OF,
  type Edge,
  type GraphFile,
  isEmpty,
  type QueryPlan,
  type SynthRecord,
  type ToolInfo,
  type Universe,
} from '../../shared/index.ts';
import { answerText } from '../queries/index.ts';
import type { Build, Prepared } from './hops.ts';
import { BUILDERS } from './intents.ts';
import { labelTrajectory, leafName } from './label.ts';
import { createExploreCache, type ExploreCache, Explorer, replay } from './trajectory.ts';
import { givensOf, metaOf, offeredTools, planSteps } from './truth.ts';

/** A synthesized record before its query is written and its id assigned. */
export type AssembledRecord = Omit<SynthRecord, 'id' | 'query'>;

export interface AssembleOptions {
  /** The intended type; the record's type is the label of what was executed. */
  type: TaskType;
  rng: Rng;
  graph: GraphFile;
  universe: Universe;
  pools: ValuePools;
  executor: Executor;
  /** Most records a fan-out covers (every record of a list of this size or less). */
  fanoutCap: number;
  /** Calls to aim at, key calls included (Table 10). */
  targetCalls: number;
  /** Kept in meta.seed so that a record can be traced to its candidate. */
  seed?: number;
  /** Real-time tools answer differently over time; they are left out unless allowed. */
  allowRealtime?: boolean;
  /** Most calls one candidate may make while exploring (starts excepted); 60 by default. */
  budget?: number;
  /** Reads and starts shared between the candidates of one run (a read is a pure function of its arguments). */
  cache?: ExploreCache;
  /** Types whose quota is full: the assembly avoids what would only be labelled so (semantic edges for Sem). */
  full?: readonly TaskType[];
}

const prepared = new WeakMap<GraphFile, { key: object; realtime: boolean; value: Promise<Prepared> }>();

/** Row numbers and counts identify nothing: a binding from one is a coincidence of values. */
const NO_IDENTITY = /^(seq|num|rnum|rn|rowNum)$|(^|_)CNT$|Cnt$|count$/i;

/** Seeds tried per source tool when deciding whether a trajectory can start there. */
const START_PROBES = 3;

/**
 * Usable alive edges indexed by source (no key tools, no writes as sources, no real-time tools unless
 * allowed), and the starts: edges whose source answers a seeded call with data for one of a few
 * fixed seeds (a tool needing two matching codes rarely does). Memoized per graph.
 */
export function prepareGraph(
  options: Pick<AssembleOptions, 'graph' | 'universe' | 'pools' | 'executor' | 'allowRealtime'>,
): Promise<Prepared> {
  const realtime = options.allowRealtime === true;
  const known = prepared.get(options.graph);
  if (known && known.key === options.pools && known.realtime === realtime) return known.value;
  const value = indexGraph(options, realtime);
  prepared.set(options.graph, { key: options.pools, realtime, value });
  return value;
}

async function indexGraph(
  options: Pick<AssembleOptions, 'graph' | 'universe' | 'pools' | 'executor'>,
  realtime: boolean,
): Promise<Prepared> {
  const tools = new Map(options.universe.tools.map((tool) => [tool.name, tool]));
  const outgoing = new Map<string, Edge[]>();
  for (const edge of options.graph.edges) {
    const src = tools.get(edge.src);
    const dst = tools.get(edge.dst);
    if (edge.status !== 'alive' || !src || !dst || src.keyTool || dst.keyTool || src.kind !== 'read') continue;
    if (!realtime && (src.realtime || dst.realtime)) continue;
    const param = dst.params.find((entry) => entry.name === edge.param);
    if (!param || param.generic || param.auth || NO_IDENTITY.test(leafName(edge.field))) continue;
    outgoing.set(edge.src, [...(outgoing.get(edge.src) ?? []), edge]);
  }
  const viable = new Set<string>();
  const session = options.executor.session();
  try {
    for (const name of [...outgoing.keys()].sort()) {
      const tool = tools.get(name) as ToolInfo;
      const auth = tool.params.find((param) => param.auth);
      for (let probe = 0; probe < START_PROBES && !viable.has(name); probe++) {
        const args = seedArgs(tool, options.pools, createRng(hashSeed('start', name, probe)));
        if (!args) break;
        const full = auth ? { ...args, [auth.name]: await session.key(tool.platform) } : args;
        const result = await session.call(name, full);
        if (result.ok && !isEmpty(result.output)) viable.add(name);
      }
    }
  } finally {
    session.close();
  }
  const starts = [...outgoing.entries()].filter(([name]) => viable.has(name)).flatMap(([, edges]) => edges);
  const fanning = new Set(
    [...outgoing.values()]
      .flat()
      .filter((edge) => edge.outcomes.semantic_success > 0 && edge.field.includes('[]'))
      .map((edge) => edge.src),
  );
  return { tools, outgoing, starts, fanning, pools: options.pools, pickers: new Map() };
}

/**
 * Assembles and executes one trajectory of the intended type; undefined when none was found within
 * the candidate's budget or its replay did not reproduce what exploration saw.
 */
export async function assembleTrajectory(options: AssembleOptions): Promise<AssembledRecord | undefined> {
  const graph = await prepareGraph(options);
  const explorer = new Explorer({
    executor: options.executor,
    pools: options.pools,
    cache: options.cache ?? createExploreCache(),
    rng: options.rng,
    budget: options.budget ?? 60,
  });
  try {
    const build = await BUILDERS[options.type]({
      x: explorer,
      prepared: graph,
      fanoutCap: Math.max(2, options.fanoutCap),
      targetCalls: options.targetCalls,
      semanticAllowed: options.type === 'Sem' || !options.full?.includes('Sem'),
    });
    return build ? await finish({ build, options, graph }) : undefined;
  } finally {
    explorer.close();
  }
}

async function finish(context: { build: Build; options: AssembleOptions; graph: Prepared }) {
  const { build, options, graph } = context;
  const executed = await replay({ executor: options.executor, steps: build.steps });
  if (!executed) return undefined;
  const { calls, users } = executed;
  const plan: QueryPlan = {
    type: options.type,
    givens: givensOf(build.steps),
    steps: planSteps(build.steps),
    ask: build.ask,
    ...(build.entities ? { entities: build.entities } : {}),
    ...(build.condition ? { condition: build.condition } : {}),
    ...(build.fanout ? { fanout: build.fanout } : {}),
  };
  plan.type = labelTrajectory({ calls, plan });
  const written = [
    ...new Set(build.steps.filter((step) => step.tool.kind === 'write').map((step) => step.tool.platform)),
  ];
  const platforms = [...new Set(calls.map((call) => call.platform))];
  const first = build.steps[0];
  const record: AssembledRecord = {
    type: plan.type,
    domain: DOMAIN_OF[first?.tool.platform ?? ''] ?? 'unknown',
    platforms,
    plan,
    calls,
    answer: { facts: build.facts, text: answerText(plan, build.facts) },
    ...(written.length > 0
      ? { state: Object.fromEntries(written.map((platform) => [platform, { user: users[platform] ?? {} }])) }
      : {}),
    tools: offeredTools({ calls, universe: options.universe, rng: options.rng }),
    edges: uniqueEdges(build.edges),
    meta: metaOf({ calls, tools: graph.tools, seed: options.seed ?? 0 }),
  };
  return record;
}

function uniqueEdges(edges: readonly Edge[]): SynthRecord['edges'] {
  const seen = new Map<string, SynthRecord['edges'][number]>();
  for (const { src, field, dst, param } of edges)
    seen.set(`${src}|${field}|${dst}|${param}`, { src, field, dst, param });
  return [...seen.values()];
}
