// Rollout records hold the whole trajectory: system prompt, user turn, every assistant turn (text,
// reasoning, tool calls with ids, names and arguments), every tool result exactly as the model read
// it, and the usage of each model call. Real runs: the openai agent against the scripted
// OpenAI-compatible server over HTTP, the in-process servers, the real run store.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPlatform } from '@kopa/servers';
import { loadTasks, type Task } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../src/agents/types.ts';
import {
  createInProcessEnvironment,
  createOpenAIAgent,
  createOracleAgent,
  type Environment,
  parseMessages,
  type RolloutRecord,
  runEval,
} from '../src/index.ts';
import { RECORD_VERSION } from '../src/rollout.ts';
import { readRecords } from '../src/run-store.ts';
import { solveFinance006 } from '../src/testing/finance-006.ts';
import { startScriptedServer, type Turn } from '../src/testing/scripted-server.ts';

type Json = Record<string, unknown>;
const [task] = loadTasks({ ids: ['finance-006'] });
const theTask = (): Task => {
  if (!task) throw new Error('missing finance-006');
  return task;
};
const parallel: Turn[] = solveFinance006;

let environment: Environment & { close(): Promise<void> };
beforeAll(async () => {
  environment = await createInProcessEnvironment([findPlatform('dart')]);
});
afterAll(() => environment.close());

type Rewrite = (request: { index: number; body: Json }, response: Response) => Promise<Response>;

/** One rollout of the parallel script; `rewrite` may change what the endpoint answers. */
async function run(options: { maxSteps?: number; rewrite?: Rewrite } = {}) {
  const server = await startScriptedServer({ scripts: { [theTask().query]: parallel } });
  let index = 0;
  const rewrite = options.rewrite;
  const fetchThrough: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!rewrite) return response;
    return rewrite({ index: index++, body: JSON.parse(String(init?.body)) as Json }, response);
  };
  try {
    const agent = createOpenAIAgent({
      baseURL: server.url,
      model: 'scripted',
      retryBaseDelayMs: 1,
      fetch: fetchThrough,
      ...(options.maxSteps ? { maxSteps: options.maxSteps } : {}),
    });
    const runsDir = mkdtempSync(join(tmpdir(), 'kopa-trajectory-'));
    const outcome = await runEval({
      tasks: [theTask()],
      agent,
      environment,
      rollouts: 1,
      seeds: [0],
      concurrency: 1,
      runsDir,
      runId: 'r',
    });
    // What is on disk, not what the run holds in memory.
    const [record] = readRecords(join(runsDir, 'r', 'rollouts.jsonl'));
    if (!record?.trajectory) throw new Error(`no trajectory: ${JSON.stringify(record?.infraError)}`);
    return { record, trajectory: record.trajectory, requests: server.requests, outcome };
  } finally {
    await server.close();
  }
}

/** A wire message in the trajectory's shape (only the keys the trajectory keeps). */
function fromWire(message: Json): ChatMessage {
  if (message.role === 'assistant') {
    const calls = (message.tool_calls as Json[] | undefined) ?? [];
    return {
      role: 'assistant',
      content: (message.content as string | null) ?? null,
      ...(message.reasoning_content ? { reasoning_content: String(message.reasoning_content) } : {}),
      ...(calls.length > 0
        ? {
            tool_calls: calls.map((call) => ({
              id: String(call.id),
              type: 'function' as const,
              function: call.function as { name: string; arguments: string },
            })),
          }
        : {}),
    };
  }
  if (message.role === 'tool')
    return { role: 'tool', tool_call_id: String(message.tool_call_id), content: String(message.content) };
  return { role: message.role as 'system' | 'user', content: String(message.content) };
}

const withoutNames = (messages: readonly ChatMessage[]) =>
  messages.map((message) => {
    if (message.role !== 'tool') return message;
    const { name: _name, ...rest } = message;
    return rest;
  });

describe('trajectories in rollouts.jsonl', () => {
  it('records every message, tool call and tool result in order, as the model saw them, with usage per turn', async () => {
    const { record, trajectory, requests } = await run();
    expect(record.version).toBe(RECORD_VERSION);
    expect(record.grades?.success, record.grades?.response.explanation).toBe(true);
    expect(record.messages).toBeUndefined();
    const { messages, turns } = trajectory;

    // System prompt (ending with the session's date) and the user turn.
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toMatch(/현재 시각: 20\d\d년/);
    expect(messages[1]).toEqual({ role: 'user', content: theTask().query });

    // Everything but the final answer is byte for byte what the last request carried.
    const lastRequest = (requests.at(-1)?.messages ?? []) as Json[];
    expect(withoutNames(messages.slice(0, -1))).toEqual(lastRequest.map(fromWire));
    expect(messages.at(-1)).toEqual({ role: 'assistant', content: record.answer });
    expect(record.answer).toMatch(/더 큽니다: \d+원/);

    // The order: assistant(1 call), tool, assistant(2 calls), tool, tool, assistant(2), tool, tool, assistant.
    expect(messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'assistant',
      'tool',
      'tool',
      'assistant',
      'tool',
      'tool',
      'assistant',
    ]);

    // Every tool call: id, name, arguments; each answered by the next tool message with its id.
    const calls = messages.flatMap((message) => (message.role === 'assistant' ? (message.tool_calls ?? []) : []));
    const results = messages.filter((message) => message.role === 'tool');
    expect(calls.map((call) => call.function.name)).toEqual([
      'dart_get_api_key',
      'dart_search_corp_code',
      'dart_search_corp_code',
      'dart_get_single_account',
      'dart_get_single_account',
    ]);
    expect(calls.map((call) => call.id)).toEqual(['call_1', 'call_2', 'call_3', 'call_4', 'call_5']);
    expect(results.map((message) => message.tool_call_id)).toEqual(calls.map((call) => call.id));
    expect(results.map((message) => message.name)).toEqual(calls.map((call) => call.function.name));
    expect(results.every((message) => !message.unsent)).toBe(true);
    const issuedKey = String((JSON.parse(results[0]?.content ?? '{}') as Json).key);
    expect(JSON.parse(calls[1]?.function.arguments ?? '{}')).toEqual({ crtfc_key: issuedKey, corp_name: 'LG전자' });

    // The call log has the same calls in the same order, with a short result summary each; the tool
    // results are the session's outputs in full (the model read structuredContent as JSON).
    expect(record.calls.map((call) => call.tool)).toEqual(calls.map((call) => call.function.name));
    for (const [index, call] of record.calls.entries()) {
      expect(call.ok).toBe(true);
      const args = JSON.parse(calls[index]?.function.arguments ?? '{}') as Json;
      expect(Object.keys(call.args).sort()).toEqual(Object.keys(args).sort());
    }
    expect(record.calls.slice(1).every((call) => typeof call.itemCount === 'number')).toBe(true);
    expect(results.map((message) => JSON.parse(message.content))).toEqual(record.results?.map((entry) => entry.output));
    const accounts = JSON.parse(results[3]?.content ?? '{}') as { items: unknown[] };
    expect(accounts.items.length).toBeGreaterThan(10);

    // One turn per model call, pointing at its assistant message, with that call's usage.
    expect(turns).toHaveLength(4);
    expect(turns.map((turn) => messages[turn.message]?.role)).toEqual(Array(4).fill('assistant'));
    expect(turns.map((turn) => turn.message)).toEqual([2, 4, 7, 10]);
    expect(turns.map((turn) => turn.finishReason)).toEqual(['tool-calls', 'tool-calls', 'tool-calls', 'stop']);
    for (const turn of turns) expect(turn.usage).toMatchObject({ inputTokens: 100, outputTokens: 20 });
    expect(record.usage).toEqual({ inputTokens: 400, outputTokens: 80 });

    // The reward server reads the same messages.
    expect(parseMessages(messages).calls.map((call) => call.name)).toEqual(calls.map((call) => call.function.name));
    expect(parseMessages(messages).answer).toBe(record.answer);
  });

  it('records reasoning of every assistant turn where the endpoint returns it', async () => {
    const { trajectory, requests } = await run({
      rewrite: async ({ index }, response) => {
        const body = (await response.json()) as { choices: Array<{ message: Json }> };
        const message = body.choices[0]?.message;
        if (message) message.reasoning_content = `생각 ${index}`;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    const assistants = trajectory.messages.filter((message) => message.role === 'assistant');
    expect(assistants.map((message) => message.reasoning_content)).toEqual(['생각 0', '생각 1', '생각 2', '생각 3']);
    // Earlier turns' reasoning is as the endpoint got it back.
    const sent = ((requests.at(-1)?.messages ?? []) as Json[]).filter((message) => message.role === 'assistant');
    expect(sent.map((message) => message.reasoning_content)).toEqual(['생각 0', '생각 1', '생각 2']);
  });

  it('keeps the calls of the last step and their results, marked unsent, when the step limit stops the run', async () => {
    const { record, trajectory, requests } = await run({ maxSteps: 2 });
    expect(requests).toHaveLength(2);
    expect(record.agentErrors.map((error) => error.type)).toContain('max_steps');
    const { messages, turns } = trajectory;
    expect(messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'assistant',
      'tool',
      'tool',
    ]);
    const unsent = messages.slice(-2);
    expect(unsent.every((message) => message.role === 'tool' && message.unsent === true)).toBe(true);
    expect(unsent.map((message) => (message.role === 'tool' ? message.name : ''))).toEqual([
      'dart_search_corp_code',
      'dart_search_corp_code',
    ]);
    // Exactly what the model would have read: the session's outputs as JSON.
    expect(
      messages.slice(3).flatMap((message) => (message.role === 'tool' ? [JSON.parse(message.content)] : [])),
    ).toEqual(record.results?.map((entry) => entry.output));
    expect(turns.map((turn) => turn.message)).toEqual([2, 4]);
  });

  it('keeps the conversation up to a context overflow', async () => {
    const { record, trajectory } = await run({
      rewrite: async ({ index }, response) =>
        index < 2
          ? response
          : new Response(JSON.stringify({ error: { message: "This model's maximum context length is 8192 tokens" } }), {
              status: 400,
              headers: { 'content-type': 'application/json' },
            }),
    });
    expect(record.agentErrors.map((error) => error.type)).toEqual(['context_overflow']);
    expect(record.grades?.success).toBe(false);
    // The request that overflowed carried both turns and all three results.
    expect(trajectory.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'assistant',
      'tool',
      'tool',
    ]);
    expect(trajectory.turns).toHaveLength(2);
    expect(record.steps).toBe(2);
    expect(record.usage).toEqual({ inputTokens: 200, outputTokens: 40 });
    expect(trajectory.messages.every((message) => message.role !== 'tool' || !message.unsent)).toBe(true);
  });

  it('gives a scripted agent an empty trajectory and the full call log', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'kopa-trajectory-oracle-'));
    await runEval({
      tasks: [theTask()],
      agent: createOracleAgent(),
      environment,
      rollouts: 1,
      seeds: [0],
      concurrency: 1,
      runsDir,
      runId: 'oracle',
    });
    const lines = readFileSync(join(runsDir, 'oracle', 'rollouts.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0] ?? '{}') as RolloutRecord;
    expect(record.trajectory).toEqual({ format: 'openai-chat', messages: [], turns: [] });
    expect(record.calls.length).toBe(theTask().golden.actions.length);
    expect(record.calls.every((call) => call.ok && typeof call.durationMs === 'number')).toBe(true);
    expect(record.calls.filter((call) => call.itemCount !== undefined).length).toBeGreaterThan(0);
    expect(record.results?.length).toBe(record.calls.length);
    expect(record.grades?.success).toBe(true);
  });
});
