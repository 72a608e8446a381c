// Fuzz property cases that fail today, each a genuine bug listed in the fuzz report of issue 18 and
// routed to the platform's owner. Each is tested on its own with `it.fails`, so the suite stays
// green and the case turns red (to be deleted from here) once it is fixed.
import type { KnownFailure } from './fuzz-run.ts';

// None today: the four DART date cases found when the suite was written now refuse the date.
export const KNOWN_FAILURES: readonly KnownFailure[] = [];
