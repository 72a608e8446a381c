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

export interface AgentResult {
  answer: string;
  /** The conversation, in the agent's own message format (OpenAI chat for `openai`). */
  messages: unknown[];
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
}

export type InfraErrorType = 'endpoint_429' | 'endpoint_5xx' | 'endpoint_timeout' | 'transport' | 'server';

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
