// One refinement iteration of EDGE phase A: sample paths, hand them to the runner, apply the
// results in path order to the posteriors, prune below τ, revise the topology.
import { createRng, hashSeed } from '@kopa/kit';
import {
  type Edge,
  type IterationRecord,
  OUTCOMES,
  type Outcome,
  type ToolInfo,
  type Universe,
} from '../../shared/index.ts';
import { observe, SUCCESS, shouldPrune } from './posterior.ts';
import { discoverEdges, reproposeEdges } from './revise-topology.ts';
import { isSeedable, samplePath } from './sample-path.ts';
import type { PathJob, RefineContext, RefineState } from './types.ts';

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
