// `kopa tasks materialize [ids…]` writes tasks/data from the recipes; `kopa tasks stats` prints
// Table 6 for a task set beside the paper's; `kopa tasks lint` runs the task-set lint and fails on a
// finding the accepted file does not justify.
import { existsSync } from 'node:fs';
import {
  ACCEPTED_FILE,
  formatFindings,
  formatPlatforms,
  formatStats,
  judgeFindings,
  LINT_CHECKS,
  lintFails,
  lintTasks,
  loadAccepted,
  loadTasks,
  materialize,
  selectChecks,
  TASK_DATA_DIR,
  taskStats,
  writeTasks,
} from '@kopa/tasks';
import { RECIPES } from '@kopa/tasks/recipes';
import type { Command } from 'commander';
import { domainOption } from './options.ts';

export function registerTasks(program: Command): void {
  const tasks = program.command('tasks').description('the benchmark task set');
  tasks
    .command('materialize')
    .description('run recipes against the offline servers and write tasks/data/<domain>/<id>.json')
    .argument('[ids...]', 'recipe ids (default: all)')
    .action(async (ids: string[]) => {
      const selected = ids.length ? RECIPES.filter((recipe) => ids.includes(recipe.id)) : RECIPES;
      const unknown = ids.filter((id) => !RECIPES.some((recipe) => recipe.id === id));
      if (unknown.length) throw new Error(`no recipe ${unknown.join(', ')}; recipes live in tasks/recipes/<domain>/`);
      const written: string[] = [];
      for (const recipe of selected)
        written.push(...writeTasks({ tasks: [await materialize(recipe)], directory: TASK_DATA_DIR }));
      console.log(`materialized ${written.length} task(s) into ${TASK_DATA_DIR}`);
    });
  tasks
    .command('stats')
    .description("print the paper's Table 6 columns for a task set, beside the paper's")
    .option('--tasks <path>', 'a task directory or .json/.jsonl file (default: the benchmark)')
    .addOption(domainOption())
    .action((flags: { tasks?: string; domain?: string[] }) => {
      const selected = loadTasks({
        ...(flags.tasks ? { source: flags.tasks } : {}),
        ...(flags.domain ? { domains: flags.domain } : {}),
      });
      if (selected.length === 0)
        throw new Error(
          `no task ${flags.domain ? `of domain ${flags.domain.join(', ')} ` : ''}in ${flags.tasks ?? 'the benchmark'}`,
        );
      console.log(`Table 5 — platforms and tasks per domain\n${formatPlatforms(selected)}\n`);
      console.log(
        `Table 6 — per-domain means (headroom = offered tools ÷ distinct golden tools; the paper does not define it)\n${formatStats(taskStats(selected))}`,
      );
    });
  tasks
    .command('lint')
    .description(
      `flag tasks whose query, tools or golden data admit more than one reading (checks: ${LINT_CHECKS.map((check) => check.name).join(', ')})`,
    )
    .option('--tasks <path>', 'a task directory or .json/.jsonl file (default: the benchmark)')
    .option(
      '--accepted <file>',
      `justified findings, { "<task>": { "<check>": "<why>" } } (default: ${ACCEPTED_FILE} if it exists)`,
    )
    .option('--check <names...>', 'run only these checks')
    .option('--no-replay', 'skip the checks that replay golden plans (date-order, coord-address)')
    .option('--json', 'print { open, accepted, stale } as JSON')
    .action(async (flags: { tasks?: string; accepted?: string; check?: string[]; replay: boolean; json?: boolean }) => {
      const selected = loadTasks(flags.tasks ? { source: flags.tasks } : {});
      const options = { ...(flags.check ? { checks: flags.check } : {}), replay: flags.replay };
      const checks = selectChecks(options).map((check) => check.name);
      const acceptedFile = flags.accepted ?? (existsSync(ACCEPTED_FILE) ? ACCEPTED_FILE : undefined);
      const judged = judgeFindings({
        findings: await lintTasks(selected, options),
        accepted: acceptedFile ? loadAccepted(acceptedFile) : {},
        tasks: selected.map((task) => task.id),
        checks,
      });
      console.log(flags.json ? JSON.stringify(judged, null, 2) : formatFindings(judged));
      if (lintFails(judged)) process.exitCode = 1;
    });
}
