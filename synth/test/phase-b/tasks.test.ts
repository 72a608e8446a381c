// Phase B end to end on a small real graph: every accepted record validates and passed the filters,
// labels follow the executed DAG, the mix respects its quotas, a run is deterministic and resumes to
// the same dataset after a kill, task ids carry a namespace that the graph and options determine,
// and the exported tasks score 1.0 with the evaluator's oracle.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInProcessEnvironment, createOracleAgent, runEval } from '@kopa/evaluator';
import { selectPlatforms } from '@kopa/servers';
import { Task } from '@kopa/tasks';
import { parquetReadObjects } from 'hyparquet';
import { beforeAll, describe, expect, it } from 'vitest';
import { runGraph } from '../../src/phase-a/graph/graph.ts';
import { labelTrajectory } from '../../src/phase-b/assemble/label.ts';
import { FunctionTool, OpenAIRow, TrlGrpoRow, TrlSftRow, VerlRow } from '../../src/phase-b/export/index.ts';
import { applyFilters, createRerun } from '../../src/phase-b/filters.ts';
import {
  checkNamespace,
  DEFAULT_MIX,
  defaultNamespace,
  quotasFor,
  SynthesisStopped,
  type SynthesizeResult,
  synthesizeTasks,
} from '../../src/phase-b/tasks.ts';
import { createExecutor } from '../../src/shared/executor.ts';
import type { SynthRecord, Universe } from '../../src/shared/types.ts';
import { readYaml } from '../fixtures/yaml.ts';

const PLATFORMS = ['expressway', 'hrdkorea'];
const COUNT = 24;
const temp = (name: string) => mkdtempSync(join(tmpdir(), `kopa-tasks-${name}-`));
const canonical = (dir: string) => readFileSync(join(dir, 'canonical.jsonl'), 'utf8');

let graphDir: string;
let universe: Universe;
let first: SynthesizeResult;
let firstDir: string;

// Small batches, so that a killed run has checkpoints to resume from.
const synthesize = (out: string, extra: { stopAfter?: number; workers?: number } = {}) =>
  synthesizeTasks({ graphDir, out, count: COUNT, seed: 3, workers: 0, batch: 8, ...extra });

beforeAll(async () => {
  graphDir = temp('graph');
  universe = (await runGraph({ out: graphDir, config: { platforms: PLATFORMS, iterations: 2, paths: 40, seed: 1 } }))
    .universe;
  firstDir = temp('first');
  first = await synthesize(firstDir);
}, 120_000);

describe('synthesizeTasks', () => {
  it('accepts the requested number of records with namespaced ids in acceptance order', () => {
    expect(first.records).toHaveLength(COUNT);
    expect(first.namespace).toMatch(/^edge-[0-9a-f]{8}$/);
    expect(first.records.map((record) => record.id)).toEqual(
      Array.from({ length: COUNT }, (_, index) => `${first.namespace}-${String(index + 1).padStart(5, '0')}`),
    );
    const tasks = readFileSync(join(firstDir, 'tasks.jsonl'), 'utf8').trim().split('\n');
    expect(tasks.map((line) => JSON.parse(line).id)).toEqual(first.records.map((record) => record.id));
    expect(first.export.taskIds).toEqual({ first: `${first.namespace}-00001`, last: `${first.namespace}-00024` });
    expect(first.attempts).toBeGreaterThanOrEqual(COUNT);
  });

  it('keeps only executed records with non-empty answers, labelled by their call DAG', () => {
    for (const record of first.records) {
      expect(record.answer.facts.length, record.id).toBeGreaterThan(0);
      expect(record.query.length, record.id).toBeGreaterThan(5);
      expect(record.calls.every((call) => call.output !== undefined && call.text.length > 0)).toBe(true);
      expect(labelTrajectory(record), record.id).toBe(record.type);
      expect(record.meta.realtime).toBe(false);
    }
  });

  it('accepts no two records that make the same data calls and ask the same', () => {
    const tasks = first.records.map((record) =>
      JSON.stringify([
        record.calls
          .filter((call) => !call.tool.endsWith('_get_api_key'))
          .map((call) => JSON.stringify([call.tool, call.semanticArgs]))
          .sort(),
        record.plan.ask,
        record.plan.condition?.predicate,
      ]),
    );
    expect(new Set(tasks).size).toBe(tasks.length);
  });

  it('fills no type beyond its Table 12 quota', () => {
    const quotas = quotasFor(DEFAULT_MIX, COUNT);
    const counts = new Map<string, number>();
    for (const record of first.records) counts.set(record.type, (counts.get(record.type) ?? 0) + 1);
    for (const [type, count] of counts) expect(count, type).toBeLessThanOrEqual(quotas[type as keyof typeof quotas]);
    const report = JSON.parse(readFileSync(join(firstDir, 'synth-report.json'), 'utf8'));
    expect(report.tasks).toBe(COUNT);
    expect(Object.keys(report.rejected).sort()).toEqual([
      'execution',
      'leakage',
      'linguistic',
      'realtime',
      'unanswerable',
    ]);
  });

  it('keeps tasks of six calls or more within their Table 10 share, and counts the buckets it steers by', () => {
    const long = first.records.filter((record) => record.meta.calls >= 6).length;
    expect(long).toBeLessThanOrEqual(Math.ceil(0.067 * COUNT));
    const progress = JSON.parse(readFileSync(join(firstDir, 'progress.json'), 'utf8'));
    const buckets = [3, 5, Number.POSITIVE_INFINITY].map(
      (max, index, all) =>
        first.records.filter((record) => record.meta.calls <= max && record.meta.calls > (all[index - 1] ?? 0)).length,
    );
    expect(progress.byCalls).toEqual(buckets);
  });

  it('keeps only records that pass every filter when they are run again', async () => {
    const executor = await createExecutor({ platforms: PLATFORMS });
    try {
      const report = await applyFilters(first.records, { universe, rerun: createRerun({ executor, universe }) });
      expect(report.reasons).toEqual([]);
      expect(report.kept).toHaveLength(COUNT);
    } finally {
      await executor.close();
    }
  });

  it('writes tasks.jsonl in the benchmark schema and the trainer exports', () => {
    const lines = readFileSync(join(firstDir, 'tasks.jsonl'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(COUNT);
    for (const line of lines) expect(Task.safeParse(JSON.parse(line)).success).toBe(true);
    expect(first.files).toEqual(
      expect.arrayContaining([join(firstDir, 'canonical.jsonl'), join(firstDir, 'synth-report.json')]),
    );
    expect(first.export.files['grpo/verl.parquet']).toBe(COUNT);
  });

  it("writes export rows that pass their schemas, verl's tool rules included, with bare names and each row's tools", async () => {
    const lines = (file: string) =>
      readFileSync(join(firstDir, file), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
    const own = first.records.map((record) => record.tools);
    const bare = new Set(universe.tools.map((tool) => tool.name));
    expect(PLATFORMS.length).toBe(2); // two platforms: a trainer that prefixed by server would show here
    for (const [file, schema] of [
      ['sft/openai.jsonl', OpenAIRow],
      ['sft/trl.jsonl', TrlSftRow],
    ] as const) {
      const rows = lines(file);
      expect(rows).toHaveLength(COUNT);
      for (const row of rows) {
        expect(schema.safeParse(row).error, file).toBeUndefined();
        for (const tool of row.tools)
          expect(FunctionTool.safeParse(tool).error, `${file} ${tool.function.name}`).toBeUndefined();
      }
      expect(rows.map((row) => row.tools.map((tool: FunctionTool) => tool.function.name))).toEqual(own);
    }
    const grpo = lines('grpo/trl.jsonl');
    for (const row of grpo) expect(TrlGrpoRow.safeParse(row).error).toBeUndefined();
    expect(grpo.map((row) => row.tools)).toEqual(own);
    const buffer = readFileSync(join(firstDir, 'grpo/verl.parquet'));
    const verl = await parquetReadObjects({
      file: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
    });
    for (const row of verl) expect(VerlRow.safeParse(row).error).toBeUndefined();
    expect(verl.map((row) => VerlRow.parse(row).extra_info.tools)).toEqual(own);
    const config = readYaml(readFileSync(join(firstDir, 'grpo/verl_tool_config.yaml'), 'utf8')) as {
      tools: { tool_schema: FunctionTool }[];
    };
    const dataset = [...new Set(own.flat())].sort();
    expect(config.tools.map((entry) => entry.tool_schema.function.name)).toEqual(dataset);
    for (const entry of config.tools) expect(FunctionTool.safeParse(entry.tool_schema).error).toBeUndefined();
    for (const name of dataset) expect(bare.has(name), name).toBe(true);
    expect(dataset.some((name) => name.startsWith('expressway_'))).toBe(true);
    expect(dataset.some((name) => name.startsWith('hrdkorea_'))).toBe(true);
    expect(first.export.warnings.length).toBeGreaterThan(0);
  });

  it('is deterministic for a seed, ids and namespace included', async () => {
    const again = temp('again');
    const result = await synthesize(again);
    expect(result.namespace).toBe(first.namespace);
    expect(canonical(again)).toBe(canonical(firstDir));
  });

  it('writes the same dataset on two worker threads, which share their cassettes, as on this thread', async () => {
    const threaded = temp('threads');
    await synthesize(threaded, { workers: 2 });
    expect(canonical(threaded)).toBe(canonical(firstDir));
  }, 60_000);

  it('resumes a killed run to the same dataset, without duplicates or losses', async () => {
    const killed = temp('killed');
    await expect(synthesize(killed, { stopAfter: 10 })).rejects.toBeInstanceOf(SynthesisStopped);
    expect(canonical(killed).trim().split('\n')).toHaveLength(10);
    // The last checkpoint counts fewer records: those after it are cut and their batch run again.
    const saved = JSON.parse(readFileSync(join(killed, 'progress.json'), 'utf8'));
    expect(saved.accepted).toBeGreaterThan(0);
    expect(saved.accepted).toBeLessThan(10);
    const resumed = await synthesize(killed);
    expect(resumed.records.map((record: SynthRecord) => record.id)).toEqual(first.records.map((record) => record.id));
    expect(canonical(killed)).toBe(canonical(firstDir));
  });

  it('refuses an output directory that holds another run', async () => {
    await expect(
      synthesizeTasks({ graphDir, out: firstDir, count: COUNT + 1, seed: 3, workers: 0, batch: 8 }),
    ).rejects.toThrow(/other options/);
    // The namespace is part of the run: resuming under another would mix two kinds of ids.
    await expect(
      synthesizeTasks({ graphDir, out: firstDir, count: COUNT, seed: 3, workers: 0, batch: 8, namespace: 'other' }),
    ).rejects.toThrow(/other options/);
  });

  it('writes ids under a given namespace, and other ids for another seed', async () => {
    const named = await synthesizeTasks({
      graphDir,
      out: temp('named'),
      count: 2,
      seed: 3,
      workers: 0,
      batch: 8,
      namespace: 'run-b',
    });
    expect(named.records.map((record) => record.id)).toEqual(['run-b-00001', 'run-b-00002']);
    const seed4 = await synthesizeTasks({ graphDir, out: temp('seed4'), count: 2, seed: 4, workers: 0, batch: 8 });
    expect(seed4.namespace).toMatch(/^edge-[0-9a-f]{8}$/);
    expect(seed4.namespace).not.toBe(first.namespace);
    const ids = new Set(first.records.map((record) => record.id));
    for (const record of [...named.records, ...seed4.records]) expect(ids.has(record.id), record.id).toBe(false);
  });

  it('exports tasks the evaluator oracle solves (score 1.0)', async () => {
    const tasks = readFileSync(join(firstDir, 'tasks.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => Task.parse(JSON.parse(line)));
    const environment = await createInProcessEnvironment(selectPlatforms(PLATFORMS));
    try {
      const result = await runEval({
        tasks,
        agent: createOracleAgent(),
        environment,
        rollouts: 1,
        seeds: [0],
        concurrency: 4,
        runsDir: temp('eval'),
        runId: 'oracle',
      });
      for (const record of result.records) {
        expect(record.infraError, `${record.taskId}: ${record.infraError?.message}`).toBeUndefined();
        expect(record.grades?.success, `${record.taskId}: ${record.grades?.response.explanation}`).toBe(true);
        expect(record.grades?.action.accuracy, record.taskId).toBe(1);
      }
      expect(result.records).toHaveLength(COUNT);
    } finally {
      await environment.close();
    }
  });
});

describe('task id namespaces', () => {
  const options = { seed: 3, count: COUNT, batch: 8 };

  it('derives edge-<8 hex> from the graph file and the options that shape the tasks', async () => {
    const namespace = await defaultNamespace({ graphDir, ...options });
    expect(namespace).toBe(first.namespace);
    expect(await defaultNamespace({ graphDir, ...options })).toBe(namespace);
    const others = await Promise.all([
      defaultNamespace({ graphDir, ...options, seed: 4 }),
      defaultNamespace({ graphDir, ...options, count: COUNT + 1 }),
      defaultNamespace({ graphDir, ...options, mix: { Seq: 1 } }),
      defaultNamespace({ graphDir, ...options, fanoutCap: 3 }),
      defaultNamespace({ graphDir, ...options, queries: 'llm', llm: { model: 'm' } }),
      defaultNamespace({ graphDir, ...options, maxAttempts: 10 }),
    ]);
    expect(new Set([namespace, ...others]).size).toBe(others.length + 1);
  });

  it('changes with the content of graph.json, not with its directory', async () => {
    const moved = temp('graph-copy');
    copyFileSync(join(graphDir, 'graph.json'), join(moved, 'graph.json'));
    expect(await defaultNamespace({ graphDir: moved, ...options })).toBe(first.namespace);
    const edited = temp('graph-edited');
    const graph = JSON.parse(readFileSync(join(graphDir, 'graph.json'), 'utf8'));
    graph.edges[0].alpha += 1;
    writeFileSync(join(edited, 'graph.json'), JSON.stringify(graph));
    expect(await defaultNamespace({ graphDir: edited, ...options })).not.toBe(first.namespace);
  });

  it.each(['', 'Edge', 'edge_1', '-edge', 'a'.repeat(42), 'edge 1'])(
    'refuses the namespace %j before writing',
    async (bad) => {
      expect(() => checkNamespace(bad)).toThrow(/is not usable in task ids: use 1–41 lower-case letters, digits or -/);
      const out = join(temp('bad-namespace'), 'out');
      await expect(synthesizeTasks({ graphDir, out, ...options, workers: 0, namespace: bad })).rejects.toThrow(
        /is not usable in task ids/,
      );
      expect(readdirSync(join(out, '..'))).toEqual([]);
    },
  );

  it('accepts namespaces of 1 to 41 characters', () => {
    for (const good of ['a', '0', 'edge-1a2b3c4d', 'a'.repeat(41), 'run-2026-09'])
      expect(checkNamespace(good)).toBe(good);
  });
});
