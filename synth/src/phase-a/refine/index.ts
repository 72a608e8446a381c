// EDGE phase A (DESIGN §6, paper Fig. 2a): Thompson-sampled paths over the edge posteriors are
// executed in fresh sessions, every edge execution is classified (Table 7) and updates its Beta
// posterior, edges below τ are pruned after a trial, and the topology is revised each iteration.
// Everything random is derived from (seed, iteration, path): sampling and execution each from their
// own stream, so a run is deterministic however its paths are spread over threads, and it is
// checkpointed every iteration so that a killed run resumes to the same graph. The parts live in
// refine/; this module is their public entry.

export { pickRecords } from './bind-args.ts';
export { executePath } from './execute-path.ts';
export { createFoundValues } from './found-values.ts';
export { majority } from './majority.ts';
export {
  type CallCounts,
  defaultWorkers,
  digestOf,
  type RunnerOptions,
  type StartedRunner,
  startRunner,
  startThread,
  type ThreadOptions,
  type ThreadRunner,
} from './path-runner.ts';
export * from './posterior.ts';
export { createTools, refineIteration } from './refine-iteration.ts';
export { crosses } from './revise-topology.ts';
export { samplePath } from './sample-path.ts';
export type {
  ExecutedPaths,
  FoundCollector,
  FoundValues,
  PathEdge,
  PathEnv,
  PathJob,
  PathResult,
  PathRunner,
  RefineContext,
  RefineState,
  StepResult,
} from './types.ts';
