// README.md of a bundle: what the run is, what each file holds, how to read and verify it.
import { percent } from './util.ts';

export function bundleReadme(options: {
  runId: string;
  agent: string;
  model: string | null;
  tasks: number;
  records: number;
  rollouts: number;
  seeds: readonly number[];
  pass1: number | null;
  infraErrors: number;
  graderVersion: string;
  kopaVersion: string;
  gitSha: string | null;
  complete: boolean;
}): string {
  const model = options.model ? ` (${options.model})` : '';
  return `# KOPA run bundle: ${options.runId}

${options.agent}${model} over ${options.tasks} task(s), ${options.rollouts} rollout(s) per task and seed, seeds ${options.seeds.join(', ')}: ${options.records} rollout(s)${options.complete ? '' : ' — **incomplete**: some (task, rollout, seed) of the run have no row'}, pass@1 ${percent(options.pass1)}, ${options.infraErrors} infrastructure error(s) (excluded from the figures and counted).
Exported by KOPA ${options.kopaVersion}${options.gitSha ? ` at ${options.gitSha}` : ''} and graded with ${options.graderVersion}.

## Files

| file | what it holds |
| --- | --- |
| \`manifest.json\` | bundle format version, KOPA version and commit, the agent, model and endpoint parameters (never a key), task ids and task-set hashes, grader version, rollouts and seeds, and the SHA-256 and size of every other file |
| \`summary.json\` | the figures: overall, by domain and by type, pass@1, pass@k, pass^k, CIs, ACTION accuracy; infrastructure and agent errors; tokens and latency; one row per task with the reason of its first failure |
| \`trajectories.jsonl\` | one row per rollout, every column in every row with one type (see below) |
| \`schema/*.schema.json\` | JSON Schema (draft 2020-12) of the manifest, the summary and a trajectory row |

Success = RESPONSE ∧ ENVIRONMENT, where RESPONSE needs every fact stated as a claim and grounded in
the session's own tool results; \`claimed_success\` drops grounding (the paper-comparable figure);
ACTION accuracy is reported beside them.

## Trajectory rows

Scalars: \`key\` (\`task_id#rollout#seed\`), \`task_id\`, \`domain\`, \`type\`, \`rollout\`, \`seed\`, \`agent\`,
\`model\`, \`started_at\`, \`success\`, \`claimed_success\`, \`response_passed\`, \`response_score\`,
\`environment_passed\`, \`action_accuracy\`, \`action_precision\`, \`action_f1\`, \`explanation\`,
\`infra_error\`, \`infra_error_type\`, \`answer\`, \`steps\`, \`input_tokens\`, \`output_tokens\`,
\`duration_ms\`, \`model_ms\`, \`messages_format\`. Verdicts and scores are null for a rollout that
ended in an infrastructure error (it was never graded).

JSON strings: \`messages\` (every message in order, OpenAI chat format), \`calls\` (the session's call
log), \`grades\` (the three graders' full verdicts) and \`record\` (the rest of the original rollout
record: tool results, initial and final user state, per-turn usage). Together they are the record
\`kopa regrade\` reads, so the bundle can be graded again.

\`\`\`python
from datasets import load_dataset
rows = load_dataset("json", data_files="trajectories.jsonl", split="train")
\`\`\`

\`\`\`sql
-- duckdb; a large rollout can need a larger maximum_object_size (bytes)
SELECT domain, avg(success::INT) FROM read_json_auto('trajectories.jsonl', maximum_object_size = 1000000000)
WHERE success IS NOT NULL GROUP BY domain;
\`\`\`

## Verify

\`kopa verify-run <this folder> [--tasks <task set>]\` checks every file against its schema and
checksum, regrades every rollout from its stored record with the current grader against the tasks,
and checks that summary.json matches the regrade. A different grader version is a warning that
shows the regraded figures.
`;
}
