// `scope-status`: the query hinges on a status or position word whose membership the tools do not
// settle by themselves: which processing results count as 통과, whose bills count as 발의, what
// "now" is, and first or last by which ordering.
import type { LintCheck, LintContext, LintFinding } from './finding.ts';
import { matchRules, type QueryRule, quoted } from './query-words.ts';

export const STATUS_RULES: readonly QueryRule[] = [
  {
    label: '통과',
    pattern: /통과|가결/u,
    fix: 'say which processing results count as passed (원안가결, 수정가결, 대안반영폐기)',
  },
  {
    label: '발의',
    pattern: /(?<!대표)발의/u,
    fix: 'say whose bills count (대표발의 by members only, or government and committee bills too)',
  },
  {
    label: 'clock',
    pattern:
      /접수\s*중|진행\s*중|신청\s*중|현재|지금|이번\s*(?:회차|주|달|달에|학기|회기)|오늘|내일|어제|최근|올해|작년|요즘|다가오는|앞으로/u,
    fix: 'the answer depends on the session clock: name the date in the query, or check that the session date the solver is given decides it',
  },
  {
    label: 'first-last',
    pattern: /처음|마지막|최초|가장\s*(?:먼저|늦게|최근|오래된|이른)|첫\s*번째|첫\s/u,
    fix: 'say first or last by which ordering (which date field, or the list order)',
  },
];

export function scopeStatus({ task }: LintContext): LintFinding[] {
  const matched = matchRules(task.query, STATUS_RULES);
  if (matched.length === 0) return [];
  return [
    {
      task: task.id,
      check: 'scope-status',
      severity: 'warning',
      message: matched.map(({ rule, words }) => `${quoted(words)}: ${rule.fix}`).join('; '),
      detail: matched.map(({ rule, words }) => `${rule.label}: ${words.join(', ')}`),
    },
  ];
}

export const scopeStatusCheck: LintCheck = { name: 'scope-status', replays: false, run: scopeStatus };
