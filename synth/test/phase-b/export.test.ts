// writeExports end to end: records built from real NEIS calls are exported, every file is read back
// and checked against its trainer's schema (verl's tool-schema rules included), tool names agree
// across every file, each row carries its own tools, the configs use relative paths only, the reward
// file is a verbatim copy, tasks.jsonl is run by the oracle through the evaluator, and the export
// report measures what the trainers' defaults would clip.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { createInProcessEnvironment, createOracleAgent, DEFAULT_SYSTEM_PROMPT, runEval } from '@kopa/evaluator';
import { DEFAULT_NOW, describeNow, trainerTool } from '@kopa/kit';
import { selectPlatforms } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import { parquetMetadataAsync, parquetReadObjects, parquetSchema } from 'hyparquet';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ExportReport,
  estimateTokens,
  FunctionTool,
  KOPA_REWARD_SOURCE,
  OpenAIRow,
  TrlGrpoRow,
  TrlSftRow,
  VerlGroundTruth,
  VerlRow,
  writeExports,
} from '../../src/phase-b/export/index.ts';
import { systemMessage } from '../../src/phase-b/export/messages.ts';
import { yamlLines, yamlString } from '../../src/phase-b/export/yaml.ts';
import type { SynthRecord, Universe } from '../../src/shared/types.ts';
import { buildFixture } from '../fixtures/records.ts';
import { readYaml } from '../fixtures/yaml.ts';

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
const everyTool = () => [...new Set(records.flatMap((record) => record.tools))].sort();
const universeTool = (name: string) => {
  const tool = universe.tools.find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`no ${name} in the universe`);
  return tool;
};
const expectedSchema = (name: string) =>
  trainerTool(universeTool(name) as unknown as Parameters<typeof trainerTool>[0]);

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

  it('offers each tool of the record as the trainer schema of its served input schema', () => {
    const row = OpenAIRow.parse(readJsonl('sft/openai.jsonl')[favourite]);
    expect(row.tools.map((tool) => tool.function.name)).toEqual(records[favourite]?.tools);
    for (const tool of row.tools) expect(tool).toEqual(expectedSchema(tool.function.name));
    const save = row.tools.find((tool) => tool.function.name === 'neis_save_favorite_school');
    const served = universeTool('neis_save_favorite_school').inputSchema as { properties: Record<string, unknown> };
    expect(Object.keys(save?.function.parameters.properties ?? {})).toEqual(Object.keys(served.properties));
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

  it('carries a parseable ground truth, its own tools and a tools_kwargs map for every dataset tool', async () => {
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
    expect(row.agent_name).toBe('kopa_tool_agent');
    expect(row.extra_info.tools).toEqual(records[favourite]?.tools);
    // Every dataset tool, the ones this row lacks too, opens this row's task: Arrow has one struct
    // type per column, and verl does tools_kwargs.get(name, {}).get('create_kwargs', {}).
    expect(Object.keys(row.extra_info.tools_kwargs).sort()).toEqual(everyTool());
    expect(records[favourite]?.tools).not.toContain('neis_get_meals');
    expect(row.extra_info.tools_kwargs.neis_get_meals).toEqual({ create_kwargs: { task_id: 'synth-00002' } });
  });
});

describe('the verl configs', () => {
  const tools = () =>
    (readYaml(readFileSync(join(out, 'grpo/verl_tool_config.yaml'), 'utf8')) as { tools: unknown[] }).tools;

  it('has one native KopaTool per dataset tool, with its trainer schema and the gateway', () => {
    expect(tools()).toEqual(
      everyTool().map((name) => ({
        class_name: 'kopa_rl.verl.KopaTool',
        config: { type: 'native', gateway_url: 'http://127.0.0.1:7300', timeout: 60 },
        tool_schema: expectedSchema(name),
      })),
    );
    for (const entry of tools() as { tool_schema: unknown }[])
      expect(FunctionTool.safeParse(entry.tool_schema).error).toBeUndefined();
  });

  it('registers kopa_tool_agent, and keeps no MCP server config', () => {
    const loop = readFileSync(join(out, 'grpo/verl_agent_loop.yaml'), 'utf8');
    expect(loop).toContain('- name: kopa_tool_agent\n  _target_: kopa_rl.verl.KopaToolAgentLoop\n');
    expect(readYaml(loop)).toEqual([{ name: 'kopa_tool_agent', _target_: 'kopa_rl.verl.KopaToolAgentLoop' }]);
    expect(existsSync(join(out, 'grpo/verl_mcp_servers.json'))).toBe(false);
    expect(readFileSync(join(out, 'grpo/verl_tool_config.yaml'), 'utf8')).not.toMatch(
      /mcp_search_tool|MCPSearchTool|type: "mcp"/,
    );
  });

  it('takes the gateway URL and split it is given', async () => {
    const dir = temporary('gateway');
    await writeExports({ records, universe, outDir: dir, gatewayUrl: 'http://10.0.0.5:7300/', split: 'val' });
    const yaml = readFileSync(join(dir, 'grpo/verl_tool_config.yaml'), 'utf8');
    const entries = (readYaml(yaml) as { tools: { config: { gateway_url: string } }[] }).tools;
    expect(entries.map((entry) => entry.config.gateway_url)).toEqual(everyTool().map(() => 'http://10.0.0.5:7300'));
    expect(yaml).toContain('kopa serve --http 10.0.0.5:7300 --tasks ../tasks.jsonl');
    const buffer = readFileSync(join(dir, 'grpo/verl.parquet'));
    const rows = await parquetReadObjects({
      file: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
    });
    expect(rows.map((row) => (row as { extra_info: { split: string } }).extra_info.split)).toEqual(['val', 'val']);
  });

  it.each([
    [{ split: '' }, /split "" is not a split name/],
    [{ split: 'train set' }, /split "train set" is not a split name/],
    [{ gatewayUrl: 'localhost:7300' }, /must be http:\/\/ or https:\/\//],
    [{ gatewayUrl: 'not a url' }, /is not a URL/],
  ])('refuses %j before writing anything', async (bad, message) => {
    const dir = temporary('refused');
    await expect(writeExports({ records, universe, outDir: dir, ...bad })).rejects.toThrow(message);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names only relative paths, and none of the export directory', () => {
    for (const file of ['grpo/verl_tool_config.yaml', 'grpo/verl_agent_loop.yaml']) {
      const text = readFileSync(join(out, file), 'utf8');
      expect(text, file).not.toContain(out);
      expect(text, file).not.toContain(tmpdir());
      // Every path-like word (…/….yaml, .parquet, .py, .json, .jsonl) is ./ or ../ relative.
      const paths = text.match(/[^\s="'`]*\/[^\s="'`]*\.(?:yaml|parquet|py|jsonl?)\b/g) ?? [];
      expect(paths.length, file).toBeGreaterThan(file.endsWith('tool_config.yaml') ? 4 : 0);
      for (const path of paths) {
        expect(isAbsolute(path), `${file}: ${path}`).toBe(false);
        expect(path, `${file}: ${path}`).toMatch(/^\.\.?\//);
      }
    }
    expect(readFileSync(join(out, 'grpo/verl_tool_config.yaml'), 'utf8')).toMatch(
      /^# Run verl from this directory \(grpo\/\)/m,
    );
  });

  it('copies kopa_rl’s verl reward verbatim', () => {
    expect(readFileSync(join(out, 'grpo/kopa_reward.py')).equals(readFileSync(KOPA_REWARD_SOURCE))).toBe(true);
    expect(KOPA_REWARD_SOURCE).toMatch(/python\/kopa_rl\/verl_reward\.py$/);
    expect(readFileSync(KOPA_REWARD_SOURCE, 'utf8')).toContain('def compute_score(');
  });

  it('fails with a clear error, writing nothing, when the reward file is missing', async () => {
    const dir = temporary('no-reward');
    const missing = join(temporary('python'), 'kopa_rl/verl_reward.py');
    await expect(writeExports({ records, universe, outDir: dir, rewardSource: missing })).rejects.toThrow(
      `the verl reward file ${missing} is missing`,
    );
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('tool schemas and names', () => {
  const sftTools = () =>
    [...readJsonl('sft/openai.jsonl'), ...readJsonl('sft/trl.jsonl')].flatMap((row) => row.tools as unknown[]);

  it('passes verl’s tool-schema rules in every SFT row and the tool config', () => {
    const schemas = [
      ...sftTools(),
      ...(
        readYaml(readFileSync(join(out, 'grpo/verl_tool_config.yaml'), 'utf8')) as { tools: { tool_schema: unknown }[] }
      ).tools.map((entry) => entry.tool_schema),
    ];
    expect(schemas.length).toBeGreaterThan(10);
    for (const schema of schemas) {
      expect(FunctionTool.safeParse(schema).error).toBeUndefined();
      const { properties, required } = (schema as FunctionTool).function.parameters;
      for (const [name, property] of Object.entries(properties)) {
        expect(typeof property.type, name).toBe('string');
        if (property.enum) for (const value of property.enum) expect(typeof value, name).toBe('string');
        if (property.description !== undefined) expect(typeof property.description, name).toBe('string');
      }
      expect(Array.isArray(required)).toBe(true);
    }
  });

  type Tool = { function: { parameters: { properties: Record<string, Record<string, unknown>> } } };
  it.each([
    ['a property without a type', (tool: Tool) => delete tool.function.parameters.properties.SCHUL_NM?.type],
    [
      'a property whose type is a list',
      (tool: Tool) => Object.assign(tool.function.parameters.properties.SCHUL_NM ?? {}, { type: ['string', 'null'] }),
    ],
    [
      'an enum of numbers',
      (tool: Tool) => Object.assign(tool.function.parameters.properties.SCHUL_NM ?? {}, { enum: [1, 2] }),
    ],
    [
      'parameters without required',
      (tool: Tool) => delete (tool.function.parameters as { required?: unknown }).required,
    ],
  ])('makes a row with %s invalid', (_name, breakTool) => {
    for (const [file, schema] of [
      ['sft/openai.jsonl', OpenAIRow],
      ['sft/trl.jsonl', TrlSftRow],
    ] as const) {
      const row = structuredClone(readJsonl(file)[meals]) as { tools: Array<Tool & { function: { name: string } }> };
      expect(schema.safeParse(row).success, file).toBe(true);
      const search = row.tools.find((tool) => tool.function.name === 'neis_search_schools');
      if (!search) throw new Error('the fixture lost neis_search_schools');
      breakTool(search);
      expect(schema.safeParse(row).success, file).toBe(false);
    }
  });

  it('uses the same bare KOPA names in every file', async () => {
    const bare = new Set(universe.tools.map((tool) => tool.name));
    const named = new Map<string, string[]>();
    const add = (file: string, names: unknown[]) =>
      named.set(file, [...(named.get(file) ?? []), ...(names as string[])]);
    for (const row of readJsonl('sft/openai.jsonl') as OpenAIRow[]) {
      add(
        'sft/openai.jsonl tools',
        row.tools.map((tool) => tool.function.name),
      );
      add(
        'sft/openai.jsonl calls',
        row.messages.flatMap((message) =>
          'tool_calls' in message ? message.tool_calls.map((call) => call.function.name) : [],
        ),
      );
    }
    for (const row of readJsonl('sft/trl.jsonl') as TrlSftRow[]) {
      add(
        'sft/trl.jsonl tools',
        row.tools.map((tool) => tool.function.name),
      );
      add(
        'sft/trl.jsonl results',
        row.messages.flatMap((message) => (message.role === 'tool' ? [message.name] : [])),
      );
    }
    for (const row of readJsonl('grpo/trl.jsonl')) add('grpo/trl.jsonl', row.tools as string[]);
    for (const task of loadTasks({ source: join(out, 'tasks.jsonl') })) add('tasks.jsonl', task.tools);
    for (const row of (await readVerl()).rows.map((row) => VerlRow.parse(row))) {
      add('verl extra_info.tools', row.extra_info.tools);
      add('verl tools_kwargs', Object.keys(row.extra_info.tools_kwargs));
      add(
        'verl expected_calls',
        row.reward_model.ground_truth.expected_calls.map((call) => call.tool),
      );
    }
    const config = readYaml(readFileSync(join(out, 'grpo/verl_tool_config.yaml'), 'utf8')) as {
      tools: { tool_schema: FunctionTool }[];
    };
    add(
      'verl_tool_config.yaml',
      config.tools.map((entry) => entry.tool_schema.function.name),
    );
    expect(named.size).toBe(10);
    for (const [file, names] of named) {
      expect(names.length, file).toBeGreaterThan(0);
      for (const name of names) expect(bare.has(name), `${file}: ${name}`).toBe(true);
    }
    // The dataset's tools are exactly the union of the rows' tools, under one spelling everywhere.
    expect([...new Set(named.get('verl_tool_config.yaml'))].sort()).toEqual(everyTool());
    expect([...new Set(named.get('sft/openai.jsonl tools'))].sort()).toEqual(everyTool());
  });

  it("gives each row its record's own tools, and no more", async () => {
    const own = records.map((record) => record.tools);
    expect(own[meals]).not.toEqual(own[favourite]);
    expect(
      readJsonl('sft/openai.jsonl').map((row) => (row.tools as FunctionTool[]).map((tool) => tool.function.name)),
    ).toEqual(own);
    expect(
      readJsonl('sft/trl.jsonl').map((row) => (row.tools as FunctionTool[]).map((tool) => tool.function.name)),
    ).toEqual(own);
    expect(readJsonl('grpo/trl.jsonl').map((row) => row.tools)).toEqual(own);
    expect(readJsonl('grpo/trl.jsonl').map((row) => row.task_id)).toEqual(records.map((record) => record.id));
    expect((await readVerl()).rows.map((row) => VerlRow.parse(row).extra_info.tools)).toEqual(own);
  });

  it('refuses a verl row whose tools are not all in tools_kwargs, or whose kwargs open another task', async () => {
    const row = (await readVerl()).rows[meals] as {
      extra_info: { tools: string[]; tools_kwargs: Record<string, { create_kwargs: { task_id: string } }> };
    };
    expect(VerlRow.safeParse(row).success).toBe(true);
    expect(
      VerlRow.safeParse({ ...row, extra_info: { ...row.extra_info, tools: [...row.extra_info.tools, 'neis_unknown'] } })
        .success,
    ).toBe(false);
    const other = structuredClone(row);
    (other.extra_info.tools_kwargs.neis_get_meals as { create_kwargs: { task_id: string } }).create_kwargs.task_id =
      'synth-00002';
    expect(VerlRow.safeParse(other).success).toBe(false);
  });
});

describe('the YAML writer', () => {
  it('quotes every key and string as JSON, and escapes what PyYAML or OmegaConf would misread', () => {
    expect(yamlLines({ on: 'yes', n: 1e21, list: ['a', { b: null }], empty: [] })).toEqual([
      '"on": "yes"',
      '"n": 1.0e+21',
      '"list":',
      '  - "a"',
      '  - "b": null',
      '"empty": []',
    ]);
    // OmegaConf reads \${ back as a literal ${; YAML reads "\\" as one backslash.
    const interpolation = ['$', '{price}'].join('');
    expect(yamlString(`cost: ${interpolation}`)).toBe(`"cost: \\\\${interpolation}"`);
    expect(yamlString('a\u0085b\u0080c\u007fd')).toBe('"a\u0085b\\u0080c\\u007fd"');
    expect(JSON.parse(yamlString('줄\n바꿈'))).toBe('줄\n바꿈');
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
      'grpo/verl_tool_config.yaml': 7,
      'grpo/verl_agent_loop.yaml': 1,
      'grpo/kopa_reward.py': 1,
    });
    expect(report.taskIds).toEqual({ first: 'synth-00001', last: 'synth-00002' });
    expect(ExportReport.parse(JSON.parse(readFileSync(join(out, 'export-report.json'), 'utf8')))).toEqual(report);
  });

  it('gives the length of every row file in characters and estimated tokens', () => {
    expect(Object.keys(report.rowLengths).sort()).toEqual(
      ['grpo/trl.jsonl', 'grpo/verl.parquet', 'sft/openai.jsonl', 'sft/trl.jsonl', 'tasks.jsonl'].sort(),
    );
    const lines = readFileSync(join(out, 'sft/openai.jsonl'), 'utf8').split('\n').filter(Boolean);
    const lengths = lines.map((line) => [...line].length).sort((a, b) => a - b);
    expect(report.rowLengths['sft/openai.jsonl']).toEqual({
      rows: 2,
      characters: { max: lengths[1], p50: ((lengths[0] as number) + (lengths[1] as number)) / 2, p95: lengths[1] },
      tokens: expect.objectContaining({ max: Math.max(...lines.map(estimateTokens)) }),
    });
    for (const [file, lengthsOf] of Object.entries(report.rowLengths)) {
      expect(lengthsOf.rows, file).toBe(2);
      expect(lengthsOf.characters.max, file).toBeGreaterThanOrEqual(lengthsOf.characters.p95);
      expect(lengthsOf.characters.p95, file).toBeGreaterThanOrEqual(lengthsOf.characters.p50);
      expect(lengthsOf.tokens.max, file).toBeGreaterThan(0);
    }
    expect(report.tokenEstimate).toMatch(/non-ASCII code point .* 1 token .* 4/);
  });

  it('estimates tokens as documented: non-ASCII code points one each, ASCII four to a token', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('가락중학교')).toBe(5);
    expect(estimateTokens('가락 ab')).toBe(3);
    expect(estimateTokens('😀')).toBe(1);
  });

  it("measures each RL row's first-turn prompt with its own tool schemas against verl's 512", () => {
    const prompt = (index: number) => {
      const record = records[index] as SynthRecord;
      const tools = record.tools.map((name) => JSON.stringify(expectedSchema(name))).join('\n');
      return [systemMessage({ record, systemPrompt: DEFAULT_SYSTEM_PROMPT }), record.query, tools].join('\n');
    };
    const tokens = [prompt(meals), prompt(favourite)].map(estimateTokens);
    expect(report.prompts).toMatchObject({
      rows: 2,
      tokens: { max: Math.max(...tokens) },
      verl: { maxPromptLength: 512, over: tokens.filter((n) => n > 512).length },
      trl: { maxPromptLength: null, note: expect.stringMatching(/no max_prompt_length since TRL 0\.28/) },
    });
    // verl's stock tool_agent would put all seven dataset tools in every prompt.
    expect(report.prompts.datasetToolsTokens).toBeGreaterThan(
      Math.max(...tokens) - estimateTokens(DEFAULT_SYSTEM_PROMPT),
    );
    expect(report.prompts.verl.overWithDatasetTools).toBeGreaterThanOrEqual(report.prompts.verl.over);
  });

  it("measures each SFT conversation against TRL SFTConfig's max_length 1024", () => {
    expect(report.sft).toMatchObject({ rows: 2, trl: { maxLength: 1024 } });
    expect(report.sft.tokens.max).toBeGreaterThan(report.prompts.tokens.max);
    expect(report.sft.trl.over).toBe(report.sft.tokens.max > 1024 ? (report.sft.tokens.p50 > 1024 ? 2 : 1) : 0);
  });

  it('counts rows with several calls in one turn, and says which chat templates refuse them', () => {
    expect(report.parallelCalls).toMatchObject({ rows: 1, of: 2, maxPerTurn: 2, verlMaxParallelCalls: 1 });
    const byTemplate = Object.fromEntries(
      report.parallelCalls.templates.map((note) => [note.template, note.callsPerTurn]),
    );
    expect(byTemplate['Llama 3.1, Llama 3.2 (official)']).toBe('one');
    expect(byTemplate['Qwen2.5, Qwen3 (Hermes-style <tool_call> blocks)']).toBe('several');
    expect(byTemplate.Mistral).toBe('unverified');
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

  it('says in plain words which trainer settings to raise', () => {
    const text = report.warnings.join('\n');
    expect(text).toContain(
      `${report.truncation.over256} of ${report.truncation.toolResponses} tool responses exceed verl's default max_tool_response_length 256 characters (the longest ${report.truncation.maxLength}): set actor_rollout_ref.rollout.multi_turn.max_tool_response_length=${report.truncation.maxLength}`,
    );
    expect(text).toContain(
      '1 of 2 rows make several calls in one assistant turn (up to 2): set actor_rollout_ref.rollout.multi_turn.max_parallel_calls=2',
    );
    expect(text).toContain(
      "Llama 3.1/3.2's official templates refuse such rows and gpt-oss's keeps only the first call.",
    );
    if (report.prompts.verl.over > 0)
      expect(text).toContain(
        `${report.prompts.verl.over} of 2 RL prompts exceed verl's default data.max_prompt_length 512 tokens`,
      );
    if (report.sft.trl.over > 0)
      expect(text).toContain(`${report.sft.trl.over} of 2 SFT rows exceed TRL's default max_length 1024 tokens`);
    expect(JSON.parse(readFileSync(join(out, 'export-report.json'), 'utf8')).warnings).toEqual(report.warnings);
  });

  it('counts a planted long response and a planted long conversation', async () => {
    const planted = structuredClone(records);
    const keyCall = planted[favourite]?.calls[0];
    if (!keyCall) throw new Error('the fixture lost its key call');
    expect(keyCall.text.length).toBeLessThanOrEqual(256);
    keyCall.text = '가'.repeat(4000);
    const { truncation, sft, warnings } = await writeExports({
      records: planted,
      universe,
      outDir: temporary('planted'),
    });
    expect(truncation.over256).toBe(report.truncation.over256 + 1);
    expect(truncation.maxLength).toBe(4000);
    expect(truncation.share).toBeCloseTo(truncation.over256 / truncation.toolResponses);
    expect(sft.tokens.max).toBeGreaterThan(4000);
    expect(sft.trl.over).toBeGreaterThanOrEqual(1);
    expect(warnings.join('\n')).toMatch(
      new RegExp(
        `${sft.trl.over} of 2 SFT rows exceed TRL's default max_length 1024 tokens \\(estimated; the longest ≈ \\d+\\): set SFTConfig\\(max_length=`,
      ),
    );
  });

  it('warns of nothing a small, short, sequential dataset does not need', async () => {
    const small = structuredClone(records.slice(favourite));
    for (const call of small[0]?.calls ?? []) call.text = call.text.slice(0, 200);
    const { warnings, parallelCalls } = await writeExports({
      records: small,
      universe,
      outDir: temporary('small'),
      systemPrompt: '도구로 답하세요.',
    });
    expect(parallelCalls.rows).toBe(0);
    expect(warnings.filter((warning) => /max_parallel_calls|max_tool_response_length/.test(warning))).toEqual([]);
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
