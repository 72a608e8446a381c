// A worker thread of `synthesizeTasks`: its own servers (executor) and caches, running the candidates
// the main thread sends and posting back their outcomes. Candidates are pure functions of their job,
// so which thread runs one never changes the dataset.
import { parentPort, workerData } from 'node:worker_threads';
import {
  CASSETTE_SIZE,
  type CandidateJob,
  type CandidateSetup,
  createCandidateRunner,
  type Outcome,
} from './candidate.ts';
import { boundedCassette, createExecutor } from './executor.ts';
import { sampleUniverse } from './seeds.ts';

export type WorkerSetup = Omit<CandidateSetup, 'executor' | 'pools'>;

export type WorkerReply = { index: number; outcome: Outcome } | { index: number; error: string };

const port = parentPort;
if (!port) throw new Error('tasks-worker.ts runs as a worker thread of synthesizeTasks, not on its own');

const setup = workerData as WorkerSetup;
// The worker samples its own pools, which also warms its servers exactly as the main thread's would be
// (some emulated tables are built lazily, in the order they are first read).
const ready = (async () => {
  const executor = await createExecutor({
    platforms: setup.graph.config.platforms,
    cassette: boundedCassette(CASSETTE_SIZE),
  });
  const { pools } = await sampleUniverse({ universe: setup.universe, executor, seed: setup.graph.config.seed });
  return { executor, run: createCandidateRunner({ ...setup, pools, executor }) };
})();

port.on('message', async (message: CandidateJob | 'close') => {
  const { executor, run } = await ready;
  if (message === 'close') {
    await executor.close();
    port.close();
    return;
  }
  try {
    port.postMessage({ index: message.index, outcome: await run(message) } satisfies WorkerReply);
  } catch (error) {
    port.postMessage({
      index: message.index,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
