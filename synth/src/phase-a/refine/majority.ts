// Reduces the outcomes of an edge's fan-out calls to the one outcome its posterior observes.
import type { Outcome } from '../../shared/index.ts';

/** Outcome severity, worst first: a tie between fan-out calls reports the worse outcome. */
const SEVERITY: readonly Outcome[] = [
  'schema_mismatch',
  'missing_field',
  'empty',
  'timeout',
  'rate_limit',
  'other',
  'generic_success',
  'semantic_success',
];

/** The most frequent outcome; ties go to the worse one. */
export function majority(outcomes: readonly Outcome[]): Outcome {
  if (outcomes.length === 0) return 'other';
  const counts = new Map<Outcome, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  let best: Outcome = 'other';
  let bestCount = 0;
  for (const outcome of SEVERITY) {
    const count = counts.get(outcome) ?? 0;
    if (count > bestCount) {
      best = outcome;
      bestCount = count;
    }
  }
  return best;
}
