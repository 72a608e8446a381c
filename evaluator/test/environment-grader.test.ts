// ENVIRONMENT over real write tasks: the writes run through a hub, and the grader compares the
// session's final `user` state with the task's golden state, lists as sets unless ordered.
import { selectPlatforms } from '@kopa/servers';
import { loadTasks, type Task } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessEnvironment, type Environment } from '../src/environment.ts';
import { gradeEnvironment } from '../src/grade/environment.ts';
import { toolSpec } from '../src/rollout.ts';

type Call = [tool: string, args: Record<string, unknown>];

const tasks = new Map(
  loadTasks({ ids: ['district-005', 'finance-005', 'finance-015'] }).map((task) => [task.id, task]),
);
const task = (id: string, golden: Partial<Task['golden']> = {}): Task => {
  const found = tasks.get(id) as Task;
  return { ...found, golden: { ...found.golden, ...golden } };
};
let environment: Environment;

beforeAll(async () => {
  environment = await createInProcessEnvironment(selectPlatforms(['dart', 'gyeonggi']));
});
afterAll(async () => {
  await environment.close();
});

/** Runs the writes in a fresh session of the task (with the key first) and grades its final state. */
async function grade(target: Task, writes: readonly Call[]) {
  const session = await environment.open(target);
  try {
    const initial = await session.read();
    const platform = target.platforms[0] ?? '';
    const keyed = await session.callTool(`${platform}_get_api_key`, {});
    const key = (keyed.structuredContent as { key: string }).key;
    for (const [tool, args] of writes) {
      const spec = toolSpec(session.tools.get(tool) ?? { name: tool, inputSchema: { type: 'object' } });
      const result = await session.callTool(tool, spec.authParam ? { ...args, [spec.authParam]: key } : args);
      expect(result.isError, `${tool} ${JSON.stringify(args)}`).toBeFalsy();
    }
    const final = await session.read();
    return gradeEnvironment({ task: target, initialUser: initial.user, finalUser: final.user });
  } finally {
    await session.close();
  }
}

const watch = (corp_code: string): Call => ['dart_add_to_watchlist', { corp_code }];
const unwatch = (corp_code: string): Call => ['dart_remove_from_watchlist', { corp_code }];
const pool = (name: string, SIGUN_NM: string, address?: string): Call => [
  'gyeonggi_save_place',
  { service: 'PublicSwimmingPool', name, SIGUN_NM, ...(address ? { address } : {}) },
];
const misa = pool('미사국민체육센터 수영장', '하남시');
const chopyeong = pool('초평국민체육센터 수영장', '오산시', '경기도 오산시 세마역로216번길 19 (중앙동)');

describe('ENVIRONMENT lists as sets', () => {
  it.each<[string, Task, Call[], boolean, string]>([
    [
      'passes the watchlist saved in the golden order',
      task('finance-005'),
      [watch('00126380'), watch('00164779')],
      true,
      'as expected',
    ],
    [
      'passes the watchlist saved in another order',
      task('finance-005'),
      [watch('00164779'), watch('00126380')],
      true,
      'as expected',
    ],
    [
      'passes saved places (objects) saved in another order',
      task('district-005'),
      [chopyeong, misa],
      true,
      'as expected',
    ],
    [
      'fails an extra saved item',
      task('finance-005'),
      [watch('00164779'), watch('00126380'), watch('00126362')],
      false,
      '(compared as a set: unexpected "00126362")',
    ],
    [
      'fails a saved item left out',
      task('district-005'),
      [chopyeong],
      false,
      '(compared as a set: missing {"service":"PublicSwimmingPool","name":"미사국민체육센터 수영장"',
    ],
    [
      'fails the removal of an initial item the task keeps',
      task('finance-015'),
      [unwatch('00258801'), unwatch('00164788'), unwatch('00126380')],
      false,
      '(compared as a set: missing "00126380")',
    ],
    [
      'passes the golden removals in another order',
      task('finance-015'),
      [unwatch('00164788'), unwatch('00258801')],
      true,
      'as expected',
    ],
    [
      'fails a reordering when the task says the order matters',
      task('finance-005', { ordered: ['dart.user.watchlist'] }),
      [watch('00164779'), watch('00126380')],
      false,
      '(order matters)',
    ],
    [
      'passes the golden order when the task says the order matters',
      task('finance-005', { ordered: ['dart.user.watchlist'] }),
      [watch('00126380'), watch('00164779')],
      true,
      'as expected',
    ],
  ])('%s', async (_name, target, writes, passed, explanation) => {
    const result = await grade(target, writes);
    expect(result.passed).toBe(passed);
    expect(result.explanation).toContain(explanation);
    expect(result.diffs.length === 0).toBe(passed);
  });

  it('names the whole list in its diff, expected and actual', async () => {
    const result = await grade(task('finance-005'), [watch('00126380')]);
    expect(result.diffs).toEqual([
      { path: 'dart.user.watchlist', expected: ['00126380', '00164779'], actual: ['00126380'] },
    ]);
  });

  describe('element equality', () => {
    const golden = task('district-005');
    const places = golden.golden.state?.gyeonggi?.user.savedPlaces as Array<Record<string, unknown>>;
    const [first, second] = places as [Record<string, unknown>, Record<string, unknown>];
    const reversedKeys = (place: Record<string, unknown>) => Object.fromEntries(Object.entries(place).reverse());
    it.each<[string, unknown[], boolean]>([
      ['ignores the key order inside an element', [reversedKeys(second), reversedKeys(first)], true],
      ['is multiset-aware: the same element twice is not the two expected ones', [first, first], false],
      ['fails an element with one field changed', [first, { ...second, memo: '주말' }], false],
      ['fails a duplicate beside the expected elements', [first, second, first], false],
    ])('%s', (_name, savedPlaces, passed) => {
      const result = gradeEnvironment({
        task: golden,
        initialUser: { gyeonggi: { savedPlaces: [] } },
        finalUser: { gyeonggi: { savedPlaces } },
      });
      expect(result.passed).toBe(passed);
    });
  });
});
