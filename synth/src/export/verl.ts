// verl exports (synthesis-anchors §2.3): RL rows for `agent_name: tool_agent`, and a tool config of
// `type: mcp` that reaches the tools through `kopa serve --http`. Heterogeneous ground truth is JSON
// text; `prompt`, `reward_model`, `extra_info` and `tools_kwargs` are real nested columns, because
// verl indexes them as dicts (`tools_kwargs.get(name, {})` breaks on a string).
import type { SynthRecord, Universe } from '../types.ts';
import { systemMessage } from './messages.ts';
import { type ParquetShape, parquetBuffer } from './parquet.ts';
import type { VerlGroundTruth, VerlRow } from './schemas.ts';
import { goldenActions } from './tasks.ts';

export const VERL_DATA_SOURCE = 'kopa-edge';

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
        task_id: 'string',
      },
    },
  };
}

/**
 * One RL row. Every row carries `create_kwargs.task_id` for every tool of the dataset (verl's tools
 * are global, and Arrow would null-fill the tools a row lacks), so a KOPA tool can open the task's
 * session; verl's stock MCP tools ignore it.
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
    agent_name: 'tool_agent',
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
      task_id: record.id,
    },
  };
}

export function verlParquet(options: { rows: readonly VerlRow[]; toolNames: readonly string[] }): ArrayBuffer {
  return parquetBuffer({ columns: verlColumns(options.toolNames), rows: options.rows });
}

/**
 * verl's MCP client puts every server of the config behind one fastmcp client, and fastmcp prefixes
 * each tool with its server's name as soon as there are two servers: `neis_get_meals` is served as
 * `neis_neis_get_meals`. The selection list has to use the names verl will see.
 */
export function mcpToolName(options: { tool: string; platforms: readonly string[] }): string {
  if (options.platforms.length === 1) return options.tool;
  return `${options.tool.slice(0, options.tool.indexOf('_'))}_${options.tool}`;
}

/** The MCP servers config verl's `mcp_servers_config_path` points at: one gateway route per platform. */
export function mcpServersConfig(options: { platforms: readonly string[]; gatewayUrl: string }) {
  const base = options.gatewayUrl.replace(/\/$/, '');
  return {
    mcpServers: Object.fromEntries(
      options.platforms.map((platform) => [platform, { url: `${base}/mcp/${platform}`, transport: 'http' }]),
    ),
  };
}

export function verlToolConfigYaml(options: {
  toolNames: readonly string[];
  platforms: readonly string[];
  serversConfigPath: string;
  gatewayUrl: string;
}): string {
  const quote = (text: string) => JSON.stringify(text);
  const prefixed = options.platforms.length > 1;
  return [
    '# verl multi-turn tool config for KOPA, written by the synth exporter.',
    `# Serve the tools first:  kopa serve --http ${new URL(options.gatewayUrl).host} ${options.platforms.join(' ')}`,
    '# Then: actor_rollout_ref.rollout.multi_turn.tool_config_path=<this file>, and raise',
    '# multi_turn.max_tool_response_length and max_parallel_calls (see export-report.json).',
    '# MCPSearchTool joins the text content of each result; verl’s MCPBaseTool alone fails on its empty metadata.',
    ...(prefixed
      ? ['# Several platforms: fastmcp serves each tool as <platform>_<tool>, so the names below carry that prefix.']
      : []),
    'tools:',
    '  - class_name: "verl.tools.mcp_search_tool.MCPSearchTool"',
    '    config:',
    '      type: "mcp"',
    '      rate_limit: 120',
    '      timeout: 30',
    '    mcp:',
    `      mcp_servers_config_path: ${quote(options.serversConfigPath)}`,
    '      tool_selected_list:',
    ...options.toolNames.map((tool) => `        - ${quote(mcpToolName({ tool, platforms: options.platforms }))}`),
    '',
  ].join('\n');
}
