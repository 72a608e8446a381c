// A phase A worker thread of the shared pool (started by path-runner.ts): builds its own executor,
// universe and samples, reports their digest, then executes the chunks of paths it is sent.
import { threadId } from 'node:worker_threads';
import { serveWorker } from '../../shared/index.ts';
import {
  digestOf,
  type PathChunk,
  type PathChunkResult,
  type PathWorkerHello,
  startThread,
  type ThreadOptions,
} from './path-runner.ts';

serveWorker<ThreadOptions, PathChunk, PathChunkResult, PathWorkerHello>(async ({ data, cassette }) => {
  const runner = await startThread({ ...data, store: cassette });
  return {
    hello: { digest: digestOf(runner), thread: threadId, counts: runner.counts() },
    async run(chunk) {
      const executed = await runner.run(chunk.iteration, chunk.jobs);
      return { executed, thread: threadId, counts: runner.counts() };
    },
    close: () => runner.close(),
  };
});
