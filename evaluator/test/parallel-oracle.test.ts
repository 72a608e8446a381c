// A golden model that makes every independent call at once (parallel tool calls, as the default
// system prompt asks) scores exactly what it scores calling one by one, on every benchmark task:
// the same success, RESPONSE, ENVIRONMENT and ACTION figures, through real in-process sessions.
import { selectPlatforms } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOracleAgent } from '../src/agents/oracle.ts';
import { createInProcessEnvironment, type Environment } from '../src/environment.ts';
import { type RolloutRecord, runRollout } from '../src/rollout.ts';

const tasks = loadTasks();
let environment: Environment;
beforeAll(async () => {
  environment = await createInProcessEnvironment(
    selectPlatforms([...new Set(tasks.flatMap((task) => task.platforms))]),
  );
});
afterAll(() => environment.close());

const figures = (record: RolloutRecord) => ({
  infra: record.infraError?.message,
  success: record.grades?.success,
  response: record.grades?.response.score,
  environment: record.grades?.environment.passed,
  action: record.grades?.action.accuracy,
  precision: record.grades?.action.precision,
});

describe('parallel golden calls', () => {
  it('score exactly what serial golden calls score, task by task', async () => {
    const limit = pLimit(4);
    const run = (parallel: boolean) =>
      Promise.all(
        tasks.map((task) =>
          limit(() => runRollout({ environment, task, agent: createOracleAgent({ parallel }), rollout: 0, seed: 0 })),
        ),
      );
    const serial = await run(false);
    const parallel = await run(true);
    const parallelTasks = tasks.filter((task) =>
      task.golden.actions.some((action, index) =>
        task.golden.actions.some((other, at) => at !== index && other.after.join() === action.after.join()),
      ),
    );
    // Enough tasks have independent calls for the comparison to mean something.
    expect(parallelTasks.length).toBeGreaterThan(40);
    for (const [index, task] of tasks.entries()) {
      const one = serial[index] as RolloutRecord;
      const many = parallel[index] as RolloutRecord;
      expect(figures(many), task.id).toEqual(figures(one));
      expect(one.grades?.success, task.id).toBe(true);
    }
  }, 300_000);
});
