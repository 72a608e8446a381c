// Loads task sets: the benchmark's files under tasks/data/<domain>/, or any JSON/JSONL file (for
// example a synthesized set), validated against the schema and the platform registry (validate.ts) and
// selected by domain, id and type.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import { Task, type TaskType } from './schema.ts';
import { validateTaskSet } from './validate.ts';

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
  if (!existsSync(source)) throw new Error(`no task set at ${source}`);
  const raw = statSync(source).isDirectory() ? readDirectory(source) : readFile(source);
  const located = raw.map(({ where, value }) => {
    const parsed = Task.safeParse(value);
    if (!parsed.success) {
      const id = typeof (value as { id?: unknown } | null)?.id === 'string' ? ` ${(value as { id: string }).id}` : '';
      throw new Error(`invalid task${id} in ${where}: ${oneLine(parsed.error)}`);
    }
    return { task: parsed.data, where };
  });
  validateTaskSet(located);
  const seen = new Map<string, string>();
  for (const { task, where } of located) {
    const first = seen.get(task.id);
    if (first) throw new Error(`duplicate task id ${task.id} in ${first} and ${where}`);
    seen.set(task.id, where);
  }
  return located
    .map(({ task }) => task)
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
  return files.sort().map((path) => ({ where: path, value: parseJson(readFileSync(path, 'utf8'), path) }));
}

function readFile(path: string): Array<{ where: string; value: unknown }> {
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.jsonl')) {
    return text
      .split('\n')
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => line.trim() !== '')
      .map(({ line, index }) => ({ where: `${path}:${index + 1}`, value: parseJson(line, `${path}:${index + 1}`) }));
  }
  const value = parseJson(text, path);
  return (Array.isArray(value) ? value : [value]).map((item, index) => ({ where: `${path}[${index}]`, value: item }));
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`invalid JSON in ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A zod error as one line: `type: Invalid option: expected one of …; query: Too small …`. */
function oneLine(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message.replace(/\s+/g, ' ')}`)
    .join('; ');
}
