// The submission bundle: real runs (oracle, noop, and an agent with a model name whose one rollout
// ends in an infrastructure error) exported and verified; every kind of tampering is caught and
// named; the manifest holds no key; duckdb, an independent reader, reads every row with one type
// per column.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { findPlatform, PLATFORMS } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashFile } from '../src/bundle/util.ts';
import {
  type Agent,
  BUNDLE_FORMAT_VERSION,
  type BundleManifest,
  bundleJsonSchemas,
  createInProcessEnvironment,
  createNoopAgent,
  createOracleAgent,
  type Environment,
  exportRun,
  GRADER_VERSION,
  genericParams,
  InfraError,
  readRun,
  recordOfRow,
  redactKeyLike,
  runEval,
  serializeRow,
  summarizeRun,
  TRAJECTORY_COLUMNS,
  type TrajectoryRow,
  trajectoryRow,
  trajectoryRowSchema,
  verifyBundle,
} from '../src/index.ts';

const tasks = loadTasks({ ids: ['finance-001', 'finance-002', 'finance-004'] });
const generic = genericParams(PLATFORMS);
const scratch = mkdtempSync(join(tmpdir(), 'kopa-bundle-'));
const runsDir = join(scratch, 'runs');
let environment: Environment;

/** Answers as the oracle, but its rollout of finance-002 fails at the endpoint. */
const mixedAgent = (): Agent => {
  const oracle = createOracleAgent();
  return {
    name: 'mixed',
    model: 'scripted-model',
    run: async (context) => {
      if (context.task.id === 'finance-002') throw new InfraError('endpoint_5xx', 'HTTP 503 after 3 attempts', 3);
      return oracle.run(context);
    },
  };
};

beforeAll(async () => {
  environment = await createInProcessEnvironment([findPlatform('dart')]);
  const run = (agent: Agent, runId: string, seeds: number[]) =>
    runEval({ tasks, agent, environment, rollouts: 1, seeds, concurrency: 3, runsDir, runId });
  await run(createOracleAgent(), 'oracle', [0, 1]);
  await run(createNoopAgent(), 'noop', [0]);
  await run(mixedAgent(), 'mixed', [0]);
}, 120_000);
afterAll(() => environment.close());

let bundles = 0;
/** A fresh bundle of a run (by run id), in its own directory. */
function bundleOf(runId: string) {
  const out = join(scratch, `bundle-${++bundles}`);
  return exportRun({ run: runId, runsDir, out, tasks, generic });
}

const verify = (directory: string, taskSet = tasks) => verifyBundle({ directory, tasks: taskSet, generic });

const readRows = (directory: string) =>
  readFileSync(join(directory, 'trajectories.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TrajectoryRow);

const writeRows = (directory: string, rows: readonly TrajectoryRow[]) =>
  writeFileSync(join(directory, 'trajectories.jsonl'), rows.map((row) => `${serializeRow(row)}\n`).join(''));

const readManifest = (directory: string) =>
  JSON.parse(readFileSync(join(directory, 'manifest.json'), 'utf8')) as BundleManifest;

/** Records the file's new checksum in manifest.json, as a careful forger would. */
function rehash(directory: string, path: string) {
  const manifest = readManifest(directory);
  manifest.files[path] = hashFile(join(directory, path));
  writeFileSync(join(directory, 'manifest.json'), JSON.stringify(manifest, null, 2));
}

describe('kopa export-run / verify-run', () => {
  it('exports an oracle run as a versioned, checksummed bundle that verifies', () => {
    const { out, manifest, summary, warnings } = bundleOf('oracle');
    expect(warnings).toEqual([]);
    expect(readdirSync(out).sort()).toEqual([
      'README.md',
      'manifest.json',
      'schema',
      'summary.json',
      'trajectories.jsonl',
    ]);
    expect(readdirSync(join(out, 'schema')).sort()).toEqual([
      'manifest.schema.json',
      'summary.schema.json',
      'trajectory.schema.json',
    ]);
    const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8'));
    const run = readRun(join(runsDir, 'oracle')).manifest;
    expect(manifest).toMatchObject({
      format: 'kopa-run-bundle',
      formatVersion: BUNDLE_FORMAT_VERSION,
      kopaVersion: version,
      graderVersion: GRADER_VERSION,
      run: { runId: 'oracle', createdAt: run.createdAt, configHash: run.configHash },
      agent: { name: 'oracle', model: null, params: {} },
      taskSetHash: run.taskSetHash,
      gradedTaskSetHash: run.taskSetHash,
      tasks: ['finance-001', 'finance-002', 'finance-004'],
      rollouts: 1,
      seeds: [0, 1],
      records: 6,
      expectedRecords: 6,
      complete: true,
      regradedAtExport: { changed: [] },
    });
    expect(GRADER_VERSION).toMatch(/^grader-[0-9a-f]{12}$/);
    expect(manifest.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const [path, entry] of Object.entries(manifest.files)) expect(hashFile(join(out, path))).toEqual(entry);
    expect(summary.overall.pass1).toBe(1);
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).overall.pass1).toBe(1);
    for (const [path, schema] of Object.entries(bundleJsonSchemas()))
      expect(JSON.parse(readFileSync(join(out, path), 'utf8'))).toEqual(schema);
    expect(readFileSync(join(out, 'README.md'), 'utf8')).toMatch(/# KOPA run bundle: oracle[\s\S]*kopa verify-run/);

    const result = verify(out);
    expect(result).toMatchObject({ ok: true, warnings: [], rows: 6 });
    expect(result.message).toBe(
      `verified: oracle (oracle), 6 rollout(s) of 3 task(s), pass@1 100.0%: checksums, schemas, summary and regrade (${GRADER_VERSION}) agree`,
    );
  });

  it('exports and verifies a noop run (everything fails) and a run with an infrastructure error', () => {
    const noop = bundleOf('noop');
    expect(noop.summary.overall.pass1).toBe(0);
    expect(verify(noop.out)).toMatchObject({ ok: true, warnings: [] });

    const mixed = bundleOf('mixed');
    expect(mixed.summary.infraErrors).toEqual({ count: 1, byType: { endpoint_5xx: 1 } });
    expect(mixed.manifest.agent).toEqual({ name: 'mixed', model: 'scripted-model', params: {} });
    const infra = readRows(mixed.out).find((row) => row.task_id === 'finance-002');
    expect(infra).toMatchObject({
      success: null,
      response_score: null,
      grades: null,
      infra_error: 'endpoint_5xx: HTTP 503 after 3 attempts',
      infra_error_type: 'endpoint_5xx',
    });
    const result = verify(mixed.out);
    expect(result.ok).toBe(true);
    expect(result.message).toMatch(
      /^verified: mixed \(mixed scripted-model\), 3 rollout\(s\) of 3 task\(s\), pass@1 100\.0%/,
    );
  });

  it('writes every row with the same columns, and each row gives back the record the run stored', () => {
    const { out } = bundleOf('oracle');
    const lines = readFileSync(join(out, 'trajectories.jsonl'), 'utf8').split('\n').filter(Boolean);
    const { records } = readRun(join(runsDir, 'oracle'));
    expect(lines).toHaveLength(records.length);
    for (const line of lines) {
      const row = JSON.parse(line);
      expect(Object.keys(row)).toEqual(TRAJECTORY_COLUMNS);
      trajectoryRowSchema.parse(row);
      // Floats keep their decimal point, so readers infer one type for the column.
      expect(line).toMatch(/"action_accuracy":1\.0,/);
      const stored = records.find((record) => record.key === row.key);
      expect(JSON.parse(JSON.stringify(recordOfRow(row)))).toEqual(JSON.parse(JSON.stringify(stored)));
      expect(JSON.parse(serializeRow(trajectoryRow(recordOfRow(row))))).toEqual(row);
    }
  });

  it('never writes a key: key-like params are left out and credentials in URLs masked', () => {
    const copy = join(runsDir, 'keyed');
    cpSync(join(runsDir, 'oracle'), copy, { recursive: true });
    const run = JSON.parse(readFileSync(join(copy, 'manifest.json'), 'utf8'));
    run.agent.params = {
      baseURL: 'https://user:hunter2@llm.example/v1?api_key=sk-live-0123456789abcdef&region=kr',
      apiKey: 'sk-live-0123456789abcdef',
      headers: { Authorization: 'Bearer abcdefghijklmnop' },
      temperature: 0.7,
      maxTokens: 512,
      note: 'key sk-proj-ABCDEFGHIJKLMNOPQRST in a note',
    };
    writeFileSync(join(copy, 'manifest.json'), JSON.stringify(run));
    const { out, manifest, warnings } = exportRun({ run: copy, out: join(scratch, 'keyed-bundle'), tasks, generic });
    expect(manifest.agent.params).toEqual({
      baseURL: 'https://llm.example/v1?api_key=%5Bredacted%5D&region=kr',
      headers: {},
      temperature: 0.7,
      maxTokens: 512,
      note: 'key [redacted] in a note',
    });
    expect(manifest.redacted).toEqual([
      'agent.params.baseURL',
      'agent.params.apiKey',
      'agent.params.headers.Authorization',
      'agent.params.note',
    ]);
    expect(warnings.join('\n')).toMatch(/left out or masked key-like field\(s\)/);
    for (const file of ['manifest.json', 'summary.json', 'README.md', 'trajectories.jsonl']) {
      const text = readFileSync(join(out, file), 'utf8');
      for (const secret of ['hunter2', 'sk-live-0123456789abcdef', 'abcdefghijklmnop', 'sk-proj-ABCDEFGHIJKLMNOPQRST'])
        expect(text).not.toContain(secret);
    }
    expect(verify(out).ok).toBe(true);
    expect(redactKeyLike({ crtfc_key: 'x', secretToken: 'y', maxTokens: 1, tokens: 2 }).value).toEqual({
      maxTokens: 1,
      tokens: 2,
    });
  });

  it('replaces a previous bundle, refuses a directory that is not one, and refuses an incomplete run', () => {
    const first = bundleOf('oracle');
    const again = exportRun({ run: 'oracle', runsDir, out: first.out, tasks, generic });
    expect(verify(again.out).ok).toBe(true);
    const other = join(scratch, 'not-a-bundle');
    cpSync(join(runsDir, 'noop'), other, { recursive: true });
    expect(() => exportRun({ run: 'oracle', runsDir, out: other, tasks, generic })).toThrow(
      /exists, is not empty and holds no bundle/,
    );
    const partial = join(runsDir, 'partial');
    cpSync(join(runsDir, 'oracle'), partial, { recursive: true });
    const lines = readFileSync(join(partial, 'rollouts.jsonl'), 'utf8').split('\n').filter(Boolean);
    writeFileSync(join(partial, 'rollouts.jsonl'), `${lines.slice(1).join('\n')}\n`);
    expect(() => exportRun({ run: 'partial', runsDir, out: join(scratch, 'partial-bundle'), tasks, generic })).toThrow(
      /the run is incomplete: 1 of 6 rollout\(s\) have no record/,
    );
    const allowed = exportRun({
      run: 'partial',
      runsDir,
      out: join(scratch, 'partial-bundle'),
      tasks,
      generic,
      allowIncomplete: true,
    });
    expect(allowed.manifest).toMatchObject({ complete: false, records: 5, expectedRecords: 6 });
    const result = verify(allowed.out);
    expect(result.ok).toBe(true);
    expect(result.message).toMatch(/\(incomplete run\)/);
    expect(() => exportRun({ run: 'no-such-run', runsDir, tasks, generic })).toThrow(/no run "no-such-run": tried/);
  });

  describe('tampering is caught and named', () => {
    it('an edited row without its checksum', () => {
      const { out } = bundleOf('oracle');
      const rows = readRows(out);
      rows[1] = { ...(rows[1] as TrajectoryRow), success: false };
      writeRows(out, rows);
      expect(verify(out)).toMatchObject({
        ok: false,
        failure: expect.stringMatching(
          /^trajectories\.jsonl: checksum mismatch \(manifest\.json has sha256 [0-9a-f]{12}…/,
        ),
      });
    });

    it("an edited row's success with its checksum recorded", () => {
      const { out } = bundleOf('oracle');
      const rows = readRows(out);
      rows[1] = { ...(rows[1] as TrajectoryRow), success: false };
      writeRows(out, rows);
      rehash(out, 'trajectories.jsonl');
      const result = verify(out);
      expect(result.ok).toBe(false);
      expect(result.message).toBe(
        `not verified: trajectories.jsonl line 2 (${rows[1]?.key}): success is false, its stored record and grades give true`,
      );
    });

    it('a coherent forgery (record, grades and every column) fails the regrade', () => {
      const { out } = bundleOf('oracle');
      const rows = readRows(out);
      const record = recordOfRow(rows[2] as TrajectoryRow);
      if (!record.grades) throw new Error('graded');
      record.grades = { ...record.grades, success: false };
      rows[2] = trajectoryRow(record);
      writeRows(out, rows);
      rehash(out, 'trajectories.jsonl');
      expect(verify(out).failure).toBe(
        `trajectories.jsonl line 3 (${rows[2]?.key}): success is false in the bundle, true when regraded (${GRADER_VERSION})`,
      );
    });

    it('a summary figure', () => {
      const { out } = bundleOf('oracle');
      const path = join(out, 'summary.json');
      const summary = JSON.parse(readFileSync(path, 'utf8'));
      summary.byDomain.finance.pass1 = 0.5;
      writeFileSync(path, JSON.stringify(summary, null, 2));
      rehash(out, 'summary.json');
      expect(verify(out).failure).toBe('summary.json byDomain.finance.pass1 is 0.5, its trajectories give 1');
    });

    it('a checksum in the manifest', () => {
      const { out } = bundleOf('oracle');
      const manifest = readManifest(out);
      const entry = manifest.files['summary.json'];
      if (!entry) throw new Error('listed');
      manifest.files['summary.json'] = { ...entry, sha256: '0'.repeat(64) };
      writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest));
      expect(verify(out).failure).toMatch(
        /^summary\.json: checksum mismatch \(manifest\.json has sha256 000000000000…/,
      );
    });

    it('a manifest that breaks its schema, a missing file, a row that breaks its schema', () => {
      const broken = bundleOf('oracle').out;
      const manifest = readManifest(broken) as unknown as Record<string, unknown>;
      writeFileSync(join(broken, 'manifest.json'), JSON.stringify({ ...manifest, seeds: 'all' }));
      expect(verify(broken).failure).toBe('manifest.json: seeds: Invalid input: expected array, received string');

      const missing = bundleOf('oracle').out;
      writeFileSync(join(missing, 'extra.txt'), 'not listed');
      const listing = readManifest(missing);
      delete listing.files['README.md'];
      writeFileSync(join(missing, 'manifest.json'), JSON.stringify(listing));
      expect(verify(missing).failure).toBe('manifest.json lists no checksum for README.md');

      const row = bundleOf('oracle').out;
      const rows = readRows(row) as unknown as Array<Record<string, unknown>>;
      rows[0] = { ...rows[0], steps: 'three' };
      writeFileSync(join(row, 'trajectories.jsonl'), `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
      rehash(row, 'trajectories.jsonl');
      expect(verify(row).failure).toBe(
        'trajectories.jsonl line 1: steps: Invalid input: expected number, received string',
      );
    });

    it('a task set that lacks a task of the bundle', () => {
      const { out } = bundleOf('oracle');
      const lacking = tasks.filter((task) => task.id !== 'finance-002');
      expect(verify(out, lacking).failure).toBe(
        "task finance-002 of the bundle is not in the task set (pass the run's task set with --tasks)",
      );
    });
  });

  describe('another grader version is a warning with the regraded figures', () => {
    it('same verdicts: verified, with a warning', () => {
      const { out } = bundleOf('oracle');
      const manifest = readManifest(out);
      writeFileSync(join(out, 'manifest.json'), JSON.stringify({ ...manifest, graderVersion: 'grader-000000000000' }));
      const result = verify(out);
      expect(result.ok).toBe(true);
      expect(result.warnings).toEqual([
        `graded with grader-000000000000, this KOPA grades with ${GRADER_VERSION}: the regrade gives the same verdicts and figures (pass@1 100.0% → 100.0%, finance 100.0%)`,
      ]);
      expect(result.message).toMatch(
        /checksums, schemas and summary agree; regraded with grader-\w+ \(see the warning\)$/,
      );
    });

    it('other verdicts: verified against its own grades, the regrade in the warning', () => {
      const { out } = bundleOf('oracle');
      // The bundle as an older grader would have written it: one verdict differs, summary.json agrees.
      const rows = readRows(out);
      const record = recordOfRow(rows[0] as TrajectoryRow);
      if (!record.grades) throw new Error('graded');
      record.grades = { ...record.grades, success: false };
      rows[0] = trajectoryRow(record);
      writeRows(out, rows);
      const manifest = readManifest(out);
      const summary = summarizeRun({
        manifest: { ...readRun(join(runsDir, 'oracle')).manifest },
        records: rows.map((row) => recordOfRow(row)),
      });
      writeFileSync(join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
      writeFileSync(join(out, 'manifest.json'), JSON.stringify({ ...manifest, graderVersion: 'grader-000000000000' }));
      rehash(out, 'trajectories.jsonl');
      rehash(out, 'summary.json');
      const result = verify(out);
      expect(result.ok).toBe(true);
      expect(result.warnings).toEqual([
        `graded with grader-000000000000, this KOPA grades with ${GRADER_VERSION}: regraded, 1 of 6 rollout(s) differ (first ${rows[0]?.key}); pass@1 83.3% → 100.0%, finance 83.3% → 100.0%`,
      ]);
      expect(result.regraded?.overall.pass1).toBe(1);
    });
  });

  it('duckdb reads every row of trajectories.jsonl with one type per column', async () => {
    const { out } = bundleOf('mixed');
    const file = join(out, 'trajectories.jsonl').replaceAll("'", "''");
    const db = await DuckDBInstance.create(':memory:');
    const connection = await db.connect();
    try {
      const counted = await connection.runAndReadAll(
        `SELECT count(*) AS n, count(DISTINCT typeof(answer)) AS answer_types, count(*) FILTER (WHERE success IS NULL) AS ungraded, sum(success::INT) AS passed, count(*) FILTER (WHERE json_valid(record) AND json_valid(messages) AND json_valid(calls)) AS json_ok FROM read_json_auto('${file}', maximum_object_size = 1000000000)`,
      );
      expect(counted.getRowObjectsJson()).toEqual([
        { n: '3', answer_types: '1', ungraded: '1', passed: '2', json_ok: '3' },
      ]);
      const described = await connection.runAndReadAll(
        `DESCRIBE SELECT * FROM read_json_auto('${file}', maximum_object_size = 1000000000)`,
      );
      const types = Object.fromEntries(
        described.getRowObjectsJson().map((row) => [String(row.column_name), String(row.column_type)]),
      );
      // The JSON Schema's type of each column, as duckdb names it.
      const schema = bundleJsonSchemas()['schema/trajectory.schema.json'] as {
        properties: Record<string, { type: string | string[]; format?: string }>;
      };
      const duck: Record<string, string> = {
        string: 'VARCHAR',
        integer: 'BIGINT',
        number: 'DOUBLE',
        boolean: 'BOOLEAN',
      };
      const expected = Object.fromEntries(
        TRAJECTORY_COLUMNS.map((column) => {
          const property = schema.properties[column];
          const type = [property?.type ?? []].flat().find((name) => name !== 'null') ?? '';
          return [column, property?.format === 'date-time' ? 'TIMESTAMP' : duck[type]];
        }),
      );
      expect(types).toEqual(expected);
    } finally {
      connection.closeSync();
      db.closeSync();
    }
  });
});
