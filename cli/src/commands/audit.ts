// `kopa audit <dataset>`: the train–eval contamination audit (paper Tables 13 and 15) of a
// synthesized task set against the benchmark or any other task set.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInProcessEnvironment, formatGraderAudit, runGraderAudit } from '@kopa/evaluator';
import { selectPlatforms } from '@kopa/servers';
import { auditDataset, formatAudit } from '@kopa/synth';
import { loadTasks, type Task } from '@kopa/tasks';
import type { Command } from 'commander';
import { positiveInt } from './options.ts';

/** Tasks from a dataset directory (its tasks.jsonl), a task directory (<domain>/<id>.json) or a .json/.jsonl file. */
function readTaskSet(path: string) {
  if (!existsSync(path)) throw new Error(`no task set at ${path}`);
  const jsonl = join(path, 'tasks.jsonl');
  const tasks = loadTasks({ source: statSync(path).isDirectory() && existsSync(jsonl) ? jsonl : path });
  if (tasks.length === 0) throw new Error(`no tasks in ${path}; pass a dataset directory or a task file`);
  return tasks;
}

/** `kopa audit grader`: every adversarial agent must pass no task, every paraphrase agent every task. */
async function auditGrader(flags: { tasks?: string; sample?: number; json?: boolean }): Promise<void> {
  let tasks: Task[] = flags.tasks ? readTaskSet(flags.tasks) : loadTasks();
  if (flags.sample) tasks = tasks.slice(0, flags.sample);
  const environment = await createInProcessEnvironment(
    selectPlatforms([...new Set(tasks.flatMap((task) => task.platforms))]),
  );
  try {
    const rows = await runGraderAudit({ tasks, environment });
    console.log(
      flags.json
        ? JSON.stringify(rows, null, 2)
        : formatGraderAudit(
            rows,
            `${tasks.length} task(s)${flags.tasks ? ` from ${flags.tasks}` : ' of the benchmark'}`,
          ),
    );
    if (rows.some((row) => row.breaches.length > 0)) process.exitCode = 1;
  } finally {
    await environment.close();
  }
}

export function registerAudit(program: Command): void {
  program
    .command('audit')
    .description(
      '`audit grader`: the grader attack audit; `audit <dataset>`: train–eval contamination audit (paper Tables 13 and 15)',
    )
    .argument(
      '<dataset>',
      '"grader", or a synthesized dataset directory (its tasks.jsonl), a task directory or a .json/.jsonl file',
    )
    .option('--against <path>', 'contamination audit: the eval tasks, given the same way (default: the benchmark)')
    .option(
      '--tasks <path>',
      'grader audit: a task directory or .json/.jsonl file, or a synthesized dataset (default: the benchmark)',
    )
    .option('--sample <n>', 'grader audit: only the first n tasks', positiveInt)
    .option('--json', 'print the raw audit result as JSON')
    .action(async (dataset: string, flags: { against?: string; json?: boolean; tasks?: string; sample?: number }) => {
      if (dataset === 'grader') return auditGrader(flags);
      const train = readTaskSet(dataset);
      const against = flags.against ? readTaskSet(flags.against) : loadTasks();
      const result = auditDataset({ train, against });
      console.log(flags.json ? JSON.stringify(result, null, 2) : formatAudit(result));
    });
}
