// The `openai` agent: any OpenAI-compatible chat endpoint through the ai SDK. Parallel tool calls,
// a step limit, temperature, seed and a system prompt that ends with the session's date (now.ts);
// HTTP retries, the per-request timeout and per-endpoint concurrency in the endpoint fetch;
// malformed arguments, unknown tools, context overflow and the step limit recorded as typed agent
// errors; endpoint failures after retries thrown as InfraError. The trajectory is the last request's
// messages exactly as sent (every tool result as the model read it) plus what came after it.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  dynamicTool,
  generateText,
  InvalidToolInputError,
  isStepCount,
  type JSONSchema7,
  jsonSchema,
  NoSuchToolError,
  type StepResult,
  type ToolSet,
} from 'ai';
import {
  createEndpointFetch,
  DEFAULT_MAX_RETRY_DELAY_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type EndpointFetch,
} from './endpoint-fetch.ts';
import { withCurrentDate } from './now.ts';
import {
  type Agent,
  type AgentError,
  type AgentErrorType,
  type ChatMessage,
  type ChatToolCall,
  InfraError,
  type RolloutTrajectory,
  shownResult,
  type TrajectoryTurn,
} from './types.ts';

export interface OpenAIAgentOptions {
  baseURL: string;
  model: string;
  apiKey?: string;
  temperature?: number;
  /** Sampling seed; each rollout adds its own seed to it. */
  seed?: number;
  maxSteps?: number;
  /** The system prompt; the session's current date line (now.ts) is appended to it. */
  system?: string;
  /** Concurrent requests to this endpoint. */
  concurrency?: number;
  /** Retries after the first attempt of each model request (default 4). */
  retries?: number;
  /** First backoff in ms (default 1000); doubles each retry, with ±50% jitter. */
  retryBaseDelayMs?: number;
  /** Per-attempt timeout of a model request, headers and body, in ms (default 120000). */
  requestTimeoutMs?: number;
  /** @deprecated Use requestTimeoutMs. */
  timeoutMs?: number;
  /** Cap on a wait between attempts (backoff or Retry-After), in ms (default 60000). */
  maxRetryDelayMs?: number;
  /** The first rollouts of a run start spread over this many ms (default 250; 0 starts them at once). */
  startRampMs?: number;
  fetch?: typeof fetch;
}

/** How long the first rollouts' starts are spread over by default: about one short model turn. */
export const DEFAULT_START_RAMP_MS = 250;

export const DEFAULT_SYSTEM_PROMPT =
  '당신은 한국 공공데이터 API 도구를 사용해 질문에 답하는 에이전트입니다. 필요한 코드(고유번호, 학교코드 등)는 반드시 조회 도구로 찾고, ' +
  '인증키는 *_get_api_key 도구로 받아 사용하세요. 결과가 여러 페이지이면 끝까지 읽으세요. 서로 독립적인 호출은 한 번에 병렬로 하세요. ' +
  '최종 답에는 질문이 묻는 값(숫자, 이름, 날짜)을 분명히 적으세요.';

export function createOpenAIAgent(options: OpenAIAgentOptions): Agent & { endpoint: EndpointFetch } {
  const endpoint = createEndpointFetch({
    concurrency: options.concurrency ?? 8,
    retries: options.retries ?? 4,
    baseDelayMs: options.retryBaseDelayMs ?? 1000,
    requestTimeoutMs: options.requestTimeoutMs ?? options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    maxRetryDelayMs: options.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // One provider for every rollout (building one costs its response schemas): each rollout's requests
  // carry a header naming it, which the provider's fetch takes off before sending, so that the
  // rollout keeps its last request body (the conversation as sent) without copying it. The endpoint
  // fetch (limit, retries) is shared.
  const requestListeners = new Map<string, { sent(body: string): void; waited(ms: number): void }>();
  let rollouts = 0;
  const provider = createOpenAICompatible({
    name: 'kopa',
    baseURL: options.baseURL,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    includeUsage: true,
    fetch: ((input, init) => {
      const headers = init?.headers as Record<string, string> | undefined;
      const id = headers?.[ROLLOUT_HEADER];
      const listener = id === undefined ? undefined : requestListeners.get(id);
      if (id !== undefined && headers) {
        delete headers[ROLLOUT_HEADER];
        if (typeof init?.body === 'string') listener?.sent(init.body);
      }
      return endpoint.fetch(input, init, listener?.waited);
    }) as typeof fetch,
  });
  const chatModel = provider.chatModel(options.model);
  const maxSteps = options.maxSteps ?? 20;

  return {
    name: 'openai',
    model: options.model,
    endpoint,
    startRampMs: options.startRampMs ?? DEFAULT_START_RAMP_MS,
    async run({ task, tools, callTool, seed, signal }) {
      const errors: AgentError[] = [];
      const toolSet: ToolSet = {};
      for (const spec of tools) {
        toolSet[spec.name] = dynamicTool({
          description: spec.description,
          inputSchema: jsonSchema(spec.inputSchema as JSONSchema7),
          execute: async (input) => {
            return shownResult(await callTool(spec.name, (input ?? {}) as Record<string, unknown>));
          },
        });
      }
      // This rollout's own waits: the endpoint's counter also runs for every other rollout in flight.
      let modelMs = 0;
      const instructions = withCurrentDate({ system: options.system ?? DEFAULT_SYSTEM_PROMPT, task });
      let lastRequest: string | undefined;
      const finished: StepLike[] = [];
      const rolloutId = String(rollouts++);
      requestListeners.set(rolloutId, {
        sent: (body) => {
          lastRequest = body;
        },
        waited: (ms) => {
          modelMs += ms;
        },
      });
      const trajectory = (steps: readonly StepLike[]) =>
        buildTrajectory({ system: instructions, user: task.query, lastRequest, steps });
      try {
        const result = await generateText({
          model: chatModel,
          headers: { [ROLLOUT_HEADER]: rolloutId },
          instructions,
          prompt: task.query,
          onStepEnd: (step) => {
            finished.push(step);
          },
          tools: toolSet,
          stopWhen: isStepCount(maxSteps),
          maxRetries: 0,
          abortSignal: signal,
          ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
          ...(options.seed !== undefined ? { seed: options.seed + seed } : { seed }),
        });
        for (const step of result.steps) errors.push(...toolErrorsOf(step.content));
        const last = result.steps.at(-1);
        if (result.steps.length >= maxSteps && last?.finishReason === 'tool-calls') {
          errors.push({ type: 'max_steps', message: `stopped after ${maxSteps} steps without a final answer` });
        }
        const conversation = trajectory(result.steps);
        return {
          answer: result.text,
          messages: conversation.messages,
          trajectory: conversation,
          usage: { inputTokens: result.usage.inputTokens ?? 0, outputTokens: result.usage.outputTokens ?? 0 },
          steps: result.steps.length,
          errors,
          modelMs,
        };
      } catch (error) {
        const overflow = classifyOverflow(error);
        if (overflow) {
          // The request that overflowed carried the whole conversation so far.
          const conversation = trajectory(finished);
          return {
            answer: '',
            messages: conversation.messages,
            trajectory: conversation,
            // The calls that did answer, as the turns have them.
            usage: {
              inputTokens: conversation.turns.reduce((sum, turn) => sum + turn.usage.inputTokens, 0),
              outputTokens: conversation.turns.reduce((sum, turn) => sum + turn.usage.outputTokens, 0),
            },
            steps: finished.length,
            errors: [
              ...finished.flatMap((step) => toolErrorsOf(step.content)),
              { type: 'context_overflow', message: overflow },
            ],
            modelMs,
          };
        }
        throw toInfraError(error, (options.retries ?? 4) + 1);
      } finally {
        requestListeners.delete(rolloutId);
      }
    },
  };
}

/** Names the rollout a request belongs to, between generateText and the provider's fetch; never sent. */
const ROLLOUT_HEADER = 'x-kopa-rollout';

/** What a trajectory needs of an ai SDK step. */
export type StepLike = Pick<StepResult<ToolSet>, 'content' | 'usage' | 'finishReason'> & {
  performance?: Pick<StepResult<ToolSet>['performance'], 'responseTimeMs'>;
};

/** The messages of a Chat Completions request body, normalized to the trajectory's message type. */
export function sentMessages(body: string | undefined): ChatMessage[] | undefined {
  if (body === undefined) return undefined;
  let parsed: { messages?: unknown };
  try {
    parsed = JSON.parse(body) as { messages?: unknown };
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed.messages)) return undefined;
  const names = new Map<string, string>();
  const messages: ChatMessage[] = [];
  for (const raw of parsed.messages as Array<Record<string, unknown>>) {
    const text = contentText(raw.content);
    if (raw.role === 'system' || raw.role === 'user') messages.push({ role: raw.role, content: text ?? '' });
    else if (raw.role === 'assistant') {
      const calls = Array.isArray(raw.tool_calls) ? (raw.tool_calls as Array<Record<string, unknown>>) : [];
      const toolCalls = calls.map((call): ChatToolCall => {
        const fn = (call.function ?? {}) as { name?: unknown; arguments?: unknown };
        const id = String(call.id ?? '');
        const name = String(fn.name ?? '');
        names.set(id, name);
        const args = typeof fn.arguments === 'string' ? fn.arguments : JSON.stringify(fn.arguments ?? {});
        return { id, type: 'function', function: { name, arguments: args } };
      });
      messages.push({
        role: 'assistant',
        content: text ?? null,
        ...(typeof raw.reasoning_content === 'string' && raw.reasoning_content
          ? { reasoning_content: raw.reasoning_content }
          : {}),
        ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
      });
    } else if (raw.role === 'tool') {
      const id = String(raw.tool_call_id ?? '');
      const name = names.get(id);
      messages.push({ role: 'tool', tool_call_id: id, ...(name ? { name } : {}), content: text ?? '' });
    }
  }
  return messages;
}

/** A message's text: a string as is, text parts joined, anything else as JSON. */
function contentText(content: unknown): string | undefined {
  if (content === undefined || content === null) return undefined;
  if (typeof content === 'string') return content;
  if (Array.isArray(content) && content.every((part) => typeof (part as { text?: unknown })?.text === 'string'))
    return content.map((part) => (part as { text: string }).text).join('');
  return JSON.stringify(content);
}

/** Tool-call arguments as the provider sends them back (its serializeToolCallArguments). */
function argumentsText(input: unknown): string {
  if (typeof input === 'string') {
    try {
      JSON.parse(input);
      return input;
    } catch {
      return JSON.stringify(input);
    }
  }
  return JSON.stringify(input ?? {});
}

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error);

/**
 * One step as chat messages, converted as the provider converts it for the next request: the
 * assistant message, then its tool results (`unsent`: no request carried them to the model).
 */
function stepMessages(step: StepLike): ChatMessage[] {
  const parts = step.content as Array<Record<string, unknown> & { type: string }>;
  const text = parts.flatMap((part) => (part.type === 'text' ? [String(part.text ?? '')] : [])).join('');
  const reasoning = parts.flatMap((part) => (part.type === 'reasoning' ? [String(part.text ?? '')] : [])).join('');
  const toolCalls = parts.flatMap((part): ChatToolCall[] =>
    part.type === 'tool-call'
      ? [
          {
            id: String(part.toolCallId),
            type: 'function',
            function: { name: String(part.toolName), arguments: argumentsText(part.input) },
          },
        ]
      : [],
  );
  const results = parts.flatMap((part): ChatMessage[] => {
    if (part.type !== 'tool-result' && part.type !== 'tool-error') return [];
    const content =
      part.type === 'tool-error'
        ? errorText(part.error)
        : typeof part.output === 'string'
          ? part.output
          : JSON.stringify(part.output ?? null);
    return [
      { role: 'tool', tool_call_id: String(part.toolCallId), name: String(part.toolName), content, unsent: true },
    ];
  });
  return [
    {
      role: 'assistant',
      content: toolCalls.length > 0 ? text || null : text,
      ...(reasoning ? { reasoning_content: reasoning } : {}),
      ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
    },
    ...results,
  ];
}

/**
 * The trajectory of a generateText run: the messages of the last request as sent (system, user,
 * every earlier assistant turn and every tool result exactly as the model read it), then each step
 * no request carried (the final answer; at the step limit, the last calls and their unsent
 * results), and one turn per step with its usage.
 */
export function buildTrajectory(options: {
  system: string;
  user: string;
  lastRequest: string | undefined;
  steps: readonly StepLike[];
}): RolloutTrajectory {
  const messages = sentMessages(options.lastRequest) ?? [
    { role: 'system', content: options.system },
    { role: 'user', content: options.user },
  ];
  const sentTurns = messages.filter((message) => message.role === 'assistant').length;
  for (const step of options.steps.slice(sentTurns)) messages.push(...stepMessages(step));
  const assistants = messages.flatMap((message, index) => (message.role === 'assistant' ? [index] : []));
  const turns = options.steps.map((step, index): TrajectoryTurn => {
    const usage = step.usage;
    const reasoningTokens = usage.outputTokenDetails?.reasoningTokens;
    const cachedInputTokens = usage.inputTokenDetails?.cacheReadTokens;
    const responseMs = step.performance?.responseTimeMs;
    return {
      message: assistants[index] ?? -1,
      usage: {
        inputTokens: usage.inputTokens ?? 0,
        outputTokens: usage.outputTokens ?? 0,
        ...(reasoningTokens ? { reasoningTokens } : {}),
        ...(cachedInputTokens ? { cachedInputTokens } : {}),
      },
      finishReason: String(step.finishReason),
      ...(responseMs !== undefined ? { responseMs: Math.round(responseMs) } : {}),
    };
  });
  return { format: 'openai-chat', messages, turns };
}

type ContentPart = { type: string; toolCallId?: string; toolName?: string; invalid?: boolean; error?: unknown };

/**
 * The typed agent errors of one step. The SDK keeps the original error of a call it could not parse
 * on the `tool-call` part (`invalid: true`) and puts only its message on the matching `tool-error`
 * part, so the type comes from the former: NoSuchToolError is `unknown_tool`, InvalidToolInputError
 * (argument JSON that does not parse) `malformed_tool_args`. A `tool-error` of a valid call is a tool
 * that threw: `tool_error`.
 */
export function toolErrorsOf(content: readonly unknown[]): AgentError[] {
  const errors: AgentError[] = [];
  const invalid = new Set<string>();
  const messageOf = (error: unknown) =>
    error instanceof Error ? error.message : String((error as { message?: unknown } | undefined)?.message ?? error);
  for (const part of content as ContentPart[]) {
    if (part.type !== 'tool-call' || !part.invalid) continue;
    if (part.toolCallId) invalid.add(part.toolCallId);
    errors.push({ type: invalidCallType(part.error), message: `${part.toolName}: ${messageOf(part.error)}` });
  }
  for (const part of content as ContentPart[]) {
    if (part.type !== 'tool-error' || (part.toolCallId && invalid.has(part.toolCallId))) continue;
    errors.push({
      type: invalidCallType(part.error, 'tool_error'),
      message: `${part.toolName}: ${messageOf(part.error)}`,
    });
  }
  return errors;
}

function invalidCallType(error: unknown, otherwise: AgentErrorType = 'malformed_tool_args'): AgentErrorType {
  const name = String((error as { name?: unknown } | undefined)?.name ?? '');
  if (NoSuchToolError.isInstance(error) || name.includes('NoSuchTool')) return 'unknown_tool';
  if (InvalidToolInputError.isInstance(error) || name.includes('InvalidToolInput')) return 'malformed_tool_args';
  return otherwise;
}

/** The error and what it wraps (cause, a RetryError's lastError and errors), outermost first. */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  const queue = [error];
  while (queue.length > 0 && chain.length < 16) {
    const current = queue.shift();
    if (current === undefined || current === null || chain.includes(current)) continue;
    chain.push(current);
    const wrapper = current as { cause?: unknown; lastError?: unknown; errors?: unknown };
    queue.push(wrapper.cause, wrapper.lastError, ...(Array.isArray(wrapper.errors) ? wrapper.errors : []));
  }
  return chain;
}

function statusOf(error: unknown): number | undefined {
  for (const link of chainOf(error)) {
    const status = (link as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

function classifyOverflow(error: unknown): string | undefined {
  const message = String((error as { message?: string })?.message ?? '');
  const body = String((error as { responseBody?: string })?.responseBody ?? '');
  if (statusOf(error) === 400 && /context|maximum.*tokens|too long/i.test(`${message} ${body}`)) return message || body;
  return undefined;
}

function toInfraError(error: unknown, attempts: number): Error {
  // The endpoint fetch's own verdict (a timeout, a cut-off or malformed body) after its retries.
  const typed = chainOf(error).find((link): link is InfraError => link instanceof InfraError);
  if (typed) return typed;
  const status = statusOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (status === 429) return new InfraError('endpoint_429', message, attempts, { cause: error });
  if (status !== undefined && status >= 500) return new InfraError('endpoint_5xx', message, attempts, { cause: error });
  if (/timeout|timed out|aborted/i.test(message))
    return new InfraError('endpoint_timeout', message, attempts, { cause: error });
  if (/fetch failed|ECONNREFUSED|ECONNRESET|socket/i.test(message))
    return new InfraError('transport', message, attempts, { cause: error });
  return error instanceof Error ? error : new Error(message);
}
