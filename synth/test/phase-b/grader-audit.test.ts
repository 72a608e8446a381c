// The grader attack audit over a 200-task synthesized sample (DESIGN §4): EDGE builds a small graph
// over every synthesis platform and 200 tasks from it, and every adversarial agent must pass none of
// them, every paraphrase agent all of them, through real in-process rollouts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AuditRow,
  auditAgents,
  createInProcessEnvironment,
  type Environment,
  runGraderAudit,
} from '@kopa/evaluator';
import { selectPlatforms } from '@kopa/servers';
import type { Task } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGraph } from '../../src/phase-a/graph/graph.ts';
import { toTask } from '../../src/phase-b/export/index.ts';
import { synthesizeTasks } from '../../src/phase-b/tasks.ts';

const SAMPLE = 200;
let tasks: Task[];
let environment: Environment;
let rows: AuditRow[];

beforeAll(async () => {
  const graphDir = mkdtempSync(join(tmpdir(), 'kopa-audit-graph-'));
  const { universe } = await runGraph({ out: graphDir, config: { iterations: 10, paths: 200, seed: 7 } });
  const result = await synthesizeTasks({
    graphDir,
    out: mkdtempSync(join(tmpdir(), 'kopa-audit-tasks-')),
    count: SAMPLE,
    seed: 7,
  });
  tasks = result.records.map((record) => toTask({ record, universe }));
  environment = await createInProcessEnvironment(
    selectPlatforms([...new Set(tasks.flatMap((task) => task.platforms))]),
  );
  rows = await runGraderAudit({ tasks, environment, concurrency: 4 });
}, 600_000);
afterAll(() => environment?.close());

describe('the grader attack audit over a synthesized sample', () => {
  it('has the whole sample', () => expect(tasks).toHaveLength(SAMPLE));
  for (const { agent, expected } of auditAgents())
    it(`${agent.name} ${expected === 'all' ? 'passes every task' : 'passes no task'}`, () => {
      const row = rows.find((candidate) => candidate.agent === agent.name);
      const breaches = (row?.breaches ?? []).map((breach) => `${breach.taskId}: ${breach.why}`).join('\n');
      expect(row?.infra, breaches).toBe(0);
      expect(row?.passed, breaches).toBe(expected === 'all' ? row?.total : 0);
      // An attack with material on too few tasks proves nothing.
      expect(row?.total).toBeGreaterThanOrEqual(SAMPLE * 0.35);
    });
});
