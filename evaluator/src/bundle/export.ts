// `kopa export-run <run>`: a run directory as a submission bundle. Every rollout is regraded with the
// current grader against the tasks (the bundle then says exactly which grader made its figures), the
// rows are written in a canonical order (task as in the run's manifest, then seed, then rollout),
// then summary.json, the JSON Schemas and README.md, and manifest.json last, with the SHA-256 of
// every other file: a bundle cut short has no manifest and does not verify.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Task } from '@kopa/tasks';
import { readRun, regradeRecords, resolveRunDirectory } from '../regrade.ts';
import { type RolloutRecord, rolloutKey } from '../rollout.ts';
import { taskSetHash } from '../run-store.ts';
import { type RunSummary, summarizeRun } from '../summary.ts';
import { GRADER_VERSION } from './grader-version.ts';
import { bundleReadme } from './readme.ts';
import { redactKeyLike } from './redact.ts';
import { serializeRow, trajectoryRow } from './rows.ts';
import { BUNDLE_FORMAT, BUNDLE_FORMAT_VERSION, type BundleManifest, bundleJsonSchemas } from './schema.ts';
import { hashFile, isInside, kopaVersion, repositoryState } from './util.ts';

export interface ExportRunOptions {
  /** The run: a directory, or a run id under `runsDir` (as `kopa compare` finds runs). */
  run: string;
  /** Where run ids are looked up (default `runs/` at the repository root). */
  runsDir?: string;
  /** The bundle directory: created, or a previous bundle replaced (default `<run directory>/bundle`). */
  out?: string;
  /** A task set holding every task of the run (the benchmark, or the synthesized set it ran). */
  tasks: readonly Task[];
  generic: (tool: string) => ReadonlySet<string>;
  /** Export a run that lacks some (task, rollout, seed): the manifest says `complete: false`. */
  allowIncomplete?: boolean;
}

export interface ExportRunResult {
  /** The run directory exported. */
  directory: string;
  out: string;
  manifest: BundleManifest;
  summary: RunSummary;
  /** What a submitter should know: task files edited since the run, verdicts the regrade changed. */
  warnings: string[];
}

/** The task of each id of the run, in the run's order; throws naming the first id the set lacks. */
export function selectRunTasks(ids: readonly string[], tasks: readonly Task[]): Task[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  return ids.map((id) => {
    const task = byId.get(id);
    if (!task) throw new Error(`task ${id} of the run is not in the task set (pass the run's task set with --tasks)`);
    return task;
  });
}

/** Readies `out` for a bundle: a new or empty directory, or a previous bundle whose files are removed. */
function prepareOut(out: string, runDirectory: string): void {
  if (resolve(out) === resolve(runDirectory))
    throw new Error(`the bundle cannot be written into the run directory itself (${out})`);
  if (!existsSync(out)) {
    mkdirSync(out, { recursive: true });
    return;
  }
  if (!statSync(out).isDirectory()) throw new Error(`${out} exists and is not a directory`);
  if (readdirSync(out).length === 0) return;
  const manifestPath = join(out, 'manifest.json');
  let previous: { format?: unknown; files?: Record<string, unknown> } | undefined;
  try {
    previous = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    previous = undefined;
  }
  if (previous?.format !== BUNDLE_FORMAT)
    throw new Error(`${out} exists, is not empty and holds no bundle; choose another --out`);
  // The manifest goes first: a replacement cut short is no bundle rather than a mixed one.
  rmSync(manifestPath);
  for (const path of [...Object.keys(previous.files ?? {}), ...Object.keys(bundleJsonSchemas())]) {
    if (isInside(out, path)) rmSync(resolve(out, path), { force: true });
  }
}

export function exportRun(options: ExportRunOptions): ExportRunResult {
  const directory = resolveRunDirectory(options.run, options.runsDir);
  const { manifest: run, records: stored } = readRun(directory);
  const ids = run.tasks ?? [];
  const tasks = selectRunTasks(ids, options.tasks);
  const warnings: string[] = [];
  const gradedTaskSetHash = taskSetHash(tasks);
  if (run.taskSetHash && gradedTaskSetHash !== run.taskSetHash)
    warnings.push(
      `the task files differ from those the run was made with (taskSetHash ${run.taskSetHash} then, ${gradedTaskSetHash} now): the bundle is graded against the tasks as they are now`,
    );

  // Canonical order: the run's task order, then seed, then rollout.
  const taskOrder = new Map(ids.map((id, index) => [id, index]));
  const seedOrder = new Map(run.seeds.map((seed, index) => [seed, index]));
  const inRun = stored.filter((record) => taskOrder.has(record.taskId));
  if (inRun.length < stored.length)
    warnings.push(`${stored.length - inRun.length} record(s) of tasks outside the run's manifest were left out`);
  const order = (record: RolloutRecord) => [
    taskOrder.get(record.taskId) ?? 0,
    seedOrder.get(record.seed) ?? run.seeds.length + record.seed,
    record.rollout,
  ];
  inRun.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return (x[0] ?? 0) - (y[0] ?? 0) || (x[1] ?? 0) - (y[1] ?? 0) || (x[2] ?? 0) - (y[2] ?? 0);
  });

  const present = new Set(inRun.map((record) => rolloutKey(record.taskId, record.rollout, record.seed)));
  const expected: string[] = [];
  for (const id of ids)
    for (const seed of run.seeds)
      for (let rollout = 0; rollout < run.rollouts; rollout++) expected.push(rolloutKey(id, rollout, seed));
  const missing = expected.filter((key) => !present.has(key));
  if (missing.length > 0 && !options.allowIncomplete)
    throw new Error(
      `the run is incomplete: ${missing.length} of ${expected.length} rollout(s) have no record (first ${missing[0]}); resume it with the same kopa eval --run-id, or pass --allow-incomplete`,
    );
  if (missing.length > 0)
    warnings.push(`the run is incomplete: ${missing.length} of ${expected.length} rollout(s) have no record`);

  const regraded = regradeRecords(inRun, tasks, options.generic);
  const changed = regraded
    .filter((record, index) => (record.grades?.success ?? null) !== (inRun[index]?.grades?.success ?? null))
    .map((record) => record.key);
  if (changed.length > 0)
    warnings.push(
      `regrading with ${GRADER_VERSION} changed ${changed.length} verdict(s) from those the run recorded (first ${changed[0]}); the bundle holds the regraded ones`,
    );
  const summary = summarizeRun({ manifest: run, records: regraded });

  const agent = redactKeyLike(
    { name: run.agent.name, model: run.agent.model ?? null, params: run.agent.params ?? {} },
    'agent',
  );
  if (agent.redacted.length > 0)
    warnings.push(`left out or masked key-like field(s) of the run manifest: ${agent.redacted.join(', ')}`);

  const out = resolve(options.out ?? join(directory, 'bundle'));
  prepareOut(out, directory);
  const files: BundleManifest['files'] = {};
  const write = (path: string, text: string) => {
    const target = join(out, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  };

  const trajectories = join(out, 'trajectories.jsonl');
  const fd = openSync(trajectories, 'w');
  try {
    for (const record of regraded) writeSync(fd, `${serializeRow(trajectoryRow(record))}\n`);
  } finally {
    closeSync(fd);
  }
  write('summary.json', `${JSON.stringify(summary, null, 2)}\n`);
  for (const [path, schema] of Object.entries(bundleJsonSchemas())) write(path, `${JSON.stringify(schema, null, 2)}\n`);
  const version = kopaVersion();
  const repository = repositoryState();
  write(
    'README.md',
    bundleReadme({
      runId: run.runId,
      agent: agent.value.name,
      model: agent.value.model,
      tasks: ids.length,
      records: regraded.length,
      rollouts: run.rollouts,
      seeds: run.seeds,
      pass1: Number.isFinite(summary.overall.pass1) ? summary.overall.pass1 : null,
      infraErrors: summary.infraErrors.count,
      graderVersion: GRADER_VERSION,
      kopaVersion: version,
      gitSha: repository.gitSha,
      complete: missing.length === 0,
    }),
  );
  for (const path of ['README.md', 'summary.json', 'trajectories.jsonl', ...Object.keys(bundleJsonSchemas())])
    files[path] = hashFile(join(out, path));

  const manifest: BundleManifest = {
    format: BUNDLE_FORMAT,
    formatVersion: BUNDLE_FORMAT_VERSION,
    kopaVersion: version,
    createdAt: new Date().toISOString(),
    gitSha: repository.gitSha,
    gitDirty: repository.gitDirty,
    graderVersion: GRADER_VERSION,
    run: { runId: run.runId, createdAt: run.createdAt, gitSha: run.gitSha ?? null, configHash: run.configHash },
    agent: agent.value,
    redacted: agent.redacted,
    taskSetHash: run.taskSetHash,
    gradedTaskSetHash,
    tasks: ids,
    datasetHashes: run.datasetHashes ?? null,
    rollouts: run.rollouts,
    seeds: run.seeds,
    records: regraded.length,
    expectedRecords: expected.length,
    complete: missing.length === 0,
    regradedAtExport: { changed },
    files,
  };
  write('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return { directory, out, manifest, summary, warnings };
}
