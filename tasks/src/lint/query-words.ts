// Finds the words of a query that make its answer depend on a reading: each rule is a pattern and
// the fix it asks for. scope-status is a table of these; scope-exclusion uses `wordsOf`.
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

export const quoted = (words: readonly string[]) => words.map((word) => `"${word}"`).join(', ');
