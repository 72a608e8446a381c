// `kopa regrade <run>`: grades the stored trajectories again against the current task files, and
// `kopa compare <a> <b>`: paired per-task deltas of two runs on the same tasks.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Task } from '@kopa/tasks';
import { gradeRollout } from './grade/index.ts';
import { writeReports } from './report/write.ts';
import type { RolloutRecord } from './rollout.ts';
import { type Manifest, readRecords } from './run-store.ts';
import { type RunSummary, summarizeRun } from './summary.ts';

export function readRun(directory: string): { manifest: Manifest; records: RolloutRecord[] } {
  const manifestPath = join(directory, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${directory} is not a run directory (no manifest.json)`);
  return {
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest,
    records: readRecords(join(directory, 'rollouts.jsonl')),
  };
}

/** Regrades every stored rollout; `generic` params are read from the recorded call args' tools. */
export function regradeRun(options: {
  directory: string;
  tasks: readonly Task[];
  generic: (tool: string) => ReadonlySet<string>;
}): RunSummary {
  const { manifest, records } = readRun(options.directory);
  const byId = new Map(options.tasks.map((task) => [task.id, task]));
  const regraded = records.map((record) => {
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
      generic: options.generic,
    });
    return { ...record, grades };
  });
  const summary = summarizeRun({ manifest, records: regraded });
  writeReports({ directory: options.directory, summary, records: regraded, tasks: options.tasks });
  return summary;
}

export interface TaskDelta {
  taskId: string;
  a: number;
  b: number;
  delta: number;
}

/** Paired per-task success-rate deltas (b − a) over the tasks both runs have. */
export function compareRuns(
  a: string,
  b: string,
): { deltas: TaskDelta[]; meanDelta: number; aOnly: string[]; bOnly: string[] } {
  const rate = (directory: string) => {
    const rates = new Map<string, number>();
    const { records } = readRun(directory);
    for (const taskId of new Set(records.map((record) => record.taskId))) {
      const graded = records.filter((record) => record.taskId === taskId && record.grades && !record.infraError);
      if (graded.length) rates.set(taskId, graded.filter((record) => record.grades?.success).length / graded.length);
    }
    return rates;
  };
  const [left, right] = [rate(a), rate(b)];
  const shared = [...left.keys()].filter((taskId) => right.has(taskId)).sort();
  const deltas = shared.map((taskId) => {
    const [x, y] = [left.get(taskId) ?? 0, right.get(taskId) ?? 0];
    return { taskId, a: x, b: y, delta: y - x };
  });
  return {
    deltas,
    meanDelta: deltas.length ? deltas.reduce((sum, row) => sum + row.delta, 0) / deltas.length : Number.NaN,
    aOnly: [...left.keys()].filter((taskId) => !right.has(taskId)),
    bOnly: [...right.keys()].filter((taskId) => !left.has(taskId)),
  };
}
