// Sessions of one hub share the outputs of identical read calls (the kit's read memo), so a read
// that depends on a session's own writes must still answer from that session's state: a watchlist
// read after one session's write shows the write there and nowhere else.
import { findPlatform } from '@kopa/servers';
import type { Task } from '@kopa/tasks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createInProcessEnvironment, type Environment } from '../src/index.ts';

let environment: Environment;
beforeAll(async () => {
  environment = await createInProcessEnvironment([findPlatform('dart')]);
});
afterAll(() => environment.close());

const task = { id: 'memo-001', platforms: ['dart'], state: {}, tools: [] } as unknown as Task;
const KEY = findPlatform('dart').auth.demoKey;

it('answers each session from its own state when outputs are shared', async () => {
  const first = await environment.open(task);
  const writer = await environment.open(task);
  const reader = await environment.open(task);
  try {
    const watchlist = async (session: typeof writer) =>
      (await session.callTool('dart_get_watchlist', {})).structuredContent as { watchlist: string[] };
    // The evaluator's hub keeps every read from its first call.
    const before = await watchlist(first);
    expect(await watchlist(writer)).toBe(before);
    expect(Object.isFrozen(before)).toBe(true);
    expect(await watchlist(reader)).toBe(before);
    expect(before.watchlist).toEqual([]);
    const added = await writer.callTool('dart_add_to_watchlist', { crtfc_key: KEY, corp_code: '00126380' });
    expect(added.isError).toBeFalsy();
    expect((await watchlist(writer)).watchlist).toEqual(['00126380']);
    expect((await watchlist(reader)).watchlist).toEqual([]);
    // Each session's stored results are its own reads, in order.
    expect((await reader.read()).results.map((result) => result.output)).toHaveLength(2);
    expect((await writer.read()).results).toHaveLength(3);
  } finally {
    await first.close();
    await writer.close();
    await reader.close();
  }
});
