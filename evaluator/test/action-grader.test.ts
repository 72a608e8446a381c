// ACTION by provenance, over real tasks and real sessions: every call below runs through a hub, and
// the grader reads the hub's own call log and results.
import { selectPlatforms } from '@kopa/servers';
import { loadTasks, type Task } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessEnvironment, type Environment } from '../src/environment.ts';
import { genericParams } from '../src/generic.ts';
import { gradeActions } from '../src/grade/action.ts';
import { toolSpec } from '../src/rollout.ts';

type Hub = Awaited<ReturnType<typeof createInProcessEnvironment>>['hub'];
/** A call as an agent makes it; `page` asks for a page at a size through the tool's own paging names. */
type Call = [tool: string, args: Record<string, unknown>, page?: { no: number; size: number }];

const platforms = selectPlatforms(['neis', 'dart']);
const tasks = new Map(
  loadTasks({ ids: ['education-014', 'education-015', 'finance-005', 'finance-026'] }).map((task) => [task.id, task]),
);
let environment: Environment & { hub: Hub };

beforeAll(async () => {
  environment = await createInProcessEnvironment(platforms);
});
afterAll(async () => {
  await environment.close();
});

/** Runs the calls in a fresh session of the task, passing the key the way an agent would. */
async function grade(taskOrId: Task | string, script: readonly Call[]) {
  const task = typeof taskOrId === 'string' ? (tasks.get(taskOrId) as Task) : taskOrId;
  const session = await environment.open(task);
  try {
    const keys = new Map<string, string>();
    for (const [tool, args, page] of script) {
      const spec = toolSpec(session.tools.get(tool) ?? { name: tool, inputSchema: { type: 'object' } });
      const platform = tool.split('_')[0] ?? '';
      const full: Record<string, unknown> = { ...args };
      if (spec.authParam && keys.has(platform)) full[spec.authParam] = keys.get(platform);
      if (page && spec.paging && 'page' in spec.paging)
        Object.assign(full, { [spec.paging.page]: page.no, [spec.paging.size]: page.size });
      const result = await session.callTool(tool, full);
      const key = (result.structuredContent as { key?: unknown } | undefined)?.key;
      if (typeof key === 'string') keys.set(platform, key);
    }
    const { calls } = await session.read();
    const results = environment.hub.getResults(session.token) ?? [];
    return gradeActions({ task, calls, results, generic: genericParams(platforms) });
  } finally {
    await session.close();
  }
}

const verdicts = (result: Awaited<ReturnType<typeof grade>>) =>
  Object.fromEntries(result.actions.map((verdict) => [verdict.action.id, verdict.matchedBy ?? 'none']));

const schedule = [
  'neis_get_school_schedule',
  { ATPT_OFCDC_SC_CODE: 'J10', SD_SCHUL_CODE: '7518380', AA_FROM_YMD: '20260901', AA_TO_YMD: '20261231' },
] as const satisfies Call;
const neisKey = ['neis_get_api_key', {}] as const satisfies Call;
const dartKey = ['dart_get_api_key', {}] as const satisfies Call;

describe('ACTION by provenance', () => {
  it.each<[string, Task | string, Call[], Record<string, string>]>([
    [
      'matches a school lookup worded otherwise ("용문") whose result held the school code',
      'education-015',
      [neisKey, ['neis_search_schools', { SCHUL_NM: '용문' }], schedule],
      { a1: 'arguments', a2: 'provenance', a3: 'arguments' },
    ],
    [
      'matches corp-code lookups worded otherwise ("삼성", "SK하이") whose results held the corp codes',
      'finance-005',
      [
        dartKey,
        ['dart_search_corp_code', { corp_name: '삼성' }],
        ['dart_add_to_watchlist', { corp_code: '00126380' }],
        ['dart_search_corp_code', { corp_name: 'SK하이' }],
        ['dart_add_to_watchlist', { corp_code: '00164779' }],
      ],
      { a1: 'arguments', a2: 'provenance', a3: 'arguments', a4: 'provenance', a5: 'arguments' },
    ],
    [
      'does not match a lookup of another school in the same office (same J10, another code)',
      'education-015',
      [neisKey, ['neis_search_schools', { SCHUL_NM: '양평고등학교' }], schedule],
      { a1: 'arguments', a2: 'none', a3: 'none' },
    ],
    [
      'does not match a lookup whose result lacks the code (용문고등학교 is in Daejeon)',
      'education-015',
      [neisKey, ['neis_search_schools', { SCHUL_NM: '용문고등학교' }], schedule],
      { a1: 'arguments', a2: 'none', a3: 'none' },
    ],
    [
      'meets a dependency with the value read earlier: the old school code came from the school search',
      'education-014',
      [
        neisKey,
        ['neis_search_schools', { SCHUL_NM: '신길고등학교' }],
        ['neis_remove_favorite_school', { SD_SCHUL_CODE: '7000417' }],
        ['neis_save_favorite_school', { ATPT_OFCDC_SC_CODE: 'J10', SD_SCHUL_CODE: '7511164', memo: '큰애' }],
      ],
      { a1: 'arguments', a2: 'none', a3: 'arguments', a4: 'arguments', a5: 'arguments' },
    ],
    [
      'meets a key dependency with any earlier key call of the platform (a renewal, the key having expired)',
      { ...(tasks.get('finance-005') as Task), state: { dart: { credentials: { status: 'expired' } } } },
      [
        ['dart_renew_api_key', {}],
        ['dart_search_corp_code', { corp_name: '삼성전자' }],
        ['dart_add_to_watchlist', { corp_code: '00126380' }],
        ['dart_search_corp_code', { corp_name: 'SK하이닉스' }],
        ['dart_add_to_watchlist', { corp_code: '00164779' }],
      ],
      { a1: 'none', a2: 'arguments', a3: 'arguments', a4: 'arguments', a5: 'arguments' },
    ],
    [
      'does not match a call made before its dependency whose value had not been read yet',
      'education-015',
      [neisKey, schedule, ['neis_search_schools', { SCHUL_NM: '용문여자고등학교' }]],
      { a1: 'arguments', a2: 'arguments', a3: 'none' },
    ],
  ])('%s', async (_name, taskId, script, expected) => {
    expect(verdicts(await grade(taskId, script))).toEqual(expected);
  });

  it('explains a provenance match and a dependency met by a read value', async () => {
    const lookup = await grade('education-015', [neisKey, ['neis_search_schools', { SCHUL_NM: '용문' }], schedule]);
    expect(lookup.actions[1]?.why).toMatch(/^matched call #2 by provenance: its result held .*SD_SCHUL_CODE=7518380/);
    expect(lookup.accuracy).toBe(1);
    const read = await grade('education-014', [
      neisKey,
      ['neis_search_schools', { SCHUL_NM: '신길고등학교' }],
      ['neis_remove_favorite_school', { SD_SCHUL_CODE: '7000417' }],
    ]);
    expect(read.actions[3]?.why).toContain('a2 met by SD_SCHUL_CODE=7000417 read in call #2');
    expect(read.actions[1]?.why).toBe('neis_list_favorite_schools was never called');
  });

  it('explains a lookup whose result lacks the code', async () => {
    const result = await grade('education-015', [
      neisKey,
      ['neis_search_schools', { SCHUL_NM: '양평고등학교' }],
      schedule,
    ]);
    expect(result.actions[1]?.why).toContain('none held a value that a3 passes');
    expect(result.actions[2]?.why).toContain('its dependency a2 was not matched');
    expect(result.accuracy).toBeCloseTo(1 / 3, 12);
    expect(result.precision).toBeCloseTo(1 / 3, 12);
  });
});

describe('ACTION allPages stays strict', () => {
  // finance-026 a4: 삼성전자's 133 disclosures since 2020; DART pages hold at most 100.
  const before = [dartKey, ['dart_search_corp_code', { corp_name: '삼성전자' }]] as const satisfies Call[];
  const list = (no: number, size: number): Call => [
    'dart_list_disclosures',
    { corp_code: '00126380', bgn_de: '20200101' },
    { no, size },
  ];

  it.each<[string, Call[], boolean, string]>([
    ['one page at two sizes (100 and 50) is not every page', [list(1, 100), list(1, 50)], false, 'read 100 of 133'],
    ['overlapping pages count their records once', [list(1, 50), list(2, 50), list(1, 100)], false, 'read 100 of 133'],
    ['every page at one size matches', [list(1, 100), list(2, 100)], true, 'matched call #3'],
    ['pages at two sizes that cover every record match', [list(1, 100), list(3, 50)], true, 'matched call #3'],
    ['the first page alone does not match', [list(1, 10)], false, 'read 10 of 133'],
  ])('%s', async (_name, pages, matched, why) => {
    const result = await grade('finance-026', [...before, ...pages]);
    const verdict = result.actions.find((candidate) => candidate.action.id === 'a4');
    expect(verdict?.matchedSeq !== undefined).toBe(matched);
    expect(verdict?.why).toContain(why);
  });
});
