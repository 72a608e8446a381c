// Issue 18 reproductions through `kopa serve --http`: the `--state` session has a random token
// (no guessable `default-state`), a client without x-kopa-session is never bound to it, and
// `--allow-origin` / `--allow-host` widen the Origin and Host checks.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const KOPA = resolve(import.meta.dirname, '../../../bin/kopa');
const KEY = 'k'.repeat(40);

let child: ChildProcess;
let base = '';
let stateToken = '';
const output: string[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kopa-hardening-'));
  const stateFile = join(dir, 'state.json');
  writeFileSync(stateFile, JSON.stringify({ dart: { credentials: { key: KEY } } }));
  child = spawn(
    KOPA,
    [
      'serve',
      '--http',
      '127.0.0.1:0',
      'dart',
      '--state',
      stateFile,
      '--allow-origin',
      'https://app.example.com',
      '--allow-host',
      'kopa.internal',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, KOPA_ADMIN_TOKEN: 'serve-hardening-token-1' } },
  );
  const lines = createInterface({ input: child.stderr as NodeJS.ReadableStream });
  await new Promise<void>((ready, fail) => {
    child.once('exit', (code) => fail(new Error(`kopa serve exited with ${code}:\n${output.join('\n')}`)));
    lines.on('line', (line) => {
      output.push(line);
      const url = /at (http:\/\/\S+)$/.exec(line);
      if (url?.[1] && !base) base = url[1];
      const token = /x-kopa-session: (\S+)/.exec(line);
      if (token?.[1]) stateToken = token[1];
      if (base && /admin API/.test(line)) setTimeout(ready, 100); // the rest of the banner follows at once
    });
  });
}, 60_000);
afterAll(() => {
  child.kill();
});

interface Reply {
  status: number;
  headers: Record<string, unknown>;
  json: unknown;
}

function post(headers: Record<string, string>, body: unknown): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      `${base}/mcp/dart`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          done({ status: res.statusCode ?? 0, headers: res.headers, json: text ? JSON.parse(text) : undefined });
        });
      },
    );
    req.on('error', fail);
    req.end(JSON.stringify(body));
  });
}

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};
const initialized = { jsonrpc: '2.0', method: 'notifications/initialized' };
const getKey = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'dart_get_api_key', arguments: {} } };

/** The key dart_get_api_key reads in the session that `headers` bind to, and that session's token. */
async function keyOf(headers: Record<string, string>) {
  const reply = await post(headers, [initialize, initialized, getKey]);
  expect(reply.status).toBe(200);
  const call = (reply.json as Array<{ id: number; result?: { structuredContent?: { key?: string } } }>).find(
    (message) => message.id === 2,
  );
  return { key: call?.result?.structuredContent?.key, token: String(reply.headers['x-kopa-session']) };
}

describe('kopa serve --http hardening', () => {
  it('binds --state to a random token it prints, not a guessable default-state', async () => {
    expect(stateToken).toMatch(/^[0-9a-f]{32}$/);
    expect((await keyOf({ 'x-kopa-session': stateToken })).key).toBe(KEY);
    const guessed = await post({ 'x-kopa-session': 'default-state' }, initialize);
    expect(guessed.status).toBe(404);
  });

  it('never binds a client without x-kopa-session to the --state session', async () => {
    const fresh = await keyOf({});
    expect(fresh.token).not.toBe(stateToken);
    expect(fresh.key).not.toBe(KEY);
  });

  it('accepts the origin and host given by --allow-origin and --allow-host, and refuses others', async () => {
    expect((await post({ origin: 'https://app.example.com' }, initialize)).status).toBe(200);
    expect((await post({ host: 'kopa.internal:7300' }, initialize)).status).toBe(200);
    const evil = await post({ origin: 'http://evil.example', 'x-kopa-session': stateToken }, [
      initialize,
      initialized,
      getKey,
    ]);
    expect(evil.status).toBe(403);
    expect((evil.json as { error: { message: string } }).error.message).toContain('--allow-origin http://evil.example');
    const rebound = await post({ host: 'evil.example', 'x-kopa-session': stateToken }, initialize);
    expect(rebound.status).toBe(403);
  });
});
