// `kopa synth tasks` at the command line: --namespace, --gateway-url and --split are checked before
// anything runs (one `kopa: …` line, exit 1, no output directory), reach the exports, and the
// export report's warnings are printed after the run.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGraph } from '@kopa/synth';
import { beforeAll, describe, expect, it } from 'vitest';
import { kopa } from './spawn-kopa.ts';

const scratch = mkdtempSync(join(tmpdir(), 'kopa-cli-synth-'));
let graphDir: string;

beforeAll(async () => {
  graphDir = join(scratch, 'graph');
  await runGraph({
    out: graphDir,
    config: { platforms: ['expressway', 'hrdkorea'], iterations: 2, paths: 40, seed: 1 },
  });
}, 120_000);

describe('kopa synth tasks flags', () => {
  it.concurrent.each([
    [
      ['--namespace', 'Edge_1'],
      /^kopa: option '--namespace <name>' argument 'Edge_1' is invalid\. namespace "Edge_1" is not usable in task ids: use 1–41 lower-case letters, digits or -/,
    ],
    [
      ['--gateway-url', 'ftp://127.0.0.1:7300'],
      /'--gateway-url <url>' argument 'ftp:\/\/127\.0\.0\.1:7300' is invalid\. gateway URL "ftp:\/\/127\.0\.0\.1:7300" must be http:\/\/ or https:\/\//,
    ],
    [
      ['--split', 'train set'],
      /'--split <name>' argument 'train set' is invalid\. split "train set" is not a split name/,
    ],
  ])('%j ends in one line and leaves no output directory', async (flags, message) => {
    const out = join(mkdtempSync(join(scratch, 'flags-')), 'new', 'out');
    const result = await kopa(['synth', 'tasks', '--graph', graphDir, '--out', out, ...flags], {
      KOPA_ADMIN_TOKEN: '',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^kopa: [^\n]+\n$/);
    expect(result.stderr).toMatch(message);
    expect(existsSync(join(out, '..'))).toBe(false);
  });
});

describe('kopa synth tasks', () => {
  it('writes namespaced ids, the gateway URL and split it is given, and prints the warnings', async () => {
    const out = join(scratch, 'tasks');
    const result = await kopa(
      [
        ...['synth', 'tasks', '--graph', graphDir, '--out', out, '--count', '3', '--seed', '3'],
        ...['--namespace', 'cli-run', '--gateway-url', 'http://10.1.2.3:7300/', '--split', 'val'],
      ],
      { KOPA_ADMIN_TOKEN: '' },
    );
    expect(result.stderr).not.toMatch(/^kopa:/m);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('task ids cli-run-00001 … cli-run-00003 (namespace cli-run)');
    const ids = readFileSync(join(out, 'tasks.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).id);
    expect(ids).toEqual(['cli-run-00001', 'cli-run-00002', 'cli-run-00003']);
    const config = readFileSync(join(out, 'grpo/verl_tool_config.yaml'), 'utf8');
    expect(config).toContain('"gateway_url": "http://10.1.2.3:7300"\n');
    expect(config).not.toContain('7300/"');
    expect(readFileSync(join(out, 'grpo/trl.jsonl'), 'utf8')).toContain('"task_id":"cli-run-00001"');
    const report = JSON.parse(readFileSync(join(out, 'export-report.json'), 'utf8'));
    expect(report.warnings.length).toBeGreaterThan(0);
    expect(result.stdout).toContain(`before training (${join(out, 'export-report.json')}):`);
    for (const warning of report.warnings) expect(result.stdout).toContain(`  warning: ${warning}\n`);
  }, 120_000);
});
