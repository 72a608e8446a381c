// The task-set lint: runs every check over every task and returns the findings, sorted by check and
// task. Checks that read data replay the golden plan once per task on one in-process hub.
import { listTools, type Platform } from '@kopa/kit';
import { PLATFORMS } from '@kopa/servers';
import type { Task } from '../schema.ts';
import { coordAddressCheck } from './coord-address.ts';
import { dateOrderCheck } from './date-order.ts';
import { descriptionPointsElsewhereCheck } from './description-points-elsewhere.ts';
import type { LintCheck, LintFinding, ToolListing } from './finding.ts';
import { goldenNotOfferedCheck } from './golden-not-offered.ts';
import { placesOf } from './places.ts';
import { recordsOf } from './records.ts';
import { createGoldenReplayer, type ReplayedOutput } from './replay-golden.ts';
import { scopeExclusionCheck } from './scope-exclusion.ts';
import { scopeStatusCheck } from './scope-status.ts';

export const LINT_CHECKS: readonly LintCheck[] = [
  scopeExclusionCheck,
  scopeStatusCheck,
  descriptionPointsElsewhereCheck,
  goldenNotOfferedCheck,
  dateOrderCheck,
  coordAddressCheck,
];

export interface LintOptions {
  /** Check names to run (default: all). */
  checks?: readonly string[];
  /** Replay golden plans for the data checks (default true); without it they are skipped. */
  replay?: boolean;
  /** The platform registry (default: every KOPA platform). */
  platforms?: readonly Platform[];
}

/** The checks `options` selects; an unknown name is a plain error naming the known ones. */
export function selectChecks(options: Pick<LintOptions, 'checks' | 'replay'> = {}): LintCheck[] {
  const unknown = (options.checks ?? []).filter((name) => !LINT_CHECKS.some((check) => check.name === name));
  if (unknown.length > 0)
    throw new Error(
      `no lint check ${unknown.join(', ')}; checks: ${LINT_CHECKS.map((check) => check.name).join(', ')}`,
    );
  return LINT_CHECKS.filter(
    (check) =>
      (!options.checks?.length || options.checks.includes(check.name)) && (options.replay !== false || !check.replays),
  );
}

export async function lintTasks(tasks: readonly Task[], options: LintOptions = {}): Promise<LintFinding[]> {
  const platforms = options.platforms ?? PLATFORMS;
  const checks = selectChecks(options);
  const listings = new Map<string, ToolListing>();
  for (const platform of platforms) for (const tool of listTools(platform)) listings.set(tool.name, tool);
  const toolNames = new Set(listings.keys());
  const outputs = new Map<string, ReplayedOutput[]>();
  if (checks.some((check) => check.replays)) {
    const replayer = await createGoldenReplayer(platforms);
    try {
      for (const task of tasks) outputs.set(task.id, await replayer.replay(task));
    } finally {
      await replayer.close();
    }
  }
  const places = tasks.flatMap((task) => placesOf(recordsOf(task, outputs.get(task.id) ?? [])));
  const findings = tasks.flatMap((task) => {
    const context = { task, listings, toolNames, outputs: outputs.get(task.id) ?? [], places };
    return checks.flatMap((check) => check.run(context));
  });
  const order = new Map(LINT_CHECKS.map((check, index) => [check.name, index]));
  return findings.sort(
    (a, b) => (order.get(a.check) ?? 0) - (order.get(b.check) ?? 0) || (a.task < b.task ? -1 : a.task > b.task ? 1 : 0),
  );
}
