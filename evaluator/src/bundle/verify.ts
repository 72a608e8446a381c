// `kopa verify-run <bundle>`: a bundle is what it says. In order, stopping at the first mismatch:
//  1. manifest.json is a bundle manifest of a format this KOPA reads;
//  2. every file it lists is there with its SHA-256 and size;
//  3. summary.json and every row of trajectories.jsonl pass their schemas, each row's stored record
//     is a rollout record, and each derived column is what its record and grades give;
//  4. the rows are the run's: one per key, tasks, seeds and rollouts of the manifest, as many as it says;
//  5. summary.json is the summary of the rows' grades;
//  6. every rollout regraded now from its stored record (the current grader, against the tasks) gives
//     the row's verdicts, and the regraded summary is summary.json.
// Steps 1–5 hold whatever the grader. When the bundle was graded by another grader version, or
// against other task files, step 6 cannot be held to: differences are warnings with the regraded figures.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Task } from '@kopa/tasks';
import { forEachLine } from '../lines.ts';
import { regradeRecords } from '../regrade.ts';
import { type RolloutRecord, rolloutKey } from '../rollout.ts';
import { type Manifest, rolloutRecordSchema, taskSetHash } from '../run-store.ts';
import { type RunSummary, summarizeRun } from '../summary.ts';
import { GRADER_VERSION } from './grader-version.ts';
import { DERIVED_COLUMNS, recordOfRow, serializeRow, trajectoryRow } from './rows.ts';
import {
  BUNDLE_FORMAT,
  BUNDLE_FORMAT_VERSION,
  type BundleManifest,
  bundleJsonSchemas,
  bundleManifestSchema,
  bundleSummarySchema,
  type TrajectoryRow,
  trajectoryRowSchema,
} from './schema.ts';
import { asJson, firstDifference, hashFile, isInside, percent, shown } from './util.ts';

export interface VerifyBundleOptions {
  /** The bundle directory. */
  directory: string;
  /** A task set holding every task of the bundle (the benchmark, or the synthesized set it ran). */
  tasks: readonly Task[];
  generic: (tool: string) => ReadonlySet<string>;
}

export interface VerifyBundleResult {
  ok: boolean;
  /** The first mismatch (when not ok), naming the file, line, column or figure. */
  failure?: string;
  /** Unlisted files, a grader or task-file difference with the regraded figures. */
  warnings: string[];
  /** One line: `verified: …` or `not verified: …`. */
  message: string;
  manifest?: BundleManifest;
  rows: number;
  /** The summary regraded now (when verification got that far). */
  regraded?: RunSummary;
}

class Mismatch extends Error {}

const fail = (message: string): never => {
  throw new Mismatch(message);
};

/** The first issue of a failed zod parse, as `path: message`. */
function issueOf(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

function readJson(directory: string, path: string): unknown {
  try {
    return JSON.parse(readFileSync(join(directory, path), 'utf8'));
  } catch {
    return fail(`${path} is not JSON`);
  }
}

/** Every file under `directory`, as paths relative to it. */
function listFiles(directory: string, under = directory): string[] {
  return readdirSync(under).flatMap((name) => {
    const path = join(under, name);
    return statSync(path).isDirectory() ? listFiles(directory, path) : [relative(directory, path)];
  });
}

/** A record without what only grading reads: enough for summarizeRun. */
function slim(record: RolloutRecord): RolloutRecord {
  const { trajectory: _t, messages: _m, results: _r, ...rest } = record;
  return { ...rest, calls: [], initialUser: {}, finalUser: {} };
}

/** The run manifest summarizeRun needs, from the bundle's. */
const runManifestOf = (manifest: BundleManifest): Manifest => ({
  runId: manifest.run.runId,
  createdAt: manifest.run.createdAt,
  gitSha: manifest.run.gitSha ?? undefined,
  taskSetHash: manifest.taskSetHash,
  tasks: manifest.tasks,
  agent: {
    name: manifest.agent.name,
    ...(manifest.agent.model ? { model: manifest.agent.model } : {}),
    params: manifest.agent.params,
  },
  rollouts: manifest.rollouts,
  seeds: manifest.seeds,
  configHash: manifest.run.configHash,
});

/** The first difference of a computed summary from summary.json, over the fields summary.json holds. */
function summaryDifference(stored: Record<string, unknown>, computed: RunSummary) {
  const json = asJson(computed) as Record<string, unknown>;
  const picked = Object.fromEntries([...new Set([...Object.keys(stored), 'model'])].map((key) => [key, json[key]]));
  return firstDifference(stored, picked);
}

/** A row as it is written and read back (floats, nulls and all). */
const rowJson = (record: RolloutRecord) => JSON.parse(serializeRow(trajectoryRow(record))) as TrajectoryRow;

/** The first derived column (or the grades) in which two rows differ. */
function rowDifference(row: TrajectoryRow, other: TrajectoryRow, withGrades: boolean) {
  for (const column of DERIVED_COLUMNS) {
    const found = firstDifference(row[column], other[column]);
    if (found) return { column, a: row[column], b: other[column] };
  }
  if (withGrades) {
    const parse = (text: string | null) => (text === null ? null : JSON.parse(text));
    const found = firstDifference(parse(row.grades), parse(other.grades));
    if (found) return { column: `grades${found.path ? `.${found.path}` : ''}`, a: found.a, b: found.b };
  }
  return undefined;
}

/** Pass@1 overall and per domain, `before → after` where they differ. */
function figuresLine(before: Record<string, unknown>, after: RunSummary): string {
  const pass1 = (summary: unknown, path: string[]) =>
    path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], summary) as
      | number
      | null
      | undefined;
  const regraded = asJson(after);
  const parts = [`pass@1 ${percent(pass1(before, ['overall', 'pass1']))} → ${percent(after.overall.pass1)}`];
  const domains = [
    ...new Set([...Object.keys((before.byDomain as object) ?? {}), ...Object.keys(after.byDomain)]),
  ].sort();
  for (const domain of domains) {
    const [a, b] = [pass1(before, ['byDomain', domain, 'pass1']), pass1(regraded, ['byDomain', domain, 'pass1'])];
    parts.push(`${domain} ${percent(a)}${firstDifference(a, b) ? ` → ${percent(b)}` : ''}`);
  }
  return parts.join(', ');
}

export function verifyBundle(options: VerifyBundleOptions): VerifyBundleResult {
  const { directory } = options;
  const warnings: string[] = [];
  let manifest: BundleManifest | undefined;
  let rows = 0;
  let regraded: RunSummary | undefined;
  try {
    // 1. The manifest.
    if (!existsSync(join(directory, 'manifest.json'))) fail(`${directory} is not a bundle (no manifest.json)`);
    const rawManifest = readJson(directory, 'manifest.json') as Record<string, unknown> | null;
    if (rawManifest?.format !== BUNDLE_FORMAT)
      fail(`manifest.json is not a KOPA run bundle manifest (format ${shown(rawManifest?.format)})`);
    if (typeof rawManifest?.formatVersion === 'number' && rawManifest.formatVersion > BUNDLE_FORMAT_VERSION)
      fail(
        `the bundle has format version ${rawManifest.formatVersion}; this KOPA reads up to ${BUNDLE_FORMAT_VERSION}`,
      );
    const parsedManifest = bundleManifestSchema.safeParse(rawManifest);
    if (!parsedManifest.success) return fail(`manifest.json: ${issueOf(parsedManifest.error)}`);
    const bundle = parsedManifest.data;
    manifest = bundle;

    // 2. Checksums.
    const schemas = bundleJsonSchemas();
    for (const path of ['README.md', 'summary.json', 'trajectories.jsonl', ...Object.keys(schemas)])
      if (!bundle.files[path]) fail(`manifest.json lists no checksum for ${path}`);
    for (const [path, expected] of Object.entries(bundle.files)) {
      if (!isInside(directory, path)) fail(`manifest.json lists ${path}, a path outside the bundle`);
      if (!existsSync(join(directory, path))) fail(`${path} is missing`);
      const actual = hashFile(join(directory, path));
      if (actual.sha256 !== expected.sha256)
        fail(
          `${path}: checksum mismatch (manifest.json has sha256 ${expected.sha256.slice(0, 12)}…, the file has ${actual.sha256.slice(0, 12)}…)`,
        );
      if (actual.bytes !== expected.bytes)
        fail(`${path}: size mismatch (manifest.json says ${expected.bytes} bytes, the file has ${actual.bytes})`);
    }
    for (const path of listFiles(directory))
      if (path !== 'manifest.json' && !bundle.files[path.split('\\').join('/')])
        warnings.push(`${path} is not listed in manifest.json: not verified`);

    // 3. Schemas: the schema files, summary.json, then each row.
    for (const [path, schema] of Object.entries(schemas)) {
      const stored = readJson(directory, path);
      if (bundle.formatVersion === BUNDLE_FORMAT_VERSION && firstDifference(stored, schema))
        warnings.push(`${path} differs from this KOPA's schema of format version ${BUNDLE_FORMAT_VERSION}`);
    }
    const rawSummary = readJson(directory, 'summary.json');
    const parsedSummary = bundleSummarySchema.safeParse(rawSummary);
    if (!parsedSummary.success) return fail(`summary.json: ${issueOf(parsedSummary.error)}`);
    const summary = rawSummary as Record<string, unknown>;

    const byId = new Map(options.tasks.map((task) => [task.id, task]));
    const tasks = bundle.tasks.map(
      (id) =>
        byId.get(id) ?? fail(`task ${id} of the bundle is not in the task set (pass the run's task set with --tasks)`),
    );
    const sameGrader = bundle.graderVersion === GRADER_VERSION;
    const currentTaskSetHash = taskSetHash(tasks);
    const sameTasks = currentTaskSetHash === bundle.gradedTaskSetHash;
    const strict = sameGrader && sameTasks;
    const why = [
      sameGrader ? '' : `graded with ${bundle.graderVersion}, this KOPA grades with ${GRADER_VERSION}`,
      sameTasks
        ? ''
        : `graded against other task files (taskSetHash ${bundle.gradedTaskSetHash}, now ${currentTaskSetHash})`,
    ]
      .filter(Boolean)
      .join('; ');

    const taskIds = new Set(bundle.tasks);
    const seeds = new Set(bundle.seeds);
    const keys = new Set<string>();
    const storedRecords: RolloutRecord[] = [];
    const regradedRecords: RolloutRecord[] = [];
    const changed: string[] = [];
    let blank = 0;
    forEachLine(join(directory, 'trajectories.jsonl'), (line, number) => {
      if (!line.trim()) {
        blank = blank || number;
        return;
      }
      if (blank) fail(`trajectories.jsonl line ${blank} is empty`);
      const where = `trajectories.jsonl line ${number}`;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        fail(`${where} is not JSON`);
      }
      const parsedRow = trajectoryRowSchema.safeParse(value);
      if (!parsedRow.success) return fail(`${where}: ${issueOf(parsedRow.error)}`);
      const row = parsedRow.data;
      const at = `${where} (${row.key})`;
      let record: RolloutRecord;
      try {
        record = recordOfRow(row);
      } catch {
        return fail(`${at}: a JSON column (messages, calls, grades or record) is not JSON`);
      }
      const parsedRecord = rolloutRecordSchema.safeParse(record);
      if (!parsedRecord.success)
        fail(`${at}: the stored record is not a rollout record: ${issueOf(parsedRecord.error)}`);
      const consistent = rowDifference(row, rowJson(record), false);
      if (consistent)
        fail(
          `${at}: ${consistent.column} is ${shown(consistent.a)}, its stored record and grades give ${shown(consistent.b)}`,
        );

      // 4. The row belongs to the run.
      if (row.key !== rolloutKey(row.task_id, row.rollout, row.seed))
        fail(`${at}: key is not ${rolloutKey(row.task_id, row.rollout, row.seed)}`);
      if (keys.has(row.key)) fail(`${at}: a second row for ${row.key}`);
      keys.add(row.key);
      if (!taskIds.has(row.task_id)) fail(`${at}: task ${row.task_id} is not in manifest.json's tasks`);
      if (!seeds.has(row.seed)) fail(`${at}: seed ${row.seed} is not in manifest.json's seeds`);
      if (row.rollout < 0 || row.rollout >= bundle.rollouts)
        fail(`${at}: rollout ${row.rollout} is outside manifest.json's ${bundle.rollouts} rollout(s)`);
      if (row.agent !== bundle.agent.name)
        fail(`${at}: agent is ${shown(row.agent)}, manifest.json says ${shown(bundle.agent.name)}`);

      // 6 (per row). Regraded now from the stored record.
      const task = byId.get(record.taskId);
      const again = task ? (regradeRecords([record], [task], options.generic)[0] ?? record) : record;
      const difference = rowDifference(row, rowJson(again), true);
      if (difference) {
        if (strict)
          fail(
            `${at}: ${difference.column} is ${shown(difference.a)} in the bundle, ${shown(difference.b)} when regraded (${GRADER_VERSION})`,
          );
        changed.push(row.key);
      }
      storedRecords.push(slim(record));
      regradedRecords.push(slim(again));
      rows++;
      return undefined;
    });

    if (rows !== bundle.records) fail(`trajectories.jsonl has ${rows} row(s), manifest.json says ${bundle.records}`);
    const expected = bundle.tasks.length * bundle.seeds.length * bundle.rollouts;
    if (bundle.expectedRecords !== expected)
      fail(`manifest.json: expectedRecords is ${bundle.expectedRecords}, its tasks × seeds × rollouts are ${expected}`);
    if (bundle.complete !== (rows === expected))
      fail(`manifest.json: complete is ${bundle.complete}, but the bundle has ${rows} of ${expected} rollout(s)`);

    // 5. summary.json is the rows' summary.
    const runManifest = runManifestOf(bundle);
    const ofRows = summaryDifference(summary, summarizeRun({ manifest: runManifest, records: storedRecords }));
    if (ofRows) fail(`summary.json ${ofRows.path} is ${shown(ofRows.a)}, its trajectories give ${shown(ofRows.b)}`);

    // 6. The regraded summary.
    regraded = summarizeRun({ manifest: runManifest, records: regradedRecords });
    const ofRegrade = summaryDifference(summary, regraded);
    if (ofRegrade && strict)
      fail(
        `summary.json ${ofRegrade.path} is ${shown(ofRegrade.a)}, the regrade (${GRADER_VERSION}) gives ${shown(ofRegrade.b)}`,
      );
    if (!strict)
      warnings.push(
        changed.length === 0 && !ofRegrade
          ? `${why}: the regrade gives the same verdicts and figures (${figuresLine(summary, regraded)})`
          : `${why}: regraded, ${changed.length} of ${rows} rollout(s) differ (first ${changed[0] ?? 'none'}); ${figuresLine(summary, regraded)}`,
      );

    const model = bundle.agent.model ? ` ${bundle.agent.model}` : '';
    const checked = strict
      ? `checksums, schemas, summary and regrade (${GRADER_VERSION}) agree`
      : `checksums, schemas and summary agree; regraded with ${GRADER_VERSION} (see the warning)`;
    return {
      ok: true,
      warnings,
      message: `verified: ${bundle.run.runId} (${bundle.agent.name}${model}), ${rows} rollout(s) of ${bundle.tasks.length} task(s), pass@1 ${percent(regraded.overall.pass1)}${bundle.complete ? '' : ' (incomplete run)'}: ${checked}`,
      manifest,
      rows,
      regraded,
    };
  } catch (error) {
    if (!(error instanceof Mismatch)) throw error;
    const failure = error.message;
    return {
      ok: false,
      failure,
      warnings,
      message: `not verified: ${failure}`,
      ...(manifest ? { manifest } : {}),
      rows,
      ...(regraded ? { regraded } : {}),
    };
  }
}
