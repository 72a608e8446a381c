// The grader version: a hash of the source files the verdicts are computed by, so that any change
// to the graders gives a new version without anyone having to remember to bump a number. A bundle
// records the version that graded it; `verify-run` regrades with the current one and, when the two
// differ, reports the regraded figures as a warning instead of failing.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './util.ts';

/**
 * The grader's sources: every file of evaluator/src/grade and the @kopa/tasks modules it calls at
 * grading time (grounding and fact kinds, name aliases, the key-tool test).
 */
export function graderSources(): string[] {
  const grade = join(REPO_ROOT, 'evaluator/src/grade');
  const own = readdirSync(grade)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(grade, name));
  const tasks = ['grounding.ts', 'fact-kinds.ts', 'names.ts', 'shape.ts'].map((name) =>
    join(REPO_ROOT, 'tasks/src', name),
  );
  return [...own, ...tasks].map((path) => relative(REPO_ROOT, path)).sort();
}

function computeGraderVersion(): string {
  const hash = createHash('sha256');
  for (const path of graderSources()) {
    hash.update(path).update('\0');
    // Line endings normalized: a checkout on Windows grades the same.
    hash.update(readFileSync(join(REPO_ROOT, path), 'utf8').replace(/\r\n/g, '\n')).update('\0');
  }
  return `grader-${hash.digest('hex').slice(0, 12)}`;
}

/** `grader-<12 hex digits>`: SHA-256 over the paths and contents of `graderSources()`. */
export const GRADER_VERSION: string = computeGraderVersion();
