// Resuming a run retries the rollouts that ended in an infrastructure error: the new record replaces
// the old one, so the summary counts each (task, rollout, seed) once. `keepInfraErrors` keeps them.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPlatform } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessEnvironment, createOpenAIAgent, type Environment, runEval } from '../src/index.ts';
import { KEEP_INFRA_ERRORS_OPTION, type RunOptions } from '../src/run.ts';
import { startScriptedServer } from '../src/testing/scripted-server.ts';

const tasks = loadTasks({ ids: ['finance-003', 'finance-004'] });
let environment: Environment;
beforeAll(async () => {
  environment = await createInProcessEnvironment([findPlatform('dart')]);
});
afterAll(() => environment.close());

/** A scripted model whose first `failures` requests get a 503; every later one answers at once. */
async function withEndpoint<T>(
  failures: number,
  body: (run: (extra?: Partial<RunOptions>) => ReturnType<typeof runEval>) => Promise<T>,
) {
  const server = await startScriptedServer({
    scripts: Object.fromEntries(tasks.map((task) => [task.query, [{ content: () => '모르겠습니다.' }]])),
    failFirst: { status: 503, count: failures },
  });
  const runsDir = mkdtempSync(join(tmpdir(), 'kopa-infra-resume-'));
  try {
    const agent = createOpenAIAgent({ baseURL: server.url, model: 'scripted', retries: 0, retryBaseDelayMs: 1 });
    return await body((extra = {}) =>
      // Concurrency 1: the first task's request is the one that fails.
      runEval({ tasks, agent, environment, rollouts: 1, seeds: [0], concurrency: 1, runsDir, runId: 'r', ...extra }),
    );
  } finally {
    await server.close();
  }
}

const lineCount = (directory: string) =>
  readFileSync(join(directory, 'rollouts.jsonl'), 'utf8').split('\n').filter(Boolean).length;

describe('resume and infrastructure errors', () => {
  it('retries an infrastructure error on resume and counts the rollout once', async () => {
    await withEndpoint(1, async (run) => {
      const first = await run();
      expect(first.summary.infraErrors).toEqual({ count: 1, byType: { endpoint_5xx: 1 } });
      expect(first.summary.overall.rollouts).toBe(1);

      const second = await run();
      expect(second).toMatchObject({ ran: 1, retried: 1, skipped: 1 });
      expect(second.records).toHaveLength(2);
      expect(second.records.every((record) => !record.infraError && record.grades)).toBe(true);
      expect(second.summary.infraErrors.count).toBe(0);
      expect(second.summary.overall.rollouts).toBe(2);
      expect(second.summary.tasks.map((row) => row.rollouts)).toEqual([1, 1]);
      // The old line stays in the file; the reader lets the new one win.
      expect(lineCount(second.directory)).toBe(3);

      const third = await run();
      expect(third).toMatchObject({ ran: 0, retried: 0, skipped: 2 });
      expect(third.summary.overall.rollouts).toBe(2);
    });
  });

  it('counts an infrastructure error once when its retry fails again', async () => {
    // Three 503s: both tasks fail in the first run, and the first retry fails again.
    await withEndpoint(3, async (run) => {
      expect((await run()).summary.infraErrors.count).toBe(2);
      const second = await run();
      expect(second).toMatchObject({ ran: 2, retried: 2, skipped: 0 });
      expect(second.summary.infraErrors).toEqual({ count: 1, byType: { endpoint_5xx: 1 } });
      expect(second.summary.overall.rollouts).toBe(1);
      expect(second.records).toHaveLength(2);
      expect(lineCount(second.directory)).toBe(4);
    });
  });

  it(`keeps infrastructure errors as they are with ${KEEP_INFRA_ERRORS_OPTION}: true`, async () => {
    await withEndpoint(1, async (run) => {
      const first = await run();
      expect(first.summary.infraErrors.count).toBe(1);
      const kept = await run({ [KEEP_INFRA_ERRORS_OPTION]: true });
      expect(kept).toMatchObject({ ran: 0, retried: 0, skipped: 2 });
      expect(kept.summary.infraErrors).toEqual({ count: 1, byType: { endpoint_5xx: 1 } });
      expect(kept.summary.overall.rollouts).toBe(1);
      expect(lineCount(kept.directory)).toBe(2);
      // Without the option, the next resume retries it.
      const retried = await run();
      expect(retried).toMatchObject({ ran: 1, retried: 1 });
      expect(retried.summary.infraErrors.count).toBe(0);
    });
  });
});
