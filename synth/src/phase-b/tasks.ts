// `kopa synth tasks`: EDGE phase B end to end (DESIGN §6). Candidates are assembled over G* by type
// intent, labelled from what executed, given a query and filtered (Table 8); accepted records are
// appended to canonical.jsonl until every type's quota (Table 12) is filled, then exported. Candidate
// i is a pure function of (seed, i, its intent), results are applied in index order, and progress is
// checkpointed per batch, so a run is deterministic and a killed run resumes to the same dataset.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { isKeyTool, TaskType } from '@kopa/tasks';
import { readGraph, readUniverse, sampleUniverse, writeAtomic } from '../phase-a/index.ts';
import type { RejectionClass, SynthRecord } from '../shared/index.ts';
import { boundedCassette, createExecutor } from '../shared/index.ts';
import { stableKey } from './assemble/index.ts';
import {
  bucketOf,
  CALL_BUCKETS,
  CASSETTE_SIZE,
  type CandidateRunner,
  createCandidateRunner,
  type Outcome,
} from './candidate.ts';
import { startCandidatePool } from './candidate-pool.ts';
import { type ExportReport, writeExports } from './export/index.ts';

/** Paper Table 12. Par has no share in the paper's mix but can be asked for. */
export const DEFAULT_MIX: Readonly<Record<TaskType, number>> = {
  Mixed: 0.367,
  Drv: 0.197,
  Sem: 0.17,
  Seq: 0.121,
  Cmp: 0.09,
  Cond: 0.028,
  Par: 0,
};

/** Candidates per checkpoint by default; fixed per run, so that concurrency never changes which intents are tried. */
const BATCH = 32;
/**
 * An intent whose last this-many attempts were all turned away is given up (its types may still come
 * from other intents), so that a graph that cannot fill a quota ends the run short rather than never.
 */
const GIVE_UP_AFTER = 400;

export interface SynthesizeOptions {
  graphDir: string;
  out: string;
  count: number;
  seed: number;
  /** Type shares; types left out get none. Table 12 by default. */
  mix?: Partial<Record<TaskType, number>>;
  queries?: 'template' | 'llm';
  llm?: { baseURL: string; model: string; apiKey?: string };
  /** Most records one fan-out covers; 4 by default. */
  fanoutCap?: number;
  onProgress?: (done: number, total: number, rejected: Record<RejectionClass, number>) => void;
  /** Candidates in flight at once (results are applied in index order either way); 8 by default. */
  concurrency?: number;
  /**
   * Worker threads, each with its own servers; 0 runs candidates in this thread. By default one per
   * core (at most 2) for 200 tasks or more, else 0, as a worker takes a few seconds to start.
   */
  workers?: number;
  /** Stop at this many candidates in total; count × 40 by default. */
  maxAttempts?: number;
  /** Candidates per checkpoint (32 by default); part of the run's identity, as it shapes the intents. */
  batch?: number;
  /** Simulates a kill once this many records have been accepted in total (for resume tests). */
  stopAfter?: number;
  /**
   * Task ids are `<namespace>-00001`, … so that the tasks of several runs can share one gateway;
   * `edge-<8 hex>` from the graph and the options that shape the tasks by default (defaultNamespace).
   */
  namespace?: string;
  /** verl's `extra_info.split` of the RL rows; `train` by default. */
  split?: string;
  /** Where `kopa serve --http` listens, for the verl tool config; http://127.0.0.1:7300 by default. */
  gatewayUrl?: string;
}

export interface SynthesizeResult {
  /** The ids' namespace: ids are `<namespace>-00001`, …. */
  namespace: string;
  records: SynthRecord[];
  rejected: Record<RejectionClass, number>;
  attempts: number;
  export: ExportReport;
  files: string[];
}

/** Thrown by a run stopped with `stopAfter`, as if it had been killed. */
export class SynthesisStopped extends Error {}

interface Progress {
  fingerprint: string;
  /** The next candidate index: the first of the next batch. */
  next: number;
  accepted: number;
  byType: Record<TaskType, number>;
  /** Accepted records per Table 10 bucket (CALL_BUCKETS): they steer the calls candidates aim at. */
  byCalls: number[];
  /** Attempts, acceptances and attempts since the last acceptance per intent: they steer the intents. */
  intents: Record<TaskType, { attempts: number; accepted: number; idle: number }>;
  rejected: Record<RejectionClass, number>;
  /** Candidates whose label's quota was already full. */
  overQuota: number;
  /** Candidates for which no trajectory of the intent was found. */
  unassembled: number;
  /** Candidates making the same data calls as an accepted record and asking the same. */
  duplicates: number;
  done: boolean;
}

const TYPES = TaskType.options;
const REJECTIONS: readonly RejectionClass[] = ['realtime', 'linguistic', 'leakage', 'execution', 'unanswerable'];
const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** Whole-number quotas by largest remainder, summing to count. */
export function quotasFor(mix: Partial<Record<TaskType, number>>, count: number): Record<TaskType, number> {
  const total = TYPES.reduce((sum, type) => sum + Math.max(0, mix[type] ?? 0), 0);
  if (total <= 0) throw new Error('the type mix gives every type a zero share; give at least one type a share');
  const exact = TYPES.map((type) => ({ type, share: (count * Math.max(0, mix[type] ?? 0)) / total }));
  const quotas = zeros(TYPES);
  for (const { type, share } of exact) quotas[type] = Math.floor(share);
  let left = count - Object.values(quotas).reduce((sum, value) => sum + value, 0);
  for (const { type } of [...exact].sort((a, b) => (b.share % 1) - (a.share % 1))) {
    if (left-- <= 0) break;
    quotas[type] += 1;
  }
  return quotas;
}

/**
 * The intents of one batch: slots shared by remaining deficit over the intent's yield so far (hard
 * types get more tries), in a seeded order. Empty when nothing is left to fill.
 */
function batchIntents(options: {
  progress: Progress;
  quotas: Record<TaskType, number>;
  rng: Rng;
  size: number;
}): TaskType[] {
  const { progress, quotas, rng, size } = options;
  const weights = TYPES.flatMap((type) => {
    const deficit = quotas[type] - progress.byType[type];
    const { attempts, accepted } = progress.intents[type];
    if (deficit <= 0 || progress.intents[type].idle >= GIVE_UP_AFTER) return [];
    return [[type, deficit / ((accepted + 1) / (attempts + 2))] as const];
  });
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  const intents = weights.flatMap(([type, weight]) =>
    Array<TaskType>(Math.max(1, Math.round((size * weight) / total))).fill(type),
  );
  for (let index = intents.length - 1; index > 0; index--) {
    const other = rng.int(0, index);
    [intents[index], intents[other]] = [intents[other] as TaskType, intents[index] as TaskType];
  }
  return intents.slice(0, size);
}

/**
 * Tasks of six calls or more once their Table 10 share (6.7%) is reached: longer trajectories come
 * easily (a fan-out, a cross-platform chain), so they are capped rather than only not aimed at. The
 * shorter buckets are steered, never capped, so that every type can still fill its quota.
 */
function longFull(progress: Progress, count: number, calls: number): boolean {
  const last = CALL_BUCKETS.length - 1;
  const bucket = CALL_BUCKETS[last] as (typeof CALL_BUCKETS)[number];
  return bucketOf(calls) === last && (progress.byCalls[last] ?? 0) >= Math.ceil(bucket.share * count);
}

/**
 * The calls a candidate aims at: a Table 10 bucket drawn by how far it is from its share of `count`
 * (by the shares alone once every bucket is full), then a call count within it.
 */
function callTarget(progress: Progress, count: number, rng: Rng): number {
  const deficits = CALL_BUCKETS.map((bucket, index) =>
    Math.max(0, bucket.share * count - (progress.byCalls[index] ?? 0)),
  );
  const open = deficits.some((deficit) => deficit > 0);
  const bucket = rng.weighted(
    CALL_BUCKETS.map((entry, index) => [entry, open ? (deficits[index] as number) : entry.share]),
  );
  return rng.weighted(bucket.targets);
}

export const NAMESPACE_PATTERN = /^[a-z0-9][a-z0-9-]{0,40}$/;

/** A namespace for task ids: 1–41 of lower-case letters, digits and `-`, not starting with `-`. */
export function checkNamespace(namespace: string): string {
  if (!NAMESPACE_PATTERN.test(namespace))
    throw new Error(
      `namespace "${namespace}" is not usable in task ids: use 1–41 lower-case letters, digits or -, starting with a letter or digit (e.g. edge-run2)`,
    );
  return namespace;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * `edge-<first 8 hex of sha256>` over the graph file's own sha256 and the options that shape the
 * tasks (seed, count, the type quotas the mix gives, query writer and its model, fan-out cap, batch,
 * attempt limit): the same graph and options give the same ids, and another seed or graph others.
 * Concurrency, worker threads and the output directory change no task, so they are left out.
 */
export async function defaultNamespace(options: {
  graphDir: string;
  seed: number;
  count: number;
  mix?: Partial<Record<TaskType, number>>;
  queries?: 'template' | 'llm';
  llm?: { model: string };
  fanoutCap?: number;
  batch?: number;
  maxAttempts?: number;
}): Promise<string> {
  const file = join(options.graphDir, 'graph.json');
  if (!existsSync(file))
    throw new Error(`no graph.json in ${options.graphDir}; run \`kopa synth graph --out ${options.graphDir}\` first`);
  const queries = options.queries ?? 'template';
  const shape = {
    graph: sha256(await readFile(file)),
    seed: options.seed,
    count: options.count,
    quotas: quotasFor(options.mix ?? DEFAULT_MIX, options.count),
    queries,
    model: queries === 'llm' ? (options.llm?.model ?? null) : null,
    fanoutCap: options.fanoutCap ?? 4,
    batch: options.batch ?? BATCH,
    maxAttempts: options.maxAttempts ?? options.count * 40,
  };
  return `edge-${sha256(JSON.stringify(shape)).slice(0, 8)}`;
}

export async function synthesizeTasks(options: SynthesizeOptions): Promise<SynthesizeResult> {
  const started = performance.now();
  const quotas = quotasFor(options.mix ?? DEFAULT_MIX, options.count);
  const fanoutCap = options.fanoutCap ?? 4;
  const queries = options.queries ?? 'template';
  const batch = options.batch ?? BATCH;
  const graph = await readGraph(options.graphDir);
  const namespace = checkNamespace(options.namespace ?? (await defaultNamespace(options)));
  await mkdir(options.out, { recursive: true });
  const fingerprint = JSON.stringify({
    // The layout of progress.json and the candidate's inputs: a run of another version is not resumed.
    version: 3,
    namespace,
    seed: options.seed,
    count: options.count,
    quotas,
    fanoutCap,
    queries,
    batch,
    graph: hashSeed(graph.edges.map((edge) => `${edge.id}:${edge.status}:${edge.alpha}:${edge.beta}`).join('\n')),
  });
  const files = { canonical: join(options.out, 'canonical.jsonl'), progress: join(options.out, 'progress.json') };
  const progress = await resume({ files, fingerprint });
  const seen = new Set((await readRecords(files.canonical)).map(signature));

  const executor = await createExecutor({
    platforms: graph.config.platforms,
    cassette: boundedCassette(CASSETTE_SIZE),
  });
  let close = async () => {};
  try {
    const universe = await readUniverse({ hub: executor.hub, platforms: graph.config.platforms });
    const setup = {
      seed: options.seed,
      graph,
      universe,
      fanoutCap,
      queries,
      ...(options.llm ? { llm: { ...options.llm, cacheDir: join(options.out, 'llm-cache') } } : {}),
    };
    const threads = options.workers ?? (options.count >= 200 ? Math.min(2, availableParallelism()) : 0);
    const workers = progress.done ? 0 : threads;
    let here: CandidateRunner | undefined;
    if (workers === 0) {
      // Sampling the pools also warms the servers, as each worker does for its own.
      const { pools } = await sampleUniverse({ universe, executor, seed: graph.config.seed });
      here = createCandidateRunner({ ...setup, pools, executor });
    }
    const pool = startCandidatePool({ workers, setup, ...(here ? { here } : {}) });
    const run = pool.run;
    close = pool.close;
    const concurrency = Math.max(1, options.concurrency ?? 8);
    const maxAttempts = options.maxAttempts ?? options.count * 40;

    while (!progress.done) {
      const first = progress.next;
      const rng = createRng(hashSeed(options.seed, 'batch', first));
      const intents = batchIntents({ progress, quotas, rng, size: batch });
      if (intents.length === 0 || first >= maxAttempts) break;
      const full = TYPES.filter((type) => progress.byType[type] >= quotas[type]);
      const targets = intents.map(() => callTarget(progress, options.count, rng));
      const outcomes = await inOrder(
        intents.map(
          (intent, offset) => () =>
            run({ index: first + offset, intent, targetCalls: targets[offset] as number, full }),
        ),
        concurrency,
      );
      progress.next = first + intents.length;
      for (const [offset, outcome] of outcomes.entries()) {
        if (
          await apply({
            progress,
            quotas,
            outcome,
            intent: intents[offset] as TaskType,
            files,
            options,
            seen,
            namespace,
          })
        ) {
          progress.next = first + offset + 1;
          break;
        }
      }
      progress.done = progress.accepted >= options.count;
      await writeAtomic(files.progress, `${JSON.stringify(progress)}\n`);
    }

    const records = await readRecords(files.canonical);
    if (records.length === 0)
      throw new Error(`no task could be synthesized from ${options.graphDir}; is its graph too small?`);
    const report = await writeExports({
      records,
      universe,
      outDir: options.out,
      ...(options.split !== undefined ? { split: options.split } : {}),
      ...(options.gatewayUrl !== undefined ? { gatewayUrl: options.gatewayUrl } : {}),
    });
    const reportFile = join(options.out, 'synth-report.json');
    await writeAtomic(reportFile, `${JSON.stringify(synthReport({ records, progress, quotas, started }), null, 2)}\n`);
    return {
      namespace,
      records,
      rejected: progress.rejected,
      attempts: progress.next,
      export: report,
      files: [
        files.canonical,
        files.progress,
        reportFile,
        ...Object.keys(report.files).map((file) => join(report.dir, file)),
        join(report.dir, 'export-report.json'),
      ],
    };
  } finally {
    await close();
    await executor.close();
  }
}

/** Runs the tasks with bounded concurrency and returns their results in the tasks' order. */
async function inOrder<T>(tasks: ReadonlyArray<() => Promise<T>>, concurrency: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, lane));
  return results;
}

/**
 * Applies one outcome in index order: counts it, and appends an accepted record with the next id
 * (`<namespace>-00001` for the first).
 * True when the run is complete. Throws SynthesisStopped at `stopAfter`.
 */
async function apply(options: {
  progress: Progress;
  quotas: Record<TaskType, number>;
  outcome: Outcome;
  intent: TaskType;
  files: { canonical: string };
  options: SynthesizeOptions;
  /** Signatures of the accepted records. */
  seen: Set<string>;
  /** Ids are `<namespace>-00001`, …. */
  namespace: string;
}): Promise<boolean> {
  const { progress, quotas, outcome, intent } = options;
  progress.intents[intent].attempts += 1;
  progress.intents[intent].idle += 1;
  if (outcome.kind === 'unassembled') progress.unassembled += 1;
  else if (outcome.kind === 'rejected') progress.rejected[outcome.class] += 1;
  else if (
    outcome.kind === 'overQuota' ||
    progress.byType[outcome.record.type] >= quotas[outcome.record.type] ||
    longFull(progress, options.options.count, outcome.record.meta.calls)
  )
    progress.overQuota += 1;
  else if (options.seen.has(signature(outcome.record))) progress.duplicates += 1;
  else {
    options.seen.add(signature(outcome.record));
    progress.accepted += 1;
    progress.byType[outcome.record.type] += 1;
    const bucket = bucketOf(outcome.record.meta.calls);
    progress.byCalls[bucket] = (progress.byCalls[bucket] ?? 0) + 1;
    progress.intents[intent].accepted += 1;
    progress.intents[intent].idle = 0;
    const id = `${options.namespace}-${String(progress.accepted).padStart(5, '0')}`;
    await appendFile(options.files.canonical, `${JSON.stringify({ id, ...outcome.record })}\n`);
    options.options.onProgress?.(progress.accepted, options.options.count, { ...progress.rejected });
    if (options.options.stopAfter !== undefined && progress.accepted >= options.options.stopAfter)
      throw new SynthesisStopped(`stopped after ${progress.accepted} accepted records`);
  }
  return progress.accepted >= options.options.count;
}

/** The saved progress when it belongs to this run, with canonical.jsonl cut back to what it counts. */
async function resume(options: {
  files: { canonical: string; progress: string };
  fingerprint: string;
}): Promise<Progress> {
  const { files, fingerprint } = options;
  if (!existsSync(files.progress)) {
    if (existsSync(files.canonical))
      throw new Error(`${files.canonical} exists without progress.json; use another output directory or delete it`);
    const fresh: Progress = {
      fingerprint,
      next: 0,
      accepted: 0,
      byType: zeros(TYPES),
      byCalls: CALL_BUCKETS.map(() => 0),
      intents: Object.fromEntries(
        TYPES.map((type) => [type, { attempts: 0, accepted: 0, idle: 0 }]),
      ) as Progress['intents'],
      rejected: zeros(REJECTIONS),
      overQuota: 0,
      unassembled: 0,
      duplicates: 0,
      done: false,
    };
    await writeAtomic(files.canonical, '');
    await writeAtomic(files.progress, `${JSON.stringify(fresh)}\n`);
    return fresh;
  }
  const saved = JSON.parse(await readFile(files.progress, 'utf8')) as Progress;
  if (saved.fingerprint !== fingerprint) {
    throw new Error(
      `${files.progress} belongs to a run with other options (${saved.fingerprint}); use another output directory or delete it`,
    );
  }
  // Records appended after the last checkpoint are dropped: their batch is recomputed, identically.
  const lines = (existsSync(files.canonical) ? await readFile(files.canonical, 'utf8') : '').split('\n');
  const kept = lines.slice(0, saved.accepted).filter((line) => line.trim() !== '');
  if (kept.length !== saved.accepted)
    throw new Error(
      `${files.canonical} holds ${kept.length} records but progress.json counts ${saved.accepted}; delete the directory to start over`,
    );
  await writeAtomic(files.canonical, kept.map((line) => `${line}\n`).join(''));
  return saved;
}

/**
 * What makes two records one task: the same data calls (as a set) asked the same question. The same
 * calls asked for another field or operation are another task.
 */
function signature(record: Pick<SynthRecord, 'calls' | 'plan'>): string {
  const calls = record.calls
    .filter((call) => !isKeyTool(call.tool))
    .map((call) => stableKey(call.tool, call.semanticArgs))
    .sort();
  const { ask, condition } = record.plan;
  return JSON.stringify([calls, ask.field, ask.op, condition?.predicate ?? '']);
}

async function readRecords(file: string): Promise<SynthRecord[]> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SynthRecord);
}

function synthReport(options: {
  records: SynthRecord[];
  progress: Progress;
  quotas: Record<TaskType, number>;
  started: number;
}) {
  const { records, progress, quotas } = options;
  const calls = new Map<number, number>();
  for (const record of records) calls.set(record.meta.calls, (calls.get(record.meta.calls) ?? 0) + 1);
  return {
    tasks: records.length,
    quotas,
    mix: Object.fromEntries(TYPES.map((type) => [type, records.filter((record) => record.type === type).length])),
    attempts: progress.next,
    rejected: progress.rejected,
    overQuota: progress.overQuota,
    unassembled: progress.unassembled,
    duplicates: progress.duplicates,
    intents: progress.intents,
    callsPerTask: Object.fromEntries([...calls.entries()].sort(([a], [b]) => a - b)),
    meanCalls: records.reduce((sum, record) => sum + record.meta.calls, 0) / Math.max(1, records.length),
    wallMs: Math.round(performance.now() - options.started),
  };
}
