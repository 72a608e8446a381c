// `kopa record` against a real `kopa sim serve` over loopback HTTP, then `kopa serve --replay`: the
// same calls give the same tool results, the cassette holds no key, and an unrecorded call fails
// naming its request. Both ends are the real CLI, driven through the MCP SDK client over stdio.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SimServer, startSimServer } from '@kopa/kit';
import { findPlatform } from '@kopa/servers';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KOPA, kopa } from './spawn-kopa.ts';

// A key found in no fixture: any trace of it in a cassette is a leak.
const FAKE_KEY = 'fa4e5ec2e7c0ffee5ec2e7c0ffee5ec2e7d0a7e1';
const ALIAS = 'kopa-live-dart-key';
const SAMSUNG = '00126380';
const dir = mkdtempSync(join(tmpdir(), 'kopa-record-'));
let sim: SimServer;

// A session an agent might run: find the company, read it, its accounts, a miss, a watchlist write.
const SESSION = [
  { name: 'dart_get_api_key', arguments: {} },
  { name: 'dart_search_corp_code', arguments: { crtfc_key: ALIAS, corp_name: '삼성전자' } },
  { name: 'dart_get_company', arguments: { crtfc_key: ALIAS, corp_code: SAMSUNG } },
  {
    name: 'dart_get_single_account',
    arguments: { crtfc_key: ALIAS, corp_code: SAMSUNG, bsns_year: '2025', reprt_code: '11011' },
  },
  { name: 'dart_get_company', arguments: { crtfc_key: ALIAS, corp_code: '99999999' } },
  { name: 'dart_add_to_watchlist', arguments: { crtfc_key: ALIAS, corp_code: SAMSUNG } },
  { name: 'dart_get_watchlist', arguments: {} },
];

beforeAll(async () => {
  // The emulation expects the distinctive key, as the real DART expects the user's own.
  sim = await startSimServer({
    platforms: [findPlatform('dart')],
    port: 0,
    state: { dart: { credentials: { key: FAKE_KEY } } },
  });
});
afterAll(() => sim.close());

async function connect(args: string[], env: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'record-replay-test', version: '1' });
  await client.connect(
    new StdioClientTransport({
      command: KOPA,
      args,
      env: { ...process.env, ...env } as Record<string, string>,
      stderr: 'pipe',
    }),
  );
  return client;
}

/** What a client reads of a result: its content and whether it is an error. */
async function callAll(client: Client, calls: ReadonlyArray<{ name: string; arguments: Record<string, unknown> }>) {
  const results = [];
  for (const call of calls) {
    const result = await client.callTool(call);
    results.push({ content: result.content, isError: result.isError ?? false });
  }
  return results;
}

const recordArgs = (out: string) => ['record', 'dart', '--out', out, '--base-url', `dart=${sim.url}/dart`];

describe('kopa record and kopa serve --replay', () => {
  it('replays a session recorded over stdio with byte-identical results, and no key in the cassette', async () => {
    const cassette = join(dir, 'stdio.jsonl');
    const recording = await connect(recordArgs(cassette), { KOPA_DART_KEY: FAKE_KEY });
    const recorded = await callAll(recording, SESSION);
    await recording.close();
    expect(recorded.map((result) => result.isError)).toEqual([false, false, false, false, true, false, false]);

    const replaying = await connect(['serve', '--stdio', 'dart', '--replay', cassette], { KOPA_DART_KEY: '' });
    const replayed = await callAll(replaying, SESSION);
    expect(replayed).toEqual(recorded);

    const miss = await replaying.callTool({
      name: 'dart_get_company',
      arguments: { crtfc_key: ALIAS, corp_code: '00164779' },
    });
    await replaying.close();
    expect(miss.isError).toBe(true);
    expect(JSON.stringify(miss.content)).toContain(
      `DART NOT_RECORDED the cassette ${cassette} has no recorded response to GET ${sim.url}/dart/api/company.json?crtfc_key=***&corp_code=00164779`,
    );
    expect(JSON.stringify(miss.content)).toContain(`kopa record dart --out ${cassette} with KOPA_DART_KEY set`);

    const text = readFileSync(cassette, 'utf8');
    expect(text).not.toContain(FAKE_KEY);
    const exchanges = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { request: { url: string }; response: { encoding: string } });
    // One line per upstream exchange, in order: corpCode.xml (a ZIP, stored base64), the company,
    // its account, the miss, and corpCode.xml again for the watchlist's check of the corp_code.
    expect(exchanges.map((exchange) => new URL(exchange.request.url).pathname)).toEqual([
      '/dart/api/corpCode.xml',
      '/dart/api/company.json',
      '/dart/api/fnlttSinglAcnt.json',
      '/dart/api/company.json',
      '/dart/api/corpCode.xml',
    ]);
    expect(exchanges[0]?.response.encoding).toBe('base64');
  });

  it('records a scripted --calls run whose printed results the replay reproduces', async () => {
    const cassette = join(dir, 'scripted.jsonl');
    const calls = join(dir, 'calls.jsonl');
    const script = SESSION.filter(
      (call) => call.name !== 'dart_add_to_watchlist' && call.name !== 'dart_get_watchlist',
    );
    writeFileSync(
      calls,
      script.map((call) => JSON.stringify({ tool: call.name, arguments: call.arguments })).join('\n'),
    );
    const run = await kopa([...recordArgs(cassette), '--calls', calls], { KOPA_DART_KEY: FAKE_KEY });
    expect(run.stderr).toContain(`recording dart → ${sim.url}/dart to ${cassette}`);
    expect(run.status).toBe(0);
    const printed = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { result: { content: unknown; isError?: boolean } })
      .map(({ result }) => ({ content: result.content, isError: result.isError ?? false }));

    const replaying = await connect(['serve', '--stdio', 'dart', '--replay', cassette], {});
    expect(await callAll(replaying, script)).toEqual(printed);
    await replaying.close();
    expect(readFileSync(cassette, 'utf8')).not.toContain(FAKE_KEY);
  });

  it('records the calls of an MCP client of the HTTP gateway, one synced line per exchange', async () => {
    const cassette = join(dir, 'http.jsonl');
    const child = spawn(KOPA, [...recordArgs(cassette), '--http', '127.0.0.1:0'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, KOPA_DART_KEY: FAKE_KEY },
    });
    try {
      let stderr = '';
      const url = await new Promise<string>((resolveUrl) =>
        child.stderr.on('data', (chunk) => {
          stderr += chunk;
          const match = /(http:\/\/\S+\/mcp\/dart)/.exec(stderr);
          if (match?.[1]) resolveUrl(match[1]);
        }),
      );
      const client = new Client({ name: 'record-replay-test', version: '1' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      const company = await client.callTool({
        name: 'dart_get_company',
        arguments: { crtfc_key: ALIAS, corp_code: SAMSUNG },
      });
      await client.close();
      expect(company.isError ?? false).toBe(false);
      // Written before the result was returned: nothing waits for the process to end.
      const lines = readFileSync(cassette, 'utf8').trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
        platform: 'dart',
        request: { method: 'GET', url: `${sim.url}/dart/api/company.json?crtfc_key=***&corp_code=${SAMSUNG}` },
        response: { status: 200, encoding: 'utf8' },
      });
    } finally {
      child.kill();
    }
  });

  it.each([
    [
      'recording without a key',
      ['record', 'dart', '--out', join(dir, 'never.jsonl')],
      /recording dart needs a key: set KOPA_DART_KEY/,
    ],
    [
      'replaying a cassette that does not exist',
      ['serve', '--stdio', 'dart', '--replay', join(dir, 'absent.jsonl')],
      /no cassette at .*absent\.jsonl; record one first/,
    ],
    [
      'both --live and --replay',
      ['serve', '--stdio', 'dart', '--live', '--replay', 'x.jsonl'],
      /choose one of --live and --replay/,
    ],
  ])('fails clearly on %s', async (_what, args, message) => {
    const run = await kopa(args, { KOPA_DART_KEY: '' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(message);
  });
});
