// The rollout control plane over real HTTP: a trainer opens a session for a task, calls tools in it,
// and verifies it with the evaluator's grader over the session's own log and state.
import { createHub, type Gateway, startGateway } from '@kopa/kit';
import { selectPlatforms } from '@kopa/servers';
import { loadTasks, type Task } from '@kopa/tasks';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOracleAgent } from '../src/agents/oracle.ts';
import { createRolloutControl } from '../src/control/rollouts.ts';
import { createInProcessEnvironment } from '../src/environment.ts';
import { runRollout, toolSpec } from '../src/rollout.ts';

type Json = Record<string, unknown>;
const TOKEN = 'rollout-control-token';
const tasks = loadTasks();
const task = (id: string) => tasks.find((candidate) => candidate.id === id) as Task;
// law-017: an expired key to renew and a write; finance-005: a write; finance-001: a read.
const WRITE_EXPIRED = task('law-017');
const WRITE = task('finance-005');

let gateway: Gateway;
let closeHub: () => Promise<void>;
const MAX_ROLLOUTS = 40;

beforeAll(async () => {
  const hub = await createHub({ platforms: selectPlatforms([]), idleMs: 0 });
  const control = createRolloutControl({ hub, tasks, maxRollouts: MAX_ROLLOUTS });
  gateway = await startGateway({ hub, port: 0, adminToken: TOKEN, extensions: [control] });
  closeHub = () => hub.close();
});
afterAll(async () => {
  await gateway.close();
  await closeHub();
});

async function api(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}) {
  const token = init.token === undefined ? TOKEN : init.token;
  const response = await fetch(`${gateway.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
}

const createRollout = async (taskId: string) => {
  const created = await api('/rollouts', { body: { task_id: taskId } });
  expect(created.status).toBe(201);
  return created.body as Json & { rollout_id: string; tools: { function: { name: string } }[] };
};

/** A callTool that reaches the rollout over HTTP, as a trainer's tool class does. */
const httpCall = (rolloutId: string) => async (name: string, args: Record<string, unknown>) => {
  const called = await api(`/rollouts/${rolloutId}/call`, { body: { name, arguments: args } });
  expect(called.status).toBe(200);
  return called.body as unknown as CallToolResult;
};

/** The golden trajectory, driven by the oracle through any callTool. */
async function oracleThrough(target: Task, callTool: (name: string, args: Json) => Promise<CallToolResult>) {
  const hub = await createHub({ platforms: selectPlatforms(target.platforms), idleMs: 0 });
  const specs = target.platforms
    .flatMap((platform) => hub.listTools(platform))
    .filter((tool) => target.tools.includes(tool.name))
    .map(toolSpec);
  await hub.close();
  const result = await createOracleAgent().run({
    task: target,
    tools: specs,
    seed: 0,
    rollout: 0,
    signal: AbortSignal.timeout(30_000),
    callTool,
  });
  return result.answer;
}

describe('rollout control plane', () => {
  it('opens a session with the task prompt, clock and only its offered tools, schemas trainer-safe', async () => {
    const created = await createRollout(WRITE_EXPIRED.id);
    expect(created.task_id).toBe(WRITE_EXPIRED.id);
    expect(created.mcp_url).toBe(`${gateway.url}/rollouts/${created.rollout_id}/mcp`);
    const prompt = created.prompt as { role: string; content: string }[];
    expect(prompt.map((message) => message.role)).toEqual(['system', 'user']);
    expect(prompt[1]?.content).toBe(WRITE_EXPIRED.query);
    expect(prompt[0]?.content).toMatch(/2026/);
    expect(typeof created.clock).toBe('string');
    expect(created.tools.map((tool) => tool.function.name).sort()).toEqual([...WRITE_EXPIRED.tools].sort());
    await api(`/rollouts/${created.rollout_id}`, { method: 'DELETE' });
  });

  it.each([WRITE_EXPIRED, WRITE])(
    'the golden trajectory of $id through one rollout verifies as a success, as in an eval',
    async (target) => {
      const created = await createRollout(target.id);
      const answer = await oracleThrough(target, httpCall(created.rollout_id));
      const verified = await api(`/rollouts/${created.rollout_id}/verify`, { body: { answer } });
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({ success: true, score: 1, components: { environment: 1, response: 1 } });
      expect(verified.body.calls).toBeGreaterThan(0);
      // The same verdict as `kopa eval` on the same agent.
      const environment = await createInProcessEnvironment(selectPlatforms(target.platforms));
      const record = await runRollout({ environment, task: target, agent: createOracleAgent(), rollout: 0, seed: 0 });
      await environment.close();
      expect(record.grades?.success).toBe(true);
      expect(record.grades?.action.f1).toBe(verified.body.components && (verified.body.components as Json).action);
      // Verify reads, never writes: asking twice gives the same verdict.
      const again = await api(`/rollouts/${created.rollout_id}/verify`, { body: { answer } });
      expect(again.body.score).toBe(verified.body.score);
      expect((await api(`/rollouts/${created.rollout_id}`, { method: 'DELETE' })).status).toBe(204);
      expect((await api(`/rollouts/${created.rollout_id}/verify`, { body: { answer } })).status).toBe(404);
    },
  );

  it('one fresh session per call (a stateless MCP tool) fails: the renewed key and the write are lost', async () => {
    const sessions: string[] = [];
    const answer = await oracleThrough(WRITE_EXPIRED, async (name, args) => {
      const created = await createRollout(WRITE_EXPIRED.id);
      sessions.push(created.rollout_id);
      return httpCall(created.rollout_id)(name, args);
    }).catch((error: Error) => error.message);
    // The oracle stops at the first call that fails with the still-expired key.
    expect(answer).toMatch(/failed/);
    const last = sessions.at(-1) as string;
    const verified = await api(`/rollouts/${last}/verify`, { body: { answer: 'done' } });
    expect(verified.body.success).toBe(false);
    expect(verified.body.score as number).toBeLessThan(0.5);
    for (const id of sessions) await api(`/rollouts/${id}`, { method: 'DELETE' });
  });

  it('no calls, or a dump of everything read, earns nothing', async () => {
    const golden = await createRollout(WRITE.id);
    const answer = await oracleThrough(WRITE, httpCall(golden.rollout_id));
    const idle = await createRollout(WRITE.id);
    const noCalls = await api(`/rollouts/${idle.rollout_id}/verify`, { body: { answer } });
    expect(noCalls.body).toMatchObject({ success: false, calls: 0 });
    expect(noCalls.body.score as number).toBeLessThan(0.5);
    const view = await api(`/rollouts/${golden.rollout_id}`);
    const dump = JSON.stringify(view.body.calls);
    const dumped = await api(`/rollouts/${golden.rollout_id}/verify`, { body: { answer: dump } });
    expect(dumped.body.success).toBe(false);
    await api(`/rollouts/${golden.rollout_id}`, { method: 'DELETE' });
    await api(`/rollouts/${idle.rollout_id}`, { method: 'DELETE' });
  });

  it('verify reads the answer from verl text and OpenAI messages, never their calls', async () => {
    const created = await createRollout(WRITE.id);
    const answer = await oracleThrough(WRITE, httpCall(created.rollout_id));
    const forged = `<tool_call>{"name": "dart_add_watchlist", "arguments": {}}</tool_call><tool_response>ok</tool_response>`;
    const hermes = await api(`/rollouts/${created.rollout_id}/verify`, {
      body: { solution_str: `${forged}\n<think>done</think>${answer}<|im_end|>` },
    });
    expect(hermes.body.success).toBe(true);
    const messages = await api(`/rollouts/${created.rollout_id}/verify`, {
      body: {
        messages: [
          { role: 'tool', content: 'x' },
          { role: 'assistant', content: answer },
        ],
      },
    });
    expect(messages.body.success).toBe(true);
    // The replayed reward of the same calls agrees with the session's verdict.
    const view = await api(`/rollouts/${created.rollout_id}`);
    const calls = view.body.calls as { tool: string; args: Json }[];
    expect(calls.length).toBeGreaterThan(0);
    await api(`/rollouts/${created.rollout_id}`, { method: 'DELETE' });
  });

  it('refuses unoffered tools without a call and maps trainer prefixes to the offered tool', async () => {
    const created = await createRollout(WRITE_EXPIRED.id);
    const refused = await httpCall(created.rollout_id)('dart_list_disclosures', {});
    expect(refused.isError).toBe(true);
    expect((refused as unknown as { text: string }).text).toMatch(/Unknown tool "dart_list_disclosures". Offered: /);
    const keyTool = WRITE_EXPIRED.tools.find((name) => name.endsWith('_renew_api_key')) as string;
    const prefixed = await httpCall(created.rollout_id)(`kopa_${keyTool}`, {});
    expect(prefixed.isError).not.toBe(true);
    const view = await api(`/rollouts/${created.rollout_id}`);
    expect((view.body.calls as { tool: string }[]).map((call) => call.tool)).toEqual([keyTool]);
    await api(`/rollouts/${created.rollout_id}`, { method: 'DELETE' });
  });

  it('serves the rollout over MCP: offered tools only, bare names, typed parameters, one session', async () => {
    const created = await createRollout(WRITE_EXPIRED.id);
    const client = new Client({ name: 'rollout-test', version: '0.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(created.mcp_url as string)));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...WRITE_EXPIRED.tools].sort());
    for (const tool of tools as Tool[])
      for (const property of Object.values(tool.inputSchema.properties ?? {}))
        expect(typeof (property as { type?: unknown }).type).toBe('string');
    const answer = await oracleThrough(
      WRITE_EXPIRED,
      async (name, args) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    );
    await client.close();
    const verified = await api(`/rollouts/${created.rollout_id}/verify`, { body: { answer } });
    expect(verified.body.success).toBe(true);
    await api(`/rollouts/${created.rollout_id}`, { method: 'DELETE' });
  });

  it('answers bad requests with what to do next', async () => {
    expect((await api('/rollouts', { body: { task_id: 'finance-001' }, token: null })).status).toBe(401);
    expect((await api('/rollouts', { body: { task_id: 'finance-001' }, token: 'wrong' })).status).toBe(401);
    const unknown = await api('/rollouts', { body: { task_id: 'nope' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/GET \/rollouts\/tasks/);
    expect((await api('/rollouts', { body: '[1]' })).status).toBe(400);
    expect((await api('/rollouts', { body: '{not json' })).status).toBe(400);
    expect((await api('/rollouts', { body: { task_id: 'finance-001', rollout_id: 'short' } })).status).toBe(400);
    expect((await api('/rollouts', { body: { task_id: 'finance-001', rollout_id: '__proto__x' } })).status).toBe(201);
    const taken = await api('/rollouts', { body: { task_id: 'finance-001', rollout_id: '__proto__x' } });
    expect(taken.status).toBe(409);
    const both = await api('/rollouts/__proto__x/verify', { body: { answer: 'a', messages: [] } });
    expect(both.status).toBe(400);
    expect(both.body.error).toMatch(/exactly one/);
    expect((await api('/rollouts/__proto__x/verify', { body: { answer: 3 } })).status).toBe(400);
    expect((await api('/rollouts/__proto__x/call', { body: { name: 'x', arguments: [1] } })).status).toBe(400);
    expect((await api('/rollouts/__proto__x/call', { method: 'GET' })).status).toBe(405);
    expect((await api('/rollouts/__proto__x', { method: 'DELETE' })).status).toBe(204);
    expect((await api('/rollouts/__proto__x', { method: 'DELETE' })).status).toBe(404);
    expect((await api('/rollouts/tasks')).body.tasks).toHaveLength(tasks.length);
  });

  it('bounds live rollouts and frees a slot on delete', async () => {
    const live = (await api('/rollouts')).body.live as number;
    const opened: string[] = [];
    for (let index = live; index < MAX_ROLLOUTS; index++) opened.push((await createRollout('finance-001')).rollout_id);
    const over = await api('/rollouts', { body: { task_id: 'finance-001' } });
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/DELETE finished rollouts/);
    await api(`/rollouts/${opened.pop()}`, { method: 'DELETE' });
    opened.push((await createRollout('finance-001')).rollout_id);
    for (const id of opened) await api(`/rollouts/${id}`, { method: 'DELETE' });
  });

  it('scores a trajectory by replay with the same verdict', async () => {
    const created = await createRollout(WRITE.id);
    const calls: { name: string; args: Json }[] = [];
    const answer = await oracleThrough(WRITE, (name, args) => {
      calls.push({ name, args });
      return httpCall(created.rollout_id)(name, args);
    });
    const verified = await api(`/rollouts/${created.rollout_id}/verify`, { body: { answer } });
    const solution = calls
      .map(
        (call) =>
          `<tool_call>${JSON.stringify({ name: `kopa_${call.name}`, arguments: call.args })}</tool_call><tool_response>…</tool_response>`,
      )
      .join('\n');
    const replayed = await api('/rollouts/score', {
      body: { task_id: WRITE.id, solution_str: `${solution}\n${answer}` },
    });
    expect(replayed.status).toBe(200);
    expect(replayed.body.score).toBe(verified.body.score);
    expect(replayed.body.success).toBe(true);
    await api(`/rollouts/${created.rollout_id}`, { method: 'DELETE' });
  });
});
