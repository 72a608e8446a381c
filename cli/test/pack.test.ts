// The installable package: `npm pack` builds and packs the CLI, the tarball installs into an empty
// folder with npm and no registry (everything is bundled), and `npx kopa serve --stdio dart` there
// speaks MCP to the official SDK client.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, describe, expect, it } from 'vitest';

const CLI = resolve(import.meta.dirname, '..');
const folder = mkdtempSync(join(tmpdir(), 'kopa-pack-'));
// No registry and no user config: the install must work from the tarball alone.
const npmEnv = { ...process.env, npm_config_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false' };

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the packed CLI', () => {
  it('installs from its tarball alone and serves DART over stdio through npx', { timeout: 240_000 }, async () => {
    // `npm pack` runs the package's prepack script, which is the build.
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', folder], {
        cwd: CLI,
        env: npmEnv,
        encoding: 'utf8',
      }),
    ) as Array<{ filename: string }>;
    if (!packed) throw new Error('npm pack reported no tarball');
    const project = join(folder, 'project');
    execFileSync('mkdir', [project]);
    writeFileSync(join(project, 'package.json'), '{ "name": "kopa-pack-test", "private": true }\n');
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(folder, packed.filename)], {
      cwd: project,
      env: npmEnv,
      stdio: 'pipe',
    });

    const transport = new StdioClientTransport({
      command: 'npx',
      args: ['kopa', 'serve', '--stdio', 'dart'],
      cwd: project,
      env: npmEnv as Record<string, string>,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'pack-test', version: '1' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(
        expect.arrayContaining(['dart_get_api_key', 'dart_search_corp_code']),
      );
      const key = (await client.callTool({ name: 'dart_get_api_key', arguments: {} })).structuredContent as {
        key: string;
      };
      const found = await client.callTool({
        name: 'dart_search_corp_code',
        arguments: { crtfc_key: key.key, corp_name: '삼성전자' },
      });
      expect(found.isError).toBeFalsy();
      expect(found.structuredContent).toMatchObject({
        resultCode: '000',
        items: [expect.objectContaining({ corp_code: '00126380', corp_name: '삼성전자', stock_code: '005930' })],
      });
    } finally {
      await client.close();
    }
  });
});
