// Writes every trainer format from the canonical records in one call (DESIGN §6 Phase B exports):
// tasks for `kopa eval` and the gateway, OpenAI and TRL SFT, TRL GRPO, verl RL parquet with its tool
// config, agent loop config and reward file, and the export report. Every tool schema is the
// `trainerTool` of the MCP tool under its bare KOPA name. Each row is checked against its schema
// before anything is written.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SYSTEM_PROMPT } from '@kopa/evaluator';
import { Task } from '@kopa/tasks';
import { z } from 'zod';
import type { SynthRecord, Universe } from '../../shared/index.ts';
import { callTurns, findTool, systemMessage, toolDefinitions, trainerToolOf } from './messages.ts';
import { toOpenAIRow } from './openai.ts';
import { exportWarnings, parallelReport, promptReport, rowLengths, sftReport, TOKEN_ESTIMATE } from './report.ts';
import { type ExportReport, FunctionTool, OpenAIRow, TrlGrpoRow, TrlSftRow, VerlRow } from './schemas.ts';
import { toTask } from './tasks.ts';
import { toTrlGrpoRow, toTrlSftRow } from './trl.ts';
import { truncationReport } from './truncation.ts';
import { toVerlRow, verlAgentLoopYaml, verlParquet, verlToolConfigYaml } from './verl.ts';

export const DEFAULT_GATEWAY_URL = 'http://127.0.0.1:7300';
export const DEFAULT_SPLIT = 'train';

/**
 * kopa_rl's self-contained verl reward in this repository, copied verbatim to grpo/kopa_reward.py so
 * that `custom_reward_function.path` needs nothing but the export directory.
 */
export const KOPA_REWARD_SOURCE = fileURLToPath(new URL('../../../../python/kopa_rl/verl_reward.py', import.meta.url));

export interface ExportOptions {
  records: readonly SynthRecord[];
  universe: Universe;
  outDir: string;
  /** The system message of every conversation, which ends with the record's session date (as the
   *  evaluator's agents are told it); the evaluator's default prompt when omitted. */
  systemPrompt?: string;
  /** verl's `extra_info.split`; `train` by default. */
  split?: string;
  /** Where `kopa serve --http` listens, for the verl tool config; http://127.0.0.1:7300 by default. */
  gatewayUrl?: string;
  /** The reward file copied to grpo/kopa_reward.py; KOPA_REWARD_SOURCE by default. */
  rewardSource?: string;
}

const SPLIT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** A split name verl and the datasets library take as is: 1–64 of [A-Za-z0-9_.-]. */
export function checkSplit(split: string): string {
  if (!SPLIT.test(split))
    throw new Error(`split "${split}" is not a split name: use 1–64 letters, digits, _ . or -, e.g. train or val`);
  return split;
}

/** The gateway's base URL: http(s), no query or fragment; returned without a trailing slash. */
export function checkGatewayUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `gateway URL "${value}" is not a URL: give where kopa serve --http listens, e.g. ${DEFAULT_GATEWAY_URL}`,
    );
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username)
    throw new Error(
      `gateway URL "${value}" must be http:// or https:// with no query, fragment or credentials, e.g. ${DEFAULT_GATEWAY_URL}`,
    );
  return url.href.replace(/\/+$/, '');
}

function checked<T>(options: { schema: z.ZodType; rows: T[]; records: readonly SynthRecord[]; file: string }): T[] {
  options.rows.forEach((row, index) => {
    const parsed = options.schema.safeParse(row);
    if (!parsed.success) {
      throw new Error(
        `${options.records[index]?.id} makes an invalid ${options.file} row: ${z.prettifyError(parsed.error)}`,
      );
    }
  });
  return options.rows;
}

async function readReward(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(
      `the verl reward file ${path} is missing; grpo/kopa_reward.py is a verbatim copy of it, so export from a KOPA checkout that has python/kopa_rl/verl_reward.py`,
    );
  }
}

const jsonl = (rows: readonly unknown[]) => rows.map((row) => `${JSON.stringify(row)}\n`).join('');
const sortedUnion = (lists: readonly (readonly string[])[]) => [...new Set(lists.flat())].sort();

export async function writeExports(options: ExportOptions): Promise<ExportReport> {
  const { records, universe } = options;
  if (records.length === 0) throw new Error('no records to export; run phase B first');
  const seen = new Set<string>();
  for (const record of records) {
    if (seen.has(record.id)) throw new Error(`record id ${record.id} appears twice; ids must be unique`);
    seen.add(record.id);
  }

  const systemPrompt = options.systemPrompt ?? DEFAULT_SYSTEM_PROMPT;
  const split = checkSplit(options.split ?? DEFAULT_SPLIT);
  const gatewayUrl = checkGatewayUrl(options.gatewayUrl ?? DEFAULT_GATEWAY_URL);
  const reward = await readReward(options.rewardSource ?? KOPA_REWARD_SOURCE);
  const dir = resolve(options.outDir);
  const each = records.map((record) => ({ record, universe, systemPrompt }));
  const toolNames = sortedUnion(records.map((record) => record.tools));
  const datasetTools = toolNames.map((name) => {
    const record = records.find((candidate) => candidate.tools.includes(name)) as SynthRecord;
    const tool = trainerToolOf(findTool({ universe, name, record }));
    const parsed = FunctionTool.safeParse(tool);
    if (!parsed.success)
      throw new Error(
        `${name} has a tool schema verl refuses (grpo/verl_tool_config.yaml): ${z.prettifyError(parsed.error)}`,
      );
    return tool;
  });

  const tasks = checked({ schema: Task, rows: each.map(toTask), records, file: 'tasks.jsonl' });
  const openai = checked({ schema: OpenAIRow, rows: each.map(toOpenAIRow), records, file: 'sft/openai.jsonl' });
  const trlSft = checked({ schema: TrlSftRow, rows: each.map(toTrlSftRow), records, file: 'sft/trl.jsonl' });
  const trlGrpo = checked({ schema: TrlGrpoRow, rows: each.map(toTrlGrpoRow), records, file: 'grpo/trl.jsonl' });
  const verl = checked({
    schema: VerlRow,
    rows: each.map((input, index) => toVerlRow({ ...input, split, index, toolNames })),
    records,
    file: 'grpo/verl.parquet',
  });

  const files: Record<string, number> = {};
  const write = async (file: string, content: string | Uint8Array, rows: number) => {
    const path = join(dir, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
    files[file] = rows;
  };
  await write('tasks.jsonl', jsonl(tasks), tasks.length);
  await write('sft/openai.jsonl', jsonl(openai), openai.length);
  await write('sft/trl.jsonl', jsonl(trlSft), trlSft.length);
  await write('grpo/trl.jsonl', jsonl(trlGrpo), trlGrpo.length);
  await write('grpo/verl.parquet', new Uint8Array(verlParquet({ rows: verl, toolNames })), verl.length);
  await write('grpo/verl_tool_config.yaml', verlToolConfigYaml({ tools: datasetTools, gatewayUrl }), toolNames.length);
  await write('grpo/verl_agent_loop.yaml', verlAgentLoopYaml(), 1);
  await write('grpo/kopa_reward.py', reward, 1);
  // Exports before issue 16 wrote an MCP servers config for verl's MCPSearchTool; the tool config no
  // longer names it, so a stale copy in a reused directory would only mislead.
  await rm(join(dir, 'grpo/verl_mcp_servers.json'), { force: true });

  const truncation = truncationReport({ records, universe });
  const prompts = promptReport({
    prompts: each.map((input) => ({
      system: systemMessage(input),
      user: input.record.query,
      tools: toolDefinitions(input),
    })),
    datasetTools,
  });
  const sft = sftReport(trlSft);
  const parallelCalls = parallelReport(
    records.map((record) => callTurns({ record, universe }).map((turn) => turn.length)),
  );
  const report: ExportReport = {
    dir,
    files,
    taskIds: { first: records[0]?.id ?? '', last: records.at(-1)?.id ?? '' },
    tokenEstimate: TOKEN_ESTIMATE,
    rowLengths: {
      'tasks.jsonl': rowLengths(tasks),
      'sft/openai.jsonl': rowLengths(openai),
      'sft/trl.jsonl': rowLengths(trlSft),
      'grpo/trl.jsonl': rowLengths(trlGrpo),
      'grpo/verl.parquet': rowLengths(verl),
    },
    prompts,
    sft,
    parallelCalls,
    truncation,
    warnings: exportWarnings({ prompts, sft, parallel: parallelCalls, truncation, datasetTools: toolNames.length }),
  };
  await writeFile(join(dir, 'export-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}
