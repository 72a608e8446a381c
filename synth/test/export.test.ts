// writeExports end to end: records built from real NEIS calls are exported, every file is read back
// and checked against its trainer's schema, tasks.jsonl is run by the oracle through the evaluator,
// and the truncation report counts what verl would clip.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInProcessEnvironment, createOracleAgent, DEFAULT_SYSTEM_PROMPT, runEval } from '@kopa/evaluator';
import { DEFAULT_NOW, describeNow } from '@kopa/kit';
import { selectPlatforms } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import { parquetMetadataAsync, parquetReadObjects, parquetSchema } from 'hyparquet';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ExportReport,
  OpenAIRow,
  TrlGrpoRow,
  TrlSftRow,
  VerlGroundTruth,
  VerlRow,
  verlToolConfigYaml,
  writeExports,
} from '../src/export/index.ts';
import { systemMessage } from '../src/export/messages.ts';
import type { SynthRecord, Universe } from '../src/types.ts';
import { buildFixture } from './fixtures/records.ts';

let universe: Universe;
let records: SynthRecord[];
let out: string;
let report: ExportReport;

const temporary = (name: string) => mkdtempSync(join(tmpdir(), `kopa-export-${name}-`));
const readJsonl = (file: string) =>
  readFileSync(join(out, file), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const readVerl = async () => {
  const buffer = readFileSync(join(out, 'grpo/verl.parquet'));
  const file = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
  return { file, rows: (await parquetReadObjects({ file })) as Record<string, unknown>[] };
};
const [meals, favourite] = [0, 1];

beforeAll(async () => {
  ({ universe, records } = await buildFixture());
  out = temporary('main');
  report = await writeExports({ records, universe, outDir: out, split: 'train' });
});

describe('tasks.jsonl', () => {
  it('loads as one task per record, with the key call as a1 and every data call waiting for it', () => {
    const tasks = loadTasks({ source: join(out, 'tasks.jsonl') });
    expect(tasks.map((task) => task.id)).toEqual(['synth-00001', 'synth-00002']);
    const [fanOut, write] = tasks;
    expect(fanOut?.golden.actions.map((action) => [action.id, action.tool, action.after])).toEqual([
      ['a1', 'neis_get_api_key', []],
      ['a2', 'neis_search_schools', ['a1']],
      ['a3', 'neis_get_meals', ['a1', 'a2']],
      ['a4', 'neis_get_meals', ['a1', 'a2']],
    ]);
    expect(fanOut?.golden.actions[2]?.args).not.toHaveProperty('KEY');
    expect(fanOut?.meta).toEqual({ steps: 3, calls: 4, parallel: true, junction: 'one-to-many', records: 2 });
    expect(write?.golden.state).toEqual(records[favourite]?.state);
    expect(write?.meta.records).toBe(0);
  });

  it('is solved by the oracle agent through the evaluator', async () => {
    const tasks = loadTasks({ source: join(out, 'tasks.jsonl') });
    const environment = await createInProcessEnvironment(selectPlatforms(['neis']));
    try {
      const result = await runEval({
        tasks,
        agent: createOracleAgent(),
        environment,
        rollouts: 1,
        seeds: [0],
        concurrency: 2,
        runsDir: temporary('runs'),
        runId: 'oracle',
      });
      for (const rollout of result.records) {
        expect(rollout.infraError, rollout.infraError?.message).toBeUndefined();
        expect(rollout.grades?.success, rollout.grades?.response.explanation).toBe(true);
        expect(rollout.grades?.action.accuracy, rollout.grades?.action.explanation).toBe(1);
        expect(rollout.grades?.environment.passed, rollout.grades?.environment.explanation).toBe(true);
      }
      expect(result.summary.overall.pass1).toBe(1);
    } finally {
      await environment.close();
    }
  });
});

describe('sft/openai.jsonl', () => {
  it('holds rows that pass the OpenAI fine-tuning schema', () => {
    const rows = readJsonl('sft/openai.jsonl');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(OpenAIRow.safeParse(row).error).toBeUndefined();
  });

  it('puts independent calls in one assistant turn and passes the key exactly as executed', () => {
    const row = OpenAIRow.parse(readJsonl('sft/openai.jsonl')[meals]);
    const turns = row.messages.flatMap((message) => ('tool_calls' in message ? [message.tool_calls] : []));
    expect(turns.map((turn) => turn.map((call) => call.function.name))).toEqual([
      ['neis_get_api_key'],
      ['neis_search_schools'],
      ['neis_get_meals', 'neis_get_meals'],
    ]);
    expect(row.parallel_tool_calls).toBe(true);
    const record = records[meals];
    expect(turns[2]?.map((call) => call.function.arguments)).toEqual(record?.calls.slice(2).map((call) => call.args));
    expect(turns[2]?.[0]?.function.arguments.KEY).toMatch(/^[0-9a-f]{32}$/);
    const results = row.messages.filter((message) => message.role === 'tool').map((message) => message.content);
    expect(results).toEqual(record?.calls.map((call) => call.text));
    expect(row.messages.at(-1)).toEqual({ role: 'assistant', content: record?.answer.text });
  });

  it('offers each tool of the record with its served input schema', () => {
    const row = OpenAIRow.parse(readJsonl('sft/openai.jsonl')[favourite]);
    expect(row.tools.map((tool) => tool.function.name)).toEqual(records[favourite]?.tools);
    const save = row.tools.find((tool) => tool.function.name === 'neis_save_favorite_school');
    expect(save?.function.parameters).toEqual(
      universe.tools.find((tool) => tool.name === 'neis_save_favorite_school')?.inputSchema,
    );
    expect(row.parallel_tool_calls).toBe(false);
  });

  type Row = { messages: Array<Record<string, unknown>>; tools: Array<{ function: { name: string } }> };
  it.each([
    ['a tool call without its tool message', (row: Row) => row.messages.splice(3, 1)],
    [
      'a tool message answering no call',
      (row: Row) => row.messages.splice(3, 0, { ...row.messages[3], tool_call_id: 'call_x' }),
    ],
    [
      'arguments that are not a JSON object',
      (row: Row) =>
        Object.assign(row.messages[2] ?? {}, {
          tool_calls: [{ id: 'call_c1', type: 'function', function: { name: 'neis_get_api_key', arguments: '[1' } }],
        }),
    ],
    [
      'a call to a tool that is not offered',
      (row: Row) =>
        row.tools.splice(
          row.tools.findIndex((tool) => tool.function.name === 'neis_get_api_key'),
          1,
        ),
    ],
  ])('rejects %s', (_name, breakRow) => {
    const row = structuredClone(readJsonl('sft/openai.jsonl')[meals]) as Row;
    expect(OpenAIRow.safeParse(row).success).toBe(true);
    breakRow(row);
    expect(OpenAIRow.safeParse(row).success).toBe(false);
  });
});

describe('sft/trl.jsonl', () => {
  it('holds TRL rows with object arguments and named tool results', () => {
    const rows = readJsonl('sft/trl.jsonl').map((row) => TrlSftRow.parse(row));
    const calls = rows[meals]?.messages.flatMap((message) => ('tool_calls' in message ? message.tool_calls : []));
    expect(calls?.map((call) => call.function.arguments)).toEqual(records[meals]?.calls.map((call) => call.args));
    const named = rows[meals]?.messages.filter((message) => message.role === 'tool').map((message) => message.name);
    expect(named).toEqual(records[meals]?.calls.map((call) => call.tool));
  });

  it('rejects a tool call without its tool message', () => {
    const row = structuredClone(readJsonl('sft/trl.jsonl')[favourite]) as { messages: unknown[] };
    row.messages.splice(-2, 1);
    expect(TrlSftRow.safeParse(row).success).toBe(false);
  });
});

describe('grpo/trl.jsonl', () => {
  it('holds a prompt and the reward columns, with the golden actions as expected calls', () => {
    const tasks = loadTasks({ source: join(out, 'tasks.jsonl') });
    const rows = readJsonl('grpo/trl.jsonl').map((row) => TrlGrpoRow.parse(row));
    expect(rows.map((row) => row.prompt.map((message) => message.role))).toEqual([
      ['system', 'user'],
      ['system', 'user'],
    ]);
    expect(rows.map((row) => row.expected_calls)).toEqual(tasks.map((task) => task.golden.actions));
    expect(rows.map((row) => row.answer)).toEqual(records.map((record) => record.answer.facts));
    expect(rows.map((row) => [row.task_id, row.junction_type, row.environment])).toEqual([
      ['synth-00001', 'Mixed', 'kopa'],
      ['synth-00002', 'Seq', 'kopa'],
    ]);
  });
});

describe('grpo/verl.parquet', () => {
  it('reads back with nested prompt, reward_model and extra_info columns', async () => {
    const { file, rows } = await readVerl();
    const schema = parquetSchema(await parquetMetadataAsync(file));
    expect(schema.children.map((child) => child.element.name)).toEqual([
      'data_source',
      'agent_name',
      'prompt',
      'ability',
      'reward_model',
      'extra_info',
    ]);
    expect(schema.children.find((child) => child.element.name === 'prompt')?.element.converted_type).toBe('LIST');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(VerlRow.safeParse(row).error).toBeUndefined();
    expect(rows[meals]?.prompt).toEqual([
      { role: 'system', content: expect.any(String) },
      { role: 'user', content: records[meals]?.query },
    ]);
  });

  it('carries a parseable ground truth and a tools_kwargs map for every tool', async () => {
    const { rows } = await readVerl();
    const row = VerlRow.parse(rows[favourite]);
    const raw = rows[favourite] as { reward_model: { ground_truth: string } };
    const truth = VerlGroundTruth.parse(JSON.parse(raw.reward_model.ground_truth));
    expect(truth).toEqual(row.reward_model.ground_truth);
    expect(truth.state).toEqual(records[favourite]?.state);
    expect(truth.expected_calls.map((call) => call.tool)).toEqual(records[favourite]?.calls.map((call) => call.tool));
    expect(row.extra_info).toMatchObject({
      split: 'train',
      index: 1n,
      need_tools_kwargs: true,
      task_id: 'synth-00002',
    });
    const everyTool = [...new Set(records.flatMap((record) => record.tools))].sort();
    expect(Object.keys(row.extra_info.tools_kwargs).sort()).toEqual(everyTool);
    expect(row.extra_info.tools_kwargs.neis_get_meals).toEqual({ create_kwargs: { task_id: 'synth-00002' } });
  });
});

describe('verl tool config', () => {
  it('points an MCP tool entry at the gateway route of each platform', () => {
    const yaml = readFileSync(join(out, 'grpo/verl_tool_config.yaml'), 'utf8');
    expect(yaml).toContain('type: "mcp"');
    expect(yaml).toContain(`mcp_servers_config_path: ${JSON.stringify(join(out, 'grpo/verl_mcp_servers.json'))}`);
    for (const tool of new Set(records.flatMap((record) => record.tools))) expect(yaml).toContain(`- "${tool}"`);
    const servers = JSON.parse(readFileSync(join(out, 'grpo/verl_mcp_servers.json'), 'utf8'));
    expect(servers).toEqual({ mcpServers: { neis: { url: 'http://127.0.0.1:7300/mcp/neis', transport: 'http' } } });
  });

  it('serves tools under their fastmcp-prefixed names when several platforms share the MCP client', () => {
    const yaml = verlToolConfigYaml({
      toolNames: ['kma_get_api_key', 'neis_get_meals'],
      platforms: ['kma', 'neis'],
      serversConfigPath: '/data/grpo/verl_mcp_servers.json',
      gatewayUrl: 'http://127.0.0.1:7300',
    });
    expect(yaml).toContain('- "kma_kma_get_api_key"');
    expect(yaml).toContain('- "neis_neis_get_meals"');
    expect(yaml).toContain('kopa serve --http 127.0.0.1:7300 kma neis');
  });
});

describe('the export report', () => {
  it('lists the rows of every file and is written beside them', () => {
    expect(report.files).toEqual({
      'tasks.jsonl': 2,
      'sft/openai.jsonl': 2,
      'sft/trl.jsonl': 2,
      'grpo/trl.jsonl': 2,
      'grpo/verl.parquet': 2,
      'grpo/verl_mcp_servers.json': 1,
      'grpo/verl_tool_config.yaml': 7,
    });
    expect(ExportReport.parse(JSON.parse(readFileSync(join(out, 'export-report.json'), 'utf8')))).toEqual(report);
  });

  it('counts the tool responses verl would truncate and the widest turn', () => {
    const texts = records.flatMap((record) => record.calls.map((call) => call.text));
    expect(report.truncation).toMatchObject({
      verlMaxToolResponseLength: 256,
      toolResponses: texts.length,
      over256: texts.filter((text) => text.length > 256).length,
      maxParallelCalls: 2,
    });
    expect(report.truncation.over256).toBeGreaterThan(0);
  });

  it('counts a planted long response', async () => {
    const planted = structuredClone(records);
    const keyCall = planted[favourite]?.calls[0];
    if (!keyCall) throw new Error('the fixture lost its key call');
    expect(keyCall.text.length).toBeLessThanOrEqual(256);
    keyCall.text = '가'.repeat(4000);
    const { truncation } = await writeExports({ records: planted, universe, outDir: temporary('planted') });
    expect(truncation.over256).toBe(report.truncation.over256 + 1);
    expect(truncation.maxLength).toBe(4000);
    expect(truncation.share).toBeCloseTo(truncation.over256 / truncation.toolResponses);
  });
});

describe('writeExports', () => {
  it('makes a call that follows a write on its platform wait for the write', async () => {
    const extended = structuredClone(records);
    const record = extended[favourite];
    const search = record?.calls[1];
    if (!record || !search) throw new Error('the fixture lost its search call');
    record.calls.push({ ...search, id: 'c4', after: [] });
    const dir = temporary('after-write');
    await writeExports({ records: extended, universe, outDir: dir });
    const task = loadTasks({ source: join(dir, 'tasks.jsonl') }).find((candidate) => candidate.id === record.id);
    expect(task?.golden.actions.at(-1)?.after).toEqual(['a1', 'a3']);
  });

  it('names the record whose call uses a tool it does not offer', async () => {
    const broken = structuredClone(records);
    broken[meals]?.tools.splice(broken[meals].tools.indexOf('neis_get_meals'), 1);
    await expect(writeExports({ records: broken, universe, outDir: temporary('broken') })).rejects.toThrow(
      /synth-00001 calls neis_get_meals/,
    );
  });
});

describe('the system message of every exported row', () => {
  // Records carry no clock: they ran at the servers' default one, which the evaluator tells its agents.
  const dated = (prompt: string) => `${prompt}\n\n${describeNow(DEFAULT_NOW)}`;
  const systemOf = {
    'sft/openai.jsonl': () => readJsonl('sft/openai.jsonl').map((row) => OpenAIRow.parse(row).messages[0]),
    'sft/trl.jsonl': () => readJsonl('sft/trl.jsonl').map((row) => TrlSftRow.parse(row).messages[0]),
    'grpo/trl.jsonl': () => readJsonl('grpo/trl.jsonl').map((row) => TrlGrpoRow.parse(row).prompt[0]),
    'grpo/verl.parquet': async () => (await readVerl()).rows.map((row) => VerlRow.parse(row).prompt[0]),
  };

  it.each(Object.entries(systemOf))("ends with the record's session date in %s", async (_file, read) => {
    const messages = await read();
    expect(messages).toHaveLength(records.length);
    for (const message of messages) expect(message).toEqual({ role: 'system', content: dated(DEFAULT_SYSTEM_PROMPT) });
    expect(dated(DEFAULT_SYSTEM_PROMPT)).toContain('현재 시각: 2026년 9월 1일 (화) 오전 10:00 (KST, Asia/Seoul)');
  });

  it('dates a custom system prompt too, once', async () => {
    const custom = temporary('custom-prompt');
    await writeExports({ records, universe, outDir: custom, systemPrompt: '도구로 답하세요.' });
    const rows = readFileSync(join(custom, 'sft/openai.jsonl'), 'utf8')
      .split('\n')
      .filter((line) => line !== '');
    for (const line of rows)
      expect(OpenAIRow.parse(JSON.parse(line)).messages[0]).toEqual({
        role: 'system',
        content: dated('도구로 답하세요.'),
      });
    const record = records[meals] as SynthRecord;
    expect(systemMessage({ record, systemPrompt: dated('도구로 답하세요.') })).toBe(dated('도구로 답하세요.'));
  });

  it("uses a record's own session clock when its state carries one", () => {
    const record = structuredClone(records[meals]) as SynthRecord;
    record.state = { neis: { user: {}, clock: { now: '2026-06-15T08:30:00+09:00' } } } as SynthRecord['state'];
    expect(systemMessage({ record, systemPrompt: 'p' })).toBe(
      'p\n\n현재 시각: 2026년 6월 15일 (월) 오전 8:30 (KST, Asia/Seoul)',
    );
  });
});
