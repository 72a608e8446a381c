// ENVIRONMENT: a field-level diff of each platform's final `user` state against the expected one
// (golden.state, or the initial state when the task writes nothing). Lists compare as multisets
// unless their path is in `golden.ordered`; any other difference fails, so an unexpected write
// (a changed field, an extra or missing element) fails.
import type { Task } from '@kopa/tasks';
import { canonicalJson } from './action-records.ts';
import { diffAsMultisets, differInOrder } from './environment-lists.ts';

export interface StateDiff {
  path: string;
  expected: unknown;
  actual: unknown;
}

/** A diff with the sentence that explains it (a set list names its missing and extra elements). */
interface Found {
  diff: StateDiff;
  text: string;
}

export interface EnvironmentGrade {
  passed: boolean;
  diffs: StateDiff[];
  explanation: string;
}

export function gradeEnvironment(options: {
  task: Pick<Task, 'golden' | 'platforms'>;
  initialUser: Record<string, unknown>;
  finalUser: Record<string, unknown>;
}): EnvironmentGrade {
  const found: Found[] = [];
  const ordered = new Set(options.task.golden.ordered ?? []);
  for (const platform of options.task.platforms) {
    const expected = options.task.golden.state?.[platform]?.user ?? options.initialUser[platform];
    diff({ path: `${platform}.user`, expected, actual: options.finalUser[platform], ordered, found });
  }
  return {
    passed: found.length === 0,
    diffs: found.map((entry) => entry.diff),
    explanation: found.length ? found.map((entry) => entry.text).join('; ') : 'final user state as expected',
  };
}

const plain = (diff: StateDiff) =>
  `${diff.path}: expected ${JSON.stringify(diff.expected)}, got ${JSON.stringify(diff.actual)}`;

const elements = (label: string, list: readonly unknown[]) =>
  list.length ? [`${label} ${list.map((element) => JSON.stringify(element)).join(', ')}`] : [];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function diff(options: {
  path: string;
  expected: unknown;
  actual: unknown;
  ordered: ReadonlySet<string>;
  found: Found[];
}): void {
  const { path, expected, actual, ordered, found } = options;
  if (isObject(expected) && isObject(actual)) {
    for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
      diff({ path: `${path}.${key}`, expected: expected[key], actual: actual[key], ordered, found });
    }
    return;
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (ordered.has(path)) {
      if (differInOrder({ expected, actual }))
        found.push({ diff: { path, expected, actual }, text: `${plain({ path, expected, actual })} (order matters)` });
      return;
    }
    const lists = diffAsMultisets({ expected, actual });
    if (lists) {
      const parts = [...elements('missing', lists.missing), ...elements('unexpected', lists.extra)];
      const text = `${plain({ path, expected, actual })} (compared as a set: ${parts.join('; ')})`;
      found.push({ diff: { path, expected, actual }, text });
    }
    return;
  }
  const absent = (expected === undefined) !== (actual === undefined);
  if (absent || canonicalJson(expected) !== canonicalJson(actual))
    found.push({ diff: { path, expected, actual }, text: plain({ path, expected, actual }) });
}
