// `kopa play` through its functions, on a real benchmark task: the brief is what a model gets, each
// result shown is what the environment returns, a replay reproduces it (and a changed result is
// caught), and the answer becomes a rollout of agent `human` graded by the real grader.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { selectPlatforms } from '@kopa/servers';
import { loadTasks, type Task } from '@kopa/tasks';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentDateLine } from '../src/agents/now.ts';
import { renderAnswer } from '../src/agents/oracle.ts';
import { textOf } from '../src/agents/types.ts';
import {
  createInProcessEnvironment,
  formatBrief,
  openPlaySession,
  PlayError,
  type PlayedCall,
  playAnswer,
  playCall,
  playTools,
  readPlayDir,
  readRecords,
  startPlay,
} from '../src/index.ts';

const TASK_ID = 'finance-001';
const [task] = loadTasks({ ids: [TASK_ID] }) as [Task];
const KEY_TOOL = 'dart_get_api_key';

/** The tool result as the openai agent hands it to the model (agents/openai.ts). */
const asModelSees = (result: CallToolResult) =>
  result.isError ? { isError: true, error: textOf(result) } : (result.structuredContent ?? textOf(result));

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'kopa-play-'));
});

/** A fresh play of the task with the key fetched; returns its directory and the key. */
async function started(name: string): Promise<{ directory: string; key: string; keyCall: PlayedCall }> {
  const directory = join(root, name);
  await startPlay({ taskId: TASK_ID, directory });
  const keyCall = await playCall({ taskId: TASK_ID, directory, tool: KEY_TOOL });
  return { directory, key: String((keyCall.shown as { key: string }).key), keyCall };
}

/** The error a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<PlayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof PlayError)) throw new Error(`expected a PlayError, got ${String(error)}`);
  return error;
}

describe('kopa play, on a real task', () => {
  it('briefs the solver with the query, the date line of the system prompt and exactly the offered tools', async () => {
    const directory = join(root, 'brief');
    const { brief, play, started: fresh } = await startPlay({ taskId: TASK_ID, directory });
    const text = formatBrief(brief);
    expect(fresh).toBe(true);
    expect(text).toContain(task.query);
    expect(text).toContain(currentDateLine(task));
    expect(brief.system.endsWith(currentDateLine(task))).toBe(true);
    expect(brief.tools.map((tool) => tool.name).sort()).toEqual([...task.tools].sort());
    expect(text).toMatch(/corp_code\*: string \/\^\\d\{8\}\$\//);
    expect(text).toContain('reprt_code*: "11011"|"11012"|"11013"|"11014"');
    expect(play.manifest.taskId).toBe(TASK_ID);
    expect(JSON.stringify(brief)).not.toContain(String(task.golden.answer.facts[0]?.value));
  });

  it('shows each result exactly as the environment returns it, wrong calls included', async () => {
    const { directory, key, keyCall } = await started('calls');
    const plan: Array<{ tool: string; args: Record<string, unknown> }> = [
      { tool: KEY_TOOL, args: {} },
      { tool: 'dart_search_corp_code', args: { crtfc_key: key, corp_name: '삼성전자' } },
      { tool: 'dart_get_single_account', args: { crtfc_key: key, corp_code: '0012638' } },
    ];
    const search = await playCall({
      taskId: TASK_ID,
      directory,
      tool: 'dart_search_corp_code',
      args: JSON.stringify(plan[1]?.args),
    });
    const wrong = await playCall({
      taskId: TASK_ID,
      directory,
      tool: 'dart_get_single_account',
      args: plan[2]?.args ?? {},
    });
    const environment = await createInProcessEnvironment(selectPlatforms(task.platforms));
    const session = await environment.open(task);
    const expected: unknown[] = [];
    for (const { tool, args } of plan) expected.push(asModelSees(await session.callTool(tool, args)));
    await session.close();
    await environment.close();
    expect([keyCall.shown, search.shown, wrong.shown]).toEqual(expected);
    expect(wrong.shown).toMatchObject({ isError: true, error: expect.stringMatching(/corp_code must be 8 digits/) });
    expect(search.text).toBe(JSON.stringify(expected[1]));
    expect([keyCall.index, search.index, wrong.index]).toEqual([1, 2, 3]);
    expect(readPlayDir(directory)?.calls.map((call) => call.tool)).toEqual(plan.map((call) => call.tool));
  });

  it.each<[string, { tool: string; args?: string }, string, RegExp]>([
    [
      'a tool the task does not offer',
      { tool: 'dart_get_major_shareholders' },
      'unknown_tool',
      /not offered.*offered tools: .*dart_get_single_account/,
    ],
    [
      'arguments that are not JSON',
      { tool: 'dart_get_company', args: '{corp_code: 1}' },
      'bad_args',
      /not JSON.*e\.g\. --args '\{"crtfc_key":"<string>","corp_code":"<string>"\}'/,
    ],
    [
      'arguments that are not an object',
      { tool: 'dart_get_company', args: '[1]' },
      'bad_args',
      /one JSON object, not \[1\]/,
    ],
  ])('refuses %s, says what to do, and records nothing', async (name, call, code, message) => {
    const { directory } = await started(`refuse-${name.replace(/\W+/g, '-')}`);
    const error = await failure(playCall({ taskId: TASK_ID, directory, ...call }));
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(readPlayDir(directory)?.calls).toHaveLength(1);
  });

  it('names the existing ids when the task id is unknown', async () => {
    const error = await failure(startPlay({ taskId: 'finance-999', directory: join(root, 'unknown') }));
    expect(error.code).toBe('unknown_task');
    expect(error.message).toMatch(/tasks\/data\/<domain>\/.*finance-001 … finance-\d{3}/);
  });

  it('replays the recorded calls to the same results, and stops when one differs', async () => {
    const { directory, key } = await started('replay');
    await playCall({
      taskId: TASK_ID,
      directory,
      tool: 'dart_search_corp_code',
      args: { crtfc_key: key, corp_name: '삼성' },
    });
    const play = readPlayDir(directory);
    const session = await openPlaySession({ task, calls: play?.calls ?? [] });
    const again = await session.call({ tool: 'dart_search_corp_code', args: { crtfc_key: key, corp_name: '삼성' } });
    await session.close();
    expect(again.hash).toBe(play?.calls[1]?.shown);

    const calls = join(directory, 'calls.jsonl');
    writeFileSync(calls, readFileSync(calls, 'utf8').replace(/"shown":"[0-9a-f]{4}/, '"shown":"0000'));
    const error = await failure(playCall({ taskId: TASK_ID, directory, tool: KEY_TOOL }));
    expect(error.code).toBe('replay_mismatch');
    expect(error.exitCode).toBe(2);
    expect(error.message).toMatch(/replaying call 1 \(dart_get_api_key\) gave another result.*--restart/);
  });

  it('keeps a play of another task that has calls unless --restart', async () => {
    const { directory } = await started('other');
    const error = await failure(startPlay({ taskId: 'finance-002', directory }));
    expect(error.code).toBe('other_task');
    expect(error.message).toMatch(/holds a play of finance-001 with 1 call\(s\); pass --restart/);
    const restarted = await startPlay({ taskId: 'finance-002', directory, restart: true });
    expect(restarted.play.calls).toEqual([]);
    expect(readPlayDir(directory)?.manifest.taskId).toBe('finance-002');
  });

  it('grades a wrong answer as a failed rollout of agent human, with the real grader', async () => {
    const { directory, key } = await started('wrong');
    const corp = await playCall({
      taskId: TASK_ID,
      directory,
      tool: 'dart_search_corp_code',
      args: { crtfc_key: key, corp_name: '삼성전자' },
    });
    const runsDir = join(root, 'runs');
    const answered = await playAnswer({
      taskId: TASK_ID,
      directory,
      answer: '삼성전자의 매출액은 1,000원입니다.',
      runsDir,
      runId: 'wrong',
    });
    expect(answered.grades.success).toBe(false);
    expect(answered.grades.response.explanation).toMatch(/\S/);
    expect(answered.record).toMatchObject({ agent: 'human', steps: 3, answer: '삼성전자의 매출액은 1,000원입니다.' });
    expect(answered.record.trajectory?.messages.at(-2)).toMatchObject({ role: 'tool', content: corp.text });
    const again = await failure(playCall({ taskId: TASK_ID, directory, tool: KEY_TOOL }));
    expect(again.code).toBe('answered');
  });

  it('grades the golden answer as a pass and writes the rollout to the standard run directory', async () => {
    const { directory, key } = await started('right');
    const corp = await playCall({
      taskId: TASK_ID,
      directory,
      tool: 'dart_search_corp_code',
      args: { crtfc_key: key, corp_name: '삼성전자' },
    });
    const corpCode = (corp.shown as { items: Array<{ corp_code: string }> }).items[0]?.corp_code;
    await playCall({
      taskId: TASK_ID,
      directory,
      tool: 'dart_get_single_account',
      args: { crtfc_key: key, corp_code: corpCode, bsns_year: '2025', reprt_code: '11011' },
    });
    const runsDir = join(root, 'runs');
    const answered = await playAnswer({
      taskId: TASK_ID,
      directory,
      answer: renderAnswer(task.golden.answer.facts),
      runsDir,
    });
    expect(answered.grades.success).toBe(true);
    expect(answered.run).toBe(join(runsDir, `play-${TASK_ID}`));
    const [record, ...others] = readRecords(join(answered.run, 'rollouts.jsonl'));
    expect(others).toEqual([]);
    expect(record).toMatchObject({ key: `${TASK_ID}#0#0`, agent: 'human', steps: 4, agentErrors: [] });
    expect(record?.calls.map((call) => call.tool)).toEqual([
      KEY_TOOL,
      'dart_search_corp_code',
      'dart_get_single_account',
    ]);
    expect(JSON.parse(readFileSync(join(answered.run, 'summary.json'), 'utf8'))).toMatchObject({
      overall: { tasks: 1, pass1: 1 },
    });
    expect(readPlayDir(directory)?.answer).toMatchObject({ run: answered.run });

    const { directory: second } = await started('right-again');
    const error = await failure(playAnswer({ taskId: TASK_ID, directory: second, answer: 'x', runsDir }));
    expect(error.code).toBe('run_exists');
    expect(error.message).toMatch(/--run-id/);
  });

  it('lists the offered tools again, before or after the play started', async () => {
    const tools = await playTools({ taskId: TASK_ID, directory: join(root, 'never-started') });
    expect(tools.map((tool) => tool.name).sort()).toEqual([...task.tools].sort());
  });
});
