// How the exports meet the trainers' defaults (synthesis-anchors §3, §6.4): row lengths per file,
// the first-turn prompt of each RL row against verl's `data.max_prompt_length` (512), each SFT
// conversation against TRL SFTConfig's `max_length` (1024), assistant turns with several calls
// (verl runs one per turn by default; some chat templates refuse them), and the warnings that say
// which setting to raise. No tokenizer is loaded: tokens are estimated (TOKEN_ESTIMATE).
import { quantileSorted } from 'simple-statistics';
import type {
  FunctionTool,
  LengthStats,
  ParallelReport,
  PromptReport,
  RowLengths,
  SftReport,
  TrlSftRow,
  TruncationReport,
} from './schemas.ts';

/** verl's `data.max_prompt_length` default (verl/trainer/config/data/legacy_data.yaml). */
export const VERL_MAX_PROMPT_LENGTH = 512;
/** TRL SFTConfig's `max_length` default (trl/trainer/sft_config.py). */
export const TRL_SFT_MAX_LENGTH = 1024;
/** verl's `multi_turn.max_parallel_calls` default (verl/trainer/config/rollout/rollout.yaml). */
export const VERL_MAX_PARALLEL_CALLS = 1;

export const TOKEN_ESTIMATE =
  'estimated, not tokenized: every non-ASCII code point (Hangul, Hanja, symbols) counts as 1 token and ' +
  'ASCII characters as 1 token per 4, rounded up per text; a model’s own tokenizer will differ, so ' +
  'count with it before setting a limit close to these numbers';

export const TRL_PROMPT_NOTE =
  "TRL's GRPOConfig has no max_prompt_length since TRL 0.28 (deprecated in 0.26, then removed; checked " +
  'at TRL 1.13.0): prompts are not cut, so keep the longest prompt plus max_completion_length ' +
  '(512 by default) within vllm_max_model_length or the model’s context';

/**
 * What the common chat templates do with several tool calls in one assistant turn, as TRL ships the
 * models' original templates (trl/chat_templates/, TRL 1.13.0). Others are unverified.
 */
export const CHAT_TEMPLATES: ParallelReport['templates'] = [
  {
    template: 'Llama 3.1, Llama 3.2 (official)',
    callsPerTurn: 'one',
    source:
      'trl/chat_templates/llama3_1.jinja and llama3_2.jinja raise "This model only supports single tool-calls at once!"',
  },
  {
    template: 'gpt-oss (official)',
    callsPerTurn: 'first',
    source:
      'trl/chat_templates/gptoss.jinja renders message.tool_calls[0] only ("We assume max 1 tool call per message")',
  },
  {
    template: 'Qwen2.5, Qwen3 (Hermes-style <tool_call> blocks)',
    callsPerTurn: 'several',
    source: 'trl/chat_templates/qwen2_5.jinja and qwen3.jinja render every entry of message.tool_calls',
  },
  {
    template: 'DeepSeek-V3',
    callsPerTurn: 'several',
    source: "trl/chat_templates/deepseekv3.jinja renders every entry of message['tool_calls']",
  },
  { template: 'Mistral', callsPerTurn: 'unverified', source: 'no Mistral template was checked' },
];

/** Tokens of `text` by TOKEN_ESTIMATE. */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (const character of text) {
    if ((character.codePointAt(0) ?? 0) < 0x80) ascii += 1;
    else other += 1;
  }
  return other + Math.ceil(ascii / 4);
}

/** Length as Python's len() counts it (code points). */
export const characters = (text: string) => [...text].length;

export function lengthStats(values: readonly number[]): LengthStats {
  if (values.length === 0) return { max: 0, p50: 0, p95: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  return {
    max: sorted.at(-1) ?? 0,
    p50: quantileSorted(sorted, 0.5),
    p95: quantileSorted(sorted, 0.95),
  };
}

/** The JSON text of every row of a file (a jsonl line without its newline; a parquet row as JSON). */
export function rowLengths(rows: readonly unknown[]): RowLengths {
  const texts = rows.map((row) =>
    JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? Number(value) : value)),
  );
  return {
    rows: rows.length,
    characters: lengthStats(texts.map(characters)),
    tokens: lengthStats(texts.map(estimateTokens)),
  };
}

const schemaText = (tools: readonly FunctionTool[]) => tools.map((tool) => JSON.stringify(tool)).join('\n');

/**
 * The first turn of each RL row: its system and user messages and its own tools' schemas as JSON,
 * which is what a chat template renders (Qwen2.5 and Llama 3.1 put `tool | tojson` in the prompt);
 * the template's own framing (role markers, its tool instructions) is not counted.
 */
export function promptReport(options: {
  prompts: readonly { system: string; user: string; tools: readonly FunctionTool[] }[];
  datasetTools: readonly FunctionTool[];
}): PromptReport {
  const texts = options.prompts.map((prompt) => [prompt.system, prompt.user, schemaText(prompt.tools)].join('\n'));
  const tokens = texts.map(estimateTokens);
  const everyTool = schemaText(options.datasetTools);
  const stock = options.prompts.map((prompt) => estimateTokens([prompt.system, prompt.user, everyTool].join('\n')));
  return {
    basis:
      "system + user message + the row's own tool schemas as JSON, without the chat template's framing; verl renders only type, description and enum of each property, so its prompts are a little shorter",
    rows: texts.length,
    characters: lengthStats(texts.map(characters)),
    tokens: lengthStats(tokens),
    datasetToolsTokens: estimateTokens(everyTool),
    verl: {
      maxPromptLength: VERL_MAX_PROMPT_LENGTH,
      over: tokens.filter((n) => n > VERL_MAX_PROMPT_LENGTH).length,
      overWithDatasetTools: stock.filter((n) => n > VERL_MAX_PROMPT_LENGTH).length,
    },
    trl: { maxPromptLength: null, note: TRL_PROMPT_NOTE },
  };
}

/** Each SFT conversation as a chat template renders it: tools, every message, every call as JSON. */
export function sftReport(rows: readonly TrlSftRow[]): SftReport {
  const tokens = rows.map((row) => {
    const messages = row.messages.map((message) =>
      'tool_calls' in message
        ? message.tool_calls
            .map((call) => JSON.stringify({ name: call.function.name, arguments: call.function.arguments }))
            .join('\n')
        : message.content,
    );
    return estimateTokens([schemaText(row.tools), ...messages].join('\n'));
  });
  return {
    basis:
      "the row's tool schemas as JSON + every message's text + each tool call as JSON, without the chat template's framing",
    rows: rows.length,
    tokens: lengthStats(tokens),
    trl: { maxLength: TRL_SFT_MAX_LENGTH, over: tokens.filter((n) => n > TRL_SFT_MAX_LENGTH).length },
  };
}

/** Rows whose conversation has a turn of several calls, given each row's calls per turn. */
export function parallelReport(turnSizes: readonly (readonly number[])[]): ParallelReport {
  return {
    rows: turnSizes.filter((sizes) => sizes.some((size) => size > 1)).length,
    of: turnSizes.length,
    maxPerTurn: Math.max(0, ...turnSizes.flat()),
    verlMaxParallelCalls: VERL_MAX_PARALLEL_CALLS,
    templates: CHAT_TEMPLATES,
  };
}

const round = (value: number) => String(Math.ceil(value));

/** What to change before training, in plain words. */
export function exportWarnings(options: {
  prompts: PromptReport;
  sft: SftReport;
  parallel: ParallelReport;
  truncation: TruncationReport;
  datasetTools: number;
}): string[] {
  const { prompts, sft, parallel, truncation } = options;
  const warnings: string[] = [];
  if (sft.trl.over > 0)
    warnings.push(
      `${sft.trl.over} of ${sft.rows} SFT rows exceed TRL's default max_length ${TRL_SFT_MAX_LENGTH} tokens (estimated; the longest ≈ ${round(sft.tokens.max)}): set SFTConfig(max_length=${round(sft.tokens.max)}) or more, or those rows lose their end, the final answer included.`,
    );
  if (prompts.verl.over > 0)
    warnings.push(
      `${prompts.verl.over} of ${prompts.rows} RL prompts exceed verl's default data.max_prompt_length ${VERL_MAX_PROMPT_LENGTH} tokens with their own tool schemas (estimated; the longest ≈ ${round(prompts.tokens.max)}): set data.max_prompt_length=${round(prompts.tokens.max)} or more.`,
    );
  if (prompts.verl.overWithDatasetTools > prompts.verl.over)
    warnings.push(
      `verl's stock tool_agent puts the schemas of all ${options.datasetTools} dataset tools (≈ ${round(prompts.datasetToolsTokens)} tokens) in every prompt, and then ${prompts.verl.overWithDatasetTools} of ${prompts.rows} prompts exceed ${VERL_MAX_PROMPT_LENGTH} tokens: keep agent_name kopa_tool_agent, as the rows have it, which offers each row only its own tools.`,
    );
  if (truncation.over256 > 0)
    warnings.push(
      `${truncation.over256} of ${truncation.toolResponses} tool responses exceed verl's default max_tool_response_length ${truncation.verlMaxToolResponseLength} characters (the longest ${truncation.maxLength}): set actor_rollout_ref.rollout.multi_turn.max_tool_response_length=${truncation.maxLength}, or the model sees them cut.`,
    );
  if (parallel.rows > 0)
    warnings.push(
      `${parallel.rows} of ${parallel.of} rows make several calls in one assistant turn (up to ${parallel.maxPerTurn}): set actor_rollout_ref.rollout.multi_turn.max_parallel_calls=${parallel.maxPerTurn} (verl runs ${VERL_MAX_PARALLEL_CALLS} by default), and train SFT with a chat template that renders several calls per turn (Qwen2.5, Qwen3): Llama 3.1/3.2's official templates refuse such rows and gpt-oss's keeps only the first call.`,
    );
  return warnings;
}
