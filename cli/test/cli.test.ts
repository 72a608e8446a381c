import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { regenerateReadmes } from '../src/commands/docs.ts';

const KOPA = resolve(import.meta.dirname, '../../bin/kopa');

describe('the kopa CLI', () => {
  it('serves DART over stdio with nothing but protocol on stdout', async () => {
    const transport = new StdioClientTransport({
      command: KOPA,
      args: ['serve', '--stdio', 'dart'],
      cwd: '/tmp',
      stderr: 'pipe',
    });
    const client = new Client({ name: 'cli-test', version: '1' });
    await client.connect(transport);
    const { tools } = await client.listTools();
    expect(tools.filter((tool) => tool.name.startsWith('dart_')).length).toBeGreaterThanOrEqual(17);
    const key = (await client.callTool({ name: 'dart_get_api_key', arguments: {} })).structuredContent as {
      key: string;
    };
    const company = await client.callTool({
      name: 'dart_get_company',
      arguments: { crtfc_key: key.key, corp_code: '00126380' },
    });
    expect(company.structuredContent).toMatchObject({ item: { stock_code: '005930' } });
    await client.close();
  });

  it('serves the HTTP gateway and prints its URLs and a generated admin token', async () => {
    const child = spawn(KOPA, ['serve', '--http', '127.0.0.1:0'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, KOPA_ADMIN_TOKEN: '' },
    });
    try {
      const lines = createInterface({ input: child.stderr });
      const output: string[] = [];
      const url = await new Promise<string>((resolveUrl) =>
        lines.on('line', (line) => {
          output.push(line);
          const match = /(http:\/\/\S+\/mcp\/dart)/.exec(line);
          if (match?.[1]) resolveUrl(match[1]);
        }),
      );
      const client = new Client({ name: 'cli-test', version: '1' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      expect((await client.listTools()).tools.length).toBeGreaterThanOrEqual(17);
      await client.close();
      await new Promise((wait) => setTimeout(wait, 50));
      expect(output.join('\n')).toMatch(/admin token .*: \S{20,}/);
    } finally {
      child.kill();
    }
  });

  it.each([
    [['serve'], /choose a transport/],
    [['serve', '--stdio', 'nowhere'], /unknown platform "nowhere"; available: .*dart/],
    [['serve', '--http', 'not-a-port'], /expected host:port/],
    [['serve', '--http', '0.0.0.0:0'], /refusing to bind 0\.0\.0\.0 without a token/],
    [['serve', '--stdio', 'dart', '--state', '/nonexistent.json'], /cannot read state file/],
  ])('explains bad input %j and exits 1', (args, message) => {
    const result = spawnSync(KOPA, args, {
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, KOPA_ADMIN_TOKEN: '' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('keeps the README tool tables equal to the tool schemas', () => {
    for (const { path, current, next } of regenerateReadmes()) {
      expect(current, `${path} is out of date; run pnpm kopa docs`).toBe(next);
      expect(current).toMatch(/<!-- tools:begin [a-z]+ /);
    }
  });
});

describe('the evaluation commands', () => {
  it('runs the oracle and no-op agents, then reports, regrades and compares their runs', () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'kopa-cli-runs-'));
    const run = (...args: string[]) => spawnSync(KOPA, args, { encoding: 'utf8', timeout: 120_000 });
    const oracle = run('eval', '--agent', 'oracle', '--domain', 'finance', '--runs-dir', runsDir, '--run-id', 'oracle');
    expect(oracle.status, oracle.stderr).toBe(0);
    expect(oracle.stdout).toMatch(/\| all \| \d+ \| \d+ \| 100\.0% \|/);
    const noop = run('eval', '--agent', 'noop', '--domain', 'finance', '--runs-dir', runsDir, '--run-id', 'noop');
    expect(noop.stdout).toMatch(/\| all \| \d+ \| \d+ \| 0\.0% \|/);
    expect(existsSync(join(runsDir, 'oracle', 'report.html'))).toBe(true);
    expect(readFileSync(join(runsDir, 'oracle', 'report.html'), 'utf8')).toContain('<svg');
    const regrade = run('regrade', join(runsDir, 'oracle'));
    expect(regrade.stdout).toContain('100.0%');
    const compare = run('compare', join(runsDir, 'oracle'), join(runsDir, 'noop'));
    expect(compare.stdout).toMatch(/^overall /m);
    expect(compare.stdout).toMatch(/verdict: B worse/);
    const again = run('eval', '--agent', 'oracle', '--domain', 'finance', '--runs-dir', runsDir, '--run-id', 'oracle');
    expect(again.stdout).toMatch(/ran 0 rollout\(s\), \d+ already done/);
    const bad = run('eval', '--agent', 'openai');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--base-url and --model');
  });
});
