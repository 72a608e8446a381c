// `kopa audit <dataset>`: the train–eval contamination audit (paper Tables 13 and 15) of a
// synthesized task set against the benchmark or any other task set.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { auditDataset, formatAudit } from '@kopa/synth';
import { loadTasks } from '@kopa/tasks';
import type { Command } from 'commander';

/** Tasks from a dataset directory (its tasks.jsonl), a task directory (<domain>/<id>.json) or a .json/.jsonl file. */
function readTaskSet(path: string) {
  if (!existsSync(path)) throw new Error(`no task set at ${path}`);
  const jsonl = join(path, 'tasks.jsonl');
  const tasks = loadTasks({ source: statSync(path).isDirectory() && existsSync(jsonl) ? jsonl : path });
  if (tasks.length === 0) throw new Error(`no tasks in ${path}; pass a dataset directory or a task file`);
  return tasks;
}

export function registerAudit(program: Command): void {
  program
    .command('audit')
    .description("train–eval contamination audit (paper Tables 13 and 15), beside the paper's values")
    .argument('<dataset>', 'a synthesized dataset directory (its tasks.jsonl), a task directory or a .json/.jsonl file')
    .option('--against <path>', 'the eval tasks, given the same way (default: the benchmark)')
    .option('--json', 'print the raw audit result as JSON')
    .action((dataset: string, flags: { against?: string; json?: boolean }) => {
      const train = readTaskSet(dataset);
      const against = flags.against ? readTaskSet(flags.against) : loadTasks();
      const result = auditDataset({ train, against });
      console.log(flags.json ? JSON.stringify(result, null, 2) : formatAudit(result));
    });
}
