// `golden-not-offered`: a golden action calls a tool the task does not offer, so no agent can
// follow the golden plan. The loader already rejects such a task; the lint reports it for task sets
// built in memory (a synthesizer's output, a test's fixture).
import type { LintCheck, LintContext, LintFinding } from './finding.ts';

export function goldenNotOffered({ task }: LintContext): LintFinding[] {
  const offered = new Set(task.tools);
  const missing = task.golden.actions.filter((action) => !offered.has(action.tool));
  if (missing.length === 0) return [];
  const tools = [...new Set(missing.map((action) => action.tool))];
  return [
    {
      task: task.id,
      check: 'golden-not-offered',
      severity: 'error',
      message: `golden action(s) ${missing.map((action) => action.id).join(', ')} call ${tools.join(', ')}, which the task does not offer: add them to the recipe's tools or change the plan`,
      detail: missing.map((action) => `${action.id}: ${action.tool}`),
    },
  ];
}

export const goldenNotOfferedCheck: LintCheck = { name: 'golden-not-offered', replays: false, run: goldenNotOffered };
