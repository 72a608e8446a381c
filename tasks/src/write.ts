// Writes materialized tasks as tasks/data/<domain>/<id>.json, stable and diff-friendly.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Task } from './schema.ts';

export function taskJson(task: Task): string {
  return `${JSON.stringify(task, null, 2)}\n`;
}

export function writeTasks(options: { tasks: readonly Task[]; directory: string }): string[] {
  return options.tasks.map((task) => {
    const folder = join(options.directory, task.domain);
    mkdirSync(folder, { recursive: true });
    const path = join(folder, `${task.id}.json`);
    writeFileSync(path, taskJson(task));
    return path;
  });
}
