// The executor's cassette: a repeated read is served without running again only where its result
// cannot differ (same clock, no injected faults, no user state, no write earlier in the session).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedCassette, type CallResult, createExecutor, type Executor } from '../../src/shared/executor.ts';

let executor: Executor;

beforeAll(async () => {
  executor = await createExecutor({ platforms: ['expressway'], cassette: true });
});

afterAll(async () => {
  await executor?.close();
});

/** Calls the tool with the session's key in a fresh session and says whether a server ran it. */
async function callOnce(options: Parameters<Executor['session']>[0], tool: string, args: Record<string, unknown> = {}) {
  const session = executor.session(options);
  try {
    const key = await session.key('expressway');
    const before = executor.counts.executed;
    const result = await session.call(tool, { key, ...args });
    return { result, ran: executor.counts.executed > before };
  } finally {
    session.close();
  }
}

describe('executor cassette', () => {
  it('serves a repeated default-state read from the cassette with the same result', async () => {
    const first = await callOnce({}, 'expressway_list_routes');
    const second = await callOnce({}, 'expressway_list_routes');
    expect(first.ran).toBe(true);
    expect(second.ran).toBe(false);
    expect(second.result.text).toBe(first.result.text);
  });

  it('keys reads by the session clock, so a read at one clock is never served at another', async () => {
    const nine = '2026-09-01T09:00:00+09:00';
    const noon = '2026-09-01T12:00:00+09:00';
    const atNine = await callOnce({ now: nine }, 'expressway_get_realtime_traffic', { routeNo: '0010' });
    const atNoon = await callOnce({ now: noon }, 'expressway_get_realtime_traffic', { routeNo: '0010' });
    const againAtNine = await callOnce({ now: nine }, 'expressway_get_realtime_traffic', { routeNo: '0010' });
    expect(atNoon.ran).toBe(true);
    expect(atNoon.result.text).not.toBe(atNine.result.text);
    expect(againAtNine.ran).toBe(false);
    expect(againAtNine.result.text).toBe(atNine.result.text);
  });

  it('always runs calls of sessions with injected faults', async () => {
    await callOnce({}, 'expressway_list_routes');
    const faulted = await callOnce(
      { faults: { expressway: [{ tool: 'expressway_list_tollbooths', kind: 'timeout', every: 1 }] } },
      'expressway_list_routes',
    );
    expect(faulted.ran).toBe(true);
  });

  it('runs the reads that follow a write in a session, which may see the write', async () => {
    const session = executor.session();
    try {
      // A default-state session recorded the empty favourites first.
      const before = executor.session();
      expect((await before.call('expressway_get_favorites', {})).output).toMatchObject({ favoriteRestAreas: [] });
      before.close();
      const key = await session.key('expressway');
      const saved = await session.call('expressway_save_favorite_rest_area', { key, stdRestCd: '000001' });
      expect(saved.ok, saved.text).toBe(true);
      const after = await session.call('expressway_get_favorites', {});
      expect((after.output as { favoriteRestAreas: unknown[] }).favoriteRestAreas).toHaveLength(1);
    } finally {
      session.close();
    }
  });
});

describe('boundedCassette', () => {
  it('keeps at most its limit, dropping the oldest result first', () => {
    const cassette = boundedCassette(2);
    const result = (text: string): CallResult => ({ ok: true, text });
    cassette.set('a', result('A'));
    cassette.set('b', result('B'));
    cassette.set('c', result('C'));
    expect(cassette.get('a')).toBeUndefined();
    expect(cassette.get('b')?.text).toBe('B');
    expect(cassette.get('c')?.text).toBe('C');
  });
});
