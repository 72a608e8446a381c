// Issue 18, secrets: every platform in live mode against a hostile upstream over real HTTP. The
// upstream answers well-formed responses of the platform (the emulation behind `kopa sim serve`,
// holding the real key) with the request's URL, raw and decoded, and its headers written into every
// text field, as a debugging proxy or a misbehaving API would. The key is a data.go.kr-style one
// with `+ / =`, so the calls succeed only if it reaches the upstream percent-encoded; and it must
// never appear in a result, a call-log entry, a stored output or stderr.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHub, type Hub, type Paging, pageArgs, type SimServer, startSimServer } from '@kopa/kit';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLATFORMS } from '../src/index.ts';
import { loadGoldenTasks } from './support/golden-replay.ts';
import { createArgPlanner } from './support/sweep-args.ts';
import { createValuePool } from './support/value-pool.ts';

const KEY = 'HoStIlE+tEsT/kEy0123+4567==';
const FORMS = [KEY, encodeURIComponent(KEY), encodeURIComponent(KEY).toLowerCase(), KEY.replaceAll('+', ' ')];
const MARK = 'ECHO⟦';
/** Golden tasks replayed per platform: enough to reach most of its tools, few enough to stay quick. */
const TASKS_PER_PLATFORM = 4;

let sim: SimServer;
let echo: Server;
let echoUrl: string;
let hub: Hub;
const stderr: string[] = [];
const calls = new Map<string, Array<{ tool: string; result: CallToolResult }>>();

/** Free text (a message, a name, a title) gets the echo; codes, numbers and dates stay parseable. */
function inject(value: unknown, echoText: string): unknown {
  if (typeof value === 'string') {
    return /[가-힣]|[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(value) ? `${value} ${echoText}` : value;
  }
  if (Array.isArray(value)) return value.map((item) => inject(item, echoText));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inject(item, echoText)]));
  }
  return value;
}

beforeAll(async () => {
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr.push(String(chunk));
    return true;
  });
  sim = await startSimServer({
    platforms: PLATFORMS,
    port: 0,
    state: Object.fromEntries(PLATFORMS.map((platform) => [platform.id, { credentials: { key: KEY } }])),
  });
  echo = createServer((request, response) => {
    const url = request.url ?? '/';
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers[name] = value;
      }
      let decoded = url;
      try {
        decoded = decodeURIComponent(url);
      } catch {}
      const echoText = `${MARK}${url} ${decoded} ${JSON.stringify(headers)} ${body.toString('utf8')}⟧`;
      const reply = await fetch(`${sim.url}${url}`, {
        method: request.method ?? 'GET',
        headers,
        ...(body.length > 0 ? { body } : {}),
      });
      const text = await reply.text();
      let out = text;
      try {
        out = JSON.stringify(inject(JSON.parse(text), echoText));
      } catch {
        // Not JSON (an XML or a zip answer): passed on as it is.
      }
      response.writeHead(reply.status, { 'content-type': reply.headers.get('content-type') ?? 'application/json' });
      response.end(out);
    });
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
  const env: Record<string, string> = {};
  for (const platform of PLATFORMS) {
    env[platform.auth.envVar] = KEY;
    env[`KOPA_${platform.id.toUpperCase()}_BASE_URL`] = `${echoUrl}/${platform.id}`;
  }
  hub = await createHub({ platforms: PLATFORMS, mode: 'live', env, idleMs: 0 });

  const tasks = loadGoldenTasks();
  await Promise.all(
    PLATFORMS.map(async (platform) => {
      const list: Array<{ tool: string; result: CallToolResult }> = [];
      calls.set(platform.id, list);
      const tools = new Map(hub.listTools(platform.id).map((tool) => [tool.name, tool]));
      // Its own tasks first, then tasks it shares with others (their actions on this platform only).
      const mine = tasks
        .filter((task) => task.platforms.includes(platform.id))
        .sort((a, b) => a.platforms.length - b.platforms.length);
      for (const task of mine.slice(0, TASKS_PER_PLATFORM)) {
        const { token } = hub.createSession();
        let key: string | undefined;
        for (const action of task.golden.actions) {
          const tool = tools.get(action.tool);
          if (!tool) continue;
          const meta = (tool._meta ?? {}) as { 'kopa/authParam'?: string; 'kopa/paging'?: Paging };
          const args: Record<string, unknown> = { ...action.args };
          const authParam = meta['kopa/authParam'];
          if (authParam && key !== undefined && args[authParam] === undefined) args[authParam] = key;
          const paging = meta['kopa/paging'];
          const result = await hub.callTool({
            token,
            platform: platform.id,
            name: action.tool,
            args: { ...args, ...(paging ? pageArgs(paging, 0) : {}) },
          });
          list.push({ tool: action.tool, result });
          const output = result.structuredContent as { key?: string } | undefined;
          if (!result.isError && action.tool.endsWith('_api_key') && output?.key) key = output.key;
        }
        list.push({
          tool: '(session)',
          result: { content: [{ type: 'text', text: JSON.stringify(hub.getSession(token)) }] },
        });
        list.push({
          tool: '(results)',
          result: { content: [{ type: 'text', text: JSON.stringify(hub.getResults(token)) }] },
        });
      }
      // A platform the tasks barely reach (KMA and TourAPI have none of their own) gets a short
      // sweep: each tool with the first arguments its own schema and examples suggest.
      const answered = list.filter(({ tool, result }) => !tool.startsWith('(') && !result.isError).length;
      if (answered < 3) {
        const pool = createValuePool();
        const planner = createArgPlanner(pool);
        const { token } = hub.createSession();
        const keyResult = await hub.callTool({ token, platform: platform.id, name: `${platform.id}_get_api_key` });
        const key = (keyResult.structuredContent as { key?: string } | undefined)?.key;
        for (const tool of tools.values()) {
          for (const args of planner.calls(tool, key).slice(0, 2)) {
            const result = await hub.callTool({ token, platform: platform.id, name: tool.name, args });
            if (!result.isError) pool.add(result.structuredContent);
            list.push({ tool: tool.name, result });
          }
        }
        list.push({
          tool: '(session)',
          result: { content: [{ type: 'text', text: JSON.stringify(hub.getSession(token)) }] },
        });
        list.push({
          tool: '(results)',
          result: { content: [{ type: 'text', text: JSON.stringify(hub.getResults(token)) }] },
        });
      }
    }),
  );
}, 240_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await hub?.close();
  await new Promise<void>((resolve) => echo?.close(() => resolve()));
  await sim?.close();
});

const leaks = (text: string) => FORMS.filter((form) => text.includes(form));

describe('live mode against an upstream that echoes its requests', () => {
  it.each(PLATFORMS.map((platform) => platform.id))('%s: the key never appears anywhere', (platform) => {
    const list = calls.get(platform) ?? [];
    expect(list.length).toBeGreaterThan(0);
    const data = list.filter(({ tool }) => !tool.startsWith('(') && !tool.endsWith('_api_key'));
    // The key with `+ / =` reached the upstream intact: data calls succeed.
    const answered = data.filter(({ result }) => !result.isError);
    expect(answered.length, `${platform}: no data call succeeded`).toBeGreaterThan(0);
    // The echo did reach what the session sees, so the check below is not vacuous.
    expect(list.some(({ result }) => JSON.stringify(result).includes(MARK))).toBe(true);
    const leaked = list.filter(({ result }) => leaks(JSON.stringify(result)).length > 0).map(({ tool }) => tool);
    expect(leaked).toEqual([]);
  });

  it('writes nothing with the key to stderr', () => {
    expect(leaks(stderr.join(''))).toEqual([]);
  });
});
