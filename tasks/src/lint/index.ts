export {
  ACCEPTED_FILE,
  type JudgedFindings,
  judgeFindings,
  LintAccepted,
  lintFails,
  loadAccepted,
  type StaleAcceptance,
} from './accepted.ts';
export { DATE_RULES, type DateRule } from './date-order-rules.ts';
export { type LintCheck, type LintContext, LintFinding, type ToolListing } from './finding.ts';
export { formatFindings } from './format-findings.ts';
export { LINT_CHECKS, type LintOptions, lintTasks, selectChecks } from './lint-tasks.ts';
export { dongOf, type Place } from './places.ts';
export { createGoldenReplayer, type GoldenReplayer, type ReplayedOutput } from './replay-golden.ts';
