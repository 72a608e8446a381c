// ENVIRONMENT: a field-level diff of each platform's final `user` state against the expected one
// (golden.state, or the initial state when the task writes nothing). Any difference fails, so an
// unexpected write fails.
import type { Task } from '@kopa/tasks';

export interface StateDiff {
  path: string;
  expected: unknown;
  actual: unknown;
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
  const diffs: StateDiff[] = [];
  for (const platform of options.task.platforms) {
    const expected = options.task.golden.state?.[platform]?.user ?? options.initialUser[platform];
    diff({ path: `${platform}.user`, expected, actual: options.finalUser[platform], diffs });
  }
  return {
    passed: diffs.length === 0,
    diffs,
    explanation: diffs.length
      ? diffs
          .map(
            (entry) => `${entry.path}: expected ${JSON.stringify(entry.expected)}, got ${JSON.stringify(entry.actual)}`,
          )
          .join('; ')
      : 'final user state as expected',
  };
}

function diff(options: { path: string; expected: unknown; actual: unknown; diffs: StateDiff[] }): void {
  const { path, expected, actual, diffs } = options;
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(expected) && isObject(actual)) {
    for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
      diff({ path: `${path}.${key}`, expected: expected[key], actual: actual[key], diffs });
    }
    return;
  }
  if (JSON.stringify(expected) !== JSON.stringify(actual)) diffs.push({ path, expected, actual });
}
