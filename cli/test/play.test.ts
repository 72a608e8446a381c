// `kopa play` as a script drives it: one process per command, the play directory carrying the calls
// between them. A start prints the brief, each --call the result as the model reads it, --answer
// grades a rollout of agent `human` (the verdict only with --show-grade), and bad input exits 1 with a
// message that says what to do next.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTasks, type Task } from '@kopa/tasks';
import { beforeAll, describe, expect, it } from 'vitest';
import { KOPA, kopa } from './spawn-kopa.ts';

const TASK_ID = 'finance-001';
const [task] = loadTasks({ ids: [TASK_ID] }) as [Task];

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'kopa-play-cli-'));
});

/** `kopa play finance-001 --dir <root>/<name> --runs-dir <root>/runs …`. */
const play = (name: string, ...args: string[]) =>
  kopa(['play', TASK_ID, '--dir', join(root, name), '--runs-dir', join(root, 'runs'), ...args]);

/** The golden answer, written the way a solver would (the test alone reads the task file). */
const goldenAnswer = () =>
  task.golden.answer.facts.map((fact) => `${fact.subject ?? ''} ${fact.value}${fact.unit ?? ''}`).join('\n');

describe('kopa play, one command at a time', () => {
  it('solves a task: start, calls, then a graded answer with --show-grade --json', async () => {
    const start = await play('solve');
    expect(start.status).toBe(0);
    expect(start.stdout).toContain(task.query);
    expect(start.stdout).toMatch(/현재 시각: 2026년 9월 1일 \(화\) 오전 10:00 \(KST, Asia\/Seoul\)/);
    expect(start.stdout).toMatch(/Offered tools \(6;/);
    expect(start.stdout).not.toContain(String(task.golden.answer.facts[0]?.value));

    const key = await play('solve', '--call', 'dart_get_api_key', '--json');
    expect(key.status).toBe(0);
    const { result } = JSON.parse(key.stdout) as { result: { key: string } };
    const corp = await play(
      'solve',
      '--call',
      'dart_search_corp_code',
      '--args',
      JSON.stringify({ crtfc_key: result.key, corp_name: '삼성전자' }),
    );
    expect(corp.status).toBe(0);
    expect(JSON.parse(corp.stdout)).toMatchObject({ items: [{ corp_code: '00126380' }] });
    expect(corp.stderr).toMatch(/call 2: dart_search_corp_code, recorded/);
    const account = await play(
      'solve',
      '--call',
      'dart_get_single_account',
      '--args',
      JSON.stringify({ crtfc_key: result.key, corp_code: '00126380', bsns_year: '2025', reprt_code: '11011' }),
    );
    expect(account.status).toBe(0);

    const answered = await play('solve', '--answer', goldenAnswer(), '--show-grade', '--json');
    expect(answered.status).toBe(0);
    const output = JSON.parse(answered.stdout) as {
      run: string;
      agent: string;
      steps: number;
      grade: { success: boolean };
    };
    expect(output).toMatchObject({
      agent: 'human',
      steps: 4,
      grade: { success: true },
      run: join(root, 'runs', `play-${TASK_ID}`),
    });
    const [record] = readFileSync(join(output.run, 'rollouts.jsonl'), 'utf8').trim().split('\n');
    expect(JSON.parse(record ?? '{}')).toMatchObject({ agent: 'human', grades: { success: true } });
  });

  it('keeps the verdict from a blind solver unless --show-grade', async () => {
    expect((await play('blind')).status).toBe(0);
    const answered = await play('blind', '--answer', '삼성전자 매출액은 1원입니다.', '--run-id', 'blind');
    expect(answered.status).toBe(0);
    expect(answered.stdout).toMatch(/answer recorded: rollout finance-001#0#0 of agent human written to .*blind/);
    expect(answered.stdout).not.toMatch(/verdict|PASS|FAIL|passed|failed/);
    const run = readFileSync(join(root, 'runs', 'blind', 'rollouts.jsonl'), 'utf8');
    expect(JSON.parse(run)).toMatchObject({ grades: { success: false } });
  });

  describe('bad input', () => {
    let started: string;
    beforeAll(async () => {
      started = join(root, 'bad');
      expect((await kopa(['play', TASK_ID, '--dir', started])).status).toBe(0);
    });
    it.each<[string, (dir: string) => string[], RegExp]>([
      [
        'an unknown task',
        () => ['play', 'finance-999'],
        /no task "finance-999" in the benchmark; the ids are the file names under tasks\/data\/<domain>\/.*finance-001 … /,
      ],
      [
        'an unknown tool',
        (dir) => ['play', TASK_ID, '--dir', dir, '--call', 'dart_nope'],
        /"dart_nope" is not offered in this task; offered tools: .*dart_get_api_key.*--tools/,
      ],
      [
        'arguments that are not JSON',
        (dir) => ['play', TASK_ID, '--dir', dir, '--call', 'dart_get_company', '--args', '{corp_code: 1}'],
        /not JSON .*e\.g\. --args '\{"crtfc_key":"<string>","corp_code":"<string>"\}'/,
      ],
      [
        'a call before the play started',
        () => ['play', TASK_ID, '--dir', '/nonexistent/play', '--call', 'dart_get_api_key'],
        /no play of finance-001 in \/nonexistent\/play; start it with `kopa play finance-001`/,
      ],
      [
        '--args without --call',
        (dir) => ['play', TASK_ID, '--dir', dir, '--args', '{}'],
        /--args goes with --call, e\.g\. --call dart_search_corp_code --args/,
      ],
    ])('explains %s and exits 1', async (_name, argv, message) => {
      const result = await kopa(argv(started));
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(readFileSync(join(started, 'play.json'), 'utf8')).toContain(TASK_ID);
    });
  });

  it('runs the same steps as a readline loop with -i', () => {
    const directory = join(root, 'interactive');
    const result = spawnSync(
      KOPA,
      ['play', TASK_ID, '-i', '--dir', directory, '--runs-dir', join(root, 'runs'), '--run-id', 'interactive'],
      {
        encoding: 'utf8',
        input: ['help', 'call dart_nope {}', 'call dart_get_api_key', 'answer 모르겠습니다', ''].join('\n'),
        env: { ...process.env, KOPA_DEBUG: '' },
      },
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(task.query);
    expect(result.stdout).toMatch(/call <tool> \[<json>\]/);
    expect(result.stderr).toMatch(/"dart_nope" is not offered/);
    expect(result.stdout).toMatch(/"key":"\w{40}"/);
    expect(result.stdout).toMatch(/answer recorded: rollout finance-001#0#0 of agent human/);
    const calls = readFileSync(join(directory, 'calls.jsonl'), 'utf8').trim().split('\n');
    expect(calls.map((line) => (JSON.parse(line) as { tool: string }).tool)).toEqual(['dart_get_api_key']);
  });
});
