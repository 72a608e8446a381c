// The preflight against real local servers: a dead endpoint, a key the endpoint rejects, an
// endpoint with no model list, a live gateway with the wrong token or a missing platform; and the
// verdict on a run's infrastructure errors.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHub, type Gateway, type Hub, startGateway } from '@kopa/kit';
import { selectPlatforms } from '@kopa/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEndpoint, checkGateway, infraVerdict } from '../src/preflight.ts';

const servers: Server[] = [];
async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}
/** A port nothing listens on: one that was just closed. */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

const TOKEN = 'preflight-token';
let hub: Hub;
let gateway: Gateway;
beforeAll(async () => {
  hub = await createHub({ platforms: selectPlatforms(['dart']) });
  gateway = await startGateway({ hub, port: 0, adminToken: TOKEN });
});
afterAll(async () => {
  await gateway.close();
  await hub.close();
  for (const server of servers) server.close();
});

describe('checkEndpoint', () => {
  it('passes an endpoint that lists its models', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: [{ id: 'm' }] }));
    });
    expect(await checkEndpoint({ baseURL: url, model: 'm' })).toBeUndefined();
  });

  it('says a dead endpoint is unreachable, in one line', async () => {
    const url = await deadUrl();
    const why = await checkEndpoint({ baseURL: url, model: 'm' });
    expect(why).toMatch(/is unreachable \(ECONNREFUSED\); check --base-url/);
    expect(why).not.toMatch(/\n/);
  });

  it('says a hung endpoint gave no answer within the timeout', async () => {
    const url = await serve(() => {});
    expect(await checkEndpoint({ baseURL: url, model: 'm', timeoutMs: 300 })).toMatch(/no answer within 300 ms/);
  });

  it('names a rejected key without printing it', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(401);
      response.end('{"error":"bad key"}');
    });
    const why = await checkEndpoint({ baseURL: url, model: 'm', apiKey: 'sk-secret-123' });
    expect(why).toMatch(/rejected the key \(HTTP 401\); check --api-key/);
    expect(why).not.toContain('sk-secret-123');
  });

  it('falls back to a one-token completion where there is no model list, and names an unknown model', async () => {
    const seen: string[] = [];
    const url = await serve((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      if (request.url?.endsWith('/models')) {
        response.writeHead(404);
        response.end('not found');
        return;
      }
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const { model } = JSON.parse(body) as { model: string };
        if (model !== 'known') {
          response.writeHead(404);
          response.end(JSON.stringify({ error: { message: `model ${model} not found` } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'p' } }] }));
      });
    });
    expect(await checkEndpoint({ baseURL: url, model: 'known' })).toBeUndefined();
    expect(await checkEndpoint({ baseURL: url, model: 'nope' })).toMatch(/does not know the model "nope"/);
    expect(seen).toContain('POST /v1/chat/completions');
  });
});

describe('checkGateway', () => {
  it('passes a gateway that serves the platforms and takes the token, leaving no session behind', async () => {
    expect(await checkGateway({ url: gateway.url, adminToken: TOKEN, platforms: ['dart'] })).toBeUndefined();
    expect(hub.listSessions()).toEqual([]);
  });

  it('names a missing token, a wrong token and a platform the gateway lacks', async () => {
    expect(await checkGateway({ url: gateway.url, adminToken: '', platforms: ['dart'] })).toMatch(
      /needs its admin token: pass --admin-token or set KOPA_ADMIN_TOKEN/,
    );
    expect(await checkGateway({ url: gateway.url, adminToken: 'wrong', platforms: ['dart'] })).toMatch(
      /rejected the admin token \(HTTP 401\)/,
    );
    expect(await checkGateway({ url: gateway.url, adminToken: TOKEN, platforms: ['dart', 'krx'] })).toMatch(
      /does not serve krx \(it serves dart\)/,
    );
  });

  it('says a dead gateway is unreachable', async () => {
    expect(await checkGateway({ url: await deadUrl(), adminToken: TOKEN, platforms: ['dart'] })).toMatch(
      /is unreachable \(ECONNREFUSED\)/,
    );
  });
});

describe('infraVerdict', () => {
  it('fails a run whose every rollout is an infrastructure error, or too many are', () => {
    expect(infraVerdict({ total: 4, infra: 4 })).toMatchObject({
      failed: true,
      message: expect.stringMatching(/every one of the 4/),
    });
    expect(infraVerdict({ total: 100, infra: 6 })).toMatchObject({
      failed: true,
      message: expect.stringMatching(/6 of 100 .*6\.0%.*5\.0% allowed/),
    });
    expect(infraVerdict({ total: 100, infra: 5 })).toMatchObject({
      failed: false,
      message: expect.stringMatching(/5 of 100 rollout\(s\) excluded/),
    });
    expect(infraVerdict({ total: 100, infra: 6, maxShare: 0.1 }).failed).toBe(false);
    expect(infraVerdict({ total: 10, infra: 0 })).toEqual({ failed: false, message: '' });
  });
});
