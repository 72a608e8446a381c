// The shapes phase A's refinement shares between its loop, its path runners (in process or on
// worker threads) and its checkpoint: the refine state, sampled path jobs and their results.
import type { Edge, Executor, GraphConfig, IterationRecord, Outcome, ToolInfo, Universe } from '../../shared/index.ts';
import type { Proposer } from '../proposer/index.ts';
import type { Samples, ValuePools } from '../samples/index.ts';

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
