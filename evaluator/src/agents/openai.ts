// The `openai` agent: any OpenAI-compatible chat endpoint through the ai SDK. Parallel tool calls,
// a step limit, temperature, seed and a system prompt that ends with the session's date (now.ts);
// HTTP retries and per-endpoint concurrency in the endpoint fetch; malformed arguments, unknown
// tools, context overflow and the step limit recorded as typed agent errors; endpoint failures
// after retries thrown as InfraError.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { dynamicTool, generateText, isStepCount, type JSONSchema7, jsonSchema, type ToolSet } from 'ai';
import { createEndpointFetch, type EndpointFetch } from './endpoint-fetch.ts';
import { withCurrentDate } from './now.ts';
import { type Agent, type AgentError, InfraError, textOf } from './types.ts';

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
  retries?: number;
  retryBaseDelayMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_SYSTEM_PROMPT =
  '당신은 한국 공공데이터 API 도구를 사용해 질문에 답하는 에이전트입니다. 필요한 코드(고유번호, 학교코드 등)는 반드시 조회 도구로 찾고, ' +
  '인증키는 *_get_api_key 도구로 받아 사용하세요. 결과가 여러 페이지이면 끝까지 읽으세요. 서로 독립적인 호출은 한 번에 병렬로 하세요. ' +
  '최종 답에는 질문이 묻는 값(숫자, 이름, 날짜)을 분명히 적으세요.';

export function createOpenAIAgent(options: OpenAIAgentOptions): Agent & { endpoint: EndpointFetch } {
  const endpoint = createEndpointFetch({
    concurrency: options.concurrency ?? 8,
    retries: options.retries ?? 4,
    baseDelayMs: options.retryBaseDelayMs ?? 1000,
    timeoutMs: options.timeoutMs ?? 120_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const provider = createOpenAICompatible({
    name: 'kopa',
    baseURL: options.baseURL,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    includeUsage: true,
    fetch: endpoint.fetch,
  });
  const maxSteps = options.maxSteps ?? 20;

  return {
    name: 'openai',
    model: options.model,
    endpoint,
    async run({ task, tools, callTool, seed, signal }) {
      const errors: AgentError[] = [];
      const toolSet: ToolSet = {};
      for (const spec of tools) {
        toolSet[spec.name] = dynamicTool({
          description: spec.description,
          inputSchema: jsonSchema(spec.inputSchema as JSONSchema7),
          execute: async (input) => {
            const result = await callTool(spec.name, (input ?? {}) as Record<string, unknown>);
            return result.isError
              ? { isError: true, error: textOf(result) }
              : (result.structuredContent ?? textOf(result));
          },
        });
      }
      const modelBefore = endpoint.stats.modelMs;
      try {
        const result = await generateText({
          model: provider.chatModel(options.model),
          instructions: withCurrentDate({ system: options.system ?? DEFAULT_SYSTEM_PROMPT, task }),
          prompt: task.query,
          tools: toolSet,
          stopWhen: isStepCount(maxSteps),
          maxRetries: 0,
          abortSignal: signal,
          ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
          ...(options.seed !== undefined ? { seed: options.seed + seed } : { seed }),
        });
        for (const step of result.steps) {
          for (const part of step.content as Array<{ type: string; toolName?: string; error?: unknown }>) {
            if (part.type !== 'tool-error') continue;
            const name = (part.error as { name?: string } | undefined)?.name ?? '';
            const message = String((part.error as { message?: string } | undefined)?.message ?? part.error);
            if (name.includes('NoSuchTool'))
              errors.push({ type: 'unknown_tool', message: `${part.toolName}: ${message}` });
            else if (name.includes('InvalidToolInput'))
              errors.push({ type: 'malformed_tool_args', message: `${part.toolName}: ${message}` });
            else errors.push({ type: 'tool_error', message: `${part.toolName}: ${message}` });
          }
        }
        const last = result.steps.at(-1);
        if (result.steps.length >= maxSteps && last?.finishReason === 'tool-calls') {
          errors.push({ type: 'max_steps', message: `stopped after ${maxSteps} steps without a final answer` });
        }
        return {
          answer: result.text,
          messages: [{ role: 'user', content: task.query }, ...result.response.messages],
          usage: { inputTokens: result.usage.inputTokens ?? 0, outputTokens: result.usage.outputTokens ?? 0 },
          steps: result.steps.length,
          errors,
          modelMs: endpoint.stats.modelMs - modelBefore,
        };
      } catch (error) {
        const overflow = classifyOverflow(error);
        if (overflow) {
          return {
            answer: '',
            messages: [{ role: 'user', content: task.query }],
            usage: { inputTokens: 0, outputTokens: 0 },
            steps: 0,
            errors: [{ type: 'context_overflow', message: overflow }],
            modelMs: endpoint.stats.modelMs - modelBefore,
          };
        }
        throw toInfraError(error, (options.retries ?? 4) + 1);
      }
    },
  };
}

function statusOf(error: unknown): number | undefined {
  const candidate = error as { statusCode?: number; lastError?: { statusCode?: number } };
  return candidate.statusCode ?? candidate.lastError?.statusCode;
}

function classifyOverflow(error: unknown): string | undefined {
  const message = String((error as { message?: string })?.message ?? '');
  const body = String((error as { responseBody?: string })?.responseBody ?? '');
  if (statusOf(error) === 400 && /context|maximum.*tokens|too long/i.test(`${message} ${body}`)) return message || body;
  return undefined;
}

function toInfraError(error: unknown, attempts: number): Error {
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
