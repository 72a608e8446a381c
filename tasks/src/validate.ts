// Task-set integrity beyond the schema: every platform a task names exists, every golden action
// calls a tool the task offers and one of its platforms serves, and action dependencies point back.
import type { Platform } from '@kopa/kit';
import { PLATFORMS } from '@kopa/servers';
import type { Task } from './schema.ts';

/** What is wrong with a task against the platform registry (empty when it is sound). */
export function taskProblems(task: Task, platforms: readonly Platform[] = PLATFORMS): string[] {
  const problems: string[] = [];
  const known = new Map(platforms.map((platform) => [platform.id, platform]));
  const own = task.platforms.flatMap((id) => known.get(id) ?? []);
  for (const id of task.platforms) {
    if (!known.has(id)) problems.push(`unknown platform "${id}" (known: ${[...known.keys()].join(', ')})`);
  }
  const served = (tool: string) => own.some((platform) => platform.toolsByName.has(tool));
  const offered = new Set(task.tools);
  for (const tool of task.tools) {
    if (!served(tool)) problems.push(`offered tool ${tool} is not a tool of ${task.platforms.join(', ')}`);
  }
  const seen = new Set<string>();
  for (const action of task.golden.actions) {
    if (!offered.has(action.tool))
      problems.push(`golden action ${action.id} calls ${action.tool}, not in the task's tools`);
    else if (!served(action.tool))
      problems.push(`golden action ${action.id} calls ${action.tool}, not a tool of ${task.platforms.join(', ')}`);
    for (const dependency of action.after) {
      if (!seen.has(dependency))
        problems.push(`golden action ${action.id} waits for ${dependency}, not an earlier action`);
    }
    if (seen.has(action.id)) problems.push(`duplicate golden action id ${action.id}`);
    seen.add(action.id);
  }
  for (const id of new Set([...Object.keys(task.state), ...Object.keys(task.golden.state ?? {})])) {
    if (!task.platforms.includes(id)) problems.push(`state for ${id}, which is not among the task's platforms`);
  }
  return problems;
}

/** Throws on the first unsound task, naming where it came from (a file, or `file:line` for JSONL). */
export function validateTaskSet(
  tasks: ReadonlyArray<{ task: Task; where: string }>,
  platforms: readonly Platform[] = PLATFORMS,
): void {
  for (const { task, where } of tasks) {
    const problems = taskProblems(task, platforms);
    if (problems.length > 0) throw new Error(`invalid task ${task.id} in ${where}: ${problems.join('; ')}`);
  }
}
