// The grader attack audit as CI runs it (DESIGN §4): every adversarial agent passes no benchmark
// task, every paraphrase agent passes every task, through real in-process rollouts.
import { selectPlatforms } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditAgents, runGraderAudit } from '../src/audit/run-audit.ts';
import { createInProcessEnvironment, type Environment } from '../src/environment.ts';

const tasks = loadTasks();
let environment: Environment;
beforeAll(async () => {
  environment = await createInProcessEnvironment(
    selectPlatforms([...new Set(tasks.flatMap((task) => task.platforms))]),
  );
});
afterAll(() => environment.close());

describe('the grader attack audit over the benchmark', () => {
  const check = async (entry: ReturnType<typeof auditAgents>[number]) => {
    const [row] = await runGraderAudit({ tasks, environment, agents: [entry], concurrency: 4 });
    const breaches = (row?.breaches ?? []).map((breach) => `${breach.taskId}: ${breach.why}`).join('\n');
    expect(row?.infra, breaches).toBe(0);
    expect(row?.passed, breaches).toBe(entry.expected === 'all' ? row?.total : 0);
    expect(row?.total).toBeGreaterThan(tasks.length * 0.8);
  };
  for (const entry of auditAgents()) it(`${entry.agent.name} scores as it must`, () => check(entry), 120_000);
});
