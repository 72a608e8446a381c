// The worker pool both phases run on, and the cassette its threads share.
export { type ServedWorker, serveWorker } from './serve-worker.ts';
export {
  type CassetteEntries,
  connectPeers,
  createSharedCassette,
  listenToPeers,
  type SharedCassette,
  shareWithPeers,
} from './shared-cassette.ts';
export {
  defaultThreads,
  startWorkerPool,
  WORKER_LIMITS,
  type WorkerPool,
  type WorkerPoolOptions,
} from './worker-pool.ts';
