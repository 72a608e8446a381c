// Concurrent writes over the HTTP gateway: several real MCP clients bound to one session token by
// `x-kopa-session`, one client firing calls in parallel, and one JSON-RPC batch. Every write must
// be in the session's state afterwards. The arrival gate keeps every call of a burst in flight
// before any upstream answers, so a lost update cannot hide behind a fast round trip.
import { createHub, type Gateway, type Hub, SESSION_HEADER, startGateway } from '@kopa/kit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS } from '../src/index.ts';
import { createArrivalGate } from './support/arrival-gate.ts';
import { expectedByPlatform, STORED, sampleWrites, type WriteCall } from './support/write-plans.ts';

const ADMIN = 'concurrent-writes-admin-token';
let hub: Hub;
let gateway: Gateway;
let writes: WriteCall[];
const clients: Client[] = [];
const gate = createArrivalGate();

beforeAll(async () => {
  hub = await createHub({ platforms: PLATFORMS.map(gate.platform), idleMs: 0 });
  gateway = await startGateway({ hub: gate.hub(hub), port: 0, adminToken: ADMIN });
  writes = await sampleWrites({ hub, perPlatform: 5 });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(async () => {
  await gateway.close();
  await hub.close();
});

const admin = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${gateway.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
  });
  return (await response.json()) as Record<string, unknown>;
};
const newSession = async () =>
  (await admin('/admin/sessions', { method: 'POST', body: '{"state":{}}' })).token as string;
const userStates = async (token: string) =>
  ((await admin(`/admin/sessions/${token}`)).state ?? {}) as Record<string, { user: Record<string, unknown> }>;

async function connect(options: { platform: string; token: string }): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp/${options.platform}`), {
    requestInit: { headers: { [SESSION_HEADER]: options.token } },
  });
  const client = new Client({ name: 'concurrent-writes', version: '1' });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function expectEveryWrite(token: string, calls: readonly WriteCall[]) {
  const states = await userStates(token);
  for (const [platform, adds] of expectedByPlatform(calls)) {
    const stored = STORED[platform]?.(states[platform]?.user ?? {});
    expect(stored, platform).toEqual(expect.arrayContaining(adds));
    expect(stored, platform).toHaveLength(adds.length);
  }
}

describe('concurrent writes over the HTTP gateway', () => {
  it('keeps every write fired at once by several clients bound to one session token', async () => {
    const token = await newSession();
    const platforms = [...new Set(writes.map((call) => call.platform))];
    const pools = new Map<string, Client[]>();
    for (const platform of platforms) {
      pools.set(platform, await Promise.all([1, 2, 3].map(() => connect({ platform, token }))));
    }
    gate.arm(writes.length);
    const results = await Promise.all(
      writes.map((call, index) => {
        const pool = pools.get(call.platform) ?? [];
        return pool[index % pool.length]?.callTool({ name: call.name, arguments: call.args });
      }),
    );
    for (const [index, result] of results.entries()) {
      expect(result?.isError, `${writes[index]?.name} ${JSON.stringify(result?.content)}`).toBeFalsy();
    }
    await expectEveryWrite(token, writes);
  });

  it.each(['dart', 'tourapi', 'krx'])('keeps every write one %s client fires in parallel', async (platform) => {
    const token = await newSession();
    const client = await connect({ platform, token });
    const mine = writes.filter((call) => call.platform === platform);
    gate.arm(mine.length);
    const results = await Promise.all(mine.map((call) => client.callTool({ name: call.name, arguments: call.args })));
    expect(results.map((result) => result.isError ?? false)).toEqual(mine.map(() => false));
    await expectEveryWrite(token, mine);
  });

  it('keeps every write of one JSON-RPC batch', async () => {
    const token = await newSession();
    const url = `${gateway.url}/mcp/dart`;
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify(body),
      });
    const init = await post(
      {
        jsonrpc: '2.0',
        id: 0,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'batch', version: '1' } },
      },
      { [SESSION_HEADER]: token },
    );
    const session = { 'mcp-session-id': init.headers.get('mcp-session-id') ?? '' };
    await post({ jsonrpc: '2.0', method: 'notifications/initialized' }, session);
    const mine = writes.filter((call) => call.platform === 'dart');
    const batch = mine.map((call, index) => ({
      jsonrpc: '2.0',
      id: index + 1,
      method: 'tools/call',
      params: { name: call.name, arguments: call.args },
    }));
    gate.arm(mine.length);
    const replies = (await (await post(batch, session)).json()) as Array<{ result?: { isError?: boolean } }>;
    expect(replies.map((reply) => reply.result?.isError ?? false)).toEqual(mine.map(() => false));
    await expectEveryWrite(token, mine);
  });
});
