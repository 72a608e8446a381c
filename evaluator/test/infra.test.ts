// Model-endpoint failures are retried; once retries are exhausted they are infrastructure errors,
// excluded from the metrics and counted, never scored as task failures.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPlatform } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessEnvironment, createOpenAIAgent, type Environment, runEval } from '../src/index.ts';
import { startScriptedServer } from '../src/testing/scripted-server.ts';

const [task] = loadTasks({ ids: ['finance-003'] });
let environment: Environment;
beforeAll(async () => {
  environment = await createInProcessEnvironment([findPlatform('dart')]);
});
afterAll(() => environment.close());

async function run(options: { failFirst: { status: number; count: number }; retries: number }) {
  if (!task) throw new Error('missing finance-003');
  const server = await startScriptedServer({
    scripts: { [task.query]: [{ content: () => '모르겠습니다.' }] },
    failFirst: options.failFirst,
  });
  try {
    const agent = createOpenAIAgent({
      baseURL: server.url,
      model: 'scripted',
      retries: options.retries,
      retryBaseDelayMs: 1,
    });
    const result = await runEval({
      tasks: [task],
      agent,
      environment,
      rollouts: 1,
      seeds: [0],
      concurrency: 1,
      runsDir: mkdtempSync(join(tmpdir(), 'kopa-infra-')),
      runId: 'r',
    });
    return { result, requests: server.requests.length };
  } finally {
    await server.close();
  }
}

describe('model-endpoint faults', () => {
  it.each([429, 500])('retries a %i and grades the rollout normally when a retry succeeds', async (status) => {
    const { result, requests } = await run({ failFirst: { status, count: 2 }, retries: 3 });
    expect(requests).toBe(3);
    expect(result.records[0]?.infraError).toBeUndefined();
    expect(result.records[0]?.grades?.success).toBe(false);
    expect(result.summary.infraErrors.count).toBe(0);
  });

  it.each([
    [429, 'endpoint_429'],
    [503, 'endpoint_5xx'],
  ])('counts a %i that outlasts the retries as an infrastructure error, not a failure', async (status, type) => {
    const { result, requests } = await run({ failFirst: { status, count: 10 }, retries: 2 });
    expect(requests).toBe(3);
    expect(result.records[0]?.infraError?.type).toBe(type);
    expect(result.records[0]?.grades).toBeUndefined();
    expect(result.summary.infraErrors).toEqual({ count: 1, byType: { [type]: 1 } });
    expect(result.summary.overall.rollouts).toBe(0);
  });
});
