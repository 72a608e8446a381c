// Issue 18 reproductions over raw HTTP: Origin and Host checks (DNS rebinding), protocol-version
// validation, bounded admin views and overlays, prototype-key tokens, MCP transports closed with
// their hub session, `Connection: close` after an early refusal, and a bogus tools/list cursor.
import { spawnSync } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect as netConnect } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createHub,
  createSessionStore,
  type Gateway,
  type Hub,
  SESSION_HEADER,
  type SimServer,
  startGateway,
  startSimServer,
} from '../src/index.ts';
import { notesPlatform } from './fixtures/notes-platform.ts';

const TOKEN = 'hardening-admin-token-123';
let hub: Hub;
let gateway: Gateway;

beforeAll(async () => {
  hub = await createHub({ platforms: [notesPlatform] });
  gateway = await startGateway({ hub, port: 0, adminToken: TOKEN });
});
afterAll(async () => {
  await gateway.close();
  await hub.close();
});

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: unknown;
}

/** One request over node:http, which (unlike fetch) lets a test set Host and Origin freely. */
function raw(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawReply> {
  const url = new URL(options.path, base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const initialize = (id = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});
const initialized = { jsonrpc: '2.0', method: 'notifications/initialized' };
const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/** Opens an MCP session with raw JSON-RPC; returns its MCP session id and KOPA session token. */
async function openMcp(base: string, headers: Record<string, string> = {}) {
  const reply = await raw(base, {
    method: 'POST',
    path: '/mcp/notes',
    headers: { ...mcpHeaders, ...headers },
    body: JSON.stringify([initialize(), initialized]),
  });
  expect(reply.status).toBe(200);
  return { mcpSession: String(reply.headers['mcp-session-id']), kopaToken: String(reply.headers[SESSION_HEADER]) };
}

const admin = (path: string, init: { method?: string; body?: unknown; text?: string } = {}) =>
  raw(gateway.url, {
    method: init.method ?? 'GET',
    path,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    ...(init.text !== undefined ? { body: init.text } : {}),
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });

describe('Origin and Host validation', () => {
  it('refuses a text/plain batch from a foreign Origin before it executes anything', async () => {
    const before = hub.listSessions().length;
    const reply = await raw(gateway.url, {
      method: 'POST',
      path: '/mcp/notes',
      headers: { 'content-type': 'text/plain', origin: 'http://evil.example' },
      body: JSON.stringify([
        initialize(),
        initialized,
        { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'notes_pin_note', arguments: { id: 'n01' } } },
      ]),
    });
    expect(reply.status).toBe(403);
    expect(reply.json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
    expect((reply.json as { error: { message: string } }).error.message).toContain(
      '--allow-origin http://evil.example',
    );
    expect(reply.headers['mcp-session-id']).toBeUndefined();
    expect(hub.listSessions().length).toBe(before);
  });

  it('refuses a foreign Origin on the admin API and /healthz with a JSON error naming the flag', async () => {
    for (const path of ['/admin/sessions', '/healthz']) {
      const reply = await raw(gateway.url, {
        path,
        headers: { authorization: `Bearer ${TOKEN}`, origin: 'https://evil.example' },
      });
      expect(reply.status).toBe(403);
      expect((reply.json as { error: string }).error).toContain('--allow-origin');
    }
  });

  it('allows loopback origins and requests without an Origin', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:7300', 'http://[::1]:8080', undefined]) {
      const reply = await raw(gateway.url, {
        method: 'POST',
        path: '/mcp/notes',
        headers: { ...mcpHeaders, ...(origin ? { origin } : {}) },
        body: JSON.stringify(initialize()),
      });
      expect(reply.status, String(origin)).toBe(200);
    }
  });

  it('refuses a foreign Host (DNS rebinding) on every route, naming --allow-host', async () => {
    const mcp = await raw(gateway.url, {
      method: 'POST',
      path: '/mcp/notes',
      headers: { ...mcpHeaders, host: 'evil.example:7300' },
      body: JSON.stringify(initialize()),
    });
    expect(mcp.status).toBe(403);
    expect((mcp.json as { error: { message: string } }).error.message).toContain('--allow-host evil.example');
    const adminReply = await raw(gateway.url, {
      path: '/admin/sessions',
      headers: { authorization: `Bearer ${TOKEN}`, host: 'evil.example' },
    });
    expect(adminReply.status).toBe(403);
    expect((adminReply.json as { error: string }).error).toContain('--allow-host');
    const localhost = await raw(gateway.url, { path: '/healthz', headers: { host: 'localhost' } });
    expect(localhost.status).toBe(200);
  });

  it('accepts the origins and hosts it is told to allow, and "*" for every origin', async () => {
    const allowing = await startGateway({
      hub,
      port: 0,
      adminToken: TOKEN,
      allowOrigins: ['https://app.example.com'],
      allowHosts: ['kopa.internal'],
    });
    const open = await startGateway({ hub, port: 0, adminToken: TOKEN, allowOrigins: ['*'] });
    try {
      const post = (base: string, headers: Record<string, string>) =>
        raw(base, {
          method: 'POST',
          path: '/mcp/notes',
          headers: { ...mcpHeaders, ...headers },
          body: JSON.stringify(initialize()),
        });
      expect((await post(allowing.url, { origin: 'https://app.example.com' })).status).toBe(200);
      expect((await post(allowing.url, { origin: 'https://other.example.com' })).status).toBe(403);
      expect((await post(allowing.url, { host: 'kopa.internal:7300' })).status).toBe(200);
      expect((await post(open.url, { origin: 'https://anything.example' })).status).toBe(200);
    } finally {
      await allowing.close();
      await open.close();
    }
  });

  it('refuses a malformed --allow-origin with a message that says what to pass', async () => {
    await expect(startGateway({ hub, port: 0, adminToken: TOKEN, allowOrigins: ['evil.example'] })).rejects.toThrow(
      /--allow-origin.*scheme:\/\/host/,
    );
  });

  it('applies the same checks to the emulated upstreams of `kopa sim serve`', async () => {
    const sim: SimServer = await startSimServer({ platforms: [notesPlatform], port: 0 });
    try {
      const evil = await raw(sim.url, { path: '/notes/list.json', headers: { origin: 'http://evil.example' } });
      expect(evil.status).toBe(403);
      expect((evil.json as { error: string }).error).toContain('--allow-origin');
      const rebound = await raw(sim.url, { path: '/notes/list.json', headers: { host: 'evil.example' } });
      expect(rebound.status).toBe(403);
      const plain = await raw(sim.url, { path: '/nowhere' });
      expect(plain.status).toBe(404);
    } finally {
      await sim.close();
    }
  });
});

describe('protocol-version validation', () => {
  it('answers an MCP-Protocol-Version the SDK does not support with 400', async () => {
    const { mcpSession } = await openMcp(gateway.url);
    const reply = await raw(gateway.url, {
      method: 'POST',
      path: '/mcp/notes',
      headers: { ...mcpHeaders, 'mcp-session-id': mcpSession, 'mcp-protocol-version': '1999-01-01' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list' }),
    });
    expect(reply.status).toBe(400);
    expect((reply.json as { error: { message: string } }).error.message).toMatch(/1999-01-01.*2025-06-18/);
    const good = await raw(gateway.url, {
      method: 'POST',
      path: '/mcp/notes',
      headers: { ...mcpHeaders, 'mcp-session-id': mcpSession, 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list' }),
    });
    expect(good.status).toBe(200);
  });
});

describe('bounded admin views and session creation', () => {
  it('pages the call log of GET /admin/sessions/<t> and reports the total', async () => {
    const { token } = hub.createSession();
    for (let i = 1; i <= 5; i++) {
      await hub.callTool({ token, platform: 'notes', name: 'notes_pin_note', args: { id: `n0${i}` } });
    }
    const page = await admin(`/admin/sessions/${token}?calls_offset=1&calls_limit=2`);
    expect(page.status).toBe(200);
    const body = page.json as { calls: Array<{ seq: number }>; callsTotal: number; state: unknown };
    expect(body.calls.map((call) => call.seq)).toEqual([2, 3]);
    expect(body.callsTotal).toBe(5);
    expect(body.state).toBeDefined();
    const bad = await admin(`/admin/sessions/${token}?calls_limit=-1`);
    expect(bad.status).toBe(400);
    expect((bad.json as { error: string }).error).toContain('calls_limit');
  });

  it('caps the call log page by default', async () => {
    const { token } = hub.createSession();
    for (let i = 0; i < 1_005; i++) {
      await hub.callTool({ token, platform: 'notes', name: 'notes_pin_note', args: { id: 'n01' } });
    }
    const body = (await admin(`/admin/sessions/${token}`)).json as { calls: unknown[]; callsTotal: number };
    expect(body.calls.length).toBe(1_000);
    expect(body.callsTotal).toBe(1_005);
  });

  it('refuses a 20,000-deep overlay with 400 naming the field, and the gateway keeps answering', async () => {
    // Written out by hand: JSON.stringify itself overflows the stack at this depth.
    const deep = `${'{"d":'.repeat(20_000)}"leaf"${'}'.repeat(20_000)}`;
    const reply = await admin('/admin/sessions', {
      method: 'POST',
      text: `{"state":{"notes":{"overlay":{"notes":{"upsert":[{"id":"n99","deep":${deep}}]}}}}}`,
    });
    expect(reply.status).toBe(400);
    expect((reply.json as { error: string }).error).toMatch(/state\.notes\.overlay.*32/);
    expect((await admin('/admin/sessions')).status).toBe(200);
  });

  it('refuses an overlay over 1 MB serialized with 400 naming the field', async () => {
    const rows = Array.from({ length: 3_000 }, (_, i) => ({ id: `x${i}`, text: 'x'.repeat(400) }));
    const reply = await admin('/admin/sessions', {
      method: 'POST',
      body: { state: { notes: { overlay: { notes: { upsert: rows } } } } },
    });
    expect(reply.status).toBe(400);
    expect((reply.json as { error: string }).error).toMatch(/state\.notes\.overlay.*1 MB/);
  });

  it.each(['__proto__', 'constructor', 'hasOwnProperty', 'prototype'])('refuses the token %s', async (token) => {
    const reply = await admin('/admin/sessions', { method: 'POST', body: { token } });
    expect(reply.status).toBe(400);
    expect((reply.json as { error: string }).error).toContain('token');
    expect((await admin(`/admin/sessions/${token}`)).status).toBe(404);
    expect(hub.listSessions()).not.toContain(token);
  });

  it('keeps a store whose tokens can never reach a prototype', async () => {
    const store = await createSessionStore();
    const record = store.create({ state: {}, token: '__proto__' });
    expect(store.get('__proto__')).toBe(record);
    expect(store.list()).toEqual([record]);
    expect(store.get('constructor')).toBeUndefined();
    expect(store.delete('__proto__')).toBe(true);
    expect(store.list()).toEqual([]);
    expect(({} as Record<string, unknown>).token).toBeUndefined();
  });
});

describe('MCP transports live no longer than their hub session', () => {
  const toolsList = (base: string, mcpSession: string) =>
    raw(base, {
      method: 'POST',
      path: '/mcp/notes',
      headers: { ...mcpHeaders, 'mcp-session-id': mcpSession },
      body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list' }),
    });

  it('closes the MCP sessions of a deleted hub session', async () => {
    const { token } = hub.createSession();
    const { mcpSession } = await openMcp(gateway.url, { [SESSION_HEADER]: token });
    expect((await toolsList(gateway.url, mcpSession)).status).toBe(200);
    expect((await admin(`/admin/sessions/${token}`, { method: 'DELETE' })).status).toBe(204);
    const after = await toolsList(gateway.url, mcpSession);
    expect(after.status).toBe(404);
    expect((after.json as { error: { message: string } }).error.message).toContain('initialize again');
  });

  it('closes the MCP sessions of an expired hub session', async () => {
    const shortHub = await createHub({ platforms: [notesPlatform], idleMs: 100 });
    const shortGateway = await startGateway({ hub: shortHub, port: 0, adminToken: TOKEN });
    try {
      const { mcpSession, kopaToken } = await openMcp(shortGateway.url);
      expect(shortGateway.liveMcpSessions()).toBe(1);
      await vi.waitFor(() => expect(shortHub.hasSession(kopaToken)).toBe(false), { timeout: 10_000, interval: 50 });
      expect(shortGateway.liveMcpSessions()).toBe(0);
      expect((await toolsList(shortGateway.url, mcpSession)).status).toBe(404);
    } finally {
      await shortGateway.close();
      await shortHub.close();
    }
  });

  // Counts of live transports, not heap figures: the gateway holds an MCP session (server and
  // transport) per initialize; once every hub session is deleted it holds none.
  it('holds nothing for 300 never-closed initializes once their sessions are deleted', async () => {
    const ownHub = await createHub({ platforms: [notesPlatform] });
    const ownGateway = await startGateway({ hub: ownHub, port: 0, adminToken: TOKEN });
    try {
      const tokens: string[] = [];
      for (let i = 0; i < 300; i++) tokens.push((await openMcp(ownGateway.url)).kopaToken);
      expect(ownGateway.liveMcpSessions()).toBe(300);
      for (const token of tokens) {
        const reply = await raw(ownGateway.url, {
          method: 'DELETE',
          path: `/admin/sessions/${token}`,
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(reply.status).toBe(204);
      }
      expect(ownGateway.liveMcpSessions()).toBe(0);
      expect(ownHub.listSessions()).toEqual([]);
    } finally {
      await ownGateway.close();
      await ownHub.close();
    }
  });
});

// The heap itself, in a child process started with --expose-gc (vitest's workers have no gc()):
// 1,000 never-closed initializes, then DELETE of their sessions must give back most of the growth.
const SOAK = `
const { createHub, startGateway } = await import(process.env.KIT);
const { notesPlatform } = await import(process.env.NOTES);
const hub = await createHub({ platforms: [notesPlatform] });
const gateway = await startGateway({ hub, port: 0, adminToken: 'soak-admin-token-1' });
const heap = () => { for (let i = 0; i < 4; i++) globalThis.gc(); return process.memoryUsage().heapUsed; };
const body = JSON.stringify([
  { jsonrpc: '2.0', id: 1, method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'soak', version: '1' } } },
  { jsonrpc: '2.0', method: 'notifications/initialized' },
]);
const open = async () => {
  const reply = await fetch(gateway.url + '/mcp/notes', {
    method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body,
  });
  await reply.text();
  return reply.headers.get('x-kopa-session');
};
for (let i = 0; i < 50; i++) await open(); // warm up: these stay open
const before = heap();
const tokens = [];
for (let i = 0; i < 1000; i += 50) tokens.push(...(await Promise.all(Array.from({ length: 50 }, open))));
const peak = heap();
for (const token of tokens) {
  await (await fetch(gateway.url + '/admin/sessions/' + token, {
    method: 'DELETE', headers: { authorization: 'Bearer soak-admin-token-1' } })).text();
}
const after = heap();
process.stdout.write(JSON.stringify({ before, peak, after, live: gateway.liveMcpSessions() }) + '\\n');
await gateway.close();
await hub.close();
`;

describe('memory after never-closed initializes', () => {
  it('returns the heap of 1,000 MCP sessions once their KOPA sessions are deleted', () => {
    const root = resolve(import.meta.dirname, '../../..');
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', resolve(root, 'node_modules/tsx/dist/loader.mjs'), '--input-type=module', '-e', SOAK],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          KIT: resolve(root, 'servers/kit/src/index.ts'),
          NOTES: resolve(root, 'servers/kit/test/fixtures/notes-platform.ts'),
        },
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const { before, peak, after, live } = JSON.parse(run.stdout) as {
      before: number;
      peak: number;
      after: number;
      live: number;
    };
    expect(live).toBe(50);
    expect(peak - before).toBeGreaterThan(5_000_000); // the sessions really held memory
    expect(after - before).toBeLessThan((peak - before) * 0.25);
  }, 180_000);
});

describe('protocol edges', () => {
  it.each([
    ['a declared Content-Length', false],
    ['a chunked body', true],
  ])('closes a keep-alive connection after a 413 on %s instead of leaving it hanging', async (_label, chunked) => {
    const { port } = new URL(gateway.url);
    const socket = netConnect(Number(port), '127.0.0.1');
    const size = 5 * 1024 * 1024;
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => {}); // a reset after the reply is fine: the reply is what counts
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /mcp/notes HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n` +
        `Content-Type: application/json\r\n` +
        (chunked ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${size}\r\n\r\n`),
    );
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const frame = chunked
      ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
      : chunk;
    for (let sent = 0; sent < size && !socket.destroyed; sent += chunk.length) {
      if (!socket.write(frame)) await new Promise((resolve) => socket.once('drain', resolve).once('close', resolve));
    }
    await ended;
    const reply = Buffer.concat(received).toString('latin1');
    expect(reply).toMatch(/^HTTP\/1\.1 413/);
    expect(reply.toLowerCase()).toContain('connection: close');
  });

  it('answers a bogus tools/list cursor with -32602, in a batch and after initialize', async () => {
    const batch = await raw(gateway.url, {
      method: 'POST',
      path: '/mcp/notes',
      headers: mcpHeaders,
      body: JSON.stringify([
        initialize(),
        initialized,
        { jsonrpc: '2.0', id: 2, method: 'tools/list', params: { cursor: 'bogus' } },
      ]),
    });
    expect(batch.status).toBe(200);
    const replies = batch.json as Array<{ id: number; error?: { code: number; message: string } }>;
    expect(replies.find((reply) => reply.id === 2)?.error?.code).toBe(-32602);
    const mcpSession = String(batch.headers['mcp-session-id']);
    const alone = await raw(gateway.url, {
      method: 'POST',
      path: '/mcp/notes',
      headers: { ...mcpHeaders, 'mcp-session-id': mcpSession },
      body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list', params: { cursor: 'bogus' } }),
    });
    const error = (alone.json as { error?: { code: number; message: string } }).error;
    expect(error?.code).toBe(-32602);
    expect(error?.message).toContain('without a cursor');
    const plain = await raw(gateway.url, {
      method: 'POST',
      path: '/mcp/notes',
      headers: { ...mcpHeaders, 'mcp-session-id': mcpSession },
      body: JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'tools/list', params: {} }),
    });
    expect((plain.json as { result: { tools: unknown[] } }).result.tools.length).toBe(5);
  });
});
