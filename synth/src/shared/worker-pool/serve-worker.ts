// The worker side of a pool: sets the worker up once, reports ready, runs the jobs it is sent and
// after each one hands the other threads what its cassette recorded; a failure is reported with the
// worker's own message and stack, so the caller's error says what went wrong where.
import { parentPort, workerData } from 'node:worker_threads';
import type { PoolReply, PoolRequest, PoolWorkerData } from './protocol.ts';
import { createSharedCassette, listenToPeers, type SharedCassette, shareWithPeers } from './shared-cassette.ts';

export interface ServedWorker<Job, Result, Hello> {
  /** Sent to the pool once the worker is ready (e.g. a digest the pool compares). */
  hello: Hello;
  run(job: Job): Promise<Result>;
  close(): Promise<void>;
}

export function serveWorker<Data, Job, Result, Hello>(
  setup: (start: { data: Data; cassette: SharedCassette }) => Promise<ServedWorker<Job, Result, Hello>>,
): void {
  const port = parentPort;
  if (!port) throw new Error('a pool worker runs as a worker thread; start it with startWorkerPool');
  const { data, peers, cassetteLimit } = workerData as PoolWorkerData<Data>;
  const post = (reply: PoolReply<Result, Hello>) => port.postMessage(reply);
  const cassette = createSharedCassette(cassetteLimit);
  listenToPeers(peers, cassette);
  const ready = setup({ data, cassette });
  ready.then(
    (served) => post({ type: 'ready', hello: served.hello }),
    (error: unknown) => post({ type: 'failed', error: describe(error) }),
  );
  port.on('message', async (request: PoolRequest<Job>) => {
    if (request.type === 'close') {
      const served = await ready.catch(() => undefined); // a failed setup was reported when it failed
      await served?.close();
      for (const peer of peers) peer.close();
      post({ type: 'closed' });
      return;
    }
    try {
      const served = await ready;
      post({ type: 'done', id: request.id, result: await served.run(request.job) });
      shareWithPeers(peers, cassette);
    } catch (error) {
      post({ type: 'failed', id: request.id, error: describe(error) });
    }
  });
}

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
