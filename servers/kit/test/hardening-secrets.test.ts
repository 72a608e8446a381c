// Issue 18, secrets and bounds: a live key reaches the upstream intact (percent-encoded into the URL,
// as issued in headers), and an upstream that echoes its request back never gets the key into a
// result, a call-log entry, stored state or stderr, on the success path as on every error path.
// Oversized arguments are refused with a short, clear error, and the call log stays bounded.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createHub,
  definePlatform,
  type FetchLike,
  type Hub,
  jsonResponse,
  liveAlias,
  readJsonBody,
  requestUpstream,
  ToolError,
  toolFactory,
} from '../src/index.ts';

/** A data.go.kr-style key: base64, so `+`, `/` and `=` all occur. */
const RAW_KEY = 'Zk9+sEcr/Et0kEn+AbCdEf==';
/** The same key as data.go.kr's "Encoding" key. */
const ENCODED_KEY = encodeURIComponent(RAW_KEY);

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}
interface EchoBody {
  status: string;
  message: string;
  list: Array<{ id: string; tag: string }>;
}
interface EchoClient {
  call(options: { key: string; path: string; header?: boolean; extra?: string }): Promise<EchoBody>;
}

const User = z.object({ kept: z.array(z.string()).default([]) });
const tool = toolFactory<EchoClient, z.infer<typeof User>>();
const keyInput = { crtfc_key: z.string().describe('API key') };
const pageOutput = z.object({ resultCode: z.string(), resultMsg: z.string(), items: z.array(z.unknown()) });

const echoPlatform = definePlatform({
  id: 'echo',
  title: 'echo (test platform)',
  domain: 'test',
  baseUrl: 'https://echo.example',
  auth: {
    param: 'crtfc_key',
    location: 'query',
    envVar: 'KOPA_ECHO_KEY',
    demoKey: 'echo-demo-key-0000',
    signupUrl: 'https://echo.example/signup',
  },
  user: User,
  dataset: () => ({}),
  sim: () => () => jsonResponse({ status: '000', message: 'offline', list: [] }),
  faultResponse: () => jsonResponse({ status: '800', message: 'fault', list: [] }),
  live: { ratePerSecond: 1000 },
  createClient({ fetch, baseUrl }: { fetch: FetchLike; baseUrl: string }): EchoClient {
    return {
      async call({ key, path, header, extra }) {
        const url = new URL(path, baseUrl);
        if (!header) url.searchParams.set('crtfc_key', key);
        if (extra) url.searchParams.set('q', extra);
        const init = header ? { headers: { AUTH_KEY: key } } : {};
        const response = await requestUpstream({ platform: 'echo', fetch, url: url.href, init });
        return (await readJsonBody('echo', response)) as EchoBody;
      },
    };
  },
  tools: [
    tool({
      name: 'echo_list',
      title: '목록',
      description: 'A read whose result carries what the upstream answered.',
      input: z.object({ ...keyInput, header: z.boolean().optional() }),
      output: pageOutput,
      kind: 'read',
      async run(args, { client }) {
        const body = await client.call({ key: args.crtfc_key, path: '/list.json', header: args.header ?? false });
        return { resultCode: body.status, resultMsg: body.message, items: body.list };
      },
    }),
    tool({
      name: 'echo_refuse',
      title: '거절',
      description: 'A read that refuses with the upstream message in its ToolError.',
      input: z.object(keyInput),
      output: pageOutput,
      kind: 'read',
      async run(args, { client }) {
        const body = await client.call({ key: args.crtfc_key, path: '/refuse.json' });
        throw new ToolError(`nothing matched: ${body.message}`);
      },
    }),
    tool({
      name: 'echo_crash',
      title: '버그',
      description: 'A read with a bug whose stack carries the upstream message.',
      input: z.object(keyInput),
      output: pageOutput,
      kind: 'read',
      async run(args, { client }) {
        const body = await client.call({ key: args.crtfc_key, path: '/crash.json' });
        throw new Error(`cannot read row ${body.message}`);
      },
    }),
    tool({
      name: 'echo_keep',
      title: '저장',
      description: 'A write that keeps what the upstream answered in the user state.',
      input: z.object(keyInput),
      output: z.object({ kept: z.array(z.string()) }),
      kind: 'write',
      async run(args, { client, updateUser }) {
        const body = await client.call({ key: args.crtfc_key, path: '/keep.json' });
        let kept: string[] = [];
        updateUser((user) => {
          kept = [...user.kept, body.message];
          return { ...user, kept };
        });
        return { kept };
      },
    }),
    tool({
      name: 'echo_find',
      title: '찾기',
      description: 'A read that names its input in the error, as many tools do.',
      input: z.object({ name: z.string().describe('a name, e.g. 서울') }),
      output: pageOutput,
      kind: 'read',
      run(args) {
        throw new ToolError(`no place named exactly "${args.name}"; find the exact name with echo_list.`, {
          parameter: 'name',
        });
      },
    }),
  ],
});

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  // A hostile upstream: every answer is well-formed and carries the request back, raw and decoded.
  server = createServer((request, response) => {
    const url = request.url ?? '/';
    seen.push({ url, headers: request.headers });
    const echo = `GET ${url} | ${decodeURIComponent(url)} | ${JSON.stringify(request.headers)}`;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ status: '000', message: echo, list: [{ id: echo, tag: url }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let hub: Hub | undefined;
afterEach(async () => {
  await hub?.close();
  hub = undefined;
  seen.length = 0;
  vi.restoreAllMocks();
});

async function liveHub(key: string) {
  hub = await createHub({
    platforms: [echoPlatform],
    mode: 'live',
    env: { KOPA_ECHO_KEY: key, KOPA_ECHO_BASE_URL: baseUrl },
    idleMs: 0,
  });
  const { token } = hub.createSession();
  return { hub, token };
}

/** Every form the key could come back in. */
const FORMS = [RAW_KEY, ENCODED_KEY, ENCODED_KEY.toLowerCase(), RAW_KEY.replaceAll('+', ' ')];
const leaks = (text: string) => FORMS.filter((form) => text.includes(form));

describe('a live key on its way to the upstream', () => {
  it.each([
    ['as issued (the Decoding key)', RAW_KEY],
    ['already percent-encoded (the Encoding key)', ENCODED_KEY],
  ])('arrives intact in the query when given %s', async (_label, key) => {
    const { hub, token } = await liveHub(key);
    const result = await hub.callTool({
      token,
      platform: 'echo',
      name: 'echo_list',
      args: { crtfc_key: liveAlias(echoPlatform) },
    });
    expect(result.isError).toBeFalsy();
    const received = new URL(seen[0]?.url ?? '/', baseUrl).searchParams.get('crtfc_key');
    expect(received).toBe(RAW_KEY);
  });

  it('arrives as issued in a header', async () => {
    const { hub, token } = await liveHub(ENCODED_KEY);
    await hub.callTool({
      token,
      platform: 'echo',
      name: 'echo_list',
      args: { crtfc_key: liveAlias(echoPlatform), header: true },
    });
    expect(seen[0]?.headers.auth_key).toBe(RAW_KEY);
  });
});

describe('an upstream that echoes its request', () => {
  it('never puts the key into a result, the call log or the stored outputs', async () => {
    const { hub, token } = await liveHub(RAW_KEY);
    const alias = liveAlias(echoPlatform);
    const results = [
      await hub.callTool({ token, platform: 'echo', name: 'echo_list', args: { crtfc_key: alias } }),
      await hub.callTool({ token, platform: 'echo', name: 'echo_list', args: { crtfc_key: alias, header: true } }),
    ];
    for (const result of results) {
      expect(result.isError).toBeFalsy();
      // The echo did reach the result: the request line is there, the key is not.
      expect(JSON.stringify(result)).toContain('/list.json');
      expect(leaks(JSON.stringify(result))).toEqual([]);
    }
    const view = hub.getSession(token);
    expect(view?.calls).toHaveLength(2);
    expect(view?.calls[0]?.resultMsg).toContain('/list.json');
    expect(leaks(JSON.stringify(view))).toEqual([]);
    expect(leaks(JSON.stringify(hub.getResults(token)))).toEqual([]);
  });

  it('never puts the key into an error, its log entry or stderr', async () => {
    const stderr: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stderr.push(String(chunk));
      return true;
    });
    const { hub, token } = await liveHub(RAW_KEY);
    const alias = liveAlias(echoPlatform);
    const refused = await hub.callTool({ token, platform: 'echo', name: 'echo_refuse', args: { crtfc_key: alias } });
    const crashed = await hub.callTool({ token, platform: 'echo', name: 'echo_crash', args: { crtfc_key: alias } });
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused)).toContain('/refuse.json');
    expect(crashed.isError).toBe(true);
    expect(stderr.join('')).toContain('/crash.json');
    expect(leaks(JSON.stringify([refused, crashed]))).toEqual([]);
    expect(leaks(JSON.stringify(hub.getSession(token)?.calls))).toEqual([]);
    expect(leaks(stderr.join(''))).toEqual([]);
  });

  it('never keeps the key in the state a write stores', async () => {
    const { hub, token } = await liveHub(RAW_KEY);
    const result = await hub.callTool({
      token,
      platform: 'echo',
      name: 'echo_keep',
      args: { crtfc_key: liveAlias(echoPlatform) },
    });
    expect(result.isError).toBeFalsy();
    const user = hub.getSession(token)?.state.echo?.user as { kept: string[] };
    expect(user.kept[0]).toContain('/keep.json');
    expect(leaks(JSON.stringify(user))).toEqual([]);
  });
});

describe('oversized arguments', () => {
  const MB = 'x'.repeat(1024 * 1024);

  async function offlineHub() {
    hub = await createHub({ platforms: [echoPlatform], idleMs: 0 });
    return { hub, token: hub.createSession().token };
  }

  it('refuse a 1 MB string with an error that names the parameter and the limit and quotes only a prefix', async () => {
    const { hub, token } = await offlineHub();
    const result = await hub.callTool({ token, platform: 'echo', name: 'echo_find', args: { name: MB } });
    expect(result.isError).toBe(true);
    const text = (result.content as Array<{ text: string }>)[0]?.text ?? '';
    expect(text).toContain('name is 1048576 characters long; the limit is 4096');
    expect(text.length).toBeLessThan(500);
    expect(result._meta?.['kopa/error']).toMatchObject({ code: 'INVALID_ARGS', parameter: 'name' });
  });

  it('are quoted back by a tool error as a short prefix only', async () => {
    const { hub, token } = await offlineHub();
    const long = `서울${'가'.repeat(3000)}`;
    const result = await hub.callTool({ token, platform: 'echo', name: 'echo_find', args: { name: long } });
    const text = (result.content as Array<{ text: string }>)[0]?.text ?? '';
    expect(text).toContain('no place named exactly "서울');
    expect(text).toContain('(3002 chars)');
    expect(text.length).toBeLessThan(300);
  });

  it('do not grow the call log: each entry keeps a bounded summary', async () => {
    const { hub, token } = await offlineHub();
    for (let call = 0; call < 20; call++) {
      await hub.callTool({ token, platform: 'echo', name: 'echo_find', args: { name: MB, [`x${MB}`]: MB } });
      await hub.callTool({ token, platform: 'echo', name: `echo_${MB}`, args: { name: MB } });
    }
    const view = hub.getSession(token);
    expect(view?.calls).toHaveLength(40);
    expect(JSON.stringify(view).length).toBeLessThan(40 * 5000);
    const entry = view?.calls[0];
    expect(String(entry?.args.name)).toContain('(1048576 chars)');
  });

  it('keep small arguments whole in the log, as graders compare them', async () => {
    const { hub, token } = await offlineHub();
    await hub.callTool({ token, platform: 'echo', name: 'echo_find', args: { name: '서울 중구' } });
    expect(hub.getSession(token)?.calls[0]?.args).toEqual({ name: '서울 중구' });
  });
});
