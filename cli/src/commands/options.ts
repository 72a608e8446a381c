// Flag parsing shared by the subcommands: host:port, state files, numbers. A parser throws
// InvalidArgumentError, which commander reports as one line (`kopa: option '--x <n>' argument …`).
import { readFileSync } from 'node:fs';
import { Domain, TaskType } from '@kopa/tasks';
import { InvalidArgumentError, Option } from 'commander';

/** The agents `kopa eval` can run. */
export const AGENTS = ['oracle', 'noop', 'openai'] as const;

export const agentOption = () => new Option('--agent <agent>', 'the agent to run').choices(AGENTS).default('openai');

export const domainOption = (description = 'only these domains') =>
  new Option('--domain <domains...>', description).choices(Domain.options);

export const typeOption = (description = 'only these task types') =>
  new Option('--type <types...>', description).choices(TaskType.options);

export function parseHostPort(value: string): { host: string; port: number } {
  const match = /^(?:(\[[^\]]+\]|[^:]+):)?(\d{1,5})$/.exec(value);
  const port = Number(match?.[2]);
  if (!match || port > 65535) throw new InvalidArgumentError('expected host:port or port, e.g. 127.0.0.1:7300');
  return { host: (match[1] ?? '127.0.0.1').replace(/^\[|\]$/g, ''), port };
}

/** Reads a JSON file of injected state, `{ "<platform>": State }`. */
export function readStateFile(path: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new InvalidArgumentError(`cannot read state file ${path}`);
  }
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw new InvalidArgumentError(
      `${path} must hold a JSON object keyed by platform id, e.g. {"dart": {"credentials": {"status": "expired"}}}`,
    );
  }
}

/** A number written in decimal (Number('') is 0, Number('0x10') is 16: neither is accepted). */
function decimal(value: string): number {
  return /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(value) ? Number(value) : Number.NaN;
}

export function positiveInt(value: string): number {
  const parsed = decimal(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new InvalidArgumentError('expected a positive integer');
  return parsed;
}

export function nonNegativeInt(value: string): number {
  const parsed = decimal(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new InvalidArgumentError('expected an integer ≥ 0');
  return parsed;
}

export function nonNegativeNumber(value: string): number {
  const parsed = decimal(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new InvalidArgumentError('expected a number ≥ 0');
  return parsed;
}

/** A share between 0 and 1 (`--max-infra-share 0.05`). */
export function fraction(value: string): number {
  const share = nonNegativeNumber(value);
  if (share > 1) throw new InvalidArgumentError('expected a fraction between 0 and 1');
  return share;
}

/** A comma-separated list of integers ≥ 0, e.g. `0,1,2`. */
export function seedList(value: string): number[] {
  const seeds = value.split(',').map((part) => decimal(part));
  if (seeds.length === 0 || seeds.some((seed) => !Number.isSafeInteger(seed) || seed < 0))
    throw new InvalidArgumentError('expected integers ≥ 0 separated by commas, e.g. 0,1,2');
  return seeds;
}

export function unitFraction(value: string): number {
  const parsed = decimal(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1)
    throw new InvalidArgumentError('expected a number in [0, 1]');
  return parsed;
}

/** Commander's reducer for a repeatable option. */
export const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** Closes these (in order) and exits 0 on SIGINT or SIGTERM: a served process's one way out. */
export function closeOnSignal(...closers: Array<{ close(): Promise<void> }>): void {
  const stop = async () => {
    for (const closer of closers) await closer.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
