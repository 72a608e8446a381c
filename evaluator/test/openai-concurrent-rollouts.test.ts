// One openai agent serves many rollouts at once through one provider: each rollout's trajectory is
// its own conversation (never another rollout's request), and the header that tells them apart
// inside the harness never reaches the endpoint.
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
    }
    expect(sentHeaders.length).toBe(12);
    for (const names of sentHeaders) expect(names).not.toContain('x-kopa-rollout');
  } finally {
    await server.close();
  }
});
