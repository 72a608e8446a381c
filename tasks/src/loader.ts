// Loads task sets: the benchmark's files under tasks/data/<domain>/, or any JSON/JSONL file (for
// example a synthesized set), validated and selected by domain, id and type.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { Task, type TaskType } from './schema.ts';

export const TASK_DATA_DIR = resolve(import.meta.dirname, '../data');

export interface TaskSelection {
  /** A directory of <domain>/<id>.json files, or a .json/.jsonl file; the benchmark by default. */
  source?: string;
  domains?: readonly string[];
  ids?: readonly string[];
  types?: readonly TaskType[];
}

export function loadTasks(selection: TaskSelection = {}): Task[] {
  const source = selection.source ?? TASK_DATA_DIR;
  const raw = statSync(source).isDirectory() ? readDirectory(source) : readFile(source);
  const tasks = raw.map(({ where, value }) => {
    const parsed = Task.safeParse(value);
    if (!parsed.success) throw new Error(`invalid task in ${where}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
  const seen = new Set<string>();
  for (const task of tasks) {
    if (seen.has(task.id)) throw new Error(`duplicate task id ${task.id} in ${source}`);
    seen.add(task.id);
  }
  return tasks
    .filter((task) => !selection.domains?.length || selection.domains.includes(task.domain))
    .filter((task) => !selection.ids?.length || selection.ids.includes(task.id))
    .filter((task) => !selection.types?.length || selection.types.includes(task.type))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function readDirectory(directory: string): Array<{ where: string; value: unknown }> {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json')) files.push(path);
    }
  };
  walk(directory);
  return files.sort().map((path) => ({ where: path, value: JSON.parse(readFileSync(path, 'utf8')) }));
}

function readFile(path: string): Array<{ where: string; value: unknown }> {
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.jsonl')) {
    return text
      .split('\n')
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => line.trim() !== '')
      .map(({ line, index }) => ({ where: `${path}:${index + 1}`, value: JSON.parse(line) }));
  }
  const value = JSON.parse(text) as unknown;
  return (Array.isArray(value) ? value : [value]).map((item, index) => ({ where: `${path}[${index}]`, value: item }));
}
