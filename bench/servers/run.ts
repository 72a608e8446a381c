// bench/servers: MCP tools/call throughput and latency, all measured in one run on this machine:
//   (a) in-process (hub.callTool, and the SDK client over the in-memory transport),
//   (b) KOPA's HTTP gateway at 1 and 32 concurrent clients,
//   (c) the SDK's stock StreamableHTTPServerTransport serving the same tool, and a bare node:http
//       echo as the ceiling. Prints the ratios DESIGN §7 asks about.
// Usage: pnpm bench [--duration 3] [--runs 3]
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { connectInMemory, createHub } from '@kopa/kit';
import { PLATFORMS } from '@kopa/servers';
import { Pool } from 'undici';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '3' }, runs: { type: 'string', default: '3' } },
});
const DURATION_MS = Number(values.duration) * 1000;
const RUNS = Number(values.runs);
const KEY = PLATFORMS.find((platform) => platform.id === 'dart')?.auth.demoKey ?? '';
const ARGS = { crtfc_key: KEY, corp_code: '00126380' };

interface Result {
  callsPerSecond: number;
  p50: number;
  p95: number;
}

function summarize(latencies: number[], elapsedMs: number): Result {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { callsPerSecond: (latencies.length / elapsedMs) * 1000, p50: at(0.5), p95: at(0.95) };
}

async function drive(concurrency: number, call: (worker: number) => Promise<void>): Promise<Result> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await call(worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summarize(latencies, performance.now() - started);
}

function median(results: Result[]): Result {
  const pick = (key: keyof Result) =>
    [...results].sort((a, b) => a[key] - b[key])[Math.floor(results.length / 2)]?.[key] ?? Number.NaN;
  return { callsPerSecond: pick('callsPerSecond'), p50: pick('p50'), p95: pick('p95') };
}

async function repeat(measure: () => Promise<Result>): Promise<Result> {
  await measure(); // warm-up
  const results: Result[] = [];
  for (let run = 0; run < RUNS; run++) results.push(await measure());
  return median(results);
}

/** Opens `count` MCP sessions on an HTTP endpoint and returns a caller for tools/call. */
async function httpClients(url: string, count: number) {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: count, pipelining: 1 });
  const post = async (body: unknown, sessionId?: string) => {
    const response = await pool.request({
      path: target.pathname,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
        ...(sessionId ? { 'mcp-session-id': sessionId } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await response.body.text();
    if (response.statusCode >= 300) throw new Error(`HTTP ${response.statusCode}: ${text.slice(0, 200)}`);
    return { sessionId: response.headers['mcp-session-id'] as string | undefined, text };
  };
  const sessions: Array<string | undefined> = [];
  for (let index = 0; index < count; index++) {
    const init = await post({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
    });
    await post({ jsonrpc: '2.0', method: 'notifications/initialized' }, init.sessionId);
    sessions.push(init.sessionId);
  }
  let id = 1;
  return {
    call: async (worker: number) => {
      const reply = await post(
        { jsonrpc: '2.0', id: id++, method: 'tools/call', params: { name: 'dart_get_company', arguments: ARGS } },
        sessions[worker],
      );
      if (!reply.text.includes('삼성전자')) throw new Error(`unexpected reply: ${reply.text.slice(0, 200)}`);
    },
    close: () => pool.close(),
  };
}

async function echoClients(url: string, count: number) {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: count, pipelining: 1 });
  return {
    call: async () => {
      const response = await pool.request({
        path: '/',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call' }),
      });
      await response.body.text();
    },
    close: () => pool.close(),
  };
}

async function main() {
  const rows: Array<[string, Result]> = [];
  // (a) in-process
  const hub = await createHub({ platforms: PLATFORMS, idleMs: 0 });
  const token = hub.createSession().token;
  rows.push([
    'in-process hub.callTool, kit only (dart_get_api_key)',
    await repeat(() =>
      drive(1, async () => void (await hub.callTool({ token, platform: 'dart', name: 'dart_get_api_key', args: {} }))),
    ),
  ]);
  rows.push([
    'in-process hub.callTool (dart_get_company)',
    await repeat(() =>
      drive(
        1,
        async () => void (await hub.callTool({ token, platform: 'dart', name: 'dart_get_company', args: ARGS })),
      ),
    ),
  ]);
  const client = await connectInMemory({ hub, platform: 'dart', token });
  rows.push([
    'in-process SDK Client, in-memory transport',
    await repeat(() =>
      drive(1, async () => void (await client.callTool({ name: 'dart_get_company', arguments: ARGS }))),
    ),
  ]);
  await client.close();
  await hub.close();

  // (b), (c): servers in a child process
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'targets.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolveLine) =>
    createInterface({ input: child.stdout }).once('line', resolveLine),
  );
  const urls = JSON.parse(line) as { gateway: string; stock: string; echo: string };
  try {
    for (const concurrency of [1, 32]) {
      for (const [label, url] of [
        ['KOPA gateway', urls.gateway],
        ['SDK stock StreamableHTTPServerTransport', urls.stock],
      ] as const) {
        const clients = await httpClients(url, concurrency);
        rows.push([`${label}, ${concurrency} client(s)`, await repeat(() => drive(concurrency, clients.call))]);
        await clients.close();
      }
      const echo = await echoClients(urls.echo, concurrency);
      rows.push([`bare node:http echo, ${concurrency} client(s)`, await repeat(() => drive(concurrency, echo.call))]);
      await echo.close();
    }
  } finally {
    child.kill();
  }

  const format = (value: number, digits = 0) => value.toFixed(digits).padStart(9);
  console.log(
    `\ntools/call, median of ${RUNS} runs × ${DURATION_MS / 1000}s, node ${process.version}, ${(await import('node:os')).cpus().length} cores`,
  );
  console.log(`${'setup'.padEnd(58)} ${'calls/s'.padStart(9)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)}`);
  for (const [label, result] of rows)
    console.log(
      `${label.padEnd(58)} ${format(result.callsPerSecond)} ${format(result.p50, 3)} ${format(result.p95, 3)}`,
    );
  const rate = (label: string) => rows.find(([name]) => name === label)?.[1].callsPerSecond ?? Number.NaN;
  for (const concurrency of [1, 32]) {
    const gateway = rate(`KOPA gateway, ${concurrency} client(s)`);
    console.log(
      `ratio at ${concurrency} client(s): gateway / stock transport = ${(gateway / rate(`SDK stock StreamableHTTPServerTransport, ${concurrency} client(s)`)).toFixed(2)}×, ` +
        `gateway / bare echo = ${((gateway / rate(`bare node:http echo, ${concurrency} client(s)`)) * 100).toFixed(0)}%`,
    );
  }
  const overhead = rows[0]?.[1].p50 ?? Number.NaN;
  console.log(`in-process kit overhead p50 = ${overhead.toFixed(4)} ms (DESIGN §7 goal ≤ 0.1 ms)`);
}

await main();
