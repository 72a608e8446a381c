// Task-set invariants (DESIGN §4): the oracle scores 1.0 on every task and the no-op agent 0.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { selectPlatforms } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import { RECIPES } from '@kopa/tasks/recipes';
import { describe, expect, it } from 'vitest';
import {
  createCounterfactualAgent,
  createInProcessEnvironment,
  createNoopAgent,
  createOracleAgent,
  lookupAction,
  runEval,
} from '../src/index.ts';

const tasks = loadTasks();

describe.each([
  ['oracle', createOracleAgent, true],
  ['noop', createNoopAgent, false],
] as const)('the %s agent', (name, create, succeeds) => {
  it(`${succeeds ? 'passes' : 'fails'} every task`, async () => {
    const environment = await createInProcessEnvironment(
      selectPlatforms([...new Set(tasks.flatMap((task) => task.platforms))]),
    );
    try {
      const result = await runEval({
        tasks,
        agent: create(),
        environment,
        rollouts: 1,
        seeds: [0],
        concurrency: 4,
        runsDir: mkdtempSync(join(tmpdir(), `kopa-${name}-`)),
        runId: name,
      });
      for (const record of result.records) {
        expect(record.infraError, `${record.taskId}: ${record.infraError?.message}`).toBeUndefined();
        expect(record.grades?.success, `${record.taskId}: ${record.grades?.response.explanation}`).toBe(succeeds);
        if (succeeds) expect(record.grades?.action.accuracy, record.taskId).toBe(1);
      }
      expect(result.summary.overall.pass1).toBe(succeeds ? 1 : 0);
    } finally {
      await environment.close();
    }
    // Every platform's dataset is built cold here; the bound only guards against a hang.
  }, 180_000);
});

describe.each([
  ['first-page', (task: (typeof tasks)[number]) => task.golden.actions.some((action) => action.allPages)],
  ['skip-lookup', (task: (typeof tasks)[number]) => lookupAction(task) !== undefined],
] as const)('the %s agent', (mode, needs) => {
  it('fails every task that needs the step it skips', async () => {
    const selected = tasks.filter(needs);
    expect(selected.length).toBeGreaterThan(0);
    const environment = await createInProcessEnvironment(
      selectPlatforms([...new Set(selected.flatMap((task) => task.platforms))]),
    );
    try {
      const agent = createCounterfactualAgent({ mode, recipes: RECIPES });
      const result = await runEval({
        tasks: selected,
        agent,
        environment,
        rollouts: 1,
        seeds: [0],
        concurrency: 4,
        runsDir: mkdtempSync(join(tmpdir(), `kopa-${mode}-`)),
        runId: mode,
      });
      for (const record of result.records) {
        expect(record.infraError, `${record.taskId}: ${record.infraError?.message}`).toBeUndefined();
        expect(
          record.grades?.success,
          `${record.taskId} passed without its ${mode === 'first-page' ? 'later pages' : 'lookup'}`,
        ).toBe(false);
      }
    } finally {
      await environment.close();
    }
  });
});
