// The submission bundle's schemas: manifest.json, summary.json and one row of trajectories.jsonl,
// as zod (what `verify-run` checks) and as JSON Schema (schema/*.schema.json, for everyone else).
// A trajectory row is flat and has one type per column in every row: strings, integers, numbers,
// booleans and nulls only, nested data as JSON strings, so `datasets.load_dataset('json')`, duckdb's
// `read_json_auto` and pandas read it without a type conflict.
import { z } from 'zod';

/** The `format` of a bundle's manifest. */
export const BUNDLE_FORMAT = 'kopa-run-bundle';
/** The bundle layout written today; a reader refuses a bundle of a later version. */
export const BUNDLE_FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');

export const bundleManifestSchema = z
  .looseObject({
    format: z.literal(BUNDLE_FORMAT),
    formatVersion: z.int().min(1).describe('the bundle layout version'),
    kopaVersion: z.string().describe('`version` of the root package.json of the KOPA that exported it'),
    createdAt: z.string().describe('when the bundle was exported (ISO 8601)'),
    gitSha: z.string().nullable().describe('the KOPA commit that exported (and graded) the bundle'),
    gitDirty: z.boolean().nullable().describe('that commit had uncommitted changes to tracked files'),
    graderVersion: z.string().describe('the grader that graded every row and summary.json (a hash of its sources)'),
    run: z
      .looseObject({
        runId: z.string(),
        createdAt: z.string(),
        gitSha: z.string().nullable().describe('the KOPA commit the run was made with'),
        configHash: z.string(),
      })
      .describe("the run's own manifest"),
    agent: z
      .looseObject({
        name: z.string(),
        model: z.string().nullable(),
        params: z.record(z.string(), z.unknown()).describe('endpoint and sampling parameters, key-like values removed'),
      })
      .describe('the agent and its parameters'),
    redacted: z.array(z.string()).describe('paths of the run manifest left out or masked as key-like'),
    taskSetHash: z.string().describe("the run's task-set hash (its tasks as they were when it ran)"),
    gradedTaskSetHash: z.string().describe('the hash of the tasks the bundle was graded against'),
    tasks: z.array(z.string()).describe('the task ids of the run'),
    datasetHashes: z.record(z.string(), z.string()).nullable(),
    rollouts: z.int().min(1).describe('rollouts per task and seed'),
    seeds: z.array(z.int()),
    records: z.int().min(0).describe('rows in trajectories.jsonl'),
    expectedRecords: z.int().min(0).describe('tasks × rollouts × seeds'),
    complete: z.boolean().describe('every (task, rollout, seed) of the run has a row'),
    regradedAtExport: z
      .looseObject({
        changed: z.array(z.string()).describe('keys whose success differs from the verdict the run recorded'),
      })
      .describe('the export regrades every rollout with the current grader'),
    files: z
      .record(z.string(), z.looseObject({ sha256, bytes: z.int().min(0) }))
      .describe('every other file of the bundle by relative path, with its SHA-256 and size'),
  })
  .meta({ title: 'KOPA run bundle manifest', description: 'manifest.json of a KOPA submission bundle' });

export type BundleManifest = z.infer<typeof bundleManifestSchema>;

/** A figure of summary.json: NaN (no data) is written as null. */
const figure = z.number().nullable();

const groupSummarySchema = z.looseObject({
  tasks: z.int(),
  rollouts: z.int(),
  pass1: figure.describe('mean over tasks of the per-task success rate'),
  passK: z.record(z.string(), figure).describe('unbiased pass@k, by `pass@k`'),
  passHatK: z.record(z.string(), figure).describe('pass^k, by `pass^k`'),
  seedCi: z.looseObject({ mean: figure, halfWidth: figure, df: z.int() }),
  bootstrapCi: z.looseObject({ low: figure, high: figure }),
  actionAccuracy: figure,
  flipRate: figure,
});

export const bundleSummarySchema = z
  .looseObject({
    runId: z.string(),
    agent: z.string(),
    model: z.string().optional(),
    seeds: z.array(z.int()),
    rolloutsPerTask: z.int(),
    overall: groupSummarySchema,
    byDomain: z.record(z.string(), groupSummarySchema),
    byType: z.record(z.string(), groupSummarySchema),
    infraErrors: z.looseObject({ count: z.int(), byType: z.record(z.string(), z.int()) }),
    agentErrors: z.record(z.string(), z.int()),
    tokens: z.looseObject({ input: z.number(), output: z.number(), meanPerRollout: figure }),
    latencyMs: z.looseObject({ p50: figure, p95: figure }),
    harnessOverheadMs: z.looseObject({ p50: figure }),
    tasks: z.array(
      z.looseObject({
        taskId: z.string(),
        domain: z.string(),
        type: z.string(),
        rollouts: z.int(),
        successes: z.int(),
        actionAccuracy: figure,
        explanation: z.string(),
      }),
    ),
  })
  .meta({
    title: 'KOPA run summary',
    description:
      'summary.json: the figures of the run (RESPONSE ∧ ENVIRONMENT success, ACTION accuracy) overall, by domain and by type; infrastructure errors are excluded and counted',
  });

export type BundleSummary = z.infer<typeof bundleSummarySchema>;

const verdict = z.boolean().nullable();
const score = z.number().nullable();

export const trajectoryRowSchema = z
  .strictObject({
    key: z.string().describe('`task_id#rollout#seed`'),
    task_id: z.string(),
    domain: z.string(),
    type: z.string().describe('the task type (Seq, Par, Mixed, Drv, Sem, Cmp, Cond)'),
    rollout: z.int(),
    seed: z.int(),
    agent: z.string(),
    model: z.string().nullable(),
    started_at: z.iso.datetime().describe('when the rollout started (ISO 8601, UTC)'),
    success: verdict.describe('RESPONSE (grounded) ∧ ENVIRONMENT; null when not graded (an infrastructure error)'),
    claimed_success: verdict.describe('RESPONSE without grounding ∧ ENVIRONMENT (the paper-comparable figure)'),
    response_passed: verdict,
    response_score: score.describe('share of the facts stated and grounded'),
    environment_passed: verdict,
    action_accuracy: score.describe('golden actions matched (recall)'),
    action_precision: score,
    action_f1: score,
    explanation: z.string().describe('why the verdict fell as it did'),
    infra_error: z.string().nullable().describe('`type: message` of an infrastructure error, else null'),
    infra_error_type: z.string().nullable(),
    answer: z.string().describe("the agent's final answer"),
    steps: z.int(),
    input_tokens: z.int(),
    output_tokens: z.int(),
    duration_ms: z.number(),
    model_ms: z.number(),
    messages_format: z.string().describe('`openai-chat` (record version 2) or `ai-sdk` (version 1 records)'),
    messages: z.string().describe('JSON array: every message in order, as the model saw it'),
    calls: z.string().describe("JSON array: the session's call log (arguments with the key masked)"),
    grades: z.string().nullable().describe('JSON object: the full verdicts of the three graders; null when not graded'),
    record: z
      .string()
      .describe(
        'JSON object: the original rollout record without the messages, `calls` and `grades` (in their own columns); with them it is what `kopa regrade` reads',
      ),
  })
  .meta({
    title: 'KOPA trajectory row',
    description: 'one line of trajectories.jsonl: one rollout, every column present in every row',
  });

export type TrajectoryRow = z.infer<typeof trajectoryRowSchema>;

/** The columns of a trajectory row, in the order they are written. */
export const TRAJECTORY_COLUMNS = Object.keys(trajectoryRowSchema.shape) as Array<keyof TrajectoryRow>;

/** Columns that are numbers and always written with a decimal point (`1.0`), so readers infer a float. */
export const FLOAT_COLUMNS: ReadonlySet<keyof TrajectoryRow> = new Set([
  'response_score',
  'action_accuracy',
  'action_precision',
  'action_f1',
  'duration_ms',
  'model_ms',
]);

/** The schema files of a bundle, by path, as JSON Schema (draft 2020-12). */
export function bundleJsonSchemas(): Record<string, unknown> {
  return {
    'schema/manifest.schema.json': z.toJSONSchema(bundleManifestSchema),
    'schema/summary.schema.json': z.toJSONSchema(bundleSummarySchema),
    'schema/trajectory.schema.json': z.toJSONSchema(trajectoryRowSchema),
  };
}
