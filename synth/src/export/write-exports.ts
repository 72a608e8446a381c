// Writes every trainer format from the canonical records in one call (DESIGN §6 Phase B exports):
// tasks for `kopa eval`, OpenAI and TRL SFT, TRL GRPO, verl RL parquet with its MCP tool config, and
// the truncation report. Each row is checked against its schema before anything is written.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_SYSTEM_PROMPT } from '@kopa/evaluator';
import { Task } from '@kopa/tasks';
import { z } from 'zod';
import type { SynthRecord, Universe } from '../types.ts';
import { findTool } from './messages.ts';
import { toOpenAIRow } from './openai.ts';
import { type ExportReport, OpenAIRow, TrlGrpoRow, TrlSftRow, VerlRow } from './schemas.ts';
import { toTask } from './tasks.ts';
import { toTrlGrpoRow, toTrlSftRow } from './trl.ts';
import { truncationReport } from './truncation.ts';
import { mcpServersConfig, toVerlRow, verlParquet, verlToolConfigYaml } from './verl.ts';

export interface ExportOptions {
  records: readonly SynthRecord[];
  universe: Universe;
  outDir: string;
  /** The system message of every conversation, which ends with the record's session date (as the
   *  evaluator's agents are told it); the evaluator's default prompt when omitted. */
  systemPrompt?: string;
  /** verl's `extra_info.split`; `train` by default. */
  split?: string;
  /** Where `kopa serve --http` listens, for the verl MCP config; http://127.0.0.1:7300 by default. */
  gatewayUrl?: string;
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
  const split = options.split ?? 'train';
  const gatewayUrl = options.gatewayUrl ?? 'http://127.0.0.1:7300';
  const dir = resolve(options.outDir);
  const each = records.map((record) => ({ record, universe, systemPrompt }));
  const toolNames = sortedUnion(records.map((record) => record.tools));
  const platforms = sortedUnion(
    records.map((record) => record.tools.map((name) => findTool({ universe, name, record }).platform)),
  );
  const serversConfigPath = join(dir, 'grpo/verl_mcp_servers.json');

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
  await write(
    'grpo/verl_mcp_servers.json',
    `${JSON.stringify(mcpServersConfig({ platforms, gatewayUrl }), null, 2)}\n`,
    platforms.length,
  );
  await write(
    'grpo/verl_tool_config.yaml',
    verlToolConfigYaml({ toolNames, platforms, serversConfigPath, gatewayUrl }),
    toolNames.length,
  );

  const report: ExportReport = { dir, files, truncation: truncationReport({ records, universe }) };
  await writeFile(join(dir, 'export-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}
