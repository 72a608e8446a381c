// What the task-set lint reports, and what a check sees of a task. One finding per task and check:
// the accepted file justifies a (task, check) pair, so a check folds everything it found in a task
// into one message and lists the particulars in `detail`.
import { z } from 'zod';
import type { Task } from '../schema.ts';
import type { Place } from './places.ts';
import type { ReplayedOutput } from './replay-golden.ts';

export const LintFinding = z
  .object({
    task: z.string(),
    check: z.string(),
    severity: z.enum(['error', 'warning']),
    /** What is wrong and what to fix, in one line. */
    message: z.string(),
    detail: z.array(z.string()).optional(),
  })
  .strict();
export type LintFinding = z.infer<typeof LintFinding>;

/** A tool as tools/list describes it to the model. */
export interface ToolListing {
  name: string;
  description?: string;
  inputSchema: unknown;
}

export interface LintContext {
  task: Task;
  /** Every tool of the task's platforms, as the model would read it. */
  listings: ReadonlyMap<string, ToolListing>;
  /** Every tool name of every platform. */
  toolNames: ReadonlySet<string>;
  /** The reads of the golden plan, replayed; empty when the lint runs without replay. */
  outputs: readonly ReplayedOutput[];
  /** The places of every task linted, as the reference `coord-address` measures against. */
  places: readonly Place[];
}

export interface LintCheck {
  name: string;
  /** Needs the golden outputs (replayed on an in-process hub). */
  replays: boolean;
  run(context: LintContext): LintFinding[];
}
