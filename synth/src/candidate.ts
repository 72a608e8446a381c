// One phase B candidate (DESIGN §6): assemble a trajectory of the intended type, label it, write its
// query and run the filters (Table 8). A candidate is a pure function of (seed, index, intent), so it
// may run in any worker thread and still give the same record.
import { createRng, hashSeed } from '@kopa/kit';
import type { TaskType } from '@kopa/tasks';
import { assembleTrajectory } from './assemble.ts';
import type { Executor } from './executor.ts';
import { applyFilters, createRerun, forbiddenValues } from './filters.ts';
import { createQueryWriter } from './queries/index.ts';
import type { ValuePools } from './seeds.ts';
import { createExploreCache } from './trajectory.ts';
import type { GraphFile, RejectionClass, SynthRecord, Universe } from './types.ts';

/** Paper Table 10: 42.3% of tasks make ≤ 3 calls, 50.9% 4–5, 6.7% ≥ 6 (mean 4.13, key calls included). */
export const CALL_TARGETS: ReadonlyArray<readonly [number, number]> = [
  [3, 0.423],
  [4, 0.26],
  [5, 0.249],
  [6, 0.045],
  [7, 0.022],
];

export interface CandidateJob {
  index: number;
  intent: TaskType;
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
  return async ({ index, intent, full }) => {
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
      targetCalls: rng.weighted(CALL_TARGETS),
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
