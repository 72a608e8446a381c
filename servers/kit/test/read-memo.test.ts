// The offline read memo: sessions on the same state that make the same read call share one frozen
// output, and everything that makes a call differ keeps it apart: another state (clock, key,
// overlay), other arguments, an injected fault, the memo turned off. Each session still gets its
// own call-log entry and stored result, and the memo drops its oldest outputs past its size.
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
    const first = hub.createSession({ state: { notes: { clock: { now: '2026-09-01T09:00:00+09:00' } } } });
    const second = hub.createSession({ state: { notes: { clock: { now: '2026-09-01T09:00:00+09:00' } } } });
    const a = await list(first.token);
    const b = await list(second.token);
    expect(a.isError).toBeFalsy();
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
    const shared = await list(token);
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
    const base = await list(plain);
    expect((await list(later)).structuredContent).not.toBe(base.structuredContent);
    expect((await list(plain, { tag: 'odd' })).structuredContent).not.toBe(base.structuredContent);
    // The first call of the faulty session fails as injected; its second is a plain read again.
    const failed = await list(faulty);
    expect(failed.isError).toBe(true);
    const recovered = await list(faulty);
    expect(recovered.isError).toBeFalsy();
    expect(recovered.structuredContent).toEqual(base.structuredContent);
  });

  it('is off when asked, and never on outside offline mode', async () => {
    hub = await createHub({ platforms: [notesPlatform], memoReads: false });
    const one = hub.createSession({}).token;
    const two = hub.createSession({}).token;
    const a = await list(one);
    const b = await list(two);
    expect(b.structuredContent).not.toBe(a.structuredContent);
    expect(b.structuredContent).toEqual(a.structuredContent);
    expect(Object.isFrozen(a.structuredContent)).toBe(false);
  });

  it('drops its oldest outputs once the texts it holds pass its limit', () => {
    const memo = createReadMemo(120);
    memo.set('a', { text: 'x'.repeat(40) });
    memo.set('b', { text: 'y'.repeat(40) });
    expect(memo.get('a')).toBeDefined(); // now the most recent
    memo.set('c', { text: 'z'.repeat(40) });
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')).toBeDefined();
    expect(memo.get('c')).toBeDefined();
    expect(memo.size().chars).toBeLessThanOrEqual(120);
    // An output larger than the whole memo is returned frozen, not kept.
    const big = memo.set('d', { text: 'w'.repeat(200) });
    expect(Object.isFrozen(big.output)).toBe(true);
    expect(memo.get('d')).toBeUndefined();
  });
});
