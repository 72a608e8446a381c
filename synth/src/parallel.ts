// Runs phase A's path executions on this thread and, with workers > 1, on worker threads too. Every
// thread builds its own executor, universe and samples (sampling is deterministic; their digests
// are compared) and executes the chunks of paths it is handed; results come back in path order, so
// the number of workers never changes what a run computes. Workers join as soon as they are ready,
// and the threads pass each other the results their cassettes record, so that a call seldom runs
// on a server twice.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { boundedCassette, type CallResult, type Cassette, createExecutor } from './executor.ts';
import {
  createFoundValues,
  createTools,
  type ExecutedPaths,
  executePath,
  type PathJob,
  type PathRunner,
} from './refine.ts';
import { type Samples, sampleUniverse } from './seeds.ts';
import type { GraphConfig, Universe } from './types.ts';
import { readUniverse } from './universe.ts';

export interface ThreadOptions {
  config: GraphConfig;
  /** Serve repeated default-state reads from a cassette (results are identical either way). */
  cassette: boolean;
  /** Paths executing at once per thread. */
  concurrency: number;
}

export interface RunnerOptions extends ThreadOptions {
  /** Threads executing paths, this one included; 1 runs everything in this thread. */
  workers: number;
}

export interface CallCounts {
  requested: number;
  executed: number;
}

export interface ThreadRunner extends PathRunner {
  universe: Universe;
  samples: Samples;
  /** Tool calls requested and executed on a server so far (sampling included). */
  counts(): CallCounts;
  close(): Promise<void>;
}

export interface StartedRunner extends ThreadRunner {
  /** Resolves once every worker has joined (they join on their own; tests wait to be sure). */
  joined(): Promise<void>;
}

/** Two threads (one on a single-core machine): the paper-scale run's target machine has 2 cores. */
export const defaultWorkers = (): number => Math.min(2, availableParallelism());

export async function startRunner(options: RunnerOptions): Promise<StartedRunner> {
  if (!Number.isInteger(options.workers) || options.workers < 1) {
    throw new Error(`workers must be a positive integer, got ${options.workers}`);
  }
  const { workers, ...thread } = options;
  if (workers === 1) return { ...(await startThread(thread)), joined: async () => {} };
  // The workers start first, so that their setup overlaps with this thread's.
  const ports = connectPeers(workers);
  const [own = [], ...theirs] = ports;
  const channels = theirs.map((peers, index) => spawn({ options: thread, peers }, index + 1));
  const store = createSharedCassette();
  const closeAll = async () => {
    for (const port of own) port.close();
    await Promise.all(channels.map((channel) => channel.close()));
  };
  let local: ThreadRunner;
  try {
    local = await startThread({ ...thread, store });
  } catch (error) {
    await closeAll();
    throw error;
  }
  for (const port of own) port.on('message', (entries: CassetteEntries) => store.absorb(entries));
  const digest = digestOf(local);
  const share = () => {
    const recorded = store.take();
    if (recorded.length > 0) for (const port of own) port.postMessage(recorded);
  };
  const here: Channel = {
    joined: () => true,
    async request(iteration, jobs) {
      const executed = await local.run(iteration, jobs);
      share();
      return executed;
    },
  };
  // About sixteen chunks per thread and iteration: small enough that the threads finish an iteration
  // together, large enough that messages cost little.
  const size = Math.max(1, Math.ceil(options.config.paths / (workers * 16)));
  return {
    universe: local.universe,
    samples: local.samples,
    async run(iteration, jobs) {
      for (const channel of channels) channel.check(digest);
      const ready = channels.filter((channel) => channel.joined());
      return dispatch({ channels: [here, ...ready], iteration, jobs, size });
    },
    counts: () => sumCounts([local.counts(), ...channels.map((channel) => channel.counts())]),
    async joined() {
      await Promise.all(channels.map((channel) => channel.ready));
      for (const channel of channels) channel.check(digest);
    },
    async close() {
      await closeAll();
      await local.close();
    },
  };
}

/**
 * This thread's executor, universe and samples, and its path executions with bounded concurrency.
 * `store` keeps the cassette instead of a private Map.
 */
export async function startThread(options: ThreadOptions & { store?: Cassette }): Promise<ThreadRunner> {
  const { config } = options;
  const cassette = options.cassette && (options.store ?? true);
  const executor = await createExecutor({ platforms: config.platforms, cassette });
  try {
    const universe = await readUniverse({ hub: executor.hub, platforms: config.platforms });
    const samples = await sampleUniverse({ universe, executor, seed: config.seed });
    const env = { config, executor, tools: createTools(universe), pools: samples.pools, baselines: new Map() };
    const limit = pLimit(options.concurrency);
    return {
      universe,
      samples,
      async run(iteration, jobs) {
        const found = createFoundValues();
        const results = await Promise.all(
          Array.from(jobs, (job) =>
            limit(async () => {
              // In-process calls never leave the microtask queue; yield so that messages (other
              // threads' chunks and cassette entries) are handled between paths.
              await nextTurn();
              return executePath({ env, iteration, job, found });
            }),
          ),
        );
        return { results, found: found.list() };
      },
      counts: () => ({ ...executor.counts }),
      close: () => executor.close(),
    };
  } catch (error) {
    await executor.close();
    throw error;
  }
}

/** Identifies a thread's universe and samples, so that threads can be checked to agree. */
export function digestOf(runner: Pick<ThreadRunner, 'universe' | 'samples'>): string {
  const { universe, samples } = runner;
  return createHash('sha256')
    .update(JSON.stringify([universe, [...samples.pools], [...samples.outputs]]))
    .digest('hex');
}

export type CassetteEntries = Array<[key: string, result: CallResult]>;

/**
 * A cassette that hands out the entries recorded since last asked, and takes in other threads'
 * entries; with a limit, the oldest entries are dropped first (a dropped call simply runs again).
 */
export function createSharedCassette(
  limit = Number.POSITIVE_INFINITY,
): Cassette & { take(): CassetteEntries; absorb(entries: CassetteEntries): void } {
  const store = boundedCassette(limit);
  let recorded: CassetteEntries = [];
  return {
    get: (key) => store.get(key),
    set(key, result) {
      store.set(key, result);
      recorded.push([key, result]);
    },
    take() {
      const taken = recorded;
      recorded = [];
      return taken;
    },
    absorb(shared) {
      for (const [key, result] of shared) if (!store.get(key)) store.set(key, result);
    },
  };
}

/** One message port from every thread to every other, for cassette entries; `[0]` is this thread's. */
export function connectPeers(threads: number): MessagePort[][] {
  const ports = Array.from({ length: threads }, (): MessagePort[] => []);
  for (let a = 0; a < threads; a++) {
    for (let b = a + 1; b < threads; b++) {
      const { port1, port2 } = new MessageChannel();
      ports[a]?.push(port1);
      ports[b]?.push(port2);
    }
  }
  return ports;
}

export interface WorkerData {
  options: ThreadOptions;
  /** A port to each other thread, for cassette entries. */
  peers: MessagePort[];
}

export interface RunRequest {
  id: number;
  iteration: number;
  jobs: PathJob[];
}

export type WorkerReply =
  | { type: 'ready'; digest: string; counts: CallCounts }
  | { type: 'done'; id: number; executed: ExecutedPaths; counts: CallCounts }
  | { type: 'failed'; id?: number; error: string };

interface Channel {
  joined(): boolean;
  request(iteration: number, jobs: PathJob[]): Promise<ExecutedPaths>;
}

interface WorkerChannel extends Channel {
  /** Resolves when the worker is ready; rejects if it fails to start. */
  ready: Promise<void>;
  /** Throws the worker's failure, or a digest that differs from this thread's. */
  check(digest: string): void;
  counts(): CallCounts;
  close(): Promise<void>;
}

/**
 * The servers make much short-lived garbage: twice V8's default young generation halves the
 * scavenges (the main thread would need --max-semi-space-size=32 on its command line).
 */
export const WORKER_LIMITS = { maxYoungGenerationSizeMb: 96 };

/**
 * Starts a worker on a data: URL module that registers tsx first, so the TypeScript worker loads
 * however this process was started (`node --import tsx`, vitest), with no build step.
 */
function spawn(data: WorkerData, index: number): WorkerChannel {
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./path-worker.ts', import.meta.url).href;
  const code = `import { register } from ${JSON.stringify(tsx)};\nregister();\nawait import(${JSON.stringify(entry)});\n`;
  const url = new URL(`data:text/javascript,${encodeURIComponent(code)}`);
  const worker = new Worker(url, {
    workerData: data,
    transferList: data.peers,
    execArgv: [],
    resourceLimits: WORKER_LIMITS,
  });
  return connect(worker, index);
}

/** Request/reply over one worker; a crash, an unexpected exit or a reported error rejects what waits. */
function connect(worker: Worker, index: number): WorkerChannel {
  const pending = new Map<number, { resolve: (executed: ExecutedPaths) => void; reject: (error: Error) => void }>();
  let counts: CallCounts = { requested: 0, executed: 0 };
  let digest: string | undefined;
  let failure: Error | undefined;
  let closing = false;
  let nextId = 1;
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  ready.catch(() => {}); // a failure is also kept in `failure` and thrown by `check` and `request`
  const fail = (error: Error) => {
    failure ??= error;
    settle?.reject(error);
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: WorkerReply) => {
    if (reply.type === 'ready') {
      counts = reply.counts;
      digest = reply.digest;
      settle?.resolve();
    } else if (reply.type === 'done') {
      counts = reply.counts;
      pending.get(reply.id)?.resolve(reply.executed);
      pending.delete(reply.id);
    } else {
      const error = new Error(`path worker ${index} failed: ${reply.error}`);
      if (reply.id === undefined) return fail(error);
      pending.get(reply.id)?.reject(error);
      pending.delete(reply.id);
    }
  });
  worker.on('error', (error) => fail(new Error(`path worker ${index} crashed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => {
    if (!closing) fail(new Error(`path worker ${index} exited unexpectedly with code ${code}`));
  });
  return {
    ready,
    joined: () => digest !== undefined && !failure,
    check(expected) {
      if (failure) throw failure;
      if (digest !== undefined && digest !== expected) {
        throw new Error(
          `path worker ${index} sampled another universe or other values than the main thread, so a server is not deterministic; run with workers: 1`,
        );
      }
    },
    counts: () => counts,
    request(iteration, jobs) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, iteration, jobs } satisfies RunRequest);
      });
    },
    async close() {
      closing = true;
      await worker.terminate();
    },
  };
}

/**
 * Hands chunks of jobs to whichever thread is free, two in flight per thread so that none waits
 * while the next chunk is sampled, and returns the results in job order.
 */
async function dispatch(options: {
  channels: readonly Channel[];
  iteration: number;
  jobs: Iterable<PathJob>;
  size: number;
}): Promise<ExecutedPaths> {
  const { channels, iteration, size } = options;
  const jobs = options.jobs[Symbol.iterator]();
  const chunks: ExecutedPaths[] = [];
  let stopped = false;
  const take = () => {
    const batch: PathJob[] = [];
    while (!stopped && batch.length < size) {
      const next = jobs.next();
      if (next.done) break;
      batch.push(next.value);
    }
    return batch.length > 0 ? { slot: chunks.push({ results: [], found: [] }) - 1, batch } : undefined;
  };
  const feed = async (channel: Channel) => {
    for (let chunk = take(); chunk; chunk = take()) {
      chunks[chunk.slot] = await channel.request(iteration, chunk.batch);
    }
  };
  try {
    await Promise.all(channels.flatMap((channel) => [feed(channel), feed(channel)]));
  } catch (error) {
    stopped = true;
    throw error;
  }
  return {
    results: chunks.flatMap((chunk) => chunk.results),
    found: chunks.flatMap((chunk) => chunk.found),
  };
}

function sumCounts(all: readonly CallCounts[]): CallCounts {
  return {
    requested: all.reduce((sum, counts) => sum + counts.requested, 0),
    executed: all.reduce((sum, counts) => sum + counts.executed, 0),
  };
}
