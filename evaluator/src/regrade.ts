// `kopa regrade <run>`: grades the stored trajectories again against the current task files, and
// `kopa compare <a> <b>`: paired per-task deltas of two runs on the same tasks, with the paired
// statistics of paired-stats.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { Task } from '@kopa/tasks';
import { gradeRollout } from './grade/index.ts';
import { compareTasks, type ExcludedTask, type PairedComparison, type RunRef, type TaskDelta } from './paired-stats.ts';
import { writeReports } from './report/write.ts';
import type { RolloutRecord } from './rollout.ts';
import { type Manifest, readRecords } from './run-store.ts';
import { type RunSummary, summarizeRun } from './summary.ts';

export type { TaskDelta } from './paired-stats.ts';

export function readRun(directory: string): { manifest: Manifest; records: RolloutRecord[] } {
  const manifestPath = join(directory, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${directory} is not a run directory (no manifest.json)`);
  return {
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest,
    records: readRecords(join(directory, 'rollouts.jsonl')),
  };
}

/**
 * Grades stored records again with the current graders (`generic` params as the platforms declare
 * them). Infrastructure errors, and records of tasks not in `tasks`, are returned as they are.
 */
export function regradeRecords(
  records: readonly RolloutRecord[],
  tasks: readonly Task[],
  generic: (tool: string) => ReadonlySet<string>,
): RolloutRecord[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  return records.map((record) => {
    const task = byId.get(record.taskId);
    if (!task || record.infraError) return record;
    const grades = gradeRollout({
      task,
      answer: record.answer,
      calls: record.calls,
      // Runs recorded before grounding kept no results: their facts regrade as ungrounded.
      results: record.results ?? [],
      initialUser: record.initialUser,
      finalUser: record.finalUser,
      generic,
    });
    return { ...record, grades };
  });
}

/** Regrades every stored rollout; `generic` params are read from the recorded call args' tools. */
export function regradeRun(options: {
  directory: string;
  tasks: readonly Task[];
  generic: (tool: string) => ReadonlySet<string>;
}): RunSummary {
  const { manifest, records } = readRun(options.directory);
  const regraded = regradeRecords(records, options.tasks, options.generic);
  const summary = summarizeRun({ manifest, records: regraded });
  writeReports({ directory: options.directory, summary, records: regraded, tasks: options.tasks });
  return summary;
}

/** Where run directories live by default: `runs/<run-id>` at the repository root (as `kopa eval`). */
export const DEFAULT_RUNS_DIR = resolve(import.meta.dirname, '../../runs');

/**
 * A run directory from a path or a run id: `ref` itself if it holds a manifest.json, else (for a
 * relative `ref`) `<runsDir>/<ref>`. Throws listing every place tried.
 */
export function resolveRunDirectory(ref: string, runsDir: string = DEFAULT_RUNS_DIR): string {
  const candidates = [...new Set([resolve(ref), ...(isAbsolute(ref) ? [] : [resolve(runsDir, ref)])])];
  const found = candidates.find((candidate) => existsSync(join(candidate, 'manifest.json')));
  if (found) return found;
  const tried = candidates.map(
    (candidate) =>
      `${candidate} (${existsSync(candidate) && statSync(candidate).isDirectory() ? 'a directory without manifest.json' : 'no such directory'})`,
  );
  throw new Error(`no run "${ref}": tried ${tried.join('; ')}`);
}

const domainOf = (taskId: string) => taskId.replace(/-\d+$/, '');

/** One task in one run: graded rollouts and their successes, infra errors, ungraded records. */
interface TaskTally {
  domain: string;
  graded: number;
  passed: number;
  infra: number;
  ungraded: number;
}

interface RunTasks {
  ref: RunRef;
  manifest: Manifest;
  tasks: Map<string, TaskTally>;
}

function loadRunTasks(ref: string, runsDir?: string): RunTasks {
  const directory = resolveRunDirectory(ref, runsDir);
  const { manifest, records } = readRun(directory);
  const tasks: RunTasks['tasks'] = new Map();
  const entry = (taskId: string, domain?: string) => {
    let task = tasks.get(taskId);
    if (!task) {
      task = { domain: domain || domainOf(taskId), graded: 0, passed: 0, infra: 0, ungraded: 0 };
      tasks.set(taskId, task);
    }
    return task;
  };
  for (const taskId of manifest.tasks ?? []) entry(taskId);
  for (const record of records) {
    const task = entry(record.taskId, record.domain);
    if (record.domain) task.domain = record.domain;
    if (record.infraError) task.infra++;
    else if (!record.grades) task.ungraded++;
    else {
      task.graded++;
      if (record.grades.success) task.passed++;
    }
  }
  return {
    ref: {
      ref,
      directory,
      runId: manifest.runId,
      agent: manifest.agent?.name ?? '',
      ...(manifest.agent?.model ? { model: manifest.agent.model } : {}),
      records: records.length,
      infraErrors: records.filter((record) => record.infraError).length,
    },
    manifest,
    tasks,
  };
}

/**
 * Paired comparison of run `b` against run `a` (paths or run ids under `runsDir`): per-task pass
 * rates over graded rollouts (infrastructure errors excluded) and deltas b − a, then overall and
 * per-domain mean delta, paired bootstrap 95% CI, exact test and minimum detectable difference.
 */
export function compareRuns(
  a: string,
  b: string,
  options: { runsDir?: string; seed?: string; resamples?: number } = {},
): PairedComparison {
  const [left, right] = [loadRunTasks(a, options.runsDir), loadRunTasks(b, options.runsDir)];
  const deltas: TaskDelta[] = [];
  const excluded: ExcludedTask[] = [];
  const why = (task: TaskTally) =>
    [task.infra ? `${task.infra} infra error(s)` : '', task.ungraded ? `${task.ungraded} ungraded` : '']
      .filter(Boolean)
      .join(', ') || 'not run';
  for (const taskId of [...new Set([...left.tasks.keys(), ...right.tasks.keys()])].sort()) {
    const [x, y] = [left.tasks.get(taskId), right.tasks.get(taskId)];
    const domain = x?.domain ?? y?.domain ?? domainOf(taskId);
    if (x?.graded && y?.graded) {
      const [rateA, rateB] = [x.passed / x.graded, y.passed / y.graded];
      deltas.push({
        taskId,
        domain,
        a: rateA,
        b: rateB,
        delta: rateB - rateA,
        aRollouts: x.graded,
        bRollouts: y.graded,
      });
    } else if (!x) excluded.push({ taskId, domain, reason: 'only-in-b', detail: 'not in A' });
    else if (!y) excluded.push({ taskId, domain, reason: 'only-in-a', detail: 'not in B' });
    else if (!x.graded && !y.graded)
      excluded.push({
        taskId,
        domain,
        reason: 'no-graded-both',
        detail: `no graded rollout in A (${why(x)}) or B (${why(y)})`,
      });
    else if (!x.graded)
      excluded.push({ taskId, domain, reason: 'no-graded-a', detail: `no graded rollout in A (${why(x)})` });
    else excluded.push({ taskId, domain, reason: 'no-graded-b', detail: `no graded rollout in B (${why(y)})` });
  }
  const stats = compareTasks(deltas, {
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.resamples !== undefined ? { resamples: options.resamples } : {}),
  });
  const warnings: string[] = [];
  if (left.ref.directory === right.ref.directory) warnings.push('A and B are the same run');
  const [hashA, hashB] = [left.manifest.taskSetHash, right.manifest.taskSetHash];
  if (hashA && hashB && hashA !== hashB) {
    const sameIds = JSON.stringify(left.manifest.tasks ?? []) === JSON.stringify(right.manifest.tasks ?? []);
    warnings.push(
      sameIds
        ? `same task ids but different task files (taskSetHash ${hashA} vs ${hashB}): tasks were edited between the runs`
        : `the runs selected different task sets (taskSetHash ${hashA} vs ${hashB}); a shared id may also hold an edited task`,
    );
  }
  const gradedIn = (run: RunTasks) => new Set([...run.tasks].filter(([, task]) => task.graded).map(([id]) => id));
  const [gradedA, gradedB] = [gradedIn(left), gradedIn(right)];
  return {
    a: left.ref,
    b: right.ref,
    ...stats,
    deltas,
    excluded,
    meanDelta: stats.overall.meanDelta,
    aOnly: [...gradedA].filter((taskId) => !gradedB.has(taskId)).sort(),
    bOnly: [...gradedB].filter((taskId) => !gradedA.has(taskId)).sort(),
    warnings,
  };
}
