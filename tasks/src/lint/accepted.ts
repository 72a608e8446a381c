// The accepted file (tasks/lint-accepted.json): findings the maintainers have judged and kept, each
// with a one-sentence justification, as { "<task-id>": { "<check>": "<why>" } }. A finding not in it
// fails the lint; an entry whose finding no longer occurs is stale and fails it too, so the file
// never outlives what it excuses.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { LintFinding } from './finding.ts';

export const LintAccepted = z.record(z.string(), z.record(z.string(), z.string().min(1, 'give a justification')));
export type LintAccepted = z.infer<typeof LintAccepted>;

export const ACCEPTED_FILE = resolve(import.meta.dirname, '../../lint-accepted.json');

export function loadAccepted(path: string): LintAccepted {
  if (!existsSync(path)) throw new Error(`no accepted file at ${path}`);
  const parsed = LintAccepted.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `invalid accepted file ${path}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  return parsed.data;
}

export interface StaleAcceptance {
  task: string;
  check: string;
  justification: string;
}

export interface JudgedFindings {
  /** Findings the accepted file does not list: these fail the lint. */
  open: LintFinding[];
  accepted: Array<LintFinding & { justification: string }>;
  /** Entries for a task and check that ran and found nothing. */
  stale: StaleAcceptance[];
}

export function judgeFindings(options: {
  findings: readonly LintFinding[];
  accepted: LintAccepted;
  /** The task ids linted and the checks run: entries outside them are not stale, only not checked. */
  tasks: readonly string[];
  checks: readonly string[];
}): JudgedFindings {
  const { findings, accepted } = options;
  const open: LintFinding[] = [];
  const kept: JudgedFindings['accepted'] = [];
  for (const finding of findings) {
    const justification = accepted[finding.task]?.[finding.check];
    if (justification) kept.push({ ...finding, justification });
    else open.push(finding);
  }
  const tasks = new Set(options.tasks);
  const found = new Set(findings.map((finding) => `${finding.task}\u0000${finding.check}`));
  const stale = Object.entries(accepted).flatMap(([task, byCheck]) =>
    Object.entries(byCheck)
      .filter(([check]) => tasks.has(task) && options.checks.includes(check) && !found.has(`${task}\u0000${check}`))
      .map(([check, justification]) => ({ task, check, justification })),
  );
  return { open, accepted: kept, stale };
}

export const lintFails = (judged: JudgedFindings) => judged.open.length > 0 || judged.stale.length > 0;
