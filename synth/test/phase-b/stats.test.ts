import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TaskType } from '@kopa/tasks';
import { describe, expect, it } from 'vitest';
import {
  datasetStats,
  dependencyLevels,
  formatStats,
  loadDataset,
  parallelCalls,
} from '../../src/phase-b/stats/stats.ts';
import type { SynthCall, SynthRecord } from '../../src/shared/types.ts';

/** Calls as `tool<after…` strings in execution order: `neis_list_schools<c1` consumes c1. */
function callsOf(specs: string[]): SynthCall[] {
  return specs.map((spec, index) => {
    const [tool = '', after = ''] = spec.split('<');
    return {
      id: `c${index + 1}`,
      tool,
      platform: tool.split('_')[0] ?? '',
      args: {},
      semanticArgs: {},
      after: after ? after.split(',') : [],
      bindings: [],
      output: {},
      text: '{}',
    };
  });
}

function record(fields: {
  type: TaskType;
  calls: string[];
  junction?: SynthRecord['meta']['junction'];
  cardinalities?: number[];
}): SynthRecord {
  const calls = callsOf(fields.calls);
  return {
    id: 'synth-00001',
    type: fields.type,
    domain: 'education',
    platforms: ['neis'],
    query: '학교 급식 알려줘',
    plan: {
      type: fields.type,
      givens: [],
      steps: [],
      ask: { tool: 'neis_get_meals', field: 'x', label: 'x', op: 'value' },
    },
    calls,
    answer: { facts: [{ value: 1, kind: 'number' }], text: '1' },
    tools: [],
    edges: [],
    meta: {
      calls: calls.length,
      steps: Math.max(...dependencyLevels(calls).values()),
      parallel: parallelCalls(calls) > 0,
      junction: fields.junction ?? 'none',
      cardinalities: fields.cardinalities ?? [],
      realtime: false,
      seed: 1,
    },
  };
}

const KEY = 'neis_get_api_key';
// 2 calls: key → data. Levels 1, 2: nothing parallel; one data call, so not multi-step.
const seq = record({ type: 'Seq', calls: [KEY, 'neis_list_schools<c1'], junction: 'one-to-one' });
// 4 calls: key → list → two meal lookups over its records (level 3 twice): 2 parallel.
const par = record({
  type: 'Par',
  calls: [KEY, 'neis_list_schools<c1', 'neis_get_meals<c1,c2', 'neis_get_meals<c1,c2'],
  junction: 'one-to-many',
  cardinalities: [3],
});
// 5 calls: two keys (level 1), one lookup per platform (level 2), a comparison call (level 3): 4 parallel.
const cmp = record({
  type: 'Cmp',
  calls: [
    'neis_get_api_key',
    'kma_get_api_key',
    'neis_list_schools<c1',
    'kma_get_forecast<c2',
    'neis_get_meals<c1,c3,c4',
  ],
  junction: 'one-to-one',
});
// 7 calls: key → list → four lookups (level 3) → summary (level 4): 4 parallel.
const mixed = record({
  type: 'Mixed',
  calls: [
    KEY,
    'neis_list_schools<c1',
    'neis_get_meals<c1,c2',
    'neis_get_meals<c1,c2',
    'neis_get_meals<c1,c2',
    'neis_get_meals<c1,c2',
    'neis_get_timetable<c1,c3,c4,c5,c6',
  ],
  junction: 'one-to-many',
  cardinalities: [4, 10],
});
const records = [seq, par, cmp, mixed];

describe('datasetStats', () => {
  const stats = datasetStats(records);

  it('summarizes calls per task and buckets tasks by call count (Table 10)', () => {
    expect(stats.tasks).toBe(4);
    expect(stats.callsPerTask).toEqual({ mean: 4.5, median: 4.5, min: 2, max: 7 });
    expect(stats.stepBuckets.upTo3.count).toBe(1);
    expect(stats.stepBuckets.from4To5.count).toBe(2);
    expect(stats.stepBuckets.atLeast6.count).toBe(1);
    expect(stats.stepBuckets.from4To5.share).toBe(0.5);
  });

  it.each([
    { name: 'a chain', record: seq, levels: [1, 2], parallel: 0 },
    { name: 'a fan-out', record: par, levels: [1, 2, 3, 3], parallel: 2 },
    { name: 'two platforms joined', record: cmp, levels: [1, 1, 2, 2, 3], parallel: 4 },
    { name: 'fan-out then join', record: mixed, levels: [1, 2, 3, 3, 3, 3, 4], parallel: 4 },
  ])('counts calls sharing a dependency level as parallel in $name', ({ record, levels, parallel }) => {
    expect([...dependencyLevels(record.calls).values()]).toEqual(levels);
    expect(parallelCalls(record.calls)).toBe(parallel);
  });

  it('puts a call after the key call whose key it passes, even when `after` omits it', () => {
    const [key, search, meals] = callsOf(['neis_get_api_key', 'neis_search_schools', 'neis_get_meals<c2']) as [
      SynthCall,
      SynthCall,
      SynthCall,
    ];
    key.output = { key: 'K123', param: 'KEY' };
    search.args = { KEY: 'K123', SCHUL_NM: '가락' };
    meals.args = { KEY: 'K123', SD_SCHUL_CODE: '7010057' };
    expect([...dependencyLevels([key, search, meals]).values()]).toEqual([1, 2, 3]);
    expect(parallelCalls([key, search, meals])).toBe(0);
  });

  it('splits all calls into sequential and parallel', () => {
    expect(stats.calls.parallel).toEqual({ count: 10, total: 18, share: 10 / 18 });
    expect(stats.calls.sequential.count).toBe(8);
  });

  it('takes the one-to-many share over multi-step tasks only (Table 11)', () => {
    expect(stats.oneToMany).toEqual({ count: 2, total: 3, share: 2 / 3 });
  });

  it('pools junction cardinalities for the median, p90 and max (Table 11)', () => {
    expect(stats.cardinality).toEqual({ junctions: 3, median: 4, p90: 10, max: 10 });
    const spread = datasetStats([
      record({ type: 'Par', calls: [KEY, 'neis_a<c1', 'neis_b<c2'], cardinalities: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }),
    ]);
    expect(spread.cardinality).toMatchObject({ median: 5.5, p90: 9.5, max: 10 });
    expect(datasetStats([seq]).cardinality).toBeNull();
  });

  it('shares tasks out by type (Table 12)', () => {
    expect(stats.types.Mixed).toEqual({ count: 1, total: 4, share: 0.25 });
    expect(stats.types.Drv.count).toBe(0);
  });

  it('refuses an empty dataset', () => {
    expect(() => datasetStats([])).toThrow(/no synthesized records/);
  });
});

describe('formatStats', () => {
  it("prints our values beside the paper's", () => {
    const text = formatStats(datasetStats(records));
    expect(text).toMatch(
      /calls per task mean \/ median \/ min \/ max\s+4\.50 \/ 4\.50 \/ 2 \/ 7\s+4\.13 \/ 4 \/ 2 \/ 36/,
    );
    expect(text).toMatch(/tasks with 4–5 calls\s+50\.0% \(2\/4\)\s+50\.9%/);
    expect(text).toMatch(/parallel calls \(same dependency level\)\s+55\.6% \(10\/18\)\s+36\.2%/);
    expect(text).toMatch(/one-to-many chaining \(of multi-step tasks\)\s+66\.7% \(2\/3\)\s+81\.2%/);
    expect(text).toMatch(
      /chained cardinality median \/ p90 \/ max\s+4 \/ 10 \/ 10 \(3 junctions\)\s+27 \/ 157 \/ 224958/,
    );
    expect(text).toMatch(/Par\s+25\.0% \(1\/4\)\s+—/);
    expect(text).toMatch(/Cond\s+0\.0% \(0\/4\)\s+2\.8%/);
  });
});

describe('loadDataset', () => {
  const directory = () => mkdtempSync(join(tmpdir(), 'kopa-stats-'));

  it('reads one record per line of canonical.jsonl', () => {
    const dir = directory();
    writeFileSync(join(dir, 'canonical.jsonl'), `${records.map((item) => JSON.stringify(item)).join('\n')}\n`);
    expect(loadDataset(dir)).toEqual(records);
  });

  it('says where to look when canonical.jsonl is missing', () => {
    expect(() => loadDataset(directory())).toThrow(/no canonical\.jsonl in .*Phase B output directory/);
  });

  it('names the line that is not a record', () => {
    const dir = directory();
    writeFileSync(join(dir, 'canonical.jsonl'), `${JSON.stringify(seq)}\n{"id": "synth-00002"}\n`);
    expect(() => loadDataset(dir)).toThrow(/canonical\.jsonl:2 is not a SynthRecord/);
  });
});
