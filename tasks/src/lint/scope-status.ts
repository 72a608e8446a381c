// `scope-status`: the query hinges on a status or position word whose membership the tools do not
// settle by themselves: which processing results count as 통과, whose bills count as 발의, what
// "now" is, and first or last by which ordering. A word is settled, and not reported, when the query
// pins it down on the spot (통과(원안가결·수정가결), 마지막 거래일, 첫 주(1일~5일)), or, for a clock
// word, when the session clock names what it means and the golden plan used that (clock-words.ts).
import { judgeClockWords } from './clock-words.ts';
import type { LintCheck, LintContext, LintFinding } from './finding.ts';
import { type QueryRule, quoted } from './query-words.ts';

export interface StatusRule extends QueryRule {
  /** Phrases in which a match of `pattern` is already pinned down by the query itself. */
  settledBy?: readonly RegExp[];
}

export const STATUS_RULES: readonly StatusRule[] = [
  {
    label: '통과',
    pattern: /통과|가결/u,
    fix: 'say which processing results count as passed (원안가결, 수정가결, 대안반영폐기)',
    // The query lists the results in parentheses, or names one result (원안가결).
    settledBy: [/(?:통과|가결)[된한]?\s*\([^)]*(?:원안|수정|대안)[^)]*\)/u, /(?:원안|수정)\s*가결/u],
  },
  {
    label: '발의',
    // 대표발의 and 공동발의 each name one role on the proposer list.
    pattern: /(?<!대표|공동)발의/u,
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
    // Trading days are ordered by the calendar; a parenthesis right after the phrase defines it.
    settledBy: [/(?:첫|마지막)\s*(?:거래일|영업일)/u, /(?:첫|마지막)\s*\S{1,3}\s*\([^)]*\d[^)]*\)/u],
  },
];

/** The distinct matches of `rule` in `query` that no settling phrase covers. */
export function unsettledWords(query: string, rule: StatusRule): string[] {
  const spans = (rule.settledBy ?? []).flatMap((pattern) =>
    [...query.matchAll(new RegExp(pattern, 'gu'))].map((match) => [match.index, match.index + match[0].length]),
  );
  const words = [...query.matchAll(new RegExp(rule.pattern, 'gu'))]
    .filter((match) => !spans.some(([start = 0, end = 0]) => match.index >= start && match.index < end))
    .map((match) => match[0].trim());
  return [...new Set(words)];
}

export function scopeStatus({ task }: LintContext): LintFinding[] {
  const matched = STATUS_RULES.flatMap((rule) => {
    const words = unsettledWords(task.query, rule);
    if (rule.label !== 'clock') return words.length > 0 ? [{ rule, words, notes: [] as string[] }] : [];
    const { open, notes } = judgeClockWords(task, words);
    return open.length > 0 ? [{ rule, words: open, notes }] : [];
  });
  if (matched.length === 0) return [];
  return [
    {
      task: task.id,
      check: 'scope-status',
      severity: 'warning',
      message: matched
        .map(({ rule, words, notes }) => `${quoted(words)}: ${rule.fix}${notes.length ? ` (${notes.join('; ')})` : ''}`)
        .join('; '),
      detail: matched.map(({ rule, words }) => `${rule.label}: ${words.join(', ')}`),
    },
  ];
}

export const scopeStatusCheck: LintCheck = { name: 'scope-status', replays: false, run: scopeStatus };
