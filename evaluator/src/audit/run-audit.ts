// The grader attack audit (DESIGN §4): every adversarial agent must pass no task, every paraphrase
// agent every task, the oracle every task and the no-op agent none. Rollouts run through the same
// in-process environment and graders as `kopa eval`.
import type { Task } from '@kopa/tasks';
import pLimit from 'p-limit';
import { createNoopAgent, createOracleAgent } from '../agents/oracle.ts';
import type { Agent } from '../agents/types.ts';
import type { Environment } from '../environment.ts';
import { runRollout } from '../rollout.ts';
import { ADVERSARIES, createAdversaryAgent } from './adversaries.ts';
import { createParaphraseAgent, PARAPHRASES } from './paraphrases.ts';

export interface AuditRow {
  agent: string;
  role: 'attack' | 'paraphrase' | 'reference';
  /** What the row must score: 0 passes for attacks and the no-op agent, every task otherwise. */
  expected: 'none' | 'all';
  passed: number;
  total: number;
  /** Tasks whose outcome broke the expectation, with the grader's explanation. */
  breaches: Array<{ taskId: string; why: string }>;
  /** Rollouts that failed on infrastructure, not graded. */
  infra: number;
  /** Tasks the attack has no material on (nothing to swap with), not run. */
  notApplicable: number;
}

export interface AuditAgent {
  agent: Agent;
  role: AuditRow['role'];
  expected: AuditRow['expected'];
  applies?: (task: Task) => boolean;
}

export function auditAgents(): AuditAgent[] {
  return [
    { agent: createOracleAgent(), role: 'reference', expected: 'all' },
    // Independent calls made at once must score exactly what they score one by one.
    { agent: createOracleAgent({ parallel: true }), role: 'reference', expected: 'all' },
    { agent: createNoopAgent(), role: 'reference', expected: 'none' },
    ...Object.entries(ADVERSARIES).map(([name, spec]) => ({
      agent: createAdversaryAgent(name),
      role: 'attack' as const,
      expected: 'none' as const,
      ...(spec.applies ? { applies: spec.applies } : {}),
    })),
    ...Object.keys(PARAPHRASES).map((name) => ({
      agent: createParaphraseAgent(name),
      role: 'paraphrase' as const,
      expected: 'all' as const,
    })),
  ];
}

export async function runGraderAudit(options: {
  tasks: readonly Task[];
  environment: Environment;
  concurrency?: number;
  agents?: ReturnType<typeof auditAgents>;
}): Promise<AuditRow[]> {
  const limit = pLimit(options.concurrency ?? 8);
  const rows: AuditRow[] = [];
  for (const { agent, role, expected, applies } of options.agents ?? auditAgents()) {
    const tasks = options.tasks.filter((task) => !applies || applies(task));
    const records = await Promise.all(
      tasks.map((task) =>
        limit(() => runRollout({ environment: options.environment, task, agent, rollout: 0, seed: 0 })),
      ),
    );
    const breaches: AuditRow['breaches'] = [];
    let passed = 0;
    let infra = 0;
    for (const record of records) {
      if (record.infraError) {
        infra++;
        breaches.push({ taskId: record.taskId, why: `infrastructure: ${record.infraError.message}` });
        continue;
      }
      const success = Boolean(record.grades?.success);
      if (success) passed++;
      if (success !== (expected === 'all')) {
        const grades = record.grades;
        const why = success
          ? `passed: ${grades?.response.explanation}`
          : `${grades?.response.explanation}; ${grades?.environment.explanation}`;
        breaches.push({ taskId: record.taskId, why });
      }
    }
    rows.push({
      agent: agent.name,
      role,
      expected,
      passed,
      total: tasks.length,
      breaches,
      infra,
      notApplicable: options.tasks.length - tasks.length,
    });
  }
  return rows;
}

export function formatAudit(rows: readonly AuditRow[], label: string): string {
  const width = Math.max(...rows.map((row) => row.agent.length), 10);
  const header = `${'agent'.padEnd(width)}  role         must pass  passed     n/a  verdict`;
  const body = rows.map((row) => {
    const ok = row.breaches.length === 0;
    const must = row.expected === 'all' ? `${row.total}/${row.total}` : `0/${row.total}`;
    return `${row.agent.padEnd(width)}  ${row.role.padEnd(11)}  ${must.padEnd(9)}  ${`${row.passed}/${row.total}`.padEnd(9)}  ${String(row.notApplicable).padStart(3)}  ${ok ? 'ok' : `BREACH (${row.breaches.length})`}`;
  });
  const details = rows
    .filter((row) => row.breaches.length > 0)
    .flatMap((row) => [
      `\n${row.agent}:`,
      ...row.breaches.slice(0, 10).map((breach) => `  ${breach.taskId}: ${breach.why}`),
    ]);
  return [`Grader attack audit — ${label}`, header, ...body, ...details].join('\n');
}
