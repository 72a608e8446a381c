// Zod schemas of every row the exporters write (synthesis-anchors §2): the trainers' exact shapes,
// plus the cross-message rules a trainer would trip over (every tool call answered once, tool names
// offered, tool schemas verl's pydantic models accept). writeExports checks each row with them before
// it writes anything; users can check a file before training.
import { Fact, GoldenAction, TaskType } from '@kopa/tasks';
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

/**
 * A task id as the exports write it: `<namespace>-00001` (`edge-1a2b3c4d-00001`), or a benchmark id
 * (`finance-007`).
 */
export const TaskId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*-\d{3,}$/, 'task ids look like edge-1a2b3c4d-00042 or finance-007');

/**
 * One tool parameter as verl's `OpenAIFunctionPropertySchema` takes it (verl/tools/schemas.py):
 * `type` a string, `description` a string when present, `enum` a list of strings when present.
 * Other JSON Schema keywords (items, pattern, …) may stay; verl ignores them.
 */
export const TrainerProperty = z.looseObject({
  type: z.string({ error: 'every property needs a string type (verl/tools/schemas.py)' }),
  description: z.string().optional(),
  enum: z.array(z.string(), { error: 'enum must be a list of strings (verl/tools/schemas.py)' }).optional(),
});

/** verl's `OpenAIFunctionParametersSchema`: `type`, `properties` and `required`, all present. */
export const TrainerParameters = z
  .object({
    type: z.literal('object'),
    properties: z.record(z.string(), TrainerProperty),
    required: z.array(z.string()),
  })
  .strict()
  .superRefine((parameters, context) => {
    for (const name of parameters.required)
      if (!(name in parameters.properties))
        context.addIssue({
          code: 'custom',
          message: `required names ${name}, which is not a property`,
          path: ['required'],
        });
  });

/** A bare KOPA tool name, `<platform>_<tool>`, as every export writes it. */
export const ToolName = z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/, 'function names are 1–64 of [a-zA-Z0-9_-]');

/**
 * `{type:'function', function:{name, description, parameters}}`, as OpenAI, TRL and verl take tools:
 * `trainerTool(...)` of the MCP tool (@kopa/kit), so that verl's tool loading accepts it.
 */
export const FunctionTool = z
  .object({
    type: z.literal('function'),
    function: z
      .object({
        name: ToolName,
        description: z.string(),
        parameters: TrainerParameters,
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
    task_id: TaskId,
    answer: jsonString(z.array(Fact).min(1)),
    /** The golden actions of tasks.jsonl: semantic arguments, dependencies by action id. */
    expected_calls: jsonString(z.array(GoldenAction).min(1)),
    junction_type: TaskType,
    /** The row's own tools, by their bare KOPA names. */
    tools: z.array(ToolName).min(1),
    environment: z.literal('kopa'),
  })
  .strict()
  .superRefine((row, context) => {
    if (new Set(row.tools).size !== row.tools.length)
      context.addIssue({ code: 'custom', message: 'tools repeat a name', path: ['tools'] });
  });
export type TrlGrpoRow = z.input<typeof TrlGrpoRow>;

// ---------------------------------------------------------------------------------------------
// verl RL parquet (verl/utils/dataset/rl_dataset.py, experimental/agent_loop/tool_agent_loop.py).

const ExpectedState = z.record(z.string(), z.object({ user: JsonObject }).strict());

export const VerlGroundTruth = z
  .object({
    task_id: TaskId,
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
  z.object({ create_kwargs: z.object({ task_id: TaskId }).strict() }).strict(),
);

export const VerlRow = z
  .object({
    data_source: z.literal('kopa-edge'),
    /** The agent loop kopa_rl registers (`grpo/verl_agent_loop.yaml`). */
    agent_name: z.literal('kopa_tool_agent'),
    prompt: PromptMessages,
    ability: z.literal('tool-use'),
    reward_model: z.object({ style: z.literal('rule'), ground_truth: jsonString(VerlGroundTruth) }).strict(),
    extra_info: z
      .object({
        split: z.string().min(1),
        // parquet INT64 reads back as a bigint
        index: z.union([z.number().int().nonnegative(), z.bigint().nonnegative()]),
        need_tools_kwargs: z.literal(true),
        /** Every tool of the dataset (Arrow has one struct type per column), each with this row's task. */
        tools_kwargs: VerlToolsKwargs,
        /** The row's own tools: the ones its task offers, a subset of tools_kwargs. */
        tools: z.array(ToolName).min(1),
        task_id: TaskId,
      })
      .strict(),
  })
  .strict()
  .superRefine((row, context) => {
    const issue = reporter(context);
    const { extra_info: info } = row;
    if (row.reward_model.ground_truth.task_id !== info.task_id)
      issue('ground_truth.task_id differs from extra_info.task_id', ['reward_model', 'ground_truth']);
    if (new Set(info.tools).size !== info.tools.length) issue('tools repeat a name', ['extra_info', 'tools']);
    for (const name of info.tools)
      if (!(name in info.tools_kwargs)) issue(`tool ${name} has no tools_kwargs entry`, ['extra_info', 'tools']);
    for (const [name, kwargs] of Object.entries(info.tools_kwargs))
      if (kwargs.create_kwargs.task_id !== info.task_id)
        issue(`tools_kwargs.${name} opens task ${kwargs.create_kwargs.task_id}, not the row's`, ['extra_info']);
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

/** Max, median and 95th percentile of a length. */
export const LengthStats = z
  .object({ max: z.number().nonnegative(), p50: z.number().nonnegative(), p95: z.number().nonnegative() })
  .strict();
export type LengthStats = z.infer<typeof LengthStats>;

const count = z.number().int().nonnegative();

/** The length of each row of one file: its JSON text in characters (code points) and estimated tokens. */
export const RowLengths = z.object({ rows: count, characters: LengthStats, tokens: LengthStats }).strict();
export type RowLengths = z.infer<typeof RowLengths>;

/** The first-turn prompt of each RL row against the trainers' default prompt limits. */
export const PromptReport = z
  .object({
    /** What was measured. */
    basis: z.string(),
    rows: count,
    characters: LengthStats,
    tokens: LengthStats,
    /** Estimated tokens of the schemas of every dataset tool, which verl's stock `tool_agent` puts in every prompt. */
    datasetToolsTokens: count,
    /** Rows over verl's default; and over it if every dataset tool were in the prompt (verl's stock tool_agent). */
    verl: z.object({ maxPromptLength: z.literal(512), over: count, overWithDatasetTools: count }).strict(),
    /** TRL's GRPOConfig has no prompt limit (`max_prompt_length` was removed in TRL 0.28). */
    trl: z.object({ maxPromptLength: z.null(), note: z.string() }).strict(),
  })
  .strict();
export type PromptReport = z.infer<typeof PromptReport>;

/** Each SFT conversation, as a chat template renders it, against TRL SFTConfig's default `max_length`. */
export const SftReport = z
  .object({
    basis: z.string(),
    rows: count,
    tokens: LengthStats,
    trl: z.object({ maxLength: z.literal(1024), over: count }).strict(),
  })
  .strict();
export type SftReport = z.infer<typeof SftReport>;

export const ChatTemplateNote = z
  .object({
    template: z.string(),
    /** `several`: every call of a turn is rendered; `one`: more than one raises; `first`: the rest are dropped. */
    callsPerTurn: z.enum(['several', 'one', 'first', 'unverified']),
    source: z.string(),
  })
  .strict();

/** Assistant turns with several calls: verl runs one by default, and some chat templates refuse them. */
export const ParallelReport = z
  .object({
    /** Rows with more than one call in one assistant turn. */
    rows: count,
    of: count,
    maxPerTurn: count,
    /** verl's `multi_turn.max_parallel_calls` default. */
    verlMaxParallelCalls: z.literal(1),
    templates: z.array(ChatTemplateNote),
  })
  .strict();
export type ParallelReport = z.infer<typeof ParallelReport>;

export const ExportReport = z
  .object({
    dir: z.string(),
    /** Rows per written file (for the verl tool config: tools; for the agent loop config: loops). */
    files: z.record(z.string(), count),
    /** Task ids: `<namespace>-00001`, …, as in tasks.jsonl and every RL row. */
    taskIds: z.object({ first: TaskId, last: TaskId }).strict(),
    /** How tokens are estimated (no tokenizer is loaded). */
    tokenEstimate: z.string(),
    /** Per row file. */
    rowLengths: z.record(z.string(), RowLengths),
    prompts: PromptReport,
    sft: SftReport,
    parallelCalls: ParallelReport,
    truncation: TruncationReport,
    /** What to change before training, in plain words (the CLI prints them). */
    warnings: z.array(z.string()),
  })
  .strict();
export type ExportReport = z.infer<typeof ExportReport>;
