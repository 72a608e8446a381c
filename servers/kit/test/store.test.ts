import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectInMemory, createHub, createSessionStore } from '../src/index.ts';
import { notesPlatform } from './fixtures/notes-platform.ts';

afterEach(() => vi.useRealTimers());

describe('the session store', () => {
  it('persists sessions and user state to a JSON file across restarts', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'kopa-store-')), 'state.json');
    const first = await createHub({ platforms: [notesPlatform], stateFile: file });
    const { token } = first.createSession({ token: 'persisted-session' });
    const client = await connectInMemory({ hub: first, platform: 'notes', token });
    await client.callTool({ name: 'notes_pin_note', arguments: { id: 'n07' } });
    await client.close();
    await first.close();

    const second = await createHub({ platforms: [notesPlatform], stateFile: file });
    expect(second.getSession('persisted-session')?.state.notes?.user).toEqual({ pinned: ['n07'] });
    await second.close();
  });

  it('expires idle sessions', async () => {
    vi.useFakeTimers();
    const hub = await createHub({ platforms: [notesPlatform], idleMs: 5_000 });
    const { token } = hub.createSession();
    const active = hub.createSession().token;
    for (const _step of [1, 2]) {
      await vi.advanceTimersByTimeAsync(4_000);
      await hub.callTool({ token: active, platform: 'notes', name: 'notes_get_api_key' });
    }
    await vi.advanceTimersByTimeAsync(2_000);
    expect(hub.getSession(token)).toBeUndefined();
    expect(hub.getSession(active)).toBeDefined();
    await hub.close();
  });

  it('returns only its own sessions by token', async () => {
    const store = await createSessionStore();
    store.create({ state: {}, token: 'abc' });
    expect(store.get('abc')?.token).toBe('abc');
    expect(store.get('__proto__')).toBeUndefined();
    expect(store.delete('nope')).toBe(false);
  });
});
