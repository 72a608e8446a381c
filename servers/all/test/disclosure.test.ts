// What a client is told about the data's source, read through the MCP protocol: offline servers say
// the data is emulated and as of which date (instructions, serverInfo, every result's _meta); a live
// server says it is live. Also `kopa sim serve`'s HTTP edges that real clients need: POST bodies reach
// the emulation, and the clock options move "now" and the data window.
import { connectInMemory, createHub, DEFAULT_NOW, type Hub, kstDay, startSimServer } from '@kopa/kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { selectPlatforms } from '../src/index.ts';

const [dart] = selectPlatforms(['dart']);
const [krx] = selectPlatforms(['krx']);
if (!dart || !krx) throw new Error('dart and krx are registered platforms');

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function connect(hub: Hub, state: Record<string, unknown> = {}): Promise<Client> {
  closers.push(() => hub.close());
  const { token } = hub.createSession({ state: { dart: state } });
  const client = await connectInMemory({ hub, platform: 'dart', token });
  closers.push(() => client.close());
  return client;
}

const dataMeta = (result: { _meta?: Record<string, unknown> }) =>
  result._meta?.['kopa/data'] as Record<string, unknown>;

describe('the data source is disclosed to MCP clients', () => {
  it('offline: instructions, serverInfo and every result say the data is emulated, as of the session clock', async () => {
    const clock = '2026-10-05T09:30:00+09:00';
    const client = await connect(await createHub({ platforms: [dart] }), { clock: { now: clock } });
    expect(client.getInstructions()).toContain('OFFLINE EMULATION');
    expect(client.getInstructions()).toContain(clock);
    expect(client.getInstructions()).toContain('kopa serve --live');
    expect(client.getServerVersion()?.title).toContain('emulated data as of 2026-10-05');

    const key = await client.callTool({ name: 'dart_get_api_key', arguments: {} });
    expect(dataMeta(key)).toMatchObject({ source: 'emulated', as_of: clock });
    const crtfc_key = (key.structuredContent as { key: string }).key;
    const found = await client.callTool({
      name: 'dart_search_corp_code',
      arguments: { crtfc_key, corp_name: '삼성전자' },
    });
    expect(found.isError).toBeFalsy();
    expect(dataMeta(found)).toMatchObject({ source: 'emulated', as_of: clock });
    expect(String(dataMeta(found).notice)).toMatch(/not real figures/);

    // Errors carry it too, beside their own error detail.
    const refused = await client.callTool({ name: 'dart_search_corp_code', arguments: { crtfc_key: 'wrong-key' } });
    expect(refused.isError).toBe(true);
    expect(dataMeta(refused)).toMatchObject({ source: 'emulated' });
    expect(refused._meta?.['kopa/error']).toBeDefined();
  });

  it('a bare session is as of the default clock', async () => {
    const client = await connect(await createHub({ platforms: [dart] }));
    expect(client.getServerVersion()?.title).toContain(`emulated data as of ${DEFAULT_NOW.slice(0, 10)}`);
    const key = await client.callTool({ name: 'dart_get_api_key', arguments: {} });
    expect(dataMeta(key)).toMatchObject({ source: 'emulated', as_of: DEFAULT_NOW });
  });

  it('live: the server says it is live, and its results say where they came from', async () => {
    const secret = 'kopa-test-live-key-0123456789';
    const sim = await startSimServer({ platforms: [dart], port: 0, state: { dart: { credentials: { key: secret } } } });
    closers.push(() => sim.close());
    const hub = await createHub({
      platforms: [dart],
      mode: 'live',
      env: { [dart.auth.envVar]: secret, KOPA_DART_BASE_URL: `${sim.url}/dart` },
    });
    const client = await connect(hub);
    expect(client.getInstructions()).toContain('LIVE');
    expect(client.getInstructions()).not.toContain('EMULATION');
    expect(client.getServerVersion()?.title).toContain('live');
    const key = await client.callTool({ name: 'dart_get_api_key', arguments: {} });
    const crtfc_key = (key.structuredContent as { key: string }).key;
    const found = await client.callTool({
      name: 'dart_search_corp_code',
      arguments: { crtfc_key, corp_name: '삼성전자' },
    });
    expect(found.isError).toBeFalsy();
    expect(dataMeta(found)).toMatchObject({ source: 'live' });
    expect(JSON.stringify(found)).not.toContain(secret);
  });
});

describe('kopa sim serve over HTTP', () => {
  const krxPost = (url: string, basDd: string) =>
    fetch(`${url}/krx/svc/apis/sto/stk_bydd_trd`, {
      method: 'POST',
      headers: { AUTH_KEY: krx.auth.demoKey, 'content-type': 'application/json' },
      body: JSON.stringify({ basDd }),
    });

  it('passes a POST JSON body to the emulation (KRX reads basDd from it)', async () => {
    const sim = await startSimServer({ platforms: [krx], port: 0 });
    closers.push(() => sim.close());
    const reply = await krxPost(sim.url, '20260828');
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { OutBlock_1: Array<{ BAS_DD: string }> };
    expect(body.OutBlock_1.length).toBeGreaterThan(100);
    expect(body.OutBlock_1[0]?.BAS_DD).toBe('20260828');
  });

  it('answers at a given clock, and a later day than the fixed window has data under the wall clock', async () => {
    const frozen = await startSimServer({ platforms: [krx], port: 0 });
    closers.push(() => frozen.close());
    // The default clock (2026-09-01) has not published a day of December.
    const december = '20261201';
    const before = (await (await krxPost(frozen.url, december)).json()) as { OutBlock_1: unknown[] };
    expect(before.OutBlock_1).toEqual([]);

    const later = await startSimServer({ platforms: [krx], port: 0, clock: { at: '2026-12-02T18:00:00+09:00' } });
    closers.push(() => later.close());
    const after = (await (await krxPost(later.url, december)).json()) as { OutBlock_1: Array<{ BAS_DD: string }> };
    expect(after.OutBlock_1.length).toBeGreaterThan(100);
    expect(after.OutBlock_1[0]?.BAS_DD).toBe(december);
  });

  it('tells a request over the body bound to retry smaller, and closes the connection', async () => {
    const sim = await startSimServer({ platforms: [krx], port: 0 });
    closers.push(() => sim.close());
    const reply = await fetch(`${sim.url}/krx/svc/apis/sto/stk_bydd_trd`, {
      method: 'POST',
      headers: { AUTH_KEY: krx.auth.demoKey },
      body: 'x'.repeat(5 * 1024 * 1024),
    });
    expect(reply.status).toBe(413);
    expect(reply.headers.get('connection')).toBe('close');
  });

  it('names the KST day of an instant', () => {
    expect(kstDay(new Date('2026-12-02T15:30:00Z'))).toBe('2026-12-03');
    expect(kstDay(new Date('2026-12-02T14:59:59Z'))).toBe('2026-12-02');
  });
});
