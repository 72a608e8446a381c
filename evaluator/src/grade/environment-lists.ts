// User-state lists compare as multisets unless the task says their order matters (DESIGN §5): the
// same items saved in another order are the same state, but a missing, extra or changed element is
// not. Elements are equal when their canonical JSON (keys sorted) is.
import { canonicalJson } from './action-records.ts';

export interface ListDiff {
  /** Expected elements the final list lacks (each as often as it is missing). */
  missing: unknown[];
  /** Final elements the expected list lacks: unexpected writes. */
  extra: unknown[];
}

/** How two lists differ as multisets; undefined when they hold the same elements. */
export function diffAsMultisets(options: {
  expected: readonly unknown[];
  actual: readonly unknown[];
}): ListDiff | undefined {
  const pending = new Map<string, unknown[]>();
  for (const element of options.expected) {
    const identity = canonicalJson(element);
    pending.set(identity, [...(pending.get(identity) ?? []), element]);
  }
  const extra: unknown[] = [];
  for (const element of options.actual) {
    const same = pending.get(canonicalJson(element));
    if (same?.length) same.pop();
    else extra.push(element);
  }
  const missing = [...pending.values()].flat();
  return missing.length || extra.length ? { missing, extra } : undefined;
}

/** True when two order-sensitive lists differ at some position (or in length). */
export function differInOrder(options: { expected: readonly unknown[]; actual: readonly unknown[] }): boolean {
  const { expected, actual } = options;
  return (
    expected.length !== actual.length ||
    expected.some((element, at) => canonicalJson(element) !== canonicalJson(actual[at]))
  );
}
