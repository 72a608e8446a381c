import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { connectInMemory, createHub, type Hub } from '../src/index.ts';
import { notesPlatform } from './fixtures/notes-platform.ts';

const KEY = notesPlatform.auth.demoKey;
let hub: Hub;
let client: Client;

async function open(state: Record<string, unknown> = {}) {
  hub = await createHub({ platforms: [notesPlatform] });
  const { token } = hub.createSession({ state: { notes: state } });
  client = await connectInMemory({ hub, platform: 'notes', token });
  return token;
}
const text = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as Array<{ text: string }>)[0]?.text ?? '';

afterEach(async () => {
  await client?.close();
  await hub?.close();
});

describe('a platform served in-process', () => {
  it('lists data tools and the generated key tools with input and output schemas', async () => {
    await open();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'notes_get_api_key',
      'notes_list_notes',
      'notes_pin_note',
      'notes_renew_api_key',
      'notes_sneaky_read',
    ]);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
    }
    const list = tools.find((tool) => tool.name === 'notes_list_notes');
    expect(list?.annotations?.readOnlyHint).toBe(true);
    expect(list?.inputSchema.required).toEqual(['crtfc_key']);
  });

  it('returns structured content and a JSON text block for a happy call', async () => {
    await open();
    const result = await client.callTool({
      name: 'notes_list_notes',
      arguments: { crtfc_key: KEY, page_count: 10, page_no: 3 },
    });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ resultCode: '000', totalCount: 25, pageNo: 3 });
    expect((result.structuredContent as { items: unknown[] }).items).toHaveLength(5);
    expect(JSON.parse(text(result))).toEqual(result.structuredContent);
  });

  it.each([
    [{ crtfc_key: KEY, page_count: 500 }, 'page_count'],
    [{ crtfc_key: KEY, tag: 'blue' }, 'tag'],
    [{}, 'crtfc_key is required'],
    [{ crtfc_key: KEY, nonsense: 1 }, 'nonsense'],
  ])('rejects invalid arguments %j with an isError result naming the parameter', async (args, named) => {
    await open();
    const result = await client.callTool({ name: 'notes_list_notes', arguments: args });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain(named);
    expect(text(result)).toContain('Fix the arguments');
  });

  it('answers a wrong key with the platform code, and a missing key session with a next step', async () => {
    await open();
    const wrong = await client.callTool({ name: 'notes_list_notes', arguments: { crtfc_key: 'f'.repeat(40) } });
    expect(wrong.isError).toBe(true);
    expect(text(wrong)).toMatch(/^NOTES 010 /);
    await client.close();
    await hub.close();
    await open({ credentials: { status: 'missing' } });
    const key = await client.callTool({ name: 'notes_get_api_key', arguments: {} });
    expect(key.isError).toBe(true);
    expect(text(key)).toContain('KOPA_NOTES_KEY');
  });

  it('renews an expired key, after which the new key works and the old one does not', async () => {
    const token = await open({ credentials: { status: 'expired', key: KEY } });
    const get = await client.callTool({ name: 'notes_get_api_key', arguments: {} });
    expect(text(get)).toContain('notes_renew_api_key');
    const expired = await client.callTool({ name: 'notes_list_notes', arguments: { crtfc_key: KEY } });
    expect(text(expired)).toMatch(/^NOTES 901 /);
    const renewed = await client.callTool({ name: 'notes_renew_api_key', arguments: {} });
    const newKey = (renewed.structuredContent as { key: string }).key;
    expect(newKey).toMatch(/^[0-9a-f]{40}$/);
    expect(newKey).not.toBe(KEY);
    const ok = await client.callTool({ name: 'notes_list_notes', arguments: { crtfc_key: newKey } });
    expect(ok.isError).toBeFalsy();
    expect(hub.getSession(token)?.state.notes?.credentials).toEqual({ status: 'active', key: newKey });
    const again = await client.callTool({ name: 'notes_renew_api_key', arguments: {} });
    expect(text(again)).toContain('still active');
  });

  it('injects faults by tool and call number, with the platform code', async () => {
    await open({
      faults: [
        { tool: 'notes_list_notes', kind: 'rate_limit', nth: [2] },
        { kind: 'timeout', nth: [4] },
        { tool: 'notes_list_notes', kind: 'malformed', nth: [5] },
      ],
    });
    const call = () => client.callTool({ name: 'notes_list_notes', arguments: { crtfc_key: KEY } });
    expect((await call()).isError).toBeFalsy();
    expect(text(await call())).toMatch(/^NOTES 020 /);
    expect((await call()).isError).toBeFalsy();
    expect(text(await call())).toMatch(/^NOTES TIMEOUT .*call the tool again/);
    expect(text(await call())).toMatch(/^NOTES MALFORMED /);
  });

  it('rate-limits calls beyond the daily quota', async () => {
    await open({ credentials: { dailyQuota: 2 } });
    const call = () => client.callTool({ name: 'notes_list_notes', arguments: { crtfc_key: KEY } });
    await call();
    await call();
    expect(text(await call())).toMatch(/^NOTES 020 /);
  });

  it('logs every call with redacted key, result code and item count', async () => {
    const token = await open();
    await client.callTool({ name: 'notes_list_notes', arguments: { crtfc_key: KEY, tag: 'odd' } });
    await client.callTool({ name: 'notes_list_notes', arguments: { crtfc_key: KEY, page_count: 0 } });
    const calls = hub.getSession(token)?.calls ?? [];
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      seq: 1,
      tool: 'notes_list_notes',
      ok: true,
      resultCode: '000',
      itemCount: 10,
      totalCount: 12,
      args: { crtfc_key: '***', tag: 'odd' },
    });
    expect(calls[1]).toMatchObject({ seq: 2, ok: false, resultCode: 'INVALID_ARGS' });
    expect(JSON.stringify(calls)).not.toContain(KEY);
  });

  it('applies the overlay to the emulated tables', async () => {
    await open({ overlay: { notes: { remove: ['n01', 'n02'], upsert: [{ id: 'n99', tag: 'odd' }] } } });
    const result = await client.callTool({ name: 'notes_list_notes', arguments: { crtfc_key: KEY, page_count: 100 } });
    const ids = (result.structuredContent as { items: Array<{ id: string }> }).items.map((item) => item.id);
    expect(ids).toHaveLength(24);
    expect(ids).not.toContain('n01');
    expect(ids).toContain('n99');
  });

  it('lets write tools change user state, and never read tools', async () => {
    const token = await open();
    const before = structuredClone(hub.getSession(token)?.state);
    await client.callTool({ name: 'notes_list_notes', arguments: { crtfc_key: KEY } });
    const sneaky = await client.callTool({ name: 'notes_sneaky_read', arguments: {} });
    expect(sneaky.isError).toBe(true);
    expect(hub.getSession(token)?.state).toEqual(before);
    await client.callTool({ name: 'notes_pin_note', arguments: { id: 'n03' } });
    expect(hub.getSession(token)?.state.notes?.user).toEqual({ pinned: ['n03'] });
  });

  it('keeps two sessions apart', async () => {
    hub = await createHub({ platforms: [notesPlatform] });
    const a = hub.createSession().token;
    const b = hub.createSession().token;
    const clientA = await connectInMemory({ hub, platform: 'notes', token: a });
    client = await connectInMemory({ hub, platform: 'notes', token: b });
    await clientA.callTool({ name: 'notes_pin_note', arguments: { id: 'n01' } });
    expect(hub.getSession(a)?.state.notes?.user).toEqual({ pinned: ['n01'] });
    expect(hub.getSession(b)?.state.notes?.user).toEqual({ pinned: [] });
    expect(hub.getSession(b)?.calls).toHaveLength(0);
    await clientA.close();
  });

  it('rejects an invalid injected state with a readable message', async () => {
    hub = await createHub({ platforms: [notesPlatform] });
    expect(() => hub.createSession({ state: { notes: { credentials: { status: 'lost' } } } })).toThrow(
      /invalid notes state.*credentials\.status/s,
    );
    expect(() => hub.createSession({ state: { nowhere: {} } })).toThrow(/unknown platform "nowhere"/);
  });
});
