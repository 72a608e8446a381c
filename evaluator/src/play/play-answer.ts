// The end of a play: the final answer recorded and the solve run as a real rollout of agent `human`
// (agents/human.ts replays the calls and answers), graded like any other and written to the standard
// run directory. The verdict is returned to the caller, who shows it only when asked: a blind solver
// must not learn the golden answer.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { selectPlatforms } from '@kopa/servers';
import { createHumanAgent } from '../agents/human.ts';
import { createInProcessEnvironment } from '../environment.ts';
import type { Grades } from '../grade/index.ts';
import { type RolloutRecord, rolloutKey } from '../rollout.ts';
import { runEval } from '../run.ts';
import { readRecords } from '../run-store.ts';
import { writePlayAnswer } from './play-dir.ts';
import { PlayError } from './play-error.ts';
import { resolvePlay } from './play-task.ts';

export interface PlayAnswered {
  taskId: string;
  /** The run directory: manifest.json, rollouts.jsonl, summary.json and the reports. */
  run: string;
  record: RolloutRecord;
  grades: Grades;
}

export const defaultPlayRunId = (taskId: string) => `play-${taskId}`;

export async function playAnswer(options: {
  taskId: string;
  tasks?: string;
  directory: string;
  answer: string;
  runsDir: string;
  runId?: string;
}): Promise<PlayAnswered> {
  const { play, task } = resolvePlay(options);
  if (play.answer)
    throw new PlayError(
      'answered',
      `this play was answered at ${play.answer.answeredAt} (run ${play.answer.run}); start again with --restart to solve it anew`,
    );
  if (options.answer.trim() === '')
    throw new PlayError('bad_args', `the answer is empty; pass the final answer text, e.g. --answer '답: …'`);
  const runId = options.runId ?? defaultPlayRunId(task.id);
  const run = join(options.runsDir, runId);
  const key = rolloutKey(task.id, 0, 0);
  const rollouts = join(run, 'rollouts.jsonl');
  // The run store would skip a finished rollout and keep the old verdict; say so instead.
  if (existsSync(rollouts) && readRecords(rollouts).some((record) => record.key === key && !record.infraError))
    throw new PlayError(
      'run_exists',
      `${run} already holds a graded rollout of ${task.id}; pass --run-id <another id> (or delete that folder) to record this answer`,
    );
  const environment = await createInProcessEnvironment(selectPlatforms(task.platforms));
  let record: RolloutRecord | undefined;
  try {
    const result = await runEval({
      tasks: [task],
      agent: createHumanAgent({ calls: play.calls, answer: options.answer }),
      agentParams: { interface: 'kopa play' },
      environment,
      rollouts: 1,
      seeds: [0],
      concurrency: 1,
      runsDir: options.runsDir,
      runId,
    });
    record = result.records.find((candidate) => candidate.key === key);
  } finally {
    await environment.close();
  }
  if (!record?.grades)
    throw new PlayError(
      'rollout_failed',
      `the graded rollout of ${task.id} did not finish (${record?.infraError?.message ?? 'no record was written'}); the answer was not recorded — start again with --restart`,
    );
  writePlayAnswer({
    directory: options.directory,
    answer: { answer: options.answer, answeredAt: new Date().toISOString(), run },
  });
  return { taskId: task.id, run, record, grades: record.grades };
}

/** The grader's verdict in a few lines: pass or fail, and each grader's explanation. */
export function formatVerdict(grades: Grades): string {
  return [
    `verdict: ${grades.success ? 'PASS' : 'FAIL'}`,
    `response: ${grades.response.passed ? 'passed' : 'failed'} — ${grades.response.explanation}`,
    `environment: ${grades.environment.passed ? 'passed' : 'failed'} — ${grades.environment.explanation}`,
    `action: accuracy ${(grades.action.accuracy * 100).toFixed(0)}% — ${grades.action.explanation}`,
  ].join('\n');
}

/** The verdict as JSON: pass/fail and the graders' reasons. */
export const verdictJson = (grades: Grades) => ({
  success: grades.success,
  claimedSuccess: grades.claimedSuccess,
  response: { passed: grades.response.passed, explanation: grades.response.explanation },
  environment: { passed: grades.environment.passed, explanation: grades.environment.explanation },
  action: { accuracy: grades.action.accuracy, explanation: grades.action.explanation },
});
