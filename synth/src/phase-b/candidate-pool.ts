// Phase B's candidates on the shared worker pool: candidates are CPU-bound work against in-process
// servers, so a run uses several cores by giving each worker its own servers and handing it
// candidates as it frees up. Outcomes come back by candidate index; the caller applies them in
// index order, so which thread ran a candidate never changes the dataset.
import { startWorkerPool } from '../shared/index.ts';
import { CASSETTE_SIZE, type CandidateJob, type CandidateRunner, type Outcome } from './candidate.ts';
import type { WorkerSetup } from './tasks-worker.ts';

export function startCandidatePool(options: {
  /** Worker threads; 0 runs every candidate on `here`, in this thread. */
  workers: number;
  setup: WorkerSetup;
  here?: CandidateRunner;
}): { run: CandidateRunner; close: () => Promise<void> } {
  const pool = startWorkerPool<WorkerSetup, CandidateJob, Outcome>({
    entry: new URL('./tasks-worker.ts', import.meta.url),
    name: 'tasks worker',
    workers: options.workers,
    data: options.setup,
    cassetteLimit: CASSETTE_SIZE,
    ...(options.here ? { here: { run: options.here } } : {}),
  });
  return { run: (job) => pool.run(job), close: () => pool.close() };
}
