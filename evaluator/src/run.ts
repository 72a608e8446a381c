// The eval loop: every (task, rollout, seed) not yet in rollouts.jsonl runs with bounded
// concurrency, each finished rollout is appended at once, and the summary and reports are written
// at the end. Re-running the same command resumes: finished rollouts are kept, rollouts that ended
// in an infrastructure error run again (unless `keepInfraErrors`), and the new record replaces the
// old one (the store keeps the last record of each triple), so nothing is counted twice.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Task } from '@kopa/tasks';
import pLimit from 'p-limit';
import type { Agent } from './agents/types.ts';
import type { Environment } from './environment.ts';
import { writeReports } from './report/write.ts';
import { type RolloutRecord, rolloutKey, runRollout } from './rollout.ts';
import { gitSha, openRunStore, type StoreRepair, taskSetHash } from './run-store.ts';
import { type RunSummary, summarizeRun } from './summary.ts';

export interface RunOptions {
  tasks: readonly Task[];
  agent: Agent;
  agentParams?: Record<string, unknown>;
  environment: Environment;
  rollouts: number;
  seeds: readonly number[];
  concurrency: number;
  runsDir: string;
  runId: string;
  /**
   * On resume, keep the rollouts that ended in an infrastructure error as they are instead of running
   * them again (the default retries them). The CLI's `--keep-infra-errors`.
   */
  keepInfraErrors?: boolean;
  onProgress?: (progress: { done: number; total: number; record: RolloutRecord }) => void;
}

export interface RunResult {
  directory: string;
  summary: RunSummary;
  records: RolloutRecord[];
  /** Rollouts run now (retried ones included). */
  ran: number;
  /** Rollouts already finished and kept. */
  skipped: number;
  /** Of `ran`, rollouts that had ended in an infrastructure error and ran again. */
  retried: number;
  /** What opening the run repaired (a torn last line of rollouts.jsonl). */
  repair?: StoreRepair;
}

/** The RunOptions field that keeps infrastructure errors on resume (CLI: --keep-infra-errors). */
export const KEEP_INFRA_ERRORS_OPTION = 'keepInfraErrors' satisfies keyof RunOptions;

export async function runEval(options: RunOptions): Promise<RunResult> {
  const directory = join(options.runsDir, options.runId);
  const store = openRunStore({
    directory,
    manifest: {
      runId: options.runId,
      gitSha: gitSha(),
      taskSetHash: taskSetHash(options.tasks),
      tasks: options.tasks.map((task) => task.id),
      agent: {
        name: options.agent.name,
        ...(options.agent.model ? { model: options.agent.model } : {}),
        params: options.agentParams ?? {},
      },
      rollouts: options.rollouts,
      seeds: [...options.seeds],
    },
  });
  const previous = store.records();
  const retry = new Set(
    options.keepInfraErrors
      ? []
      : previous
          .filter((record) => record.infraError)
          .map((record) => rolloutKey(record.taskId, record.rollout, record.seed)),
  );
  const finished = new Set(
    previous.map((record) => rolloutKey(record.taskId, record.rollout, record.seed)).filter((key) => !retry.has(key)),
  );
  const pending: Array<{ task: Task; rollout: number; seed: number }> = [];
  for (const seed of options.seeds) {
    for (let rollout = 0; rollout < options.rollouts; rollout++) {
      for (const task of options.tasks) {
        if (!finished.has(rolloutKey(task.id, rollout, seed))) pending.push({ task, rollout, seed });
      }
    }
  }
  const limit = pLimit(options.concurrency);
  const total = pending.length;
  // Slot i's first rollout starts i/concurrency of the way through the agent's ramp (agent.startRampMs).
  const ramp = Math.max(0, options.agent.startRampMs ?? 0);
  const slots = Math.min(options.concurrency, pending.length);
  const startDelay = (index: number) => (ramp > 0 && index < slots ? (ramp * index) / slots : 0);
  const retried = pending.filter((job) => retry.has(rolloutKey(job.task.id, job.rollout, job.seed))).length;
  let done = 0;
  // What rollouts.jsonl holds once this run ends, kept as it is written rather than read back: the
  // last record of each triple, in the order the winning lines were written (the store's rule).
  const latest = new Map(previous.map((record) => [rolloutKey(record.taskId, record.rollout, record.seed), record]));
  await Promise.all(
    pending.map((job, index) =>
      limit(async () => {
        const delay = startDelay(index);
        if (delay > 0) await sleep(delay);
        const record = await runRollout({ environment: options.environment, agent: options.agent, ...job });
        store.append(record);
        latest.delete(record.key);
        latest.set(record.key, record);
        done++;
        options.onProgress?.({ done, total, record });
      }),
    ),
  );
  const taskIds = new Set(options.tasks.map((task) => task.id));
  const records = [...latest.values()].filter((record) => taskIds.has(record.taskId));
  const summary = summarizeRun({ manifest: store.manifest, records });
  writeReports({ directory, summary, records, tasks: options.tasks });
  return {
    directory,
    summary,
    records,
    ran: total,
    skipped: finished.size,
    retried,
    ...(store.repair ? { repair: store.repair } : {}),
  };
}
