// Every tool's real structuredContent against the outputSchema it advertises in tools/list, checked
// with Ajv as a strict MCP client would: the golden actions of every benchmark task, replayed with
// the task's state, and a sweep of calls per tool with arguments from the tools' own examples and
// from values other tools returned. Error results must not carry content that breaks the schema.
import { createHub, type Hub } from '@kopa/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS } from '../src/index.ts';
import { runChain } from './support/chains.ts';
import { loadGoldenTasks, replayGolden } from './support/golden-replay.ts';
import { type CheckedCall, createOutputValidator, type OutputValidator } from './support/output-validator.ts';
import { sweepPlatform } from './support/sweep.ts';
import { createValuePool } from './support/value-pool.ts';

let hub: Hub;
let validator: OutputValidator;
const tasks = loadGoldenTasks();
const swept = new Map<string, CheckedCall[]>();

// The sweep runs before the tests so that every platform's calls can use values from all the
// others: a first round over every tool, a second one for the tools that have not answered yet
// (with the pool now full), then the chains for the tools no blind call can reach.
beforeAll(async () => {
  hub = await createHub({ platforms: PLATFORMS, idleMs: 0 });
  validator = createOutputValidator(hub);
  const pool = createValuePool();
  const platforms = [...hub.platforms.keys()];
  for (const platform of platforms) swept.set(platform, await sweepPlatform({ hub, pool, platform }));
  for (const platform of platforms) {
    const calls = swept.get(platform) ?? [];
    const answered = new Set(calls.filter((call) => !call.result.isError).map((call) => call.tool));
    const silent = new Set(
      hub
        .listTools(platform)
        .map((tool) => tool.name)
        .filter((name) => !answered.has(name)),
    );
    if (silent.size > 0) calls.push(...(await sweepPlatform({ hub, pool, platform, only: silent })));
    calls.push(...(await runChain({ hub, platform })));
  }
}, 180_000);
afterAll(() => hub.close());

describe('golden actions of the benchmark tasks', () => {
  it('finds the tasks in tasks/data', () => {
    expect(tasks.length).toBeGreaterThan(0);
  });

  it.each(tasks.map((task) => [task.id, task] as const))(
    '%s: every result matches the advertised outputSchema',
    async (_id, task) => {
      const calls = await replayGolden({ hub, validator, task });
      expect(calls.length).toBeGreaterThanOrEqual(task.golden.actions.length);
      expect(calls.flatMap((call) => validator.problems(call))).toEqual([]);
    },
  );
});

describe('a sweep of calls per tool', () => {
  it.each(PLATFORMS.map((platform) => platform.id))(
    '%s: every result matches the advertised outputSchema, and every tool answers at least once',
    (platform) => {
      const calls = swept.get(platform) ?? [];
      expect(calls.flatMap((call) => validator.problems(call))).toEqual([]);
      const answered = new Set(calls.filter((call) => !call.result.isError).map((call) => call.tool));
      const silent = hub
        .listTools(platform)
        .map((tool) => tool.name)
        .filter((name) => !answered.has(name));
      expect(silent, 'tools without a successful call').toEqual([]);
    },
  );
});
