// Run artefacts (DESIGN §5): runs/<id>/manifest.json, the append-only rollouts.jsonl (one line per
// finished rollout, so a killed run loses only what was in flight), and the reader that resumes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Task } from '@kopa/tasks';
import type { RolloutRecord } from './rollout.ts';

export interface Manifest {
  runId: string;
  createdAt: string;
  gitSha: string | undefined;
  taskSetHash: string;
  tasks: string[];
  datasetHashes?: Record<string, string>;
  agent: { name: string; model?: string; params: Record<string, unknown> };
  rollouts: number;
  seeds: number[];
  configHash: string;
}

export function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}

export function gitSha(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

export function taskSetHash(tasks: readonly Task[]): string {
  return hashOf(tasks);
}

export interface RunStore {
  directory: string;
  manifest: Manifest;
  /** Finished records, last line wins per key. */
  records(): RolloutRecord[];
  append(record: RolloutRecord): void;
}

/** Opens (or creates) a run directory; refuses to resume a run made with a different config. */
export function openRunStore(options: {
  directory: string;
  manifest: Omit<Manifest, 'createdAt' | 'configHash'>;
}): RunStore {
  const { directory } = options;
  mkdirSync(directory, { recursive: true });
  const manifestPath = join(directory, 'manifest.json');
  const rolloutsPath = join(directory, 'rollouts.jsonl');
  const configHash = hashOf({ ...options.manifest, gitSha: undefined, runId: undefined });
  let manifest: Manifest;
  if (existsSync(manifestPath)) {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    if (manifest.configHash !== configHash) {
      throw new Error(
        `${directory} holds a run with another configuration (tasks, agent, rollouts or seeds differ); choose a new --run-id or delete the folder`,
      );
    }
  } else {
    manifest = { ...options.manifest, createdAt: new Date().toISOString(), configHash };
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  return {
    directory,
    manifest,
    records: () => readRecords(rolloutsPath),
    append: (record) => appendFileSync(rolloutsPath, `${JSON.stringify(record)}\n`),
  };
}

export function readRecords(path: string): RolloutRecord[] {
  if (!existsSync(path)) return [];
  const byKey = new Map<string, RolloutRecord>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const record = JSON.parse(line) as RolloutRecord;
      byKey.set(record.key, record);
    } catch {
      // A line cut short by a kill mid-write is dropped; that rollout runs again.
    }
  }
  return [...byKey.values()];
}
