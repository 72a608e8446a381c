// A worker thread of `synthesizeTasks`: its own servers (executor) and caches, running the candidates
// the main thread sends and posting back their outcomes, and passing the other workers the results
// its cassette records. Candidates are pure functions of their job, so which thread runs one never
// changes the dataset.
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import {
  CASSETTE_SIZE,
  type CandidateJob,
  type CandidateSetup,
  createCandidateRunner,
  type Outcome,
} from './candidate.ts';
import { createExecutor } from './executor.ts';
import { type CassetteEntries, createSharedCassette } from './parallel.ts';
import { sampleUniverse } from './seeds.ts';

export type WorkerSetup = Omit<CandidateSetup, 'executor' | 'pools'>;

export interface TasksWorkerData {
  setup: WorkerSetup;
  /** A port to each other worker, for cassette entries. */
  peers: MessagePort[];
}

export type WorkerReply = { index: number; outcome: Outcome } | { index: number; error: string };

const port = parentPort;
if (!port) throw new Error('tasks-worker.ts runs as a worker thread of synthesizeTasks, not on its own');

const { setup, peers } = workerData as TasksWorkerData;
const store = createSharedCassette(CASSETTE_SIZE);
for (const peer of peers) peer.on('message', (entries: CassetteEntries) => store.absorb(entries));
// The worker samples its own pools, which also warms its servers exactly as the main thread's would be
// (some emulated tables are built lazily, in the order they are first read).
const ready = (async () => {
  const executor = await createExecutor({ platforms: setup.graph.config.platforms, cassette: store });
  const { pools } = await sampleUniverse({ universe: setup.universe, executor, seed: setup.graph.config.seed });
  return { executor, run: createCandidateRunner({ ...setup, pools, executor }) };
})();

port.on('message', async (message: CandidateJob | 'close') => {
  const { executor, run } = await ready;
  if (message === 'close') {
    await executor.close();
    for (const peer of peers) peer.close();
    port.close();
    return;
  }
  try {
    port.postMessage({ index: message.index, outcome: await run(message) } satisfies WorkerReply);
    const recorded = store.take();
    if (recorded.length > 0) for (const peer of peers) peer.postMessage(recorded);
  } catch (error) {
    port.postMessage({
      index: message.index,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
