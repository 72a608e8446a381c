// A worker thread of `synthesizeTasks` on the shared pool: its own servers (executor) and caches,
// running the candidates the main thread sends and posting back their outcomes. Candidates are pure
// functions of their job, so which thread runs one never changes the dataset.
import { sampleUniverse } from '../phase-a/index.ts';
import { createExecutor, serveWorker } from '../shared/index.ts';
import { type CandidateJob, type CandidateSetup, createCandidateRunner, type Outcome } from './candidate.ts';

export type WorkerSetup = Omit<CandidateSetup, 'executor' | 'pools'>;

serveWorker<WorkerSetup, CandidateJob, Outcome, undefined>(async ({ data: setup, cassette }) => {
  const executor = await createExecutor({ platforms: setup.graph.config.platforms, cassette });
  // The worker samples its own pools, which also warms its servers exactly as the main thread's would
  // be (some emulated tables are built lazily, in the order they are first read).
  const { pools } = await sampleUniverse({ universe: setup.universe, executor, seed: setup.graph.config.seed });
  return { hello: undefined, run: createCandidateRunner({ ...setup, pools, executor }), close: () => executor.close() };
});
