// Run integrity at the command line: `--version`, and every rejected flag or task set ends in one
// `kopa: …` line on stderr and exit 1, with nothing left behind.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadTasks } from '@kopa/tasks';
import { describe, expect, it } from 'vitest';
import { kopa as spawnKopa } from './spawn-kopa.ts';

const kopa = (args: string[]) => spawnKopa(args, { KOPA_ADMIN_TOKEN: '' });

const scratch = mkdtempSync(join(tmpdir(), 'kopa-integrity-'));

/** Exit 1 with exactly one line on stderr, `kopa: <message>`. */
async function expectOneLineError(args: string[], message: RegExp) {
  const result = await kopa(args);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/^kopa: [^\n]+\n$/);
  expect(result.stderr).toMatch(message);
  return result;
}

describe('kopa --version', () => {
  it('prints the version of the root package.json', async () => {
    const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8'));
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    const result = await kopa(['--version']);
    expect(result).toMatchObject({ status: 0, stdout: `${version}\n`, stderr: '' });
  });
});

describe('rejected flags end in one line and exit 1', () => {
  it.concurrent.each([
    [
      ['eval', '--agent', 'foo'],
      /^kopa: option '--agent <agent>' argument 'foo' is invalid\. Allowed choices are oracle, noop, openai\./,
    ],
    [['eval', '--temperature', 'abc'], /'--temperature <t>' argument 'abc' is invalid\. expected a number ≥ 0/],
    [['eval', '--concurrency', '0'], /'--concurrency <n>' argument '0' is invalid\. expected a positive integer/],
    [['eval', '--sample', 'x'], /'--sample <n>' argument 'x' is invalid\. expected a positive integer/],
    [['eval', '--rollouts', '-1'], /'--rollouts <k>' argument '-1' is invalid\. expected a positive integer/],
    [
      ['eval', '--seeds', '1,x'],
      /'--seeds <list>' argument '1,x' is invalid\. expected integers ≥ 0 separated by commas/,
    ],
    [['eval', '--max-steps', '1.5'], /'--max-steps <n>' argument '1\.5' is invalid\. expected a positive integer/],
    [['audit', 'grader', '--sample', '0'], /'--sample <n>' argument '0' is invalid\. expected a positive integer/],
    [['serve', '--idle', 'soon'], /'--idle <minutes>' argument 'soon' is invalid\. expected a number ≥ 0/],
    [
      ['eval', '--type', 'Loop'],
      /'--type <types\.\.\.>' argument 'Loop' is invalid\. Allowed choices are Seq, Par, Mixed, Drv, Sem, Cmp, Cond\./,
    ],
    [
      ['tasks', 'stats', '--domain', 'nope'],
      /'--domain <domains\.\.\.>' argument 'nope' is invalid\. Allowed choices are traffic, finance, education, law, politics, district\./,
    ],
  ])('%j', async (args, message) => {
    await expectOneLineError(args, message);
  });
});

describe('kopa tasks stats', () => {
  it('fails on a domain the task set does not hold instead of printing an empty table', async () => {
    const file = join(scratch, 'finance.jsonl');
    writeFileSync(file, `${JSON.stringify(loadTasks({ ids: ['finance-001'] })[0])}\n`);
    await expectOneLineError(
      ['tasks', 'stats', '--tasks', file, '--domain', 'law'],
      /^kopa: no task of domain law in /,
    );
  });
});

describe('a rejected kopa synth graph leaves no output directory', () => {
  it.concurrent.each([
    [['--platforms', 'nope'], /'--platforms <ids\.\.\.>' argument 'nope' is invalid\. Allowed choices are .*kma/],
    [['--paths', '0'], /'--paths <n>' argument '0' is invalid\. expected a positive integer/],
    [['--seed', 'x'], /'--seed <n>' argument 'x' is invalid\. expected an integer ≥ 0/],
    [
      ['--proposer', 'oracle'],
      /'--proposer <name>' argument 'oracle' is invalid\. Allowed choices are heuristic, llm\./,
    ],
  ])('%j', async (flags, message) => {
    const out = join(mkdtempSync(join(scratch, 'graph-')), 'new', 'out');
    await expectOneLineError(['synth', 'graph', '--out', out, ...flags], message);
    expect(existsSync(join(out, '..'))).toBe(false);
  });

  it('removes the directories it created when the run fails before writing a file', async () => {
    const parent = mkdtempSync(join(scratch, 'graph-'));
    const out = join(parent, 'new', 'out');
    await expectOneLineError(
      [
        ...['synth', 'graph', '--out', out, '--platforms', 'kma', '--iterations', '1', '--paths', '1'],
        ...['--proposer', 'llm', '--llm-url', 'http://127.0.0.1:9/v1', '--llm-model', 'none'],
      ],
      /^kopa: llm proposer: none at http:\/\/127\.0\.0\.1:9\/v1 gave no valid answer/,
    );
    expect(existsSync(join(parent, 'new'))).toBe(false);
    expect(existsSync(parent)).toBe(true);
  }, 120_000);
});

describe('task-set validation through the CLI', () => {
  it('names the file, line and task of a golden tool the task does not offer', async () => {
    const [task] = loadTasks({ ids: ['finance-001'] });
    if (!task) throw new Error('finance-001 is missing');
    const bad = { ...task, id: 'finance-903', tools: task.tools.filter((tool) => tool !== 'dart_search_corp_code') };
    const file = join(scratch, 'bad.jsonl');
    writeFileSync(file, [task, { ...task, id: 'finance-902' }, bad].map((item) => JSON.stringify(item)).join('\n'));
    await expectOneLineError(
      ['eval', '--agent', 'oracle', '--tasks', file, '--runs-dir', join(scratch, 'runs')],
      /^kopa: invalid task finance-903 in .*bad\.jsonl:3: golden action a2 calls dart_search_corp_code, not in the task's tools$/m,
    );
    expect(existsSync(join(scratch, 'runs'))).toBe(false);
  });
});

describe('kopa eval preflight', () => {
  it('exits 2 before any rollout when the model endpoint is dead, in one line, leaving no run', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'kopa-preflight-runs-'));
    const result = await kopa([
      'eval',
      '--base-url',
      'http://127.0.0.1:9/v1',
      '--model',
      'm',
      '--api-key',
      'sk-never-printed',
      '--id',
      'law-001',
      '--runs-dir',
      runsDir,
      '--run-id',
      'dead',
    ]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /^kopa: preflight: the model endpoint http:\/\/127\.0\.0\.1:9\/v1 is unreachable \([^)]+\); check --base-url[^\n]*no rollout was run\n$/,
    );
    expect(result.stderr + result.stdout).not.toContain('sk-never-printed');
    expect(existsSync(join(runsDir, 'dead'))).toBe(false);
  }, 60_000);

  it('exits 2 before any rollout when --servers has no gateway', async () => {
    const result = await kopa(['eval', '--agent', 'oracle', '--id', 'law-001', '--servers', 'http://127.0.0.1:9']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^kopa: preflight: the gateway http:\/\/127\.0\.0\.1:9 is unreachable/);
  }, 60_000);
});
