// One rollout: open a session with the task's state, offer exactly `task.tools`, run the agent,
// read the call log and final state, and grade. Infrastructure failures are recorded as such and
// never graded. The record holds the whole trajectory (messages exactly as the model saw them, usage
// per turn) beside the call log and the outputs the grader reads back.
import type { CallLogEntry, SessionResult } from '@kopa/kit';
import type { Task } from '@kopa/tasks';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Agent, AgentError, RolloutTrajectory, ToolSpec, Usage } from './agents/types.ts';
import { InfraError } from './agents/types.ts';
import type { Environment } from './environment.ts';
import { type Grades, gradeRollout } from './grade/index.ts';

/** The record format written today. Records without `version` are version 1 (no trajectory). */
export const RECORD_VERSION = 2;

/**
 * One line of rollouts.jsonl. Version 2 adds `trajectory` and drops `messages`; records of version 1
 * (with `messages` in the ai SDK's own format, no trajectory) still load and regrade.
 */
export interface RolloutRecord {
  /** The record format; absent in version 1 records. */
  version?: number;
  /** `taskId#rollout#seed`. */
  key: string;
  taskId: string;
  domain: string;
  type: string;
  rollout: number;
  seed: number;
  agent: string;
  model?: string;
  startedAt: string;
  durationMs: number;
  modelMs: number;
  answer: string;
  /**
   * Every message in order (system, user, assistant text/reasoning/tool calls, tool results as sent)
   * and the usage of each model call. Empty for scripted agents and infrastructure errors; absent in
   * version 1 records.
   */
  trajectory?: RolloutTrajectory;
  /** Version 1 only: the agent's messages in the ai SDK's format. */
  messages?: unknown[];
  steps: number;
  /** Tokens over the whole rollout (the turns' sum). */
  usage: Usage;
  agentErrors: AgentError[];
  /**
   * The call log, for every agent: each call in order with its arguments (auth parameter masked),
   * `ok`, and a short result summary (result code and message, item and total counts, fault).
   */
  calls: CallLogEntry[];
  initialUser: Record<string, unknown>;
  finalUser: Record<string, unknown>;
  /** The outputs of the session's successful calls, by seq (grounding; regrade reads them back). */
  results?: SessionResult[];
  infraError?: { type: string; message: string; attempts: number };
  grades?: Grades;
}

export const emptyTrajectory = (): RolloutTrajectory => ({ format: 'openai-chat', messages: [], turns: [] });

export const rolloutKey = (taskId: string, rollout: number, seed: number) => `${taskId}#${rollout}#${seed}`;

export function toolSpec(tool: Tool): ToolSpec {
  const meta = (tool._meta ?? {}) as Record<string, unknown>;
  return {
    name: tool.name,
    description: tool.description ?? '',
    inputSchema: tool.inputSchema as Record<string, unknown>,
    generic: (meta['kopa/generic'] as string[] | undefined) ?? [],
    ...(typeof meta['kopa/authParam'] === 'string' ? { authParam: meta['kopa/authParam'] } : {}),
    ...(meta['kopa/paging'] ? { paging: meta['kopa/paging'] as ToolSpec['paging'] } : {}),
  };
}

export async function runRollout(options: {
  environment: Environment;
  task: Task;
  agent: Agent;
  rollout: number;
  seed: number;
  timeoutMs?: number;
}): Promise<RolloutRecord> {
  const { environment, task, agent, rollout, seed } = options;
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const base = {
    version: RECORD_VERSION,
    key: rolloutKey(task.id, rollout, seed),
    taskId: task.id,
    domain: task.domain,
    type: task.type,
    rollout,
    seed,
    agent: agent.name,
    ...(agent.model ? { model: agent.model } : {}),
    startedAt,
  };
  let session: Awaited<ReturnType<Environment['open']>> | undefined;
  try {
    session = await environment.open(task);
    const opened = session;
    const initial = await opened.read();
    const offered = new Set(task.tools);
    const specs = [...opened.tools.values()].filter((tool) => offered.has(tool.name)).map(toolSpec);
    const allSpecs = new Map([...opened.tools.values()].map((tool) => [tool.name, toolSpec(tool)]));
    const callTool = async (name: string, args: Record<string, unknown>): Promise<CallToolResult> => {
      if (!offered.has(name)) {
        return {
          content: [{ type: 'text', text: `Unknown tool "${name}". Offered: ${task.tools.join(', ')}` }],
          isError: true,
        };
      }
      return opened.callTool(name, args);
    };
    const signal = AbortSignal.timeout(options.timeoutMs ?? 600_000);
    const result = await agent.run({ task, tools: specs, callTool, seed, rollout, signal });
    const final = await opened.read();
    const generic = (tool: string) => {
      const spec = allSpecs.get(tool);
      return new Set([...(spec?.generic ?? []), ...(spec?.authParam ? [spec.authParam] : [])]);
    };
    const grades = gradeRollout({
      task,
      answer: result.answer,
      calls: final.calls,
      results: final.results,
      initialUser: initial.user,
      finalUser: final.user,
      generic,
    });
    return {
      ...base,
      durationMs: performance.now() - started,
      modelMs: result.modelMs,
      answer: result.answer,
      trajectory: result.trajectory ?? emptyTrajectory(),
      // An agent with its own message format and no trajectory keeps its messages.
      ...(!result.trajectory && result.messages.length > 0 ? { messages: result.messages } : {}),
      steps: result.steps,
      usage: result.usage,
      agentErrors: result.errors,
      calls: final.calls,
      initialUser: initial.user,
      finalUser: final.user,
      results: final.results,
      grades,
    };
  } catch (error) {
    const infra =
      error instanceof InfraError
        ? { type: error.type, message: error.message, attempts: error.attempts }
        : { type: 'harness', message: error instanceof Error ? error.message : String(error), attempts: 1 };
    return {
      ...base,
      durationMs: performance.now() - started,
      modelMs: 0,
      answer: '',
      trajectory: emptyTrajectory(),
      steps: 0,
      usage: { inputTokens: 0, outputTokens: 0 },
      agentErrors: [],
      calls: session ? (await session.read().catch(() => ({ calls: [] }))).calls : [],
      initialUser: {},
      finalUser: {},
      infraError: infra,
    };
  } finally {
    await session?.close().catch(() => undefined);
  }
}
