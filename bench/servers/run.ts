// bench/servers: MCP tools/call throughput, latency and CPU per call, all measured in one run:
//   (a) in-process (hub.callTool, and the SDK client over the in-memory transport),
//   (b) KOPA's HTTP gateway at 1 and 32 concurrent clients,
//   (c) the SDK's stock StreamableHTTPServerTransport serving the same tool, and a bare node:http
//       echo as the ceiling of any HTTP server on this machine.
// Each figure is printed beside its goal (DESIGN §7; issue "Speed and distribution").
// Usage: pnpm bench:servers [--duration 3] [--runs 3]   (pnpm bench runs this and the cold start)
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { connectInMemory, createHub } from '@kopa/kit';
import { PLATFORMS } from '@kopa/servers';
import { Pool } from 'undici';
import { type Goal, printGoals } from '../goals.ts';

const KEY = PLATFORMS.find((platform) => platform.id === 'dart')?.auth.demoKey ?? '';
const COMPANY = { name: 'dart_get_company', args: { crtfc_key: KEY, corp_code: '00126380' }, expect: '삼성전자' };
const KIT_ONLY = { name: 'dart_get_api_key', args: {}, expect: KEY };
type Call = typeof COMPANY | typeof KIT_ONLY;

export interface Measure {
  callsPerSecond: number;
  p50: number;
  p95: number;
  /** CPU time the serving process spent per call, in µs (all its threads). */
  cpuMicros: number;
}

interface BenchOptions {
  durationMs: number;
  runs: number;
}

function summarize(latencies: number[], elapsedMs: number, cpuMicros: number): Measure {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return {
    callsPerSecond: (latencies.length / elapsedMs) * 1000,
    p50: at(0.5),
    p95: at(0.95),
    cpuMicros: cpuMicros / Math.max(1, latencies.length),
  };
}

async function drive(
  options: BenchOptions & { concurrency: number; cpu: () => Promise<number> },
  call: (worker: number) => Promise<void>,
): Promise<Measure> {
  const latencies: number[] = [];
  const cpuBefore = await options.cpu();
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await call(worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = performance.now() - started;
  return summarize(latencies, elapsed, (await options.cpu()) - cpuBefore);
}

function median(results: Measure[]): Measure {
  const pick = (key: keyof Measure) =>
    [...results].sort((a, b) => a[key] - b[key])[Math.floor(results.length / 2)]?.[key] ?? Number.NaN;
  return { callsPerSecond: pick('callsPerSecond'), p50: pick('p50'), p95: pick('p95'), cpuMicros: pick('cpuMicros') };
}

async function repeat(options: BenchOptions, measure: () => Promise<Measure>): Promise<Measure> {
  await measure(); // warm-up: first dataset build, JIT
  const results: Measure[] = [];
  for (let run = 0; run < options.runs; run++) results.push(await measure());
  return median(results);
}

const post = (pool: Pool, path: string, body: unknown, headers: Record<string, string> = {}) =>
  pool.request({
    path,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...headers,
    },
    body: JSON.stringify(body),
  });

/** Opens `count` MCP sessions on an HTTP endpoint and returns a caller for tools/call. */
async function mcpClients(url: string, count: number, tool: Call) {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: count, pipelining: 1 });
  const send = async (body: unknown, sessionId?: string) => {
    const response = await post(pool, target.pathname, body, sessionId ? { 'mcp-session-id': sessionId } : {});
    const text = await response.body.text();
    if (response.statusCode >= 300) throw new Error(`HTTP ${response.statusCode}: ${text.slice(0, 200)}`);
    return { sessionId: response.headers['mcp-session-id'] as string | undefined, text };
  };
  const sessions: Array<string | undefined> = [];
  for (let index = 0; index < count; index++) {
    const init = await send({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
    });
    await send({ jsonrpc: '2.0', method: 'notifications/initialized' }, init.sessionId);
    sessions.push(init.sessionId);
  }
  let id = 1;
  return {
    call: async (worker: number) => {
      const reply = await send(
        { jsonrpc: '2.0', id: id++, method: 'tools/call', params: { name: tool.name, arguments: tool.args } },
        sessions[worker],
      );
      if (!reply.text.includes(tool.expect)) throw new Error(`unexpected reply: ${reply.text.slice(0, 200)}`);
    },
    close: () => pool.close(),
  };
}

async function echoClients(url: string, count: number) {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: count, pipelining: 1 });
  return {
    call: async () => {
      const response = await post(pool, '/', { jsonrpc: '2.0', id: 1, method: 'tools/call' });
      await response.body.text();
    },
    close: () => pool.close(),
  };
}

const processCpu = async () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

export async function runServerBench(
  options: BenchOptions,
): Promise<{ rows: Array<[string, Measure]>; goals: Goal[] }> {
  const rows: Array<[string, Measure]> = [];
  const measureWith = (concurrency: number, cpu: () => Promise<number>, call: (worker: number) => Promise<void>) =>
    repeat(options, () => drive({ ...options, concurrency, cpu }, call));

  // (a) in-process
  const hub = await createHub({ platforms: PLATFORMS, idleMs: 0 });
  const token = hub.createSession().token;
  for (const tool of [KIT_ONLY, COMPANY]) {
    rows.push([
      `in-process hub.callTool (${tool.name})`,
      await measureWith(1, processCpu, async () => {
        await hub.callTool({ token, platform: 'dart', name: tool.name, args: tool.args });
      }),
    ]);
  }
  const client = await connectInMemory({ hub, platform: 'dart', token });
  rows.push([
    `in-process SDK Client, in-memory transport (${COMPANY.name})`,
    await measureWith(1, processCpu, async () => {
      await client.callTool({ name: COMPANY.name, arguments: COMPANY.args });
    }),
  ]);
  await client.close();
  await hub.close();

  // (b), (c): servers in a child process; the load comes from undici here, on the same cores.
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'targets.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolveLine) =>
    createInterface({ input: child.stdout }).once('line', resolveLine),
  );
  const urls = JSON.parse(line) as { gateway: string; stock: string; echo: string };
  const cpuPool = new Pool(new URL(urls.echo).origin, { connections: 1 });
  const childCpu = async () => {
    const response = await cpuPool.request({ path: '/cpu', method: 'GET' });
    return ((await response.body.json()) as { micros: number }).micros;
  };
  try {
    const setups: Array<[number, Call]> = [
      [1, COMPANY],
      [32, COMPANY],
      [32, KIT_ONLY],
    ];
    for (const [concurrency, tool] of setups) {
      for (const [label, url] of [
        ['KOPA gateway', urls.gateway],
        ['SDK stock transport', urls.stock],
      ] as const) {
        const clients = await mcpClients(url, concurrency, tool);
        rows.push([
          `${label}, ${concurrency} client(s), ${tool.name}`,
          await measureWith(concurrency, childCpu, clients.call),
        ]);
        await clients.close();
      }
      if (tool === KIT_ONLY) continue;
      const echo = await echoClients(urls.echo, concurrency);
      rows.push([`bare node:http echo, ${concurrency} client(s)`, await measureWith(concurrency, childCpu, echo.call)]);
      await echo.close();
    }
  } finally {
    await cpuPool.close();
    child.kill();
  }

  const row = (label: string) => rows.find(([name]) => name === label)?.[1];
  const rate = (label: string) => row(label)?.callsPerSecond ?? Number.NaN;
  const gateway = rate(`KOPA gateway, 32 client(s), ${COMPANY.name}`);
  const stock = rate(`SDK stock transport, 32 client(s), ${COMPANY.name}`);
  const echo = rate('bare node:http echo, 32 client(s)');
  const kitGateway = rate(`KOPA gateway, 32 client(s), ${KIT_ONLY.name}`);
  const kitStock = rate(`SDK stock transport, 32 client(s), ${KIT_ONLY.name}`);
  // One process cannot answer faster than its HTTP floor (the echo's CPU per request) plus the
  // tool's own cost (in-process hub.callTool): that is the ceiling the gateway is compared with.
  const floor = row('bare node:http echo, 32 client(s)')?.cpuMicros ?? Number.NaN;
  const toolCost = row(`in-process hub.callTool (${COMPANY.name})`)?.cpuMicros ?? Number.NaN;
  const gatewayCpu = row(`KOPA gateway, 32 client(s), ${COMPANY.name}`)?.cpuMicros ?? Number.NaN;
  const kitOverhead = row(`in-process hub.callTool (${KIT_ONLY.name})`)?.p50 ?? Number.NaN;
  const goals: Goal[] = [
    {
      figure: `HTTP tools/call at 32 clients (${COMPANY.name}): gateway ÷ SDK stock transport`,
      measured: `${(gateway / stock).toFixed(2)}× (${gateway.toFixed(0)}/s vs ${stock.toFixed(0)}/s)`,
      goal: '≥ 5×',
      met: gateway / stock >= 5,
    },
    {
      figure: `HTTP tools/call at 32 clients (${COMPANY.name}): gateway ÷ bare node:http echo`,
      measured: `${((gateway / echo) * 100).toFixed(0)}% (${echo.toFixed(0)}/s)`,
      goal: '≥ 50%',
      met: gateway / echo >= 0.5,
    },
    {
      figure: `the same with the kit-only tool (${KIT_ONLY.name}): gateway ÷ stock, ÷ echo`,
      measured: `${(kitGateway / kitStock).toFixed(2)}×, ${((kitGateway / echo) * 100).toFixed(0)}%`,
      goal: '≥ 5×, ≥ 50%',
      met: kitGateway / kitStock >= 5 && kitGateway / echo >= 0.5,
    },
    {
      figure: 'one-process ceiling: 1 / (echo CPU per request + in-process tool CPU)',
      measured: `${(1e6 / (floor + toolCost)).toFixed(0)}/s = ${(floor).toFixed(1)} + ${toolCost.toFixed(1)} µs; gateway spends ${gatewayCpu.toFixed(1)} µs per call`,
      goal: 'gateway ≥ 50% of it',
      met: floor + toolCost >= 0.5 * gatewayCpu,
    },
    {
      figure: 'in-process kit overhead per call (p50)',
      measured: `${kitOverhead.toFixed(4)} ms`,
      goal: '≤ 0.1 ms',
      met: kitOverhead <= 0.1,
    },
  ];
  return { rows, goals };
}

export function printServerRows(rows: Array<[string, Measure]>, options: BenchOptions): void {
  const format = (value: number, digits = 0) => value.toFixed(digits).padStart(9);
  console.log(
    `\ntools/call, median of ${options.runs} runs × ${options.durationMs / 1000} s, node ${process.version}, ${cpus().length} cores`,
  );
  console.log(
    `${'setup'.padEnd(66)} ${'calls/s'.padStart(9)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'CPU µs'.padStart(9)}`,
  );
  for (const [label, result] of rows)
    console.log(
      `${label.padEnd(66)} ${format(result.callsPerSecond)} ${format(result.p50, 3)} ${format(result.p95, 3)} ${format(result.cpuMicros, 1)}`,
    );
}

export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: { duration: { type: 'string', default: '3' }, runs: { type: 'string', default: '3' } },
    allowPositionals: false,
  });
  const durationMs = Number(values.duration) * 1000;
  const runs = Number(values.runs);
  if (!(durationMs > 0) || !Number.isInteger(runs) || runs < 1) {
    throw new Error('--duration takes seconds (e.g. 3) and --runs a positive integer (e.g. 3)');
  }
  return { durationMs, runs };
}

if (process.argv[1] === import.meta.filename) {
  const options = parseBenchArgs(process.argv.slice(2));
  const { rows, goals } = await runServerBench(options);
  printServerRows(rows, options);
  printGoals(goals);
}
