// Finds the words of a query that make its answer depend on a reading: each rule is a pattern and
// the fix it asks for. The query checks (scope-exclusion, scope-status) are tables of these.
export interface QueryRule {
  /** What the words are about, e.g. `통과`. */
  label: string;
  pattern: RegExp;
  /** What to state in the query (or in the accepted file) so the grader's reading is the only one. */
  fix: string;
}

/** The distinct words of `query` that `pattern` matches. */
export function wordsOf(query: string, pattern: RegExp): string[] {
  return [...new Set([...query.matchAll(new RegExp(pattern, 'gu'))].map((match) => match[0].trim()))];
}

/** The rules whose pattern occurs in `query`, each with the words it matched. */
export function matchRules(query: string, rules: readonly QueryRule[]): Array<{ rule: QueryRule; words: string[] }> {
  return rules.flatMap((rule) => {
    const words = wordsOf(query, rule.pattern);
    return words.length > 0 ? [{ rule, words }] : [];
  });
}

export const quoted = (words: readonly string[]) => words.map((word) => `"${word}"`).join(', ');
