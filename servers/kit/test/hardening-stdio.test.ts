// Issue 18, protocol edges on stdio: raw JSON-RPC lines in, and every line that is not one valid
// message gets the JSON-RPC error reply (-32700, -32600), a malformed tools/call gets -32602 with
// what to send instead, and a bogus tools/list cursor is refused.
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { serveStdio } from '../src/index.ts';
import { notesPlatform } from './fixtures/notes-platform.ts';

interface Reply {
  jsonrpc: string;
  id: string | number | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}

let closeServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
});

/** A served platform with raw line access: `send` writes lines, `next` reads the next reply. */
async function open() {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const served = await serveStdio({ platform: notesPlatform, stdin, stdout });
  closeServer = () => served.close();
  let pending = '';
  const replies: Reply[] = [];
  const waiters: Array<() => void> = [];
  stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    for (let index = pending.indexOf('\n'); index !== -1; index = pending.indexOf('\n')) {
      replies.push(JSON.parse(pending.slice(0, index)) as Reply);
      pending = pending.slice(index + 1);
      waiters.shift()?.();
    }
  });
  const next = async (): Promise<Reply> => {
    while (replies.length === 0) await new Promise<void>((resolve) => waiters.push(resolve));
    return replies.shift() as Reply;
  };
  const send = (line: string) => stdin.write(`${line}\n`);
  const request = async (id: number, method: string, params?: unknown) => {
    send(JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) }));
    return next();
  };
  const init = await request(0, 'initialize', {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'raw', version: '0' },
  });
  expect(init.result?.protocolVersion).toBe('2025-06-18');
  send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
  return { send, next, request };
}

describe('raw JSON-RPC lines on stdio', () => {
  it.each([
    ['a line that is not JSON', 'this is not json', -32700],
    ['a truncated object', '{"jsonrpc":"2.0","id":1,"method":"tools/list"', -32700],
    ['a batch', '[{"jsonrpc":"2.0","id":1,"method":"tools/list"}]', -32600],
    ['a null id', '{"jsonrpc":"2.0","id":null,"method":"tools/list"}', -32600],
    ['an object id', '{"jsonrpc":"2.0","id":{"a":1},"method":"tools/list"}', -32600],
    ['a fractional id', '{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}', -32600],
    ['a bare number', '42', -32600],
    ['a wrong jsonrpc version', '{"jsonrpc":"1.0","method":"tools/list"}', -32600],
  ])('answers %s with an error whose id is null', async (_label, line, code) => {
    const { send, next, request } = await open();
    send(line);
    const reply = await next();
    expect(reply).toMatchObject({ jsonrpc: '2.0', id: null, error: { code } });
    expect(reply.error?.message.length).toBeGreaterThan(10);
    // The server is still there.
    expect((await request(7, 'tools/list')).result?.tools).toBeDefined();
  });

  it('answers a request without a method with -32600 and its id', async () => {
    const { send, next } = await open();
    send('{"jsonrpc":"2.0","id":5}');
    expect(await next()).toMatchObject({ id: 5, error: { code: -32600 } });
  });

  it.each([
    ['missing', { arguments: {} }, 'params.name is missing'],
    ['numeric', { name: 42, arguments: {} }, 'params.name is number'],
    ['null', { name: null }, 'params.name is null'],
  ])('answers a tools/call whose name is %s with -32602 and what to send', async (_label, params, text) => {
    const { request } = await open();
    const reply = await request(3, 'tools/call', params);
    expect(reply.error?.code).toBe(-32602);
    expect(reply.error?.message).toContain(text);
    expect(reply.error?.message).toContain('tools/list');
    // No raw zod dump.
    expect(reply.error?.message).not.toContain('"code":');
    expect(reply.error?.message).not.toContain('invalid_type');
  });

  it('answers a tools/call whose arguments are not an object with -32602', async () => {
    const { request } = await open();
    const reply = await request(4, 'tools/call', { name: 'notes_list_notes', arguments: 'crtfc_key=x' });
    expect(reply.error?.code).toBe(-32602);
    expect(reply.error?.message).toContain('params.arguments must be a JSON object');
  });

  it('refuses a bogus tools/list cursor with -32602', async () => {
    const { request } = await open();
    const reply = await request(5, 'tools/list', { cursor: 'bogus' });
    expect(reply.error?.code).toBe(-32602);
    expect(reply.error?.message).toContain('call tools/list without a cursor');
  });

  it('still serves well-formed calls, one reply per line, ids kept', async () => {
    const { request } = await open();
    const reply = await request(6, 'tools/call', {
      name: 'notes_list_notes',
      arguments: { crtfc_key: notesPlatform.auth.demoKey },
    });
    expect(reply.id).toBe(6);
    expect(reply.result?.structuredContent).toMatchObject({ resultCode: '000', totalCount: 25 });
  });
});
