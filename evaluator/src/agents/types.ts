// The agent contract: an agent gets the task, exactly the offered tools and a way to call them,
// and returns its final answer, its messages, token usage and typed agent errors. Failures of the
// model endpoint are thrown as InfraError and never scored.

import type { Paging } from '@kopa/kit';
import type { Task } from '@kopa/tasks';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export interface ToolSpec {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  generic: readonly string[];
  /** The platform's auth parameter when this tool takes it (e.g. crtfc_key). */
  authParam?: string;
  paging?: Paging;
}

export interface AgentContext {
  task: Task;
  tools: readonly ToolSpec[];
  callTool(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  seed: number;
  rollout: number;
  signal: AbortSignal;
}

export type AgentErrorType = 'malformed_tool_args' | 'unknown_tool' | 'context_overflow' | 'max_steps' | 'tool_error';

export interface AgentError {
  type: AgentErrorType;
  message: string;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

/** A tool call of an assistant message, as the Chat Completions API carries it. */
export interface ChatToolCall {
  id: string;
  type: 'function';
  function: {
    name: string;
    /** The arguments as JSON text, as sent back to the endpoint (a call whose text did not parse as a JSON string). */
    arguments: string;
  };
}

/**
 * One message of a trajectory in the OpenAI Chat Completions format, with the text exactly as the
 * model saw it. Two additions: `name` on a tool message (the called tool, for reading), and `unsent`
 * on a tool result the model never saw (the run stopped at the step limit right after the call).
 */
export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; reasoning_content?: string; tool_calls?: ChatToolCall[] }
  | { role: 'tool'; tool_call_id: string; name?: string; content: string; unsent?: true };

/** The tokens of one model call. */
export interface TurnUsage extends Usage {
  reasoningTokens?: number;
  /** Input tokens read from the endpoint's prompt cache. */
  cachedInputTokens?: number;
}

/** One model call (an assistant turn) of a trajectory. */
export interface TrajectoryTurn {
  /** The index in `messages` of the assistant message this call produced. */
  message: number;
  usage: TurnUsage;
  /** Why the model stopped: `stop`, `tool-calls`, `length`, … (the ai SDK's unified reason). */
  finishReason: string;
  /** Time spent waiting for this response, in ms. */
  responseMs?: number;
}

/**
 * A rollout's conversation: system prompt, user turn, every assistant turn (text, reasoning, tool
 * calls) and every tool result, in order, plus the token usage of each model call. Scripted agents
 * (oracle, noop, audit) have none: their calls are in the call log.
 */
export interface RolloutTrajectory {
  format: 'openai-chat';
  messages: ChatMessage[];
  turns: TrajectoryTurn[];
}

export interface AgentResult {
  answer: string;
  /** The conversation, in the agent's own message format (OpenAI chat for `openai`). */
  messages: unknown[];
  /** The conversation as the model saw it, with per-turn usage (agents with a model behind them). */
  trajectory?: RolloutTrajectory;
  usage: Usage;
  steps: number;
  errors: AgentError[];
  /** Time spent waiting for the model, for harness-overhead figures. */
  modelMs: number;
}

export interface Agent {
  name: string;
  model?: string;
  run(context: AgentContext): Promise<AgentResult>;
  /**
   * Spread the starts of a run's first rollouts (one per concurrency slot) evenly over this many
   * ms (`runEval`). An agent waiting on an endpoint sets it: rollouts started together stay in
   * lockstep, every turn's response arrives at once and waits behind the others' tool calls and
   * grading, and the endpoint gets every first request in the same instant.
   */
  startRampMs?: number;
}

export type InfraErrorType =
  | 'endpoint_429'
  | 'endpoint_5xx'
  | 'endpoint_timeout'
  /** A 2xx that is no completion: an HTML page, malformed JSON, no choices. */
  | 'endpoint_malformed'
  | 'transport'
  | 'server';

/** An infrastructure failure after retries: excluded from the metrics and counted. */
export class InfraError extends Error {
  constructor(
    readonly type: InfraErrorType,
    message: string,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'InfraError';
  }
}

export const textOf = (result: CallToolResult) =>
  (result.content as Array<{ type: string; text?: string }>).map((part) => part.text ?? '').join('\n');

/** A tool result as the model is shown it: the structured output, or the error text marked as one. */
export function shownResult(result: CallToolResult): unknown {
  return result.isError ? { isError: true, error: textOf(result) } : (result.structuredContent ?? textOf(result));
}
