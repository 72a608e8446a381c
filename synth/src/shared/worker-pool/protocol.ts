// The messages between a pool (worker-pool.ts) and its workers (serve-worker.ts).
import type { MessagePort } from 'node:worker_threads';

export interface PoolWorkerData<Data> {
  data: Data;
  /** A port to each other thread of the pool, for cassette entries. */
  peers: MessagePort[];
  /** Entries each worker's shared cassette keeps (the oldest are dropped first). */
  cassetteLimit: number;
}

export type PoolRequest<Job> = { type: 'job'; id: number; job: Job } | { type: 'close' };

export type PoolReply<Result, Hello> =
  | { type: 'ready'; hello: Hello }
  | { type: 'done'; id: number; result: Result }
  | { type: 'failed'; id?: number; error: string }
  | { type: 'closed' };
