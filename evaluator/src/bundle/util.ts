// Small helpers of the submission bundle: file hashes, a chunked line reader, the repository's
// version and commit, and the first difference between two JSON values.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';

/** The repository root (evaluator/src/bundle → ../../..). */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** The `version` of the root package.json: the KOPA version. */
export function kopaVersion(): string {
  const { version } = JSON.parse(readFileSync(resolve(REPO_ROOT, 'package.json'), 'utf8')) as { version?: unknown };
  return typeof version === 'string' ? version : '0.0.0';
}

/** The commit of the repository KOPA runs from, and whether its work tree has changes (null: no git). */
export function repositoryState(): { gitSha: string | null; gitDirty: boolean | null } {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const gitSha = git(['rev-parse', 'HEAD']).trim();
    let gitDirty: boolean | null = null;
    try {
      gitDirty = git(['status', '--porcelain', '--untracked-files=no']).trim().length > 0;
    } catch {
      gitDirty = null;
    }
    return { gitSha, gitDirty };
  } catch {
    return { gitSha: null, gitDirty: null };
  }
}

/** SHA-256 (hex) and size of a file, read in chunks. */
export function hashFile(path: string): { sha256: string; bytes: number } {
  const hash = createHash('sha256');
  const fd = openSync(path, 'r');
  let bytes = 0;
  try {
    const chunk = Buffer.alloc(1 << 20);
    for (;;) {
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      hash.update(chunk.subarray(0, read));
      bytes += read;
    }
  } finally {
    closeSync(fd);
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** A value as JSON would hold it: NaN and ±Infinity become null, undefined fields vanish. */
export const asJson = <T>(value: T): unknown => JSON.parse(JSON.stringify(value) ?? 'null');

const sameNumber = (a: number, b: number) => a === b || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

export interface Difference {
  /** Dotted path of the first value that differs (`overall.pass1`, `byDomain.finance.passK.pass@2`). */
  path: string;
  a: unknown;
  b: unknown;
}

/**
 * The first difference between two JSON values, depth first in the key order of `a` then of `b`;
 * numbers are equal within a relative 1e-9. Undefined when they are equal.
 */
export function firstDifference(a: unknown, b: unknown, path = ''): Difference | undefined {
  if (typeof a === 'number' && typeof b === 'number') return sameNumber(a, b) ? undefined : { path, a, b };
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object')
    return a === b ? undefined : { path, a, b };
  if (Array.isArray(a) !== Array.isArray(b)) return { path, a, b };
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let index = 0; index < Math.max(a.length, b.length); index++) {
      const found = firstDifference(a[index], b[index], `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown>];
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const found = firstDifference(left[key], right[key], path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/** A value for a one-line message: JSON, cut to 80 characters. */
export function shown(value: unknown): string {
  const text = value === undefined ? 'absent' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** A share as a percentage with one decimal (`62.5%`), or `n/a`. */
export const percent = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : 'n/a';

/** `path` (relative to `root`) names a file inside `root`, not `root` itself nor anything above it. */
export function isInside(root: string, path: string): boolean {
  const rel = relative(resolve(root), resolve(root, path));
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}
