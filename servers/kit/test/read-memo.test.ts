// The offline read memo: from the second time a read call is made on the same state, the sessions
// that make it share one frozen output, and everything that makes a call differ keeps it apart:
// another state (clock, key, overlay), other arguments, an injected fault, the memo turned off. Each
// session still gets its own call-log entry and stored result; a call made once is never kept, and
// the memo drops its oldest outputs past its size.
import { afterEach, describe, expect, it } from 'vitest';
import { createHub, type Hub } from '../src/index.ts';
import { callResultJson, createReadMemo } from '../src/server/read-memo.ts';
import { notesPlatform } from './fixtures/notes-platform.ts';

const KEY = notesPlatform.auth.demoKey;
let hub: Hub;
afterEach(() => hub?.close());

const list = (token: string, args: Record<string, unknown> = {}) =>
  hub.callTool({ token, platform: 'notes', name: 'notes_list_notes', args: { crtfc_key: KEY, ...args } });

describe('the read memo', () => {
  it('gives sessions on the same state one frozen output, and each its own log entry and result', async () => {
    hub = await createHub({ platforms: [notesPlatform] });
    const state = { notes: { clock: { now: '2026-09-01T09:00:00+09:00' } } };
    const [once, first, second] = [
      hub.createSession({ state }),
      hub.createSession({ state }),
      hub.createSession({ state }),
    ];
    // The first time a call is made, its output is the session's own; from the second, it is kept.
    const alone = await list(once.token);
    expect(Object.isFrozen(alone.structuredContent)).toBe(false);
    const a = await list(first.token);
    const b = await list(second.token);
    expect(a.isError).toBeFalsy();
    expect(a.structuredContent).not.toBe(alone.structuredContent);
    expect(a.structuredContent).toEqual(alone.structuredContent);
    expect(b.structuredContent).toBe(a.structuredContent);
    expect(Object.isFrozen(a.structuredContent)).toBe(true);
    expect(() => {
      (a.structuredContent as { items: unknown[] }).items.push({ id: 'n99' });
    }).toThrow(TypeError);
    expect((a.content as Array<{ text: string }>)[0]?.text).toBe(JSON.stringify(a.structuredContent));
    for (const { token } of [first, second]) {
      expect(hub.getSession(token)?.calls).toHaveLength(1);
      expect(hub.getResults(token)?.[0]?.output).toBe(a.structuredContent);
    }
  });

  it('serializes a shared result from the output text it keeps, exactly as JSON.stringify would', async () => {
    hub = await createHub({ platforms: [notesPlatform] });
    const token = hub.createSession({}).token;
    const unshared = await list(token);
    expect(callResultJson(unshared)).toBe(JSON.stringify(unshared));
    const shared = await list(token);
    expect(Object.isFrozen(shared.structuredContent)).toBe(true);
    expect(callResultJson(shared)).toBe(JSON.stringify(shared));
    const refused = await list(token, { page_count: 500 });
    expect(callResultJson(refused)).toBe(JSON.stringify(refused));
    const odd = { ...shared, isError: false };
    expect(callResultJson(odd)).toBe(JSON.stringify(odd));
  });

  it('keeps calls apart when the state, the arguments or an injected fault differ', async () => {
    hub = await createHub({ platforms: [notesPlatform] });
    const plain = hub.createSession({}).token;
    const later = hub.createSession({ state: { notes: { clock: { now: '2027-01-05T09:00:00+09:00' } } } }).token;
    const faulty = hub.createSession({ state: { notes: { faults: [{ kind: 'server_error', nth: [1] }] } } }).token;
    await list(plain);
    const base = await list(plain);
    expect(Object.isFrozen(base.structuredContent)).toBe(true);
    await list(later);
    expect((await list(later)).structuredContent).not.toBe(base.structuredContent);
    await list(plain, { tag: 'odd' });
    expect((await list(plain, { tag: 'odd' })).structuredContent).not.toBe(base.structuredContent);
    // The first call of the faulty session fails as injected; its second is a plain read again.
    const failed = await list(faulty);
    expect(failed.isError).toBe(true);
    const recovered = await list(faulty);
    expect(recovered.isError).toBeFalsy();
    expect(recovered.structuredContent).toEqual(base.structuredContent);
  });

  it('keeps every output from its first call in a hub that lives for one run', async () => {
    hub = await createHub({ platforms: [notesPlatform], memoReads: 'all' });
    const a = await list(hub.createSession({}).token);
    const b = await list(hub.createSession({}).token);
    expect(Object.isFrozen(a.structuredContent)).toBe(true);
    expect(b.structuredContent).toBe(a.structuredContent);
  });

  it('never answers a session whose key is expired from another session’s kept output', async () => {
    hub = await createHub({ platforms: [notesPlatform], memoReads: 'all' });
    const active = hub.createSession({}).token;
    expect((await list(active)).isError).toBeFalsy();
    const expired = hub.createSession({ state: { notes: { credentials: { status: 'expired' } } } }).token;
    const refused = await list(expired);
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toBeUndefined();
  });

  it('is off when asked, and never on outside offline mode', async () => {
    hub = await createHub({ platforms: [notesPlatform], memoReads: false });
    const one = hub.createSession({}).token;
    const two = hub.createSession({}).token;
    await list(one);
    const a = await list(one);
    const b = await list(two);
    expect(b.structuredContent).not.toBe(a.structuredContent);
    expect(b.structuredContent).toEqual(a.structuredContent);
    expect(Object.isFrozen(a.structuredContent)).toBe(false);
  });

  it('keeps a call from its second time, and drops its oldest outputs past its limit', () => {
    const memo = createReadMemo({ limitChars: 125 });
    const twice = (key: string, output: Record<string, unknown>) => {
      const first = memo.set(key, output);
      expect(Object.isFrozen(first.output)).toBe(false);
      expect(memo.get(key)).toBeUndefined();
      return memo.set(key, structuredClone(output));
    };
    twice('a', { text: 'x'.repeat(40) }); // 1 + 51 characters of key and text
    twice('b', { text: 'y'.repeat(40) });
    expect(memo.get('a')).toBeDefined(); // now the most recent
    twice('c', { text: 'z'.repeat(40) });
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')).toBeDefined();
    expect(memo.get('c')).toBeDefined();
    expect(memo.size().chars).toBeLessThanOrEqual(125);
    // An output larger than the whole memo is returned frozen, not kept.
    const big = twice('d', { text: 'w'.repeat(200) });
    expect(Object.isFrozen(big.output)).toBe(true);
    expect(memo.get('d')).toBeUndefined();
  });
});
