// Write calls of one session that run at the same time must all land, each on the state the
// others left: many different writes across eight platforms fired at once through the hub.
import { createHub, type Hub } from '@kopa/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS } from '../src/index.ts';
import { apiKey, expectedByPlatform, STORED, sampleWrites, type WriteCall } from './support/write-plans.ts';

let hub: Hub;
let writes: WriteCall[];

beforeAll(async () => {
  hub = await createHub({ platforms: PLATFORMS, idleMs: 0 });
  writes = await sampleWrites({ hub, perPlatform: 6 });
});
afterAll(() => hub.close());

const userOf = (token: string, platform: string) =>
  hub.getSession(token)?.state[platform]?.user as Record<string, unknown>;

describe('concurrent writes in one hub session', () => {
  it('keeps every one of many different writes fired at once across platforms', async () => {
    const { token } = hub.createSession();
    const results = await Promise.all(
      writes.map((call) => hub.callTool({ token, platform: call.platform, name: call.name, args: call.args })),
    );
    for (const [index, result] of results.entries()) {
      expect(result.isError, `${writes[index]?.name} ${JSON.stringify(result.content)}`).toBeFalsy();
    }
    for (const [platform, adds] of expectedByPlatform(writes)) {
      expect(STORED[platform]?.(userOf(token, platform)), platform).toEqual(expect.arrayContaining(adds));
      expect(STORED[platform]?.(userOf(token, platform))).toHaveLength(adds.length);
    }
  });

  it('does not let a slow read-then-write undo a removal that landed meanwhile', async () => {
    const [kept, removed, ...added] = writes.filter((call) => call.platform === 'dart').map((call) => call.adds);
    const { token } = hub.createSession({ state: { dart: { user: { watchlist: [kept, removed] } } } });
    const key = await apiKey({ hub, token, platform: 'dart' });
    await Promise.all([
      ...added.map((corp_code) =>
        hub.callTool({ token, platform: 'dart', name: 'dart_add_to_watchlist', args: { crtfc_key: key, corp_code } }),
      ),
      hub.callTool({ token, platform: 'dart', name: 'dart_remove_from_watchlist', args: { corp_code: removed } }),
    ]);
    expect(userOf(token, 'dart').watchlist).toEqual([kept, ...added]);
  });

  it('hands reads running beside the writes a state that really existed', async () => {
    const { token } = hub.createSession();
    const dart = writes.filter((call) => call.platform === 'dart');
    const results = await Promise.all(
      dart.flatMap((call) => [
        hub.callTool({ token, platform: 'dart', name: call.name, args: call.args }),
        hub.callTool({ token, platform: 'dart', name: 'dart_get_watchlist', args: {} }),
      ]),
    );
    const final = userOf(token, 'dart').watchlist as string[];
    expect(final).toHaveLength(dart.length);
    // Writes apply one after another, so every state a read can see is a prefix of the final list.
    for (const read of results.filter((_, index) => index % 2 === 1)) {
      const seen = (read.structuredContent as { watchlist: string[] }).watchlist;
      expect(final.slice(0, seen.length)).toEqual(seen);
    }
  });
});
