// sendJson and readBody, the gateway's and the emulated upstreams' HTTP helpers.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, readBody, sendJson } from '../src/gateway/http-util.ts';

let url = '';
const server = createServer((request, response) => {
  if (request.url === '/override') return sendJson(response, 200, { ok: true }, { 'content-type': 'text/plain' });
  if (request.url === '/empty') return sendJson(response, 202, undefined, { 'x-extra': 'yes' });
  readBody(request).then(
    (body) => sendJson(response, 200, { bytes: body.length, text: body.toString('utf8') }),
    (error: unknown) => sendJson(response, error instanceof HttpError ? error.status : 500, { error: String(error) }),
  );
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('sendJson', () => {
  it('lets the caller’s headers replace its defaults instead of doubling them', async () => {
    const response = await fetch(`${url}/override`);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('content-length')).toBe(String('{"ok":true}'.length));
    expect(await response.text()).toBe('{"ok":true}');
  });

  it('sends no body and no content type for an empty reply, with the caller’s headers', async () => {
    const response = await fetch(`${url}/empty`);
    expect(response.status).toBe(202);
    expect(response.headers.get('content-type')).toBeNull();
    expect(response.headers.get('x-extra')).toBe('yes');
    expect(await response.text()).toBe('');
  });
});

describe('readBody', () => {
  it('reads a body sent in many chunks, multi-byte characters across chunk edges included', async () => {
    const text = '한국어 '.repeat(50_000);
    const response = await fetch(`${url}/echo`, { method: 'POST', body: text });
    const reply = (await response.json()) as { bytes: number; text: string };
    expect(reply.bytes).toBe(Buffer.byteLength(text));
    expect(reply.text).toBe(text);
  });

  it('refuses a body over the bound with 413 without reading it all', async () => {
    const response = await fetch(`${url}/echo`, { method: 'POST', body: 'x'.repeat(4 * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toMatch(/over 4194304 bytes/);
  });
});
