// summary.json: the run's metrics overall and per domain and type, error counts, tokens, latency,
// and a per-task table whose rows say why each verdict fell as it did.
import { quantile } from 'simple-statistics';
import { type Outcome, type Summary, summarize } from './metrics.ts';
import type { RolloutRecord } from './rollout.ts';
import type { Manifest } from './run-store.ts';

export interface TaskRow {
  taskId: string;
  domain: string;
  type: string;
  rollouts: number;
  successes: number;
  actionAccuracy: number;
  /** The reason of the first failing rollout, or "passed". */
  explanation: string;
}

export interface RunSummary {
  runId: string;
  agent: string;
  model: string | undefined;
  seeds: number[];
  rolloutsPerTask: number;
  overall: Summary;
  byDomain: Record<string, Summary>;
  byType: Record<string, Summary>;
  infraErrors: { count: number; byType: Record<string, number> };
  agentErrors: Record<string, number>;
  tokens: { input: number; output: number; meanPerRollout: number };
  latencyMs: { p50: number; p95: number };
  harnessOverheadMs: { p50: number };
  tasks: TaskRow[];
}

const count = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};

const toOutcome = (record: RolloutRecord): Outcome => ({
  taskId: record.taskId,
  seed: record.seed,
  success: record.grades?.success ?? false,
  actionAccuracy: record.grades?.action.accuracy ?? 0,
});

export function explain(record: RolloutRecord): string {
  if (record.infraError) return `infrastructure error (${record.infraError.type}): ${record.infraError.message}`;
  const grades = record.grades;
  if (!grades) return 'not graded';
  if (grades.success) return 'passed';
  const reasons = [];
  if (!grades.response.passed) reasons.push(`RESPONSE ${grades.response.explanation}`);
  if (!grades.environment.passed) reasons.push(`ENVIRONMENT ${grades.environment.explanation}`);
  reasons.push(`ACTION ${grades.action.explanation}`);
  return reasons.join(' | ');
}

export function summarizeRun(options: { manifest: Manifest; records: readonly RolloutRecord[] }): RunSummary {
  const graded = options.records.filter((record) => !record.infraError && record.grades);
  const infra = options.records.filter((record) => record.infraError);
  const group = (key: (record: RolloutRecord) => string) => {
    const groups: Record<string, Summary> = {};
    for (const name of new Set(graded.map(key)))
      groups[name] = summarize(graded.filter((record) => key(record) === name).map(toOutcome));
    return groups;
  };
  const durations = graded.map((record) => record.durationMs);
  const overhead = graded.map((record) => Math.max(0, record.durationMs - record.modelMs));
  const input = graded.reduce((sum, record) => sum + record.usage.inputTokens, 0);
  const output = graded.reduce((sum, record) => sum + record.usage.outputTokens, 0);
  const tasks = [...new Set(options.records.map((record) => record.taskId))].sort().map((taskId): TaskRow => {
    const rows = graded.filter((record) => record.taskId === taskId);
    const first = options.records.find((record) => record.taskId === taskId);
    const failing =
      rows.find((record) => !record.grades?.success) ??
      options.records.find((r) => r.taskId === taskId && r.infraError);
    return {
      taskId,
      domain: first?.domain ?? '',
      type: first?.type ?? '',
      rollouts: rows.length,
      successes: rows.filter((record) => record.grades?.success).length,
      actionAccuracy: rows.length
        ? rows.reduce((sum, record) => sum + (record.grades?.action.accuracy ?? 0), 0) / rows.length
        : 0,
      explanation: failing ? explain(failing) : 'passed',
    };
  });
  return {
    runId: options.manifest.runId,
    agent: options.manifest.agent.name,
    model: options.manifest.agent.model,
    seeds: options.manifest.seeds,
    rolloutsPerTask: options.manifest.rollouts,
    overall: summarize(graded.map(toOutcome)),
    byDomain: group((record) => record.domain),
    byType: group((record) => record.type),
    infraErrors: { count: infra.length, byType: count(infra, (record) => record.infraError?.type ?? 'unknown') },
    agentErrors: count(
      graded.flatMap((record) => record.agentErrors),
      (error) => error.type,
    ),
    tokens: { input, output, meanPerRollout: graded.length ? (input + output) / graded.length : 0 },
    latencyMs: {
      p50: durations.length ? quantile(durations, 0.5) : Number.NaN,
      p95: durations.length ? quantile(durations, 0.95) : Number.NaN,
    },
    harnessOverheadMs: { p50: overhead.length ? quantile(overhead, 0.5) : Number.NaN },
    tasks,
  };
}
