// One worker pool for both phases: it starts worker threads on an entry module (which calls
// `serveWorker`), hands each job to the first thread with room, two in flight per thread so that
// none waits while the next job is prepared, and settles every job with its own result, so the
// caller decides the order results are applied in. The calling thread can take jobs too (`here`);
// with no worker it takes all of them. The threads pass each other the results their cassettes
// record. A worker's failure rejects what waits on it, with the worker's own message.
import { availableParallelism } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { Worker } from 'node:worker_threads';
import type { PoolReply, PoolRequest, PoolWorkerData } from './protocol.ts';
import { connectPeers, listenToPeers, type SharedCassette, shareWithPeers } from './shared-cassette.ts';

/** Jobs a thread holds at once: one running, one queued behind it. */
const IN_FLIGHT = 2;

/** Two threads (one on a single-core machine): the paper-scale run's target machine has 2 cores. */
export const defaultThreads = (): number => Math.min(2, availableParallelism());

/**
 * The servers make much short-lived garbage: twice V8's default young generation halves the
 * scavenges (the main thread would need --max-semi-space-size=32 on its command line).
 */
export const WORKER_LIMITS = { maxYoungGenerationSizeMb: 96 };

export interface WorkerPoolOptions<Data, Job, Result> {
  /**
   * The worker's module, beside the code that starts the pool: `new URL('./x-worker.ts',
   * import.meta.url)` (the CLI build rewrites exactly that form to its bundled worker).
   */
  entry: URL;
  /** Names the workers in errors: `path worker 1 failed: …`. */
  name: string;
  /** Worker threads to start; 0 runs every job on `here`. */
  workers: number;
  /** What every worker is started with (structured-cloned). */
  data: Data;
  /** The calling thread's own lane, before the workers; with `cassette`, it shares that cassette with them. */
  here?: { run(job: Job): Promise<Result>; cassette?: SharedCassette };
  /** Entries each worker's shared cassette keeps; unbounded by default. */
  cassetteLimit?: number;
}

export interface WorkerPool<Job, Result, Hello> {
  /** Runs a job on the first thread with room; rejects with the error of the thread it ran on. */
  run(job: Job): Promise<Result>;
  /** Threads taking jobs now: the calling thread (with `here`) and every worker that is ready. */
  lanes(): number;
  /** What each ready worker said when it started, by worker number (1, 2, …). */
  hellos(): Map<number, Hello>;
  /** Resolves once every worker is ready; rejects with the first that failed to start. */
  started(): Promise<void>;
  /** Throws the first failure of a worker, if one failed. */
  check(): void;
  /** Stops every worker (each closes its own resources first) and the calling thread's ports. */
  close(): Promise<void>;
}

interface Lane<Job, Result> {
  busy: number;
  usable(): boolean;
  start(job: Job): Promise<Result>;
}

interface Waiting<Job, Result> {
  job: Job;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

export function startWorkerPool<Data, Job, Result, Hello = undefined>(
  options: WorkerPoolOptions<Data, Job, Result>,
): WorkerPool<Job, Result, Hello> {
  const { here, workers: count } = options;
  if (!Number.isInteger(count) || count < 0) throw new Error(`workers must be a whole number, got ${count}`);
  if (count === 0) {
    if (!here) throw new Error('a pool without workers needs a lane on the calling thread (here)');
    return {
      run: (job) => here.run(job),
      lanes: () => 1,
      hellos: () => new Map(),
      started: async () => {},
      check: () => {},
      close: async () => {},
    };
  }
  const shared = here?.cassette;
  const [own = [], ...theirs] = shared ? connectPeers(count + 1) : [[], ...connectPeers(count)];
  if (shared) listenToPeers(own, shared);
  const queue: Waiting<Job, Result>[] = [];
  const workers = theirs.map((peers, index) =>
    spawnWorker<Data, Job, Result, Hello>({ options, peers, number: index + 1, changed: () => pump() }),
  );
  const lanes: Lane<Job, Result>[] = [...workers];
  if (here) {
    lanes.unshift({
      busy: 0,
      usable: () => true,
      async start(job) {
        const result = await here.run(job);
        if (shared) shareWithPeers(own, shared);
        return result;
      },
    });
  }
  const pump = () => {
    for (const lane of lanes) {
      while (lane.usable() && lane.busy < IN_FLIGHT && queue.length > 0) {
        const waiting = queue.shift() as Waiting<Job, Result>;
        lane.busy += 1;
        lane
          .start(waiting.job)
          .then(waiting.resolve, waiting.reject)
          .finally(() => {
            lane.busy -= 1;
            pump();
          });
      }
    }
    // With every worker failed and no lane here, nothing will ever take what is queued.
    const failure = workers.find((worker) => worker.failure)?.failure;
    if (!here && failure && workers.every((worker) => worker.failure)) {
      for (const waiting of queue.splice(0)) waiting.reject(failure);
    }
  };
  return {
    run: (job) =>
      new Promise<Result>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      }),
    lanes: () => lanes.filter((lane) => lane.usable()).length,
    hellos: () =>
      new Map(workers.flatMap((worker) => (worker.hello === undefined ? [] : [[worker.number, worker.hello.value]]))),
    started: async () => {
      await Promise.all(workers.map((worker) => worker.ready));
    },
    check() {
      const failed = workers.find((worker) => worker.failure);
      if (failed?.failure) throw failed.failure;
    },
    async close() {
      for (const port of own) port.close();
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}

interface WorkerLane<Job, Result, Hello> extends Lane<Job, Result> {
  number: number;
  /** Set once the worker is ready. */
  hello?: { value: Hello };
  failure?: Error;
  /** Resolves when the worker is ready; rejects if it fails to start. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a worker on a data: URL module that registers tsx first, so the TypeScript entry loads
 * however this process was started (`node --import tsx`, vitest), with no build step: a worker's
 * entry is loaded before `--import` hooks run (Node 20).
 */
function spawnWorker<Data, Job, Result, Hello>(start: {
  options: WorkerPoolOptions<Data, Job, Result>;
  peers: MessagePort[];
  number: number;
  /** Called when the worker becomes ready or fails, so that the queue moves on. */
  changed: () => void;
}): WorkerLane<Job, Result, Hello> {
  const { options, peers, number } = start;
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import { register } from ${JSON.stringify(tsx)};\nregister();\nawait import(${JSON.stringify(options.entry.href)});\n`;
  const workerData: PoolWorkerData<Data> = {
    data: options.data,
    peers,
    cassetteLimit: options.cassetteLimit ?? Number.POSITIVE_INFINITY,
  };
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), {
    workerData,
    transferList: peers,
    execArgv: [],
    resourceLimits: WORKER_LIMITS,
  });
  const name = `${options.name} ${number}`;
  const pending = new Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let closing = false;
  let exited = false;
  let closed: (() => void) | undefined;
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  ready.catch(() => {}); // a failure is also kept in `failure`, thrown by `check` and by every job
  const lane: WorkerLane<Job, Result, Hello> = {
    number,
    busy: 0,
    ready,
    usable: () => lane.hello !== undefined && !lane.failure,
    start(job) {
      if (lane.failure) return Promise.reject(lane.failure);
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ type: 'job', id, job } satisfies PoolRequest<Job>);
      });
    },
    async close() {
      closing = true;
      // A ready worker closes its own resources first; one still starting is simply stopped.
      if (lane.hello && !lane.failure && !exited) {
        const done = new Promise<void>((resolve) => {
          closed = resolve;
        });
        worker.postMessage({ type: 'close' } satisfies PoolRequest<Job>);
        await done;
      }
      await worker.terminate();
    },
  };
  const fail = (error: Error) => {
    lane.failure ??= error;
    settle?.reject(error);
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
    closed?.();
    start.changed();
  };
  worker.on('message', (reply: PoolReply<Result, Hello>) => {
    if (reply.type === 'ready') {
      lane.hello = { value: reply.hello };
      settle?.resolve();
      start.changed();
    } else if (reply.type === 'done') {
      pending.get(reply.id)?.resolve(reply.result);
      pending.delete(reply.id);
    } else if (reply.type === 'closed') {
      closed?.();
    } else {
      const error = new Error(`${name} failed: ${reply.error}`);
      if (reply.id === undefined) return fail(error);
      pending.get(reply.id)?.reject(error);
      pending.delete(reply.id);
    }
  });
  worker.on('error', (error) => fail(new Error(`${name} crashed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => {
    exited = true;
    if (!closing) fail(new Error(`${name} exited unexpectedly with code ${code}`));
    closed?.();
  });
  return lane;
}
