// The read memo shares a read call's output between sessions on the same state, which is right only
// if the emulation's reads are pure. This checks it where it matters: with the memo off, every
// task's golden calls, made in two fresh sessions of its state, read exactly the same outputs.
import { createHub, type Hub } from '@kopa/kit';
import { PLATFORMS } from '@kopa/servers';
import { loadTasks, type Task } from '@kopa/tasks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOracleAgent, toolSpec } from '../src/index.ts';

let hub: Hub;
beforeAll(async () => {
  hub = await createHub({ platforms: PLATFORMS, idleMs: 0, memoReads: false });
});
afterAll(() => hub.close());

async function goldenOutputs(task: Task): Promise<string> {
  const { token } = hub.createSession({ state: task.state });
  const offered = new Set(task.tools);
  const tools = task.platforms
    .flatMap((platform) => hub.listTools(platform))
    .filter((tool) => offered.has(tool.name))
    .map(toolSpec);
  await createOracleAgent().run({
    task,
    tools,
    callTool: (name, args) => hub.callTool({ token, platform: name.split('_')[0] ?? '', name, args }),
    seed: 0,
    rollout: 0,
    signal: AbortSignal.timeout(120_000),
  });
  const outputs = JSON.stringify((hub.getResults(token) ?? []).map((result) => result.output));
  hub.deleteSession(token);
  return outputs;
}

it('reads the same outputs for the same calls on the same state, for every task', async () => {
  const impure: string[] = [];
  for (const task of loadTasks()) {
    const first = await goldenOutputs(task);
    if (first === '[]') impure.push(`${task.id}: no successful read`);
    else if ((await goldenOutputs(task)) !== first) impure.push(task.id);
  }
  expect(impure).toEqual([]);
}, 240_000);
