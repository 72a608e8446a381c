// A phase A worker thread (started by parallel.ts): builds its own executor, universe and samples,
// reports their digest, then executes the chunks of paths it is sent, passing the results its
// cassette records to the other threads after each chunk.
import { parentPort, workerData } from 'node:worker_threads';
import {
  type CassetteEntries,
  createSharedCassette,
  digestOf,
  type RunRequest,
  startThread,
  type WorkerData,
  type WorkerReply,
} from './parallel.ts';

const port = parentPort;
if (!port) throw new Error('path-worker.ts runs as a worker thread; use startRunner from parallel.ts');
const { options, peers } = workerData as WorkerData;
const post = (reply: WorkerReply) => port.postMessage(reply);
const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

try {
  const store = createSharedCassette();
  for (const peer of peers) peer.on('message', (entries: CassetteEntries) => store.absorb(entries));
  const runner = await startThread({ ...options, store });
  post({ type: 'ready', digest: digestOf(runner), counts: runner.counts() });
  port.on('message', (request: RunRequest) => {
    runner.run(request.iteration, request.jobs).then(
      (executed) => {
        post({ type: 'done', id: request.id, executed, counts: runner.counts() });
        const recorded = store.take();
        if (recorded.length > 0) for (const peer of peers) peer.postMessage(recorded);
      },
      (error: unknown) => post({ type: 'failed', id: request.id, error: describe(error) }),
    );
  });
} catch (error) {
  post({ type: 'failed', error: describe(error) });
}
