// Worker threads for phase B: candidates are CPU-bound work against in-process servers, so a run uses
// several cores by giving each worker its own servers and handing it jobs as it frees up. Results come
// back by candidate index; the caller applies them in order.
import { Worker } from 'node:worker_threads';
import type { CandidateJob, CandidateRunner, Outcome } from './candidate.ts';
import { connectPeers, WORKER_LIMITS } from './parallel.ts';
import type { TasksWorkerData, WorkerReply, WorkerSetup } from './tasks-worker.ts';

/** Jobs a worker holds at once: one running, one queued behind it. */
const IN_FLIGHT = 2;

export function startThreads(options: { size: number; setup: WorkerSetup }): {
  run: CandidateRunner;
  close: () => Promise<void>;
} {
  // A worker's entry is loaded before `--import` hooks run (Node 20), so a bootstrap registers tsx
  // first and then imports the TypeScript entry, as `node --import tsx` does for the main thread.
  const entry = new URL('./tasks-worker.ts', import.meta.url).href;
  const bootstrap = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
register();
await import(${JSON.stringify(entry)});`;
  const script = new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
  const pending = new Map<number, { resolve: (outcome: Outcome) => void; reject: (error: Error) => void }>();
  const queue: CandidateJob[] = [];
  // The workers pass each other the results their cassettes record, so that a call seldom runs twice.
  const ports = connectPeers(options.size);
  const workers = ports.map((peers) => {
    const workerData: TasksWorkerData = { setup: options.setup, peers };
    const worker = new Worker(script, { workerData, transferList: peers, execArgv: [], resourceLimits: WORKER_LIMITS });
    const slot = { worker, busy: 0 };
    worker.on('message', (reply: WorkerReply) => {
      slot.busy -= 1;
      const waiting = pending.get(reply.index);
      pending.delete(reply.index);
      if ('error' in reply) waiting?.reject(new Error(`candidate ${reply.index} failed in a worker: ${reply.error}`));
      else waiting?.resolve(reply.outcome);
      dispatch();
    });
    worker.on('error', (error) => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    });
    return slot;
  });
  const dispatch = () => {
    for (const slot of workers) {
      while (slot.busy < IN_FLIGHT && queue.length > 0) {
        slot.busy += 1;
        slot.worker.postMessage(queue.shift());
      }
    }
  };
  return {
    run: (job) =>
      new Promise<Outcome>((resolve, reject) => {
        pending.set(job.index, { resolve, reject });
        queue.push(job);
        dispatch();
      }),
    close: async () => {
      await Promise.all(
        workers.map(
          ({ worker }) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              worker.postMessage('close');
            }),
        ),
      );
    },
  };
}
