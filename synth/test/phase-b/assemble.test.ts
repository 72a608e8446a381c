// Phase B assembly and labelling: the structural type tests on hand-built call DAGs, and trajectories
// of every type assembled over a small real G* and executed, with ground truth read from the outputs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng, hashSeed } from '@kopa/kit';
import type { TaskType } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGraph } from '../../src/phase-a/graph/graph.ts';
import { sampleUniverse, type ValuePools } from '../../src/phase-a/samples/seeds.ts';
import { type AssembledRecord, assembleTrajectory } from '../../src/phase-b/assemble/assemble.ts';
import { type LabelInput, labelTrajectory } from '../../src/phase-b/assemble/label.ts';
import { createExploreCache, recordsFor, valueIn } from '../../src/phase-b/assemble/trajectory.ts';
import { createExecutor, type Executor } from '../../src/shared/executor.ts';
import type { Binding, GraphFile, QueryPlan, SynthCall, Universe } from '../../src/shared/types.ts';

// ---------------------------------------------------------------------------------------------
// Labels from hand-built DAGs

function call(id: string, tool: string, after: string[] = [], bindings: Array<[string, string]> = []): SynthCall {
  const bound: Binding[] = bindings.map(([param, path]) => ({
    param,
    from: { call: after[0] ?? 'c1', path },
    value: 'v',
  }));
  return {
    id,
    tool,
    platform: tool.split('_')[0] ?? '',
    args: {},
    semanticArgs: {},
    after,
    bindings: bound,
    output: {},
    text: '',
  };
}

const key = (id: string, platform = 'neis') => call(id, `${platform}_get_api_key`);
const ask = (op: QueryPlan['ask']['op']): QueryPlan['ask'] => ({ tool: 't', field: 'f', label: 'l', op });
const dag = (calls: SynthCall[], plan: Partial<LabelInput['plan']> = {}): LabelInput => ({
  calls,
  plan: { ask: ask('value'), ...plan },
});
const same: [string, string] = ['SD_SCHUL_CODE', 'items[].SD_SCHUL_CODE'];

const cases: Array<[TaskType, string, LabelInput]> = [
  [
    'Seq',
    'a chain of same-named one-to-one hops',
    dag([key('c1'), call('c2', 'a_x'), call('c3', 'b_y', ['c2'], [same]), call('c4', 'c_z', ['c3'], [same])]),
  ],
  [
    'Seq',
    'a chain whose names differ only in case and underscores (jmcd → jmCd)',
    dag([key('c1'), call('c2', 'a_x'), call('c3', 'b_y', ['c2'], [['jmCd', 'items[].jmcd']])]),
  ],
  [
    'Par',
    'one list feeding two calls of one tool',
    dag([key('c1'), call('c2', 'a_x'), call('c3', 'b_y', ['c2'], [same]), call('c4', 'b_y', ['c2'], [same])]),
  ],
  [
    'Mixed',
    'a chain into a fan-out',
    dag([
      key('c1'),
      call('c2', 'a_x'),
      call('c3', 'b_y', ['c2'], [same]),
      call('c4', 'c_z', ['c3'], [same]),
      call('c5', 'c_z', ['c3'], [same]),
    ]),
  ],
  [
    'Mixed',
    'a fan-out whose branches hop once more',
    dag([
      key('c1'),
      call('c2', 'a_x'),
      call('c3', 'b_y', ['c2'], [same]),
      call('c4', 'b_y', ['c2'], [same]),
      call('c5', 'c_z', ['c3'], [same]),
      call('c6', 'c_z', ['c4'], [same]),
    ]),
  ],
  [
    'Mixed',
    'one record feeding two different tools (a fork)',
    dag([key('c1'), call('c2', 'a_x'), call('c3', 'b_y', ['c2'], [same]), call('c4', 'c_z', ['c2'], [same])]),
  ],
  [
    'Drv',
    'an aggregate over a fan-out (Drv outranks Mixed and Par)',
    dag([key('c1'), call('c2', 'a_x'), call('c3', 'b_y', ['c2'], [same]), call('c4', 'b_y', ['c2'], [same])], {
      ask: ask('max'),
    }),
  ],
  [
    'Drv',
    'a derived binding',
    dag([
      key('c1'),
      call('c2', 'a_x'),
      {
        ...call('c3', 'b_y', ['c2'], [same]),
        bindings: [{ param: 'YMD', from: { call: 'c2', path: 'items[].DT' }, value: '20260901', derive: 'date' }],
      },
    ]),
  ],
  [
    'Sem',
    'a hop joining differently named field and parameter',
    dag([key('c1'), call('c2', 'a_x'), call('c3', 'b_y', ['c2'], [['SIGNGU_NM', 'items[].SIGUN_NM']])]),
  ],
  [
    'Cmp',
    'two parallel roots of one tool compared',
    dag(
      [
        key('c1'),
        call('c2', 'a_x'),
        call('c3', 'a_x'),
        call('c4', 'b_y', ['c2'], [['SIGNGU_NM', 'items[].SIGUN_NM']]),
        call('c5', 'b_y', ['c3'], [same]),
      ],
      {
        ask: ask('compare'),
        entities: ['가', '나'],
      },
    ),
  ],
  [
    'Cond',
    'a call guarded by a predicate on an upstream field (Cond outranks everything)',
    dag([key('c1'), call('c2', 'a_x'), call('c3', 'b_y', ['c2'], [['SIGNGU_NM', 'items[].SIGUN_NM']])], {
      ask: ask('cond'),
      condition: { field: 'FOND_SC_NM', label: '설립명', predicate: '== 공립', ifHolds: 'A', otherwise: 'B' },
    }),
  ],
];

describe('labelTrajectory', () => {
  it.each(cases)('labels %s: %s', (type, _name, input) => {
    expect(labelTrajectory(input)).toBe(type);
  });

  it('ignores key calls, which feed every call of their platform', () => {
    const input = dag([
      key('c1'),
      key('c2', 'kma'),
      call('c3', 'a_x', ['c1']),
      call('c4', 'b_y', ['c3', 'c1'], [same]),
    ]);
    expect(labelTrajectory(input)).toBe('Seq');
  });

  it('does not call a comparison Cmp without two parallel roots of one tool', () => {
    const input = dag([key('c1'), call('c2', 'a_x'), call('c3', 'b_y', ['c2'], [same])], {
      ask: ask('compare'),
      entities: ['가', '나'],
    });
    expect(labelTrajectory(input)).toBe('Seq');
  });
});

// ---------------------------------------------------------------------------------------------
// Assembly over a small real graph

const PLATFORMS = ['expressway', 'hrdkorea'];
let graph: GraphFile;
let universe: Universe;
let pools: ValuePools;
let executor: Executor;
const cache = createExploreCache();

beforeAll(async () => {
  const built = await runGraph({
    out: mkdtempSync(join(tmpdir(), 'kopa-assemble-')),
    config: { platforms: PLATFORMS, iterations: 2, paths: 40, seed: 1 },
  });
  graph = built.graph;
  universe = built.universe;
  executor = await createExecutor({ platforms: PLATFORMS });
  pools = (await sampleUniverse({ universe, executor, seed: graph.config.seed })).pools;
}, 60_000);

afterAll(async () => {
  await executor?.close();
});

/** The first record of the intent among a few candidate seeds (that also passes `accept`). */
async function assembleSome(
  type: TaskType,
  tries = 12,
  options: { accept?: (record: AssembledRecord) => boolean; targetCalls?: number } = {},
): Promise<AssembledRecord | undefined> {
  for (let index = 0; index < tries; index++) {
    const rng = createRng(hashSeed(7, type, index));
    const record = await assembleTrajectory({
      type,
      rng,
      graph,
      universe,
      pools,
      executor,
      fanoutCap: 4,
      targetCalls: options.targetCalls ?? 3 + (index % 4),
      seed: index,
      cache,
    });
    if (record && (options.accept?.(record) ?? true)) return record;
  }
  return undefined;
}

const dataCalls = (record: AssembledRecord) => record.calls.filter((entry) => !entry.tool.endsWith('_get_api_key'));

const texts = (record: AssembledRecord) => record.calls.map((entry) => entry.text).join('\n');

describe('assembleTrajectory', () => {
  it.each(['Seq', 'Sem', 'Par', 'Mixed', 'Drv', 'Cmp', 'Cond'] as const)(
    'assembles and executes a %s intent over G*, labelled by what ran',
    async (type) => {
      const record = await assembleSome(type);
      expect(record, `no ${type} trajectory found`).toBeDefined();
      if (!record) return;
      expect(record.type).toBe(labelTrajectory(record));
      expect(record.plan.type).toBe(record.type);
      expect(record.answer.facts.length).toBeGreaterThan(0);
      expect(record.meta.calls).toBe(record.calls.length);
      // Every call ran, the key of its platform first; a data call's key is recorded before it.
      const keyed = new Set<string>();
      for (const entry of record.calls) {
        expect(entry.output, `${entry.id} ${entry.tool}`).toBeDefined();
        if (entry.tool.endsWith('_get_api_key')) keyed.add(entry.platform);
        else if (Object.keys(entry.args).length > Object.keys(entry.semanticArgs).length)
          expect(keyed.has(entry.platform)).toBe(true);
      }
      // Bound values are real values of the outputs they came from.
      const byId = new Map(record.calls.map((entry) => [entry.id, entry]));
      for (const entry of record.calls) {
        for (const binding of entry.bindings) {
          expect(byId.get(binding.from.call)?.text).toContain(String(binding.value));
          expect(entry.after).toContain(binding.from.call);
        }
      }
      expect(record.tools).toEqual(expect.arrayContaining([...new Set(record.calls.map((entry) => entry.tool))]));
      expect(record.edges.length).toBeGreaterThanOrEqual(type === 'Cmp' ? 0 : 1);
      expect(record.calls.some((entry) => universe.tools.find((tool) => tool.name === entry.tool)?.realtime)).toBe(
        false,
      );
    },
  );

  it('answers a value question with a value of the last output, not one the query states', async () => {
    const record = await assembleSome('Seq');
    expect(record).toBeDefined();
    if (!record) return;
    const [fact] = record.answer.facts;
    expect(texts(record)).toContain(String(fact?.value));
    expect(record.plan.givens.map((given) => String(given.value))).not.toContain(String(fact?.value));
  });

  it('fans out over every record of a complete list (no unread page)', async () => {
    const record = await assembleSome('Par');
    expect(record).toBeDefined();
    if (!record) return;
    const source = record.calls.find(
      (entry) => record.calls.filter((other) => other.after.includes(entry.id)).length >= 2,
    );
    const output = source?.output as { items?: unknown[]; totalCount?: number };
    const children = record.calls.filter((other) => source && other.after.includes(source.id));
    expect(output.items?.length).toBe(children.length);
    expect(output.totalCount ?? output.items?.length).toBe(output.items?.length);
    expect(record.meta.cardinalities).toEqual([children.length]);
    expect(record.meta.junction).toBe('one-to-many');
    expect(record.meta.parallel).toBe(true);
  });

  it('computes an aggregate from the real outputs', async () => {
    const record = await assembleSome('Drv');
    expect(record).toBeDefined();
    if (!record) return;
    expect(['sum', 'max', 'min', 'avg']).toContain(record.plan.ask.op);
    const numbers = record.answer.facts.filter((fact) => fact.kind === 'number');
    expect(numbers.length).toBeGreaterThan(0);
  });

  it('compares two stated entities and names the larger', async () => {
    const record = await assembleSome('Cmp');
    expect(record).toBeDefined();
    if (!record) return;
    const [winner, first, second] = record.answer.facts;
    expect(record.plan.entities).toHaveLength(2);
    expect(winner?.value).toBe(
      Number(first?.value) > Number(second?.value) ? record.plan.entities?.[0] : record.plan.entities?.[1],
    );
  });

  it('records the predicate and both branches of a Cond, running only the taken one', async () => {
    const record = await assembleSome('Cond');
    expect(record).toBeDefined();
    if (!record) return;
    const condition = record.plan.condition;
    expect(condition?.predicate).toMatch(/^(>=|==) /);
    expect(condition?.ifHolds).not.toBe(condition?.otherwise);
    expect(record.calls.filter((entry) => !entry.tool.endsWith('_get_api_key'))).toHaveLength(2);
  });

  it('forks one record into two tools and asks one value of each branch (Mixed, 4–5 calls)', async () => {
    const record = await assembleSome('Mixed', 24, {
      targetCalls: 4,
      accept: (found) => found.plan.ask.also !== undefined,
    });
    expect(record, 'no Mixed fork found').toBeDefined();
    if (!record) return;
    const [origin, left, right, ...rest] = dataCalls(record);
    expect(rest).toEqual([]);
    expect(left?.after).toEqual([origin?.id]);
    expect(right?.after).toEqual([origin?.id]);
    expect(left?.tool).not.toBe(right?.tool);
    expect(record.type).toBe('Mixed');
    expect(record.plan.ask.tool).toBe(left?.tool);
    expect(record.plan.ask.also?.tool).toBe(right?.tool);
    const [first, second] = record.answer.facts;
    expect(left?.text).toContain(String(first?.value));
    expect(right?.text).toContain(String(second?.value));
    expect(record.meta.calls).toBeLessThanOrEqual(5);
  });

  it('picks one record of a list by a name the query states, a one-to-many junction of the list size', async () => {
    const picked = (found: AssembledRecord) =>
      found.meta.junction === 'one-to-many' && !found.plan.fanout && found.plan.ask.op === 'value';
    const record =
      (await assembleSome('Seq', 40, { accept: picked })) ?? (await assembleSome('Mixed', 40, { accept: picked }));
    expect(record, 'no trajectory with a picked record found').toBeDefined();
    if (!record) return;
    const byId = new Map(record.calls.map((entry) => [entry.id, entry]));
    const consumer = record.calls.find((entry) => entry.bindings.length > 0) as SynthCall;
    const binding = consumer.bindings[0] as Binding;
    const source = byId.get(binding.from.call) as SynthCall;
    const records = recordsFor(source.output, binding.from.path);
    expect(records.length).toBeGreaterThanOrEqual(2);
    expect(record.meta.cardinalities).toContain(records.length);
    // The query names the record: a given of the list's tool that is no argument of its call, held by
    // exactly one record of the list, the one whose value was bound.
    const given = record.plan.givens.find((entry) => entry.tool === source.tool && !(entry.param in source.args));
    expect(given).toBeDefined();
    const named = records.filter((entry) => Object.values(entry).includes(given?.value));
    expect(named).toHaveLength(1);
    expect(String(valueIn(named[0] as Record<string, unknown>, binding.from.path))).toBe(String(binding.value));
  });

  it('is deterministic for a seed', async () => {
    const again = async () =>
      assembleTrajectory({
        type: 'Seq',
        rng: createRng(hashSeed(7, 'Seq', 0)),
        graph,
        universe,
        pools,
        executor,
        fanoutCap: 4,
        targetCalls: 4,
        seed: 0,
        cache: createExploreCache(),
      });
    expect(JSON.stringify(await again())).toBe(JSON.stringify(await again()));
  });
});
