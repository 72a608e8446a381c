// Zod schemas of every row the exporters write (synthesis-anchors §2): the trainers' exact shapes,
// plus the cross-message rules a trainer would trip over (every tool call answered once, tool names
// offered). The tests validate each written row with them; users can check a file before training.
import { Fact, GoldenAction, Task, TaskType } from '@kopa/tasks';
import { z } from 'zod';

/** A string holding JSON that parses to a value of `schema` (trainers want nested data as JSON text). */
export function jsonString<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        context.addIssue({ code: 'custom', message: `not JSON: ${(error as Error).message}` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const JsonObject = z.record(z.string(), z.unknown());

/** `{type:'function', function:{name, description, parameters}}`, as OpenAI, TRL and verl take tools. */
export const FunctionTool = z
  .object({
    type: z.literal('function'),
    function: z
      .object({
        name: z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/, 'function names are 1–64 of [a-zA-Z0-9_-]'),
        description: z.string(),
        parameters: JsonObject.refine((schema) => schema.type === 'object', 'parameters must be an object schema'),
      })
      .strict(),
  })
  .strict();
export type FunctionTool = z.infer<typeof FunctionTool>;

export const SystemMessage = z.object({ role: z.literal('system'), content: z.string().min(1) }).strict();
export const UserMessage = z.object({ role: z.literal('user'), content: z.string().min(1) }).strict();
const AnswerMessage = z.object({ role: z.literal('assistant'), content: z.string().min(1) }).strict();
/** The prompt of an RL row: the system prompt and the user's query. */
export const PromptMessages = z.tuple([SystemMessage, UserMessage]);

type Issue = (message: string, path: PropertyKey[]) => void;
const reporter =
  (context: z.RefinementCtx): Issue =>
  (message, path) =>
    context.addIssue({ code: 'custom', message, path });

function checkToolNames(options: { names: string[]; tools: FunctionTool[]; at: PropertyKey[]; issue: Issue }) {
  const offered = new Set(options.tools.map((tool) => tool.function.name));
  for (const name of options.names)
    if (!offered.has(name)) options.issue(`calls ${name}, which is not in tools`, options.at);
}

// ---------------------------------------------------------------------------------------------
// OpenAI fine-tuning: arguments as JSON strings, tool results keyed by tool_call_id.

export const OpenAIToolCall = z
  .object({
    id: z.string().min(1),
    type: z.literal('function'),
    function: z.object({ name: z.string(), arguments: jsonString(JsonObject) }).strict(),
  })
  .strict();
const OpenAICallMessage = z
  .object({ role: z.literal('assistant'), tool_calls: z.array(OpenAIToolCall).min(1) })
  .strict();
const OpenAIToolMessage = z.object({ role: z.literal('tool'), tool_call_id: z.string(), content: z.string() }).strict();
export const OpenAIMessage = z.union([SystemMessage, UserMessage, OpenAICallMessage, AnswerMessage, OpenAIToolMessage]);

export const OpenAIRow = z
  .object({
    messages: z.array(OpenAIMessage).min(3),
    tools: z.array(FunctionTool).min(1),
    parallel_tool_calls: z.boolean(),
  })
  .strict()
  .superRefine((row, context) => {
    const issue = reporter(context);
    let pending = new Set<string>();
    row.messages.forEach((message, index) => {
      const at = ['messages', index];
      if (message.role === 'tool') {
        if (!pending.delete(message.tool_call_id))
          issue(`tool message answers ${message.tool_call_id}, which no open assistant turn called`, at);
        return;
      }
      if (pending.size > 0) issue(`tool_calls ${[...pending].join(', ')} have no tool message`, at);
      pending = new Set();
      if (message.role !== 'assistant' || !('tool_calls' in message)) return;
      const calls = message.tool_calls;
      checkToolNames({ names: calls.map((call) => call.function.name), tools: row.tools, at, issue });
      if (new Set(calls.map((call) => call.id)).size !== calls.length) issue('tool_call ids repeat in one turn', at);
      if (calls.length > 1 && !row.parallel_tool_calls)
        issue('several calls in one turn but parallel_tool_calls is false', at);
      pending = new Set(calls.map((call) => call.id));
    });
    if (pending.size > 0) issue(`tool_calls ${[...pending].join(', ')} have no tool message`, ['messages']);
    if (row.messages.at(-1)?.role !== 'assistant' || !('content' in (row.messages.at(-1) ?? {})))
      issue('the last message must be the assistant’s answer', ['messages']);
  });
export type OpenAIRow = z.input<typeof OpenAIRow>;

// ---------------------------------------------------------------------------------------------
// TRL SFT: arguments as objects, tool results carry the tool's name.

export const TrlToolCall = z
  .object({ type: z.literal('function'), function: z.object({ name: z.string(), arguments: JsonObject }).strict() })
  .strict();
const TrlCallMessage = z.object({ role: z.literal('assistant'), tool_calls: z.array(TrlToolCall).min(1) }).strict();
const TrlToolMessage = z.object({ role: z.literal('tool'), name: z.string(), content: z.string() }).strict();
export const TrlMessage = z.union([SystemMessage, UserMessage, TrlCallMessage, AnswerMessage, TrlToolMessage]);

export const TrlSftRow = z
  .object({ messages: z.array(TrlMessage).min(3), tools: z.array(FunctionTool).min(1) })
  .strict()
  .superRefine((row, context) => {
    const issue = reporter(context);
    let pending: string[] = [];
    row.messages.forEach((message, index) => {
      const at = ['messages', index];
      if (message.role === 'tool') {
        const expected = pending.shift();
        if (expected !== message.name) issue(`tool message for ${message.name}, expected ${expected ?? 'none'}`, at);
        return;
      }
      if (pending.length > 0) issue(`tool_calls ${pending.join(', ')} have no tool message`, at);
      pending = [];
      if (message.role !== 'assistant' || !('tool_calls' in message)) return;
      pending = message.tool_calls.map((call) => call.function.name);
      checkToolNames({ names: pending, tools: row.tools, at, issue });
    });
    if (pending.length > 0) issue(`tool_calls ${pending.join(', ')} have no tool message`, ['messages']);
    if (row.messages.at(-1)?.role !== 'assistant' || !('content' in (row.messages.at(-1) ?? {})))
      issue('the last message must be the assistant’s answer', ['messages']);
  });
export type TrlSftRow = z.input<typeof TrlSftRow>;

// ---------------------------------------------------------------------------------------------
// TRL GRPO: a prompt plus columns that reach the reward functions and `environment.reset(**kwargs)`.

export const TrlGrpoRow = z
  .object({
    prompt: PromptMessages,
    task_id: Task.shape.id,
    answer: jsonString(z.array(Fact).min(1)),
    /** The golden actions of tasks.jsonl: semantic arguments, dependencies by action id. */
    expected_calls: jsonString(z.array(GoldenAction).min(1)),
    junction_type: TaskType,
    tools: z.array(z.string()).min(1),
    environment: z.literal('kopa'),
  })
  .strict();
export type TrlGrpoRow = z.input<typeof TrlGrpoRow>;

// ---------------------------------------------------------------------------------------------
// verl RL parquet (verl/utils/dataset/rl_dataset.py, experimental/agent_loop/tool_agent_loop.py).

const ExpectedState = z.record(z.string(), z.object({ user: JsonObject }).strict());

export const VerlGroundTruth = z
  .object({
    task_id: Task.shape.id,
    facts: z.array(Fact).min(1),
    expected_calls: z.array(GoldenAction).min(1),
    /** Expected final `user` state per platform, or null when the task writes nothing. */
    state: ExpectedState.nullable(),
  })
  .strict();
export type VerlGroundTruth = z.infer<typeof VerlGroundTruth>;

/** verl's ToolAgentLoop does `tools_kwargs.get(tool_name, {}).get('create_kwargs', {})`: a real map. */
export const VerlToolsKwargs = z.record(
  z.string(),
  z.object({ create_kwargs: z.object({ task_id: Task.shape.id }).strict() }).strict(),
);

export const VerlRow = z
  .object({
    data_source: z.literal('kopa-edge'),
    agent_name: z.literal('tool_agent'),
    prompt: PromptMessages,
    ability: z.literal('tool-use'),
    reward_model: z.object({ style: z.literal('rule'), ground_truth: jsonString(VerlGroundTruth) }).strict(),
    extra_info: z
      .object({
        split: z.string().min(1),
        // parquet INT64 reads back as a bigint
        index: z.union([z.number().int().nonnegative(), z.bigint().nonnegative()]),
        need_tools_kwargs: z.literal(true),
        tools_kwargs: VerlToolsKwargs,
        task_id: Task.shape.id,
      })
      .strict(),
  })
  .strict()
  .superRefine((row, context) => {
    if (row.reward_model.ground_truth.task_id !== row.extra_info.task_id)
      context.addIssue({ code: 'custom', message: 'ground_truth.task_id differs from extra_info.task_id' });
  });
export type VerlRow = z.input<typeof VerlRow>;

// ---------------------------------------------------------------------------------------------
// The export report.

export const TruncationReport = z
  .object({
    /** verl's default `multi_turn.max_tool_response_length` (characters). */
    verlMaxToolResponseLength: z.literal(256),
    toolResponses: z.number().int().nonnegative(),
    over256: z.number().int().nonnegative(),
    share: z.number().min(0).max(1),
    /** Characters (code points, as Python's len counts them). */
    maxLength: z.number().int().nonnegative(),
    p50Length: z.number().nonnegative(),
    /** The most calls in one assistant turn; verl's default `max_parallel_calls` is 1. */
    maxParallelCalls: z.number().int().nonnegative(),
  })
  .strict();
export type TruncationReport = z.infer<typeof TruncationReport>;

export const ExportReport = z
  .object({
    dir: z.string(),
    /** Rows per written file (for the verl tool config: tools; for the MCP servers config: servers). */
    files: z.record(z.string(), z.number().int().nonnegative()),
    truncation: TruncationReport,
  })
  .strict();
export type ExportReport = z.infer<typeof ExportReport>;
