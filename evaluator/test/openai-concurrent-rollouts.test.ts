// One openai agent serves many rollouts at once through one provider: each rollout's trajectory is
// its own conversation (never another rollout's request), and the header that tells them apart
// inside the harness never reaches the endpoint. Each record's model time is that rollout's own.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPlatform } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createInProcessEnvironment, createOpenAIAgent, type Environment, runEval } from '../src/index.ts';
import { startScriptedServer, type Turn } from '../src/testing/scripted-server.ts';

const tasks = loadTasks({ ids: ['finance-001', 'finance-006'] });
let environment: Environment;
beforeAll(async () => {
  environment = await createInProcessEnvironment([findPlatform('dart'), findPlatform('krx')]);
});
afterAll(() => environment.close());

it('keeps each concurrent rollout its own conversation and sends no harness header', async () => {
  // Each task's script differs in length and answer, so a crossed trajectory shows.
  const keyThenAnswer = (answer: string): Turn[] => [
    { toolCalls: [{ name: 'dart_get_api_key', args: () => ({}) }] },
    { content: () => answer },
  ];
  const scripts = {
    [tasks[0]?.query ?? '']: keyThenAnswer('첫째 답'),
    [tasks[1]?.query ?? '']: [{ content: () => '둘째 답' }],
  };
  const server = await startScriptedServer({ scripts, latencyMs: 20 });
  const sentHeaders: string[][] = [];
  const recording: typeof fetch = (input, init) => {
    sentHeaders.push(Object.keys((init?.headers ?? {}) as Record<string, string>).map((name) => name.toLowerCase()));
    return fetch(input, init);
  };
  try {
    const agent = createOpenAIAgent({ baseURL: server.url, model: 'scripted', fetch: recording, concurrency: 8 });
    const result = await runEval({
      tasks,
      agent,
      environment,
      rollouts: 4,
      seeds: [0],
      concurrency: 8,
      runsDir: mkdtempSync(join(tmpdir(), 'kopa-concurrent-')),
      runId: 'r',
    });
    expect(result.records).toHaveLength(8);
    for (const record of result.records) {
      const task = tasks.find((candidate) => candidate.id === record.taskId);
      const messages = record.trajectory?.messages ?? [];
      expect(messages.find((message) => message.role === 'user')?.content).toBe(task?.query);
      expect(record.answer).toBe(record.taskId === tasks[0]?.id ? '첫째 답' : '둘째 답');
      // finance-001's rollouts made one call and read its result; finance-006's made none.
      expect(messages.filter((message) => message.role === 'tool')).toHaveLength(record.calls.length);
      // Its own model time: each turn waited at least the latency, and never the other rollouts' waits.
      const turns = record.taskId === tasks[0]?.id ? 2 : 1;
      expect(record.modelMs).toBeGreaterThanOrEqual(turns * 20 - 1);
      expect(record.modelMs).toBeLessThanOrEqual(record.durationMs);
    }
    expect(sentHeaders.length).toBe(12);
    for (const names of sentHeaders) expect(names).not.toContain('x-kopa-rollout');
  } finally {
    await server.close();
  }
});

it('spreads the first rollouts over the start ramp, one per slot', async () => {
  const scripts = Object.fromEntries(tasks.map((task) => [task.query, [{ content: () => '답' }] satisfies Turn[]]));
  const server = await startScriptedServer({ scripts });
  try {
    const agent = createOpenAIAgent({ baseURL: server.url, model: 'scripted', startRampMs: 300 });
    const result = await runEval({
      tasks,
      agent,
      environment,
      rollouts: 2,
      seeds: [0],
      concurrency: 4,
      runsDir: mkdtempSync(join(tmpdir(), 'kopa-ramp-')),
      runId: 'r',
    });
    const starts = result.records.map((record) => Date.parse(record.startedAt)).sort((a, b) => a - b);
    // Slot i waits i/4 of the ramp: the fourth starts at least 225 ms after the first.
    expect(starts).toHaveLength(4);
    expect((starts[3] ?? 0) - (starts[0] ?? 0)).toBeGreaterThanOrEqual(220);
    expect(createOpenAIAgent({ baseURL: server.url, model: 'scripted' }).startRampMs).toBe(250);
  } finally {
    await server.close();
  }
});
