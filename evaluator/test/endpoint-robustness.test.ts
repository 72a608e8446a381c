// The model-endpoint client against real local HTTP servers (node:http on port 0, no fetch mocks):
// the per-request timeout fires on a hung server even under garbage collection and covers the body;
// faults after the headers (a socket closed mid-body, an HTML page with 200, malformed JSON, no or
// empty choices) and 429s with Retry-After are retried and succeed once the server behaves, or end
// as a typed infrastructure error with a one-line cause; bad tool calls are typed agent errors. The
// default client decodes gzip, br and deflate bodies and counts each rollout's own model time.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { Task } from '@kopa/tasks';
import { afterEach, describe, expect, it } from 'vitest';
import { createEndpointFetch, parseRetryAfter } from '../src/agents/endpoint-fetch.ts';
import { createOpenAIAgent } from '../src/agents/openai.ts';
import { type AgentContext, InfraError, type ToolSpec } from '../src/agents/types.ts';

type Handler = (request: IncomingMessage, response: ServerResponse, hit: number) => void;

interface TestServer {
  url: string;
  /** Requests received so far. */
  hits(): number;
  close(): Promise<void>;
}

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(handler: Handler): Promise<TestServer> {
  let hits = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => handler(request, response, ++hits));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const handle: TestServer = {
    url: `http://127.0.0.1:${port}/v1`,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  servers.push(handle);
  return handle;
}

const completion = (content = '답입니다.') =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_760_000_000,
    model: 'test',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 },
  });

const reply = (response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(body);
};

const faults: Record<string, { handler: (response: ServerResponse) => void; cause: RegExp; type: string }> = {
  'a socket closed mid-body': {
    handler: (response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '4000' });
      response.write('{"id":"chatcmpl-1","choices":[{"index":0,"mess', () => response.socket?.destroy());
    },
    cause: /connection closed mid-body/,
    type: 'transport',
  },
  'an HTML page with status 200': {
    handler: (response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>\n<body><h1>502 Bad Gateway</h1>\n</body></html>');
    },
    cause: /malformed response: HTML page with status 200/,
    type: 'endpoint_malformed',
  },
  'malformed JSON': {
    handler: (response) => reply(response, 200, '{"id":"chatcmpl-1","choices":[{"index":0,'),
    cause: /malformed response: malformed JSON with status 200/,
    type: 'endpoint_malformed',
  },
  'empty choices': {
    handler: (response) => reply(response, 200, '{"choices":[]}'),
    cause: /malformed response: JSON body with status 200 has empty choices/,
    type: 'endpoint_malformed',
  },
  'missing choices': {
    handler: (response) => reply(response, 200, '{"error":{"message":"upstream\\noverloaded"}}'),
    cause: /malformed response: JSON body with status 200 has no choices; error: upstream overloaded/,
    type: 'endpoint_malformed',
  },
};

/** Answers the first `count` requests with `fault`, then with a completion. */
const flaky =
  (count: number, fault: (response: ServerResponse) => void): Handler =>
  (_request, response, hit) =>
    hit <= count ? fault(response) : reply(response, 200, completion());

const task = { id: 'robustness-001', query: '테스트 질문', platforms: [], state: {} } as unknown as Task;

function context(overrides: Partial<AgentContext> = {}): AgentContext {
  return {
    task,
    tools: [],
    callTool: async () => ({ content: [{ type: 'text', text: 'ok' }] }),
    seed: 0,
    rollout: 0,
    signal: new AbortController().signal,
    ...overrides,
  };
}

function agentFor(server: TestServer, options: { retries?: number; requestTimeoutMs?: number } = {}) {
  return createOpenAIAgent({
    baseURL: server.url,
    model: 'test',
    retries: options.retries ?? 2,
    retryBaseDelayMs: 1,
    requestTimeoutMs: options.requestTimeoutMs ?? 5_000,
  });
}

async function infraErrorOf(promise: Promise<unknown>): Promise<InfraError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InfraError);
  return error as InfraError;
}

/** A real collector when one can be had (V8 flag at runtime), else lots of garbage. */
const collect: () => void = (() => {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return exposed;
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    if (typeof gc === 'function') return gc as () => void;
  } catch {
    // fall through to allocation pressure
  }
  return () => {
    let garbage: unknown[] = [];
    for (let i = 0; i < 200_000; i++) garbage.push({ i, text: `garbage-${i}` });
    garbage = [];
  };
})();

/** Runs the collector every 20 ms while `promise` is pending. */
async function underGc<T>(promise: Promise<T>): Promise<T> {
  const timer = setInterval(collect, 20);
  try {
    return await promise;
  } finally {
    clearInterval(timer);
  }
}

async function elapsed<T>(run: () => Promise<T>): Promise<{ ms: number; outcome: T | undefined; error: unknown }> {
  const started = performance.now();
  try {
    const outcome = await run();
    return { ms: performance.now() - started, outcome, error: undefined };
  } catch (error) {
    return { ms: performance.now() - started, outcome: undefined, error };
  }
}

const chatRequest = (url: string, signal?: AbortSignal): [string, RequestInit] => [
  `${url}/chat/completions`,
  {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'test', messages: [{ role: 'user', content: 'q' }] }),
    ...(signal ? { signal } : {}),
  },
];

describe('per-request timeout', () => {
  it('aborts a request to a server that never answers, near the configured timeout, under GC', async () => {
    const server = await serve(() => undefined);
    const endpoint = createEndpointFetch({ concurrency: 1, retries: 0, baseDelayMs: 1, requestTimeoutMs: 300 });
    const caller = new AbortController();
    // a caller signal, as the SDK passes one: the case AbortSignal.any lost after a GC
    const { ms, error } = await elapsed(() => underGc(endpoint.fetch(...chatRequest(server.url, caller.signal))));
    expect(error).toBeInstanceOf(InfraError);
    expect((error as InfraError).type).toBe('endpoint_timeout');
    expect((error as InfraError).message).toMatch(/no response headers within 300 ms/);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(10_000);

    // and again once the first request's objects are garbage
    const again = await elapsed(() => underGc(endpoint.fetch(...chatRequest(server.url))));
    expect((again.error as InfraError).type).toBe('endpoint_timeout');
    expect(again.ms).toBeGreaterThanOrEqual(250);
    expect(again.ms).toBeLessThan(10_000);
    // Under load a request may time out before the server has seen it.
    expect(server.hits()).toBeGreaterThanOrEqual(1);
  }, 15_000);

  it('covers the body: headers sent, then the body stalls', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '4000' });
      response.write('{"id":"chatcmpl-1",');
    });
    const endpoint = createEndpointFetch({ concurrency: 1, retries: 0, baseDelayMs: 1, requestTimeoutMs: 300 });
    const { ms, error } = await elapsed(() => underGc(endpoint.fetch(...chatRequest(server.url))));
    expect((error as InfraError).type).toBe('endpoint_timeout');
    expect((error as InfraError).message).toMatch(/response body not complete within 300 ms/);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(10_000);
  }, 15_000);

  it('retries a timed-out attempt and succeeds when the server answers', async () => {
    const server = await serve((_request, response, hit) => {
      if (hit > 1) reply(response, 200, completion('두 번째에 답했습니다.'));
    });
    const result = await underGc(agentFor(server, { retries: 2, requestTimeoutMs: 300 }).run(context()));
    expect(result.answer).toBe('두 번째에 답했습니다.');
    expect(server.hits()).toBe(2);
  }, 15_000);

  it('ends a server that always hangs as an endpoint_timeout infrastructure error', async () => {
    const server = await serve(() => undefined);
    const agent = agentFor(server, { retries: 1, requestTimeoutMs: 300 });
    const { ms, error } = await elapsed(() => underGc(agent.run(context())));
    expect(error).toBeInstanceOf(InfraError);
    expect(error).toMatchObject({ type: 'endpoint_timeout', attempts: 2 });
    expect((error as InfraError).message).toMatch(/^timed out: no response headers within 300 ms \(gave up after 2/);
    expect(ms).toBeGreaterThanOrEqual(500);
    expect(ms).toBeLessThan(10_000);
    // Under load the second attempt may time out before the server has seen its request.
    expect(server.hits()).toBeGreaterThanOrEqual(1);
    expect(server.hits()).toBeLessThanOrEqual(2);
  }, 15_000);

  it('stops at once, without retrying, when the caller aborts', async () => {
    const server = await serve(() => undefined);
    const endpoint = createEndpointFetch({ concurrency: 1, retries: 3, baseDelayMs: 1, requestTimeoutMs: 60_000 });
    const caller = new AbortController();
    setTimeout(() => caller.abort(new Error('rollout cancelled')), 100);
    const { ms, error } = await elapsed(() => endpoint.fetch(...chatRequest(server.url, caller.signal)));
    expect((error as Error).message).toBe('rollout cancelled');
    expect(ms).toBeLessThan(10_000);
    expect(server.hits()).toBe(1);
    expect(endpoint.stats.retries).toBe(0);
  }, 15_000);
});

describe('faults after the response headers', () => {
  it.each(Object.entries(faults))('retries %s and succeeds once the server behaves', async (_name, fault) => {
    const server = await serve(flaky(2, fault.handler));
    const agent = agentFor(server, { retries: 2 });
    const result = await agent.run(context());
    expect(result.answer).toBe('답입니다.');
    expect(server.hits()).toBe(3);
    expect(agent.endpoint.stats.retries).toBe(2);
  });

  it.each(Object.entries(faults))(
    'ends %s that never stops as a one-line typed infrastructure error',
    async (_name, fault) => {
      const server = await serve(flaky(Number.POSITIVE_INFINITY, fault.handler));
      const error = await infraErrorOf(agentFor(server, { retries: 1 }).run(context()));
      expect(error.type).toBe(fault.type);
      expect(error.attempts).toBe(2);
      expect(error.message).toMatch(fault.cause);
      expect(error.message).toMatch(/\(gave up after 2 attempts\)$/);
      expect(error.message).not.toMatch(/\n/);
      expect(server.hits()).toBe(2);
    },
  );
});

describe('the default client (undici request)', () => {
  it.each([
    ['gzip', (body: string) => gzipSync(body)],
    ['br', (body: string) => brotliCompressSync(body)],
    ['deflate', (body: string) => deflateSync(body)],
  ])('reads a completion sent with content-encoding %s', async (coding, encode) => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': coding });
      response.end(encode(completion('압축된 답')));
    });
    const result = await agentFor(server).run(context());
    expect(result.answer).toBe('압축된 답');
  });

  it('ends a body that cannot be decoded as endpoint_malformed, not as a cut connection', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(completion());
    });
    const error = await infraErrorOf(agentFor(server, { retries: 0 }).run(context()));
    expect(error.type).toBe('endpoint_malformed');
    expect(error.message).toMatch(/malformed response: content-encoding "gzip" could not be decoded/);
  });

  it('names a refused connection in the cause', async () => {
    const server = await serve((_request, response) => reply(response, 200, completion()));
    const url = server.url;
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    const error = await infraErrorOf(
      createOpenAIAgent({ baseURL: url, model: 'test', retries: 0, retryBaseDelayMs: 1 }).run(context()),
    );
    expect(error.type).toBe('transport');
    expect(error.message).toMatch(/request failed: .*ECONNREFUSED/);
  });

  it('counts each rollout its own waits as model time', async () => {
    const server = await serve((_request, response) => setTimeout(() => reply(response, 200, completion()), 30));
    const agent = agentFor(server);
    const results = await Promise.all([0, 1, 2, 3].map((rollout) => agent.run(context({ rollout }))));
    for (const result of results) {
      expect(result.modelMs).toBeGreaterThanOrEqual(29);
      expect(result.modelMs).toBeLessThan(4 * 30);
    }
    expect(agent.endpoint.stats.modelMs).toBeGreaterThanOrEqual(4 * 29);
  });
});

describe('Retry-After', () => {
  it('parses delta-seconds and HTTP-dates, never negative', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(parseRetryAfter('2', now)).toBe(2_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:05 GMT', now)).toBe(5_000);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:27:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('waits for a 429 with an HTTP-date Retry-After in the future, then succeeds', async () => {
    let retryAt = 0;
    const server = await serve((_request, response, hit) => {
      if (hit > 1) return reply(response, 200, completion());
      // two seconds ahead, truncated to the second by the date format: a wait of 1–2 s
      const date = new Date(Date.now() + 2_000);
      retryAt = Math.floor(date.getTime() / 1000) * 1000;
      reply(response, 429, '{"error":{"message":"rate limited"}}', { 'retry-after': date.toUTCString() });
    });
    const agent = agentFor(server, { retries: 2 });
    const { ms, outcome, error } = await elapsed(() => agent.run(context()));
    expect(error).toBeUndefined();
    expect(outcome?.answer).toBe('답입니다.');
    expect(server.hits()).toBe(2);
    // backoff alone would be ~1 ms; the Retry-After date is what made it wait
    expect(Date.now()).toBeGreaterThanOrEqual(retryAt - 50);
    expect(ms).toBeGreaterThanOrEqual(800);
    expect(ms).toBeLessThan(10_000);
  });

  it('waits for a delta-seconds Retry-After', async () => {
    const server = await serve((_request, response, hit) =>
      hit > 1 ? reply(response, 200, completion()) : reply(response, 503, '{}', { 'retry-after': '1' }),
    );
    const { ms, error } = await elapsed(() => agentFor(server).run(context()));
    expect(error).toBeUndefined();
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(10_000);
  });

  it('caps a far-off Retry-After', async () => {
    const server = await serve((_request, response, hit) =>
      hit > 1
        ? reply(response, 200, completion())
        : reply(response, 429, '{}', { 'retry-after': new Date(Date.now() + 3_600_000).toUTCString() }),
    );
    const agent = createOpenAIAgent({ baseURL: server.url, model: 'test', retries: 1, maxRetryDelayMs: 200 });
    const { ms, error } = await elapsed(() => agent.run(context()));
    expect(error).toBeUndefined();
    expect(ms).toBeLessThan(10_000);
  });

  it('ends a 429 that outlasts the retries as endpoint_429', async () => {
    const server = await serve((_request, response) =>
      reply(response, 429, '{"error":{"message":"rate limited"}}', { 'retry-after': '0' }),
    );
    const error = await infraErrorOf(agentFor(server, { retries: 2 }).run(context()));
    expect(error).toMatchObject({ type: 'endpoint_429', attempts: 3 });
    expect(server.hits()).toBe(3);
  });
});

describe('typed agent errors for bad tool calls', () => {
  it('types an unknown tool and unparseable argument JSON as the README documents', async () => {
    const lookup: ToolSpec = {
      name: 'lookup',
      description: 'looks a code up',
      inputSchema: { type: 'object', properties: { name: { type: 'string' } } },
      generic: [],
    };
    const broken: ToolSpec = { ...lookup, name: 'broken', description: 'always throws' };
    const server = await serve((_request, response, hit) => {
      if (hit > 1) return reply(response, 200, completion('끝.'));
      const call = (id: string, name: string, args: string) => ({
        id,
        type: 'function',
        function: { name, arguments: args },
      });
      reply(
        response,
        200,
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1_760_000_000,
          model: 'test',
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: null,
                tool_calls: [
                  call('call_1', 'no_such_tool', '{}'),
                  call('call_2', 'lookup', '{"name": "용문'),
                  call('call_3', 'lookup', '{"name":"용문"}'),
                  call('call_4', 'broken', '{}'),
                ],
              },
              finish_reason: 'tool_calls',
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 },
        }),
      );
    });
    const called: string[] = [];
    const result = await agentFor(server).run(
      context({
        tools: [lookup, broken],
        callTool: async (name) => {
          called.push(name);
          if (name === 'broken') throw new Error('tool crashed');
          return { content: [{ type: 'text', text: '코드 123' }] };
        },
      }),
    );
    expect(result.answer).toBe('끝.');
    expect(called.sort()).toEqual(['broken', 'lookup']);
    expect(result.errors.map((error) => error.type).sort()).toEqual([
      'malformed_tool_args',
      'tool_error',
      'unknown_tool',
    ]);
    expect(result.errors.find((error) => error.type === 'unknown_tool')?.message).toMatch(/^no_such_tool: /);
    expect(result.errors.find((error) => error.type === 'malformed_tool_args')?.message).toMatch(/^lookup: /);
    expect(result.errors.find((error) => error.type === 'tool_error')?.message).toMatch(/^broken: .*tool crashed/);
  });
});
