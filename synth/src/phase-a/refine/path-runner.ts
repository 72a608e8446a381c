// Runs phase A's path executions on this thread and, with workers > 1, on the shared worker pool
// too. Every thread builds its own executor, universe and samples (sampling is deterministic; their
// digests are compared) and executes the chunks of paths it is handed; results come back in path
// order, so the number of workers never changes what a run computes. Workers join as soon as they
// are ready, and the threads pass each other the results their cassettes record, so that a call
// seldom runs on a server twice.
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { threadId } from 'node:worker_threads';
import pLimit from 'p-limit';
import {
  type Cassette,
  createExecutor,
  createSharedCassette,
  defaultThreads,
  type GraphConfig,
  startWorkerPool,
  type Universe,
  type WorkerPool,
} from '../../shared/index.ts';
import { type Samples, sampleUniverse } from '../samples/index.ts';
import { readUniverse } from '../universe.ts';
import { executePath } from './execute-path.ts';
import { createFoundValues } from './found-values.ts';
import { createTools } from './refine-iteration.ts';
import type { ExecutedPaths, PathJob, PathRunner } from './types.ts';

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

/** A chunk of an iteration's paths, as the pool hands it to a thread. */
export interface PathChunk {
  iteration: number;
  jobs: PathJob[];
}

/** What a path worker says when it is ready: its universe and samples' digest and its counts. */
export interface PathWorkerHello {
  digest: string;
  thread: number;
  counts: CallCounts;
}

export interface PathChunkResult {
  executed: ExecutedPaths;
  thread: number;
  counts: CallCounts;
}

/** Two threads (one on a single-core machine): the paper-scale run's target machine has 2 cores. */
export const defaultWorkers = defaultThreads;

export async function startRunner(options: RunnerOptions): Promise<StartedRunner> {
  if (!Number.isInteger(options.workers) || options.workers < 1) {
    throw new Error(`workers must be a positive integer, got ${options.workers}`);
  }
  const { workers, ...thread } = options;
  if (workers === 1) return { ...(await startThread(thread)), joined: async () => {} };
  const store = createSharedCassette();
  // The workers start first, so that their setup overlaps with this thread's.
  const pool: WorkerPool<PathChunk, PathChunkResult, PathWorkerHello> = startWorkerPool({
    entry: new URL('./path-worker.ts', import.meta.url),
    name: 'path worker',
    workers: workers - 1,
    data: thread,
    here: {
      cassette: store,
      async run(chunk) {
        const local = await starting;
        const executed = await local.run(chunk.iteration, chunk.jobs);
        return { executed, thread: threadId, counts: local.counts() };
      },
    },
  });
  const starting = startThread({ ...thread, store });
  let here: ThreadRunner;
  try {
    here = await starting;
  } catch (error) {
    await pool.close();
    throw error;
  }
  const digest = digestOf(here);
  const check = () => {
    pool.check();
    for (const [number, hello] of pool.hellos()) {
      if (hello.digest !== digest) {
        throw new Error(
          `path worker ${number} sampled another universe or other values than the main thread, so a server is not deterministic; run with workers: 1`,
        );
      }
    }
  };
  const latest = new Map<number, CallCounts>();
  const run = async (chunk: PathChunk) => {
    const result = await pool.run(chunk);
    latest.set(result.thread, result.counts);
    return result.executed;
  };
  // About sixteen chunks per thread and iteration: small enough that the threads finish an iteration
  // together, large enough that messages cost little.
  const size = Math.max(1, Math.ceil(options.config.paths / (workers * 16)));
  return {
    universe: here.universe,
    samples: here.samples,
    async run(iteration, jobs) {
      check();
      return runChunks({ run, lanes: pool.lanes(), iteration, jobs, size });
    },
    counts() {
      const workerCounts = [...pool.hellos().values()].map((hello) => latest.get(hello.thread) ?? hello.counts);
      return sumCounts([here.counts(), ...workerCounts]);
    },
    async joined() {
      await pool.started();
      check();
    },
    async close() {
      await pool.close();
      await here.close();
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

/**
 * Takes chunks of jobs as threads free up, two in flight per thread so that none waits while the
 * next chunk is sampled, and returns the results in job order.
 */
async function runChunks(options: {
  run: (chunk: PathChunk) => Promise<ExecutedPaths>;
  lanes: number;
  iteration: number;
  jobs: Iterable<PathJob>;
  size: number;
}): Promise<ExecutedPaths> {
  const { run, iteration, size } = options;
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
  const feed = async () => {
    for (let chunk = take(); chunk; chunk = take()) {
      chunks[chunk.slot] = await run({ iteration, jobs: chunk.batch });
    }
  };
  try {
    await Promise.all(Array.from({ length: options.lanes * 2 }, feed));
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
