// `kopa tasks materialize [ids…]` writes tasks/data from the recipes; `kopa tasks stats` prints
// Table 6 for a task set beside the paper's.
import {
  formatPlatforms,
  formatStats,
  loadTasks,
  materialize,
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
}
