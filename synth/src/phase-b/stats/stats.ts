// `kopa synth stats`: paper Tables 10–12 (calls per task, step buckets, sequential/parallel calls,
// one-to-many chaining and its cardinalities, type mix) for a synthesized dataset, beside the paper.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isKeyTool, TaskType } from '@kopa/tasks';
import { max, mean, median, min, quantile } from 'simple-statistics';
import type { SynthCall, SynthRecord } from '../../shared/index.ts';
import { keyCallOf } from '../export/index.ts';
import paper from './paper-tables.json' with { type: 'json' };

export interface Share {
  count: number;
  total: number;
  share: number;
}

export interface DatasetStats {
  tasks: number;
  /** Table 10. Every call a record lists counts, key acquisition included. */
  callsPerTask: { mean: number; median: number; min: number; max: number };
  /** Table 10 "Steps": tasks bucketed by calls per task, as the paper's buckets match its call counts. */
  stepBuckets: { upTo3: Share; from4To5: Share; atLeast6: Share };
  /** Table 10 "Calls": a call is parallel when another call of its task sits at the same dependency level. */
  calls: { sequential: Share; parallel: Share };
  /** Table 11: multi-step tasks (≥ 2 data calls) with at least one one-to-many junction. */
  oneToMany: Share;
  /** Table 11: records consumed at one-to-many junctions, pooled over the dataset; null without any. */
  cardinality: { junctions: number; median: number; p90: number; max: number } | null;
  /** Table 12: share of tasks per type. */
  types: Record<TaskType, Share>;
}

export const shareOf = (count: number, total: number): Share => ({ count, total, share: total ? count / total : 0 });

/**
 * Dependency level of each call: 1 for a call that consumes nothing, else one more than the deepest
 * call it consumes (`after`). Calls are listed in execution order, so parents come first.
 */
export function dependencyLevels(calls: readonly SynthCall[]): Map<string, number> {
  const level = new Map<string, number>();
  calls.forEach((call, index) => {
    const keyCall = keyCallOf(call, calls.slice(0, index));
    const waits = keyCall ? [...call.after, keyCall.id] : call.after;
    level.set(call.id, 1 + Math.max(0, ...waits.map((id) => level.get(id) ?? 0)));
  });
  return level;
}

/** Calls that share their dependency level with at least one other call of the same task. */
export function parallelCalls(calls: readonly SynthCall[]): number {
  const perLevel = new Map<number, number>();
  for (const depth of dependencyLevels(calls).values()) perLevel.set(depth, (perLevel.get(depth) ?? 0) + 1);
  return [...perLevel.values()].filter((count) => count >= 2).reduce((sum, count) => sum + count, 0);
}

export function datasetStats(records: readonly SynthRecord[]): DatasetStats {
  if (records.length === 0) throw new Error('no synthesized records to summarize; is the dataset empty?');
  const callCounts = records.map((record) => record.calls.length);
  const totalCalls = callCounts.reduce((sum, count) => sum + count, 0);
  const parallel = records.reduce((sum, record) => sum + parallelCalls(record.calls), 0);
  const multiStep = records.filter((record) => record.calls.filter((call) => !isKeyTool(call.tool)).length >= 2);
  const cardinalities = records.flatMap((record) => record.meta.cardinalities);
  const bucket = (test: (calls: number) => boolean) => shareOf(callCounts.filter(test).length, records.length);
  return {
    tasks: records.length,
    callsPerTask: { mean: mean(callCounts), median: median(callCounts), min: min(callCounts), max: max(callCounts) },
    stepBuckets: {
      upTo3: bucket((calls) => calls <= 3),
      from4To5: bucket((calls) => calls >= 4 && calls <= 5),
      atLeast6: bucket((calls) => calls >= 6),
    },
    calls: { sequential: shareOf(totalCalls - parallel, totalCalls), parallel: shareOf(parallel, totalCalls) },
    oneToMany: shareOf(multiStep.filter((record) => record.meta.junction === 'one-to-many').length, multiStep.length),
    cardinality: cardinalities.length
      ? {
          junctions: cardinalities.length,
          median: median(cardinalities),
          p90: quantile(cardinalities, 0.9),
          max: max(cardinalities),
        }
      : null,
    types: Object.fromEntries(
      TaskType.options.map((type) => [
        type,
        shareOf(records.filter((record) => record.type === type).length, records.length),
      ]),
    ) as Record<TaskType, Share>,
  };
}

export const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
export const counted = (part: Share) => `${percent(part.share)} (${part.count}/${part.total})`;

/** Rows as plain-text columns, padded to the widest cell, two spaces apart. */
export function textTable(rows: readonly string[][]): string {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
const number = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

export function formatStats(stats: DatasetStats): string {
  const table10 = paper.table10_training_data;
  const [paperShare, paperMedian, paperP90, paperMax] = paper.table11_chaining['EDGE (KOPA)'];
  const types = paper.table12_task_types as Record<string, number>;
  const rows: string[][] = [
    ['Table 10 — training data', 'ours', 'paper'],
    ['tasks', String(stats.tasks), String(table10.tasks)],
    [
      'calls per task mean / median / min / max',
      [stats.callsPerTask.mean, stats.callsPerTask.median, stats.callsPerTask.min, stats.callsPerTask.max]
        .map(number)
        .join(' / '),
      Object.values(table10.calls_per_task).map(number).join(' / '),
    ],
    ['tasks with ≤ 3 calls', counted(stats.stepBuckets.upTo3), percent(table10.steps_share['<=3'])],
    ['tasks with 4–5 calls', counted(stats.stepBuckets.from4To5), percent(table10.steps_share['4-5'])],
    ['tasks with ≥ 6 calls', counted(stats.stepBuckets.atLeast6), percent(table10.steps_share['>=6'])],
    ['sequential calls', counted(stats.calls.sequential), percent(table10.calls_split.sequential)],
    ['parallel calls (same dependency level)', counted(stats.calls.parallel), percent(table10.calls_split.parallel)],
    [],
    ['Table 11 — chaining', 'ours', 'paper'],
    ['one-to-many chaining (of multi-step tasks)', counted(stats.oneToMany), percent(paperShare ?? 0)],
    [
      'chained cardinality median / p90 / max',
      stats.cardinality
        ? `${[stats.cardinality.median, stats.cardinality.p90, stats.cardinality.max].map(number).join(' / ')} (${stats.cardinality.junctions} junctions)`
        : '— (no one-to-many junctions)',
      [paperMedian, paperP90, paperMax].map((value) => number(value ?? 0)).join(' / '),
    ],
    [],
    ['Table 12 — task types', 'ours', 'paper'],
    ...TaskType.options.map((type) => [
      type,
      counted(stats.types[type]),
      types[type] === undefined ? '—' : percent(types[type]),
    ]),
  ];
  return textTable(rows);
}

/** Reads `<dir>/canonical.jsonl`, one SynthRecord per line, as Phase B writes it. */
export function loadDataset(dir: string): SynthRecord[] {
  const path = join(dir, 'canonical.jsonl');
  if (!existsSync(path))
    throw new Error(`no canonical.jsonl in ${dir}; point at a Phase B output directory (it holds canonical.jsonl)`);
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line, index) => ({ line, where: `${path}:${index + 1}` }))
    .filter(({ line }) => line.trim() !== '')
    .map(({ line, where }) => {
      let record: Partial<SynthRecord>;
      try {
        record = JSON.parse(line) as Partial<SynthRecord>;
      } catch (error) {
        throw new Error(`${where} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (typeof record.id !== 'string' || !Array.isArray(record.calls) || typeof record.meta !== 'object')
        throw new Error(`${where} is not a SynthRecord (it needs id, calls and meta); regenerate the dataset`);
      return record as SynthRecord;
    });
}
