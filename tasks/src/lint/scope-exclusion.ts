// `scope-exclusion`: a count asked together with an exclusion or inclusion ("은행 말고도 … 전부 몇 곳"),
// so whether the excluded or included items are counted is a reading the grader has to resolve.
import type { LintCheck, LintContext, LintFinding } from './finding.ts';
import { quoted, wordsOf } from './query-words.ts';

const COUNT =
  /(?:총|모두|전부|합쳐서?|다 합해)\s*몇|몇\s*(?:군데|곳|건|개교|개|명|가지|종류|회|번|차례|편|대|개소|분)|건수|개수/u;

// `까지` after a date or time is a range end, not an inclusion of items.
const SCOPE =
  /말고|빼고|빼면|제외|외에|이외|밖에|포함|(?<![0-9일월년시분주])까지|뿐만?\s*아니라|을 비롯|를 비롯|(?:도|까지)\s*(?:합쳐|더해|쳐서)/u;

export function scopeExclusion({ task }: LintContext): LintFinding[] {
  const counts = wordsOf(task.query, COUNT);
  const scopes = wordsOf(task.query, SCOPE);
  if (counts.length === 0 || scopes.length === 0) return [];
  return [
    {
      task: task.id,
      check: 'scope-exclusion',
      severity: 'warning',
      message: `the query counts (${quoted(counts)}) with an exclusion or inclusion (${quoted(scopes)}): say in the query whether those items are in the count, e.g. "은행을 포함해 모두 몇 곳"`,
      detail: [`count words: ${counts.join(', ')}`, `scope words: ${scopes.join(', ')}`],
    },
  ];
}

export const scopeExclusionCheck: LintCheck = { name: 'scope-exclusion', replays: false, run: scopeExclusion };
