// Flag parsing shared by the subcommands: host:port, state files, platform lists.
import { readFileSync } from 'node:fs';
import { InvalidArgumentError } from 'commander';

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

export function positiveInt(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new InvalidArgumentError('expected a positive integer');
  return parsed;
}

export function unitFraction(value: string): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1)
    throw new InvalidArgumentError('expected a number in [0, 1]');
  return parsed;
}
