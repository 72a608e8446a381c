// verl exports (synthesis-anchors §2.3): RL rows for kopa_rl's agent loop (`kopa_tool_agent`), a tool
// config of native `kopa_rl.verl.KopaTool` entries that open a rollout session of the row's task on
// the gateway's control plane, the agent loop config that registers the loop, and the reward file.
// Heterogeneous ground truth is JSON text; `prompt`, `reward_model`, `extra_info` and `tools_kwargs`
// are real nested columns, because verl indexes them as dicts (`tools_kwargs.get(name, {})` breaks
// on a string).
import type { TrainerTool } from '@kopa/kit';
import type { SynthRecord, Universe } from '../../shared/index.ts';
import { systemMessage } from './messages.ts';
import { type ParquetShape, parquetBuffer } from './parquet.ts';
import type { VerlGroundTruth, VerlRow } from './schemas.ts';
import { goldenActions } from './tasks.ts';
import { yamlLines } from './yaml.ts';

export const VERL_DATA_SOURCE = 'kopa-edge';
/** The agent loop `kopa_rl.verl.KopaToolAgentLoop` is registered under. */
export const KOPA_AGENT_NAME = 'kopa_tool_agent';
export const KOPA_AGENT_LOOP_CLASS = 'kopa_rl.verl.KopaToolAgentLoop';
export const KOPA_TOOL_CLASS = 'kopa_rl.verl.KopaTool';
/** Seconds a KopaTool waits for one call of the gateway. */
export const KOPA_TOOL_TIMEOUT = 60;

/** The parquet layout of the RL rows; tools_kwargs has one field per tool of the dataset. */
function verlColumns(toolNames: readonly string[]): Record<string, ParquetShape> {
  const message: ParquetShape = { struct: { role: 'string', content: 'string' } };
  const toolKwargs: ParquetShape = { struct: { create_kwargs: { struct: { task_id: 'string' } } } };
  return {
    data_source: 'string',
    agent_name: 'string',
    prompt: { list: message },
    ability: 'string',
    reward_model: { struct: { style: 'string', ground_truth: 'string' } },
    extra_info: {
      struct: {
        split: 'string',
        index: 'int64',
        need_tools_kwargs: 'boolean',
        tools_kwargs: { struct: Object.fromEntries(toolNames.map((name) => [name, toolKwargs])) },
        tools: { list: 'string' },
        task_id: 'string',
      },
    },
  };
}

/**
 * One RL row. `extra_info.tools` lists the row's own tools (its task's offered tools), which the
 * agent loop offers the model. `tools_kwargs` holds every tool of the dataset, each with this row's
 * `create_kwargs.task_id`: Arrow gives a column one struct type, and a tool the row lacked would read
 * back as None, on which verl's `kwargs.get("create_kwargs", {})` fails.
 */
export function toVerlRow(options: {
  record: SynthRecord;
  universe: Universe;
  systemPrompt: string;
  split: string;
  index: number;
  toolNames: readonly string[];
}): VerlRow {
  const { record } = options;
  const groundTruth: VerlGroundTruth = {
    task_id: record.id,
    facts: record.answer.facts,
    expected_calls: goldenActions(options),
    state: record.state ?? null,
  };
  return {
    data_source: VERL_DATA_SOURCE,
    agent_name: KOPA_AGENT_NAME,
    prompt: [
      { role: 'system', content: systemMessage(options) },
      { role: 'user', content: record.query },
    ],
    ability: 'tool-use',
    reward_model: { style: 'rule', ground_truth: JSON.stringify(groundTruth) },
    extra_info: {
      split: options.split,
      index: options.index,
      need_tools_kwargs: true,
      tools_kwargs: Object.fromEntries(
        options.toolNames.map((name) => [name, { create_kwargs: { task_id: record.id } }]),
      ),
      tools: [...record.tools],
      task_id: record.id,
    },
  };
}

export function verlParquet(options: { rows: readonly VerlRow[]; toolNames: readonly string[] }): ArrayBuffer {
  return parquetBuffer({ columns: verlColumns(options.toolNames), rows: options.rows });
}

/** How to run verl on the exports, from the grpo/ directory: every path is relative to it. */
function runComment(options: { gatewayUrl: string }): string[] {
  return [
    `# Start the gateway with the tasks first:  kopa serve --http ${new URL(options.gatewayUrl).host} --tasks ../tasks.jsonl`,
    '# Where verl runs: pip install kopa_rl (python/ in the KOPA repo), and set KOPA_ADMIN_TOKEN to the gateway’s',
    `# token; KOPA_GATEWAY_URL overrides the gateway_url below (${options.gatewayUrl}) and is what kopa_reward.py reads.`,
    '# kopa_tool_agent grades each trajectory in its own rollout; kopa_reward.py grades any sample it did not.',
    '# Run verl from this directory (grpo/), or make the ./ paths below absolute:',
    '#   python -m verl.trainer.main_ppo \\',
    '#     data.train_files=./verl.parquet data.return_raw_chat=True \\',
    '#     actor_rollout_ref.rollout.mode=async actor_rollout_ref.rollout.multi_turn.enable=True \\',
    '#     actor_rollout_ref.rollout.multi_turn.tool_config_path=./verl_tool_config.yaml \\',
    '#     actor_rollout_ref.rollout.agent.agent_loop_config_path=./verl_agent_loop.yaml \\',
    '#     custom_reward_function.path=./kopa_reward.py custom_reward_function.name=compute_score \\',
    '#     data.max_prompt_length=… actor_rollout_ref.rollout.multi_turn.max_tool_response_length=… \\',
    '#     actor_rollout_ref.rollout.multi_turn.max_parallel_calls=… \\',
    '#     …your model, rollout engine and batch settings   # the limits: see ../export-report.json',
  ];
}

/**
 * verl's multi-turn tool config: one native `kopa_rl.verl.KopaTool` per tool of the dataset, with its
 * trainer schema (the `trainerTool` of the MCP tool, which verl's pydantic models accept). KopaTool
 * opens the row's task on the gateway (`create_kwargs.task_id`) and calls it through the rollout.
 */
export function verlToolConfigYaml(options: { tools: readonly TrainerTool[]; gatewayUrl: string }): string {
  const tools = options.tools.map((tool) => ({
    class_name: KOPA_TOOL_CLASS,
    config: { type: 'native', gateway_url: options.gatewayUrl, timeout: KOPA_TOOL_TIMEOUT },
    tool_schema: tool,
  }));
  return [
    '# verl multi-turn tool config for KOPA, written by `kopa synth tasks`.',
    '# Every tool is a kopa_rl.verl.KopaTool: it opens a rollout of the row’s task (create_kwargs.task_id)',
    '# on the gateway and runs the call in that task’s session (its keys, faults, state and clock).',
    '# Tool names are the bare KOPA names, as in every export and the reward.',
    ...runComment(options),
    ...yamlLines({ tools }),
    '',
  ].join('\n');
}

/** The agent loop config verl's `agent.agent_loop_config_path` reads: registers kopa_tool_agent. */
export function verlAgentLoopYaml(): string {
  return [
    '# verl agent loop config for KOPA, written by `kopa synth tasks`: the RL rows name kopa_tool_agent, which runs',
    '# each trajectory in one rollout of its task and offers only that task’s tools (= extra_info.tools).',
    '# Pass it as actor_rollout_ref.rollout.agent.agent_loop_config_path=./verl_agent_loop.yaml (run verl from grpo/).',
    `- name: ${KOPA_AGENT_NAME}`,
    `  _target_: ${KOPA_AGENT_LOOP_CLASS}`,
    '',
  ].join('\n');
}
