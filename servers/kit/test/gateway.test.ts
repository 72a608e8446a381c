import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHub, type Gateway, type Hub, SESSION_HEADER, startGateway } from '../src/index.ts';
import { notesPlatform } from './fixtures/notes-platform.ts';

let hub: Hub;
let gateway: Gateway;
const TOKEN = 'test-admin-token-123';

beforeAll(async () => {
  hub = await createHub({ platforms: [notesPlatform] });
  gateway = await startGateway({ hub, port: 0, adminToken: TOKEN });
});
afterAll(async () => {
  await gateway.close();
  await hub.close();
});

const admin = (path: string, init: RequestInit = {}) =>
  fetch(`${gateway.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', ...init.headers },
  });

async function connect(kopaSession?: string) {
  const transport = new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp/notes`), {
    requestInit: { headers: kopaSession ? { [SESSION_HEADER]: kopaSession } : {} },
  });
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(transport);
  return client;
}

describe('the HTTP gateway', () => {
  it('serves tools/list and tools/call to the SDK client over Streamable HTTP', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.length).toBe(5);
    const result = await client.callTool({
      name: 'notes_list_notes',
      arguments: { crtfc_key: notesPlatform.auth.demoKey },
    });
    expect(result.structuredContent).toMatchObject({ resultCode: '000', totalCount: 25 });
    await client.close();
  });

  it('binds MCP sessions to injected states, isolated, and reports each state and call log', async () => {
    const create = async (state: unknown) => {
      const response = await admin('/admin/sessions', { method: 'POST', body: JSON.stringify({ state }) });
      expect(response.status).toBe(201);
      return ((await response.json()) as { token: string }).token;
    };
    const alpha = await create({ notes: { credentials: { key: 'a'.repeat(40) } } });
    const beta = await create({ notes: { credentials: { key: 'b'.repeat(40) } } });
    const [clientA, clientB] = await Promise.all([connect(alpha), connect(beta)]);
    const keyOf = async (client: Client) =>
      ((await client.callTool({ name: 'notes_get_api_key', arguments: {} })).structuredContent as { key: string }).key;
    expect(await keyOf(clientA)).toBe('a'.repeat(40));
    expect(await keyOf(clientB)).toBe('b'.repeat(40));
    await Promise.all([
      clientA.callTool({ name: 'notes_pin_note', arguments: { id: 'n01' } }),
      clientB.callTool({ name: 'notes_pin_note', arguments: { id: 'n02' } }),
    ]);
    const view = async (token: string) =>
      (await (await admin(`/admin/sessions/${token}`)).json()) as {
        state: { notes: { user: unknown } };
        calls: Array<{ tool: string }>;
      };
    const [viewA, viewB] = await Promise.all([view(alpha), view(beta)]);
    expect(viewA.state.notes.user).toEqual({ pinned: ['n01'] });
    expect(viewB.state.notes.user).toEqual({ pinned: ['n02'] });
    expect(viewA.calls.map((call) => call.tool)).toEqual(['notes_get_api_key', 'notes_pin_note']);
    expect(JSON.stringify(viewA.calls)).not.toContain('a'.repeat(40));
    await Promise.all([clientA.close(), clientB.close()]);

    expect((await admin(`/admin/sessions/${alpha}`, { method: 'DELETE' })).status).toBe(204);
    expect((await admin(`/admin/sessions/${alpha}`)).status).toBe(404);
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer nope' }],
  ])('refuses admin requests with %s', async (_label, headers) => {
    const response = await fetch(`${gateway.url}/admin/sessions`, { method: 'POST', body: '{}', headers });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('bearer token');
  });

  it('answers bad admin input and unknown sessions with 400/404 and a reason', async () => {
    const bad = await admin('/admin/sessions', {
      method: 'POST',
      body: JSON.stringify({ state: { notes: { faults: [{ kind: 'flood' }] } } }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('faults');
    const notJson = await admin('/admin/sessions', { method: 'POST', body: '{oops' });
    expect(notJson.status).toBe(400);
    const unbound = await fetch(`${gateway.url}/mcp/notes`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        [SESSION_HEADER]: 'does-not-exist',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
      }),
    });
    expect(unbound.status).toBe(404);
    const noPlatform = await fetch(`${gateway.url}/mcp/nowhere`, { method: 'POST', body: '{}' });
    expect(noPlatform.status).toBe(404);
  });

  it('refuses to bind beyond loopback without a token', async () => {
    await expect(startGateway({ hub, host: '0.0.0.0', port: 0 })).rejects.toThrow(/without a token/);
  });
});
