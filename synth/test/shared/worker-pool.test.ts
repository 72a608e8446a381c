// The worker pool both phases run on: jobs are spread over the workers and settle with their own
// results, a worker's error reaches the caller with the worker's message, a pool without workers
// runs in the calling thread, the threads share cassette entries, and closing closes each worker.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { createSharedCassette, type SharedCassette, startWorkerPool } from '../../src/shared/index.ts';
import type { EchoData, EchoJob, EchoResult } from '../fixtures/echo-worker.ts';

const entry = new URL('../fixtures/echo-worker.ts', import.meta.url);

const startEcho = (options: {
  workers: number;
  data?: EchoData;
  here?: { run(job: EchoJob): Promise<EchoResult>; cassette?: SharedCassette };
}) =>
  startWorkerPool<EchoData, EchoJob, EchoResult, { thread: number }>({
    entry,
    name: 'echo worker',
    workers: options.workers,
    data: options.data ?? {},
    ...(options.here ? { here: options.here } : {}),
  });

describe('the worker pool', () => {
  it('settles every job with its own result, spread over the workers', async () => {
    const pool = startEcho({ workers: 2 });
    try {
      await pool.started();
      expect(pool.lanes()).toBe(2);
      const results = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((double) => pool.run({ double })));
      expect(results.map((result) => result.value)).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
      const threads = new Set(results.map((result) => result.thread));
      expect(threads.size).toBe(2);
      expect(threads.has(threadId)).toBe(false);
      expect([...pool.hellos().keys()]).toEqual([1, 2]);
    } finally {
      await pool.close();
    }
  });

  it("rejects a job that fails in a worker with the worker's number and message", async () => {
    const pool = startEcho({ workers: 1 });
    try {
      await pool.started();
      await expect(pool.run({ double: -3 })).rejects.toThrow(
        /echo worker 1 failed: Error: no negative numbers, got -3/,
      );
      await expect(pool.run({ double: 3 })).resolves.toMatchObject({ value: 6 });
    } finally {
      await pool.close();
    }
  });

  it('reports a worker that cannot start, and rejects what waits on it', async () => {
    const pool = startEcho({ workers: 1, data: { failSetup: true } });
    try {
      const waiting = pool.run({ double: 1 });
      await expect(pool.started()).rejects.toThrow(/echo worker 1 failed: Error: setup refused by the fixture/);
      await expect(waiting).rejects.toThrow(/setup refused/);
      expect(() => pool.check()).toThrow(/setup refused/);
    } finally {
      await pool.close();
    }
  });

  it('runs every job in the calling thread when it has no worker', async () => {
    const pool = startEcho({
      workers: 0,
      here: { run: async (job: EchoJob) => ({ value: 'double' in job ? job.double * 2 : 0, thread: threadId }) },
    });
    expect(await pool.run({ double: 5 })).toEqual({ value: 10, thread: threadId });
    expect(pool.lanes()).toBe(1);
    await pool.close();
  });

  it("hands the calling thread the entries a worker's cassette records", async () => {
    const cassette = createSharedCassette();
    const pool = startEcho({ workers: 1, here: { run: async () => ({ value: 0, thread: threadId }), cassette } });
    try {
      await pool.started();
      // This thread's lane comes first and takes the first two jobs; the worker takes the two that record.
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, index) => pool.run(index < 2 ? { double: 1 } : { record: 'key' })),
      );
      expect(results.filter((result) => result.thread !== threadId)).toHaveLength(2);
      await vi.waitFor(() => expect(cassette.get('key')?.output).toEqual({ from: results[2]?.thread }));
    } finally {
      await pool.close();
    }
  });

  it('lets each worker close its own resources before it stops', async () => {
    const closedMarker = join(mkdtempSync(join(tmpdir(), 'kopa-pool-')), 'closed');
    const pool = startEcho({ workers: 1, data: { closedMarker } });
    await pool.started();
    await pool.close();
    expect(existsSync(closedMarker)).toBe(true);
  });
});
