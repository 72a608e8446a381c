// One phase B candidate (DESIGN §6): assemble a trajectory of the intended type, label it, write its
// query and run the filters (Table 8). A candidate is a pure function of (seed, index, intent), so it
// may run in any worker thread and still give the same record.
import { createRng, hashSeed } from '@kopa/kit';
import type { TaskType } from '@kopa/tasks';
import type { ValuePools } from '../phase-a/index.ts';
import type { Executor, GraphFile, RejectionClass, SynthRecord, Universe } from '../shared/index.ts';
import { assembleTrajectory, createExploreCache } from './assemble/index.ts';
import { applyFilters, createRerun, forbiddenValues } from './filters.ts';
import { createQueryWriter } from './queries/index.ts';

/**
 * Paper Table 10's step buckets (key calls included): 42.3% of tasks make ≤ 3 calls, 50.9% 4–5, 6.7%
 * ≥ 6, mean 4.13; with the calls a candidate in each bucket aims at.
 */
export const CALL_BUCKETS: ReadonlyArray<{
  max: number;
  share: number;
  targets: ReadonlyArray<readonly [number, number]>;
}> = [
  { max: 3, share: 0.423, targets: [[3, 1]] },
  {
    max: 5,
    share: 0.509,
    targets: [
      [4, 0.51],
      [5, 0.49],
    ],
  },
  {
    max: Number.POSITIVE_INFINITY,
    share: 0.067,
    targets: [
      [6, 0.67],
      [7, 0.33],
    ],
  },
];

/** The bucket a task of this many calls falls in. */
export const bucketOf = (calls: number) => CALL_BUCKETS.findIndex((bucket) => calls <= bucket.max);

/**
 * Read results a phase B thread keeps for reuse (exploration, the fresh-session replay and the reruns
 * at shifted clocks ask for many of the same calls); enough for a 2,000-task run, bounded for memory.
 */
export const CASSETTE_SIZE = 40_000;

export interface CandidateJob {
  index: number;
  intent: TaskType;
  /** Calls to aim at, key calls included: steered toward Table 10's buckets by the caller. */
  targetCalls: number;
  /** Types whose quota was full when the batch began: such a label skips the query and filters. */
  full: TaskType[];
}

export type Outcome =
  | { kind: 'unassembled' }
  | { kind: 'overQuota' }
  | { kind: 'rejected'; class: RejectionClass }
  | { kind: 'kept'; record: Omit<SynthRecord, 'id'> };

export interface CandidateSetup {
  seed: number;
  graph: GraphFile;
  universe: Universe;
  pools: ValuePools;
  executor: Executor;
  fanoutCap: number;
  queries: 'template' | 'llm';
  llm?: { baseURL: string; model: string; apiKey?: string; cacheDir: string };
}

export type CandidateRunner = (job: CandidateJob) => Promise<Outcome>;

const REJECTIONS: readonly RejectionClass[] = ['realtime', 'linguistic', 'leakage', 'execution', 'unanswerable'];

export function createCandidateRunner(setup: CandidateSetup): CandidateRunner {
  const writer = createQueryWriter(setup.queries, setup.llm);
  const rerun = createRerun({ executor: setup.executor, universe: setup.universe });
  const cache = createExploreCache();
  return async ({ index, intent, targetCalls, full }) => {
    const seed = hashSeed(setup.seed, index);
    const rng = createRng(seed);
    const assembled = await assembleTrajectory({
      type: intent,
      rng: rng.fork('assemble'),
      graph: setup.graph,
      universe: setup.universe,
      pools: setup.pools,
      executor: setup.executor,
      fanoutCap: setup.fanoutCap,
      targetCalls,
      seed,
      cache,
      full,
    });
    if (!assembled) return { kind: 'unassembled' };
    if (full.includes(assembled.type)) return { kind: 'overQuota' };
    const query = await writer(assembled.plan, rng.fork('query'), { forbidden: forbiddenValues(assembled) });
    const record: SynthRecord = { id: 'synth-pending', query, ...assembled };
    const verdict = await applyFilters([record], { universe: setup.universe, rerun });
    const rejection = REJECTIONS.find((name) => verdict.rejected[name] > 0);
    if (rejection) return { kind: 'rejected', class: rejection };
    const { id: _pending, ...kept } = record;
    return { kind: 'kept', record: kept };
  };
}
