// Finds the one task a play solves, in the benchmark or in a `--tasks` set; an unknown id is a
// PlayError that says how ids look and where to find them.
import { loadTasks, type Task } from '@kopa/tasks';
import { type PlayDir, requirePlayDir } from './play-dir.ts';
import { PlayError } from './play-error.ts';

/** `finance-001 … finance-025` per id prefix, for the error that lists what exists. */
function idRanges(tasks: readonly Task[]): string {
  const groups = new Map<string, string[]>();
  for (const task of tasks) {
    const prefix = task.id.replace(/-\d+$/, '');
    groups.set(prefix, [...(groups.get(prefix) ?? []), task.id]);
  }
  return [...groups.values()]
    .map((ids) => (ids.length === 1 ? ids[0] : `${ids[0]} … ${ids.at(-1)} (${ids.length})`))
    .join(', ');
}

export function loadPlayTask(options: { taskId: string; tasks?: string }): Task {
  const all = loadTasks(options.tasks ? { source: options.tasks } : {});
  const task = all.find((candidate) => candidate.id === options.taskId);
  if (task) return task;
  const where = options.tasks ? `the task set ${options.tasks}` : 'the benchmark';
  const files = options.tasks
    ? 'the ids are the "id" fields of that file'
    : 'the ids are the file names under tasks/data/<domain>/ (pass --tasks <file> for a synthesized set)';
  throw new PlayError(
    'unknown_task',
    `no task "${options.taskId}" in ${where}; ${files}. Ids there: ${idRanges(all) || 'none'}`,
  );
}

/**
 * The play in `directory` and its task. The task set is the one the play was started with; a
 * `--tasks` that names another is a PlayError rather than a silent switch.
 */
export function resolvePlay(options: { taskId: string; tasks?: string; directory: string }): {
  play: PlayDir;
  task: Task;
} {
  const play = requirePlayDir(options);
  if (options.tasks && play.manifest.tasks !== options.tasks)
    throw new PlayError(
      'other_task',
      `${options.directory} was started with ${play.manifest.tasks ? `--tasks ${play.manifest.tasks}` : 'the benchmark'}, not ${options.tasks}; leave --tasks out, or start again with --restart`,
    );
  const tasks = play.manifest.tasks;
  return { play, task: loadPlayTask({ taskId: options.taskId, ...(tasks ? { tasks } : {}) }) };
}
