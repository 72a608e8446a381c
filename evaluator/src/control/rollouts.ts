// The rollout control plane (issue 16): what an RL trainer needs to run KOPA as the environment of
// every rollout. It is mounted on the gateway at /rollouts, behind the admin token:
//   POST   /rollouts                 {task_id, rollout_id?}  → a session with the task's state and clock
//   POST   /rollouts/<id>/call       {name, arguments}       → the tool result, as a model sees it
//   POST   /rollouts/<id>/verify     {answer | solution_str | messages} → the evaluator's verdict
//   GET    /rollouts/<id>, DELETE /rollouts/<id>, GET /rollouts, GET /rollouts/tasks
//   POST   /rollouts/score           {task_id, solution_str | messages} → the replayed reward
//   MCP at /rollouts/<id>/mcp: the task's offered tools, bound to the rollout's session.
// The verdict is the grader an eval uses, over the session's own call log, outputs and final state,
// so a trainer's reward, `kopa eval` and `kopa reward serve` agree on every trajectory.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  canonicalToolName,
  createFastPath,
  createToolServer,
  type GatewayExtension,
  HttpError,
  type Hub,
  HubError,
  type McpEndpoint,
  readJson,
  sendJson,
  sessionNow,
  type TrainerTool,
  trainerParameters,
  trainerTool,
  withSessionDate,
} from '@kopa/kit';
import type { Task } from '@kopa/tasks';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { DEFAULT_SYSTEM_PROMPT } from '../agents/openai.ts';
import { genericParams } from '../generic.ts';
import { gradeSession, type Reward, readSession, scoreReplay } from '../reward/score.ts';
import { parseHermes, parseMessages, RewardRequestError } from '../reward/trajectory.ts';

export const DEFAULT_MAX_ROLLOUTS = 4096;

export interface RolloutControlOptions {
  hub: Hub;
  tasks: readonly Task[];
  /** Live rollouts at most; creating one more answers 429. */
  maxRollouts?: number;
  /** The system message of each rollout's prompt, before its session date; the evaluator's by default. */
  systemPrompt?: string;
  /** Rollouts idle this long are deleted (their sessions too); 30 minutes by default, 0 never. */
  idleMs?: number;
}

interface Rollout {
  id: string;
  task: Task;
  offered: ReadonlySet<string>;
  initialUser: Record<string, unknown>;
  createdAt: string;
  lastSeenAt: number;
}

const ROLLOUT_ID = /^[A-Za-z0-9_-]{8,128}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resultText(result: CallToolResult): string {
  return result.content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .filter(Boolean)
    .join('\n');
}

export function createRolloutControl(options: RolloutControlOptions): GatewayExtension & {
  /** The live rollouts' ids. */
  live(): string[];
} {
  const { hub } = options;
  if (options.tasks.length === 0) throw new Error('no tasks for the rollout control plane; pass --tasks');
  const tasks = new Map(options.tasks.map((task) => [task.id, task]));
  const missing = [...new Set(options.tasks.flatMap((task) => task.platforms))].filter((id) => !hub.platforms.has(id));
  if (missing.length) {
    throw new Error(`the tasks need platforms this gateway does not serve: ${missing.join(', ')}; serve them too`);
  }
  const maxRollouts = options.maxRollouts ?? DEFAULT_MAX_ROLLOUTS;
  const idleMs = options.idleMs ?? 30 * 60_000;
  const systemPrompt = options.systemPrompt ?? DEFAULT_SYSTEM_PROMPT;
  const generic = genericParams([...hub.platforms.values()].map((runtime) => runtime.platform));
  const rollouts = new Map<string, Rollout>();

  const mcpTools = new Map<string, Tool[]>();
  const trainerTools = new Map<string, TrainerTool[]>();
  /** The task's offered tools as MCP describes them, with trainer-safe input schemas (verl reads MCP schemas too). */
  const offeredMcpTools = (task: Task): Tool[] => {
    let tools = mcpTools.get(task.id);
    if (!tools) {
      const offered = new Set(task.tools);
      tools = task.platforms
        .flatMap((platform) => hub.listTools(platform))
        .filter((tool) => offered.has(tool.name))
        .map((tool) => ({ ...tool, inputSchema: trainerParameters(tool.inputSchema) as Tool['inputSchema'] }));
      mcpTools.set(task.id, tools);
    }
    return tools;
  };
  const offeredTrainerTools = (task: Task): TrainerTool[] => {
    let tools = trainerTools.get(task.id);
    if (!tools) {
      tools = offeredMcpTools(task).map(trainerTool);
      trainerTools.set(task.id, tools);
    }
    return tools;
  };

  const drop = (id: string) => {
    rollouts.delete(id);
    hub.deleteSession(id);
  };
  /** Forgets rollouts whose session expired, and expires idle ones. */
  const prune = () => {
    const now = Date.now();
    for (const [id, rollout] of rollouts) {
      if (!hub.hasSession(id) || (idleMs > 0 && now - rollout.lastSeenAt > idleMs)) drop(id);
    }
  };
  const sweeper = setInterval(prune, Math.max(1000, Math.min(idleMs || 60_000, 60_000)));
  sweeper.unref();

  const rolloutOf = (id: string): Rollout => {
    const rollout = rollouts.get(id);
    if (!rollout || !hub.hasSession(id)) {
      if (rollout) rollouts.delete(id);
      throw new HttpError(404, `no rollout "${id}" (it may have expired); create one with POST /rollouts`);
    }
    rollout.lastSeenAt = Date.now();
    return rollout;
  };

  /** A call in the rollout's session; a tool the task does not offer is refused without a call. */
  const callTool = async (rollout: Rollout, name: string, args: unknown): Promise<CallToolResult> => {
    const tool = canonicalToolName(name, rollout.offered);
    if (!rollout.offered.has(tool)) {
      return {
        content: [{ type: 'text', text: `Unknown tool "${name}". Offered: ${rollout.task.tools.join(', ')}` }],
        isError: true,
      };
    }
    return hub.callTool({ token: rollout.id, platform: tool.split('_')[0] ?? '', name: tool, args });
  };

  const create = (body: unknown, baseUrl: string) => {
    if (!isRecord(body))
      throw new HttpError(400, 'body must be {"task_id": "<id>"}; GET /rollouts/tasks lists the ids');
    const { task_id: taskId, rollout_id: wanted } = body;
    if (typeof taskId !== 'string' || taskId === '') {
      throw new HttpError(400, '"task_id" must name a task; GET /rollouts/tasks lists the ids');
    }
    const task = tasks.get(taskId);
    if (!task) {
      throw new HttpError(
        400,
        `unknown task_id "${taskId}"; this gateway has ${tasks.size} task(s) (GET /rollouts/tasks)`,
      );
    }
    if (wanted !== undefined && (typeof wanted !== 'string' || !ROLLOUT_ID.test(wanted))) {
      throw new HttpError(400, '"rollout_id" must be 8–128 characters of A–Z, a–z, 0–9, _ or -');
    }
    if (typeof wanted === 'string' && (rollouts.has(wanted) || hub.hasSession(wanted))) {
      throw new HttpError(409, `rollout_id "${wanted}" is in use; choose another or DELETE /rollouts/${wanted}`);
    }
    if (rollouts.size >= maxRollouts) prune();
    if (rollouts.size >= maxRollouts) {
      throw new HttpError(
        429,
        `${rollouts.size} rollouts are live, the limit is ${maxRollouts}: DELETE finished rollouts (or raise --max-rollouts)`,
      );
    }
    let id: string;
    try {
      id = hub.createSession({ state: task.state, ...(typeof wanted === 'string' ? { token: wanted } : {}) }).token;
    } catch (error) {
      if (error instanceof HubError) throw new HttpError(400, `task ${task.id} has a bad state: ${error.message}`);
      throw error;
    }
    const rollout: Rollout = {
      id,
      task,
      offered: new Set(task.tools),
      initialUser: readSession(hub, id).user,
      createdAt: new Date().toISOString(),
      lastSeenAt: Date.now(),
    };
    rollouts.set(id, rollout);
    return {
      rollout_id: id,
      task_id: task.id,
      mcp_url: `${baseUrl}/rollouts/${id}/mcp`,
      prompt: [
        {
          role: 'system',
          content: withSessionDate({ system: systemPrompt, platforms: task.platforms, state: task.state }),
        },
        { role: 'user', content: task.query },
      ],
      clock: sessionNow({ platforms: task.platforms, state: task.state }),
      tools: offeredTrainerTools(task),
      expires_in_s: idleMs > 0 ? Math.round(idleMs / 1000) : null,
    };
  };

  const answerOf = (body: unknown): string => {
    if (!isRecord(body))
      throw new HttpError(400, 'body must be {"answer": "..."}, {"solution_str": "..."} or {"messages": [...]}');
    const given = (['answer', 'solution_str', 'messages'] as const).filter((key) => body[key] !== undefined);
    if (given.length !== 1) {
      throw new HttpError(
        400,
        'send exactly one of "answer" (text), "solution_str" (verl\'s decoded text) or "messages" (OpenAI chat)',
      );
    }
    try {
      if (body.answer !== undefined) {
        if (typeof body.answer !== 'string') throw new RewardRequestError('"answer" must be a string');
        return body.answer;
      }
      if (body.solution_str !== undefined) {
        if (typeof body.solution_str !== 'string') throw new RewardRequestError('"solution_str" must be a string');
        return parseHermes(body.solution_str).answer;
      }
      return parseMessages(body.messages).answer;
    } catch (error) {
      if (error instanceof RewardRequestError) throw new HttpError(400, error.message);
      throw error;
    }
  };

  const verify = (rollout: Rollout, body: unknown): Reward & { calls: number } => {
    const answer = answerOf(body);
    const final = readSession(hub, rollout.id);
    const reward = gradeSession({ task: rollout.task, answer, initialUser: rollout.initialUser, final, generic });
    return { ...reward, calls: final.calls.length };
  };

  const score = async (body: unknown): Promise<Reward> => {
    if (!isRecord(body) || typeof body.task_id !== 'string') {
      throw new HttpError(400, 'body must be {"task_id", "solution_str" | "messages"}');
    }
    const task = tasks.get(body.task_id);
    if (!task) throw new HttpError(400, `unknown task_id "${body.task_id}"; GET /rollouts/tasks lists the ids`);
    if ((body.solution_str === undefined) === (body.messages === undefined)) {
      throw new HttpError(400, 'send exactly one of "solution_str" (verl\'s decoded text) or "messages" (OpenAI chat)');
    }
    if (body.solution_str !== undefined && typeof body.solution_str !== 'string') {
      throw new HttpError(400, '"solution_str" must be a string');
    }
    try {
      const trajectory =
        typeof body.solution_str === 'string' ? parseHermes(body.solution_str) : parseMessages(body.messages);
      return await scoreReplay({ hub, task, trajectory, generic });
    } catch (error) {
      if (error instanceof RewardRequestError) throw new HttpError(400, error.message);
      throw error;
    }
  };

  const handle = async (context: {
    request: IncomingMessage;
    response: ServerResponse;
    path: string;
    baseUrl: string;
  }): Promise<void> => {
    const { request, response, path } = context;
    const method = request.method ?? 'GET';
    const parts = path.split('/').filter(Boolean); // ['rollouts', id?, action?]
    const [, id, action] = parts;
    const only = (allowed: string) => {
      if (method !== allowed) throw new HttpError(405, `${method} is not supported on ${path}; use ${allowed}`);
    };
    if (parts.length === 1) {
      if (method === 'POST') return sendJson(response, 201, create(await readJson(request), context.baseUrl));
      only('GET');
      prune();
      return sendJson(response, 200, { rollouts: [...rollouts.keys()], live: rollouts.size, limit: maxRollouts });
    }
    if (parts.length === 2 && id === 'tasks') {
      only('GET');
      return sendJson(response, 200, { tasks: [...tasks.keys()] });
    }
    if (parts.length === 2 && id === 'score') {
      only('POST');
      return sendJson(response, 200, await score(await readJson(request)));
    }
    if (parts.length > 3 || !id) throw new HttpError(404, `no route ${path}; see POST /rollouts`);
    const rollout = rolloutOf(id);
    if (parts.length === 2) {
      if (method === 'DELETE') {
        drop(id);
        return sendJson(response, 204, undefined);
      }
      only('GET');
      const view = hub.getSession(id);
      return sendJson(response, 200, {
        rollout_id: id,
        task_id: rollout.task.id,
        created_at: rollout.createdAt,
        calls: view?.calls ?? [],
      });
    }
    if (action === 'call') {
      only('POST');
      const body = await readJson(request);
      if (!isRecord(body) || typeof body.name !== 'string' || body.name === '') {
        throw new HttpError(400, 'body must be {"name": "<tool>", "arguments": {...}}');
      }
      if (body.arguments !== undefined && !isRecord(body.arguments)) {
        throw new HttpError(400, '"arguments" must be a JSON object of the tool\'s parameters');
      }
      const result = await callTool(rollout, body.name, body.arguments ?? {});
      return sendJson(response, 200, { ...result, text: resultText(result), isError: result.isError === true });
    }
    if (action === 'verify') {
      only('POST');
      return sendJson(response, 200, verify(rollout, await readJson(request)));
    }
    throw new HttpError(404, `no route ${path}; a rollout has /call, /verify and /mcp`);
  };

  const mcpEndpoint = (path: string): McpEndpoint | undefined => {
    const match = /^\/rollouts\/([A-Za-z0-9_-]{8,128})\/mcp\/?$/.exec(path);
    if (!match?.[1]) return undefined;
    const rollout = rolloutOf(match[1]);
    return {
      id: `rollout:${rollout.id}`,
      open: () => {
        const listTools = () => offeredMcpTools(rollout.task);
        const call = (name: string, args: unknown) => {
          rollout.lastSeenAt = Date.now();
          return callTool(rollout, name, args);
        };
        return {
          kopaToken: rollout.id,
          server: createToolServer({
            name: 'kopa',
            title: `KOPA rollout ${rollout.id} (${rollout.task.id})`,
            instructions: `The tools of task ${rollout.task.id}. Get a key with the *_get_api_key tool of a platform and pass it to that platform's tools.`,
            tools: listTools,
            callTool: call,
          }),
          fastPath: createFastPath({ listTools, callTool: call }),
        };
      },
    };
  };

  return {
    prefix: '/rollouts',
    handle,
    mcpEndpoint,
    live: () => [...rollouts.keys()],
    async close() {
      clearInterval(sweeper);
      for (const id of [...rollouts.keys()]) drop(id);
    },
  };
}
