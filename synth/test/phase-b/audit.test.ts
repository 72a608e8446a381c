import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadTasks, Task } from '@kopa/tasks';
import { describe, expect, it } from 'vitest';
import {
  type AuditResult,
  auditDataset,
  characterNgrams,
  formatAudit,
  normalizeQuery,
  taskEdges,
} from '../../src/phase-b/stats/audit.ts';

/** A task from `[tool, args, after]` actions, numbered a1, a2, … */
function task(options: {
  id: string;
  query: string;
  actions: Array<[string, Record<string, unknown>, string[]]>;
}): Task {
  const platforms = [...new Set(options.actions.map(([tool]) => tool.split('_')[0] ?? ''))];
  return Task.parse({
    id: options.id,
    domain: 'district',
    type: 'Seq',
    query: options.query,
    platforms,
    tools: options.actions.map(([tool]) => tool),
    golden: {
      actions: options.actions.map(([tool, args, after], index) => ({ id: `a${index + 1}`, tool, args, after })),
      answer: { facts: [{ value: 1, kind: 'number' }] },
    },
    meta: { steps: 2, calls: options.actions.length, parallel: false },
  });
}

const forecast = task({
  id: 'synth-00001',
  query: '기상청 가상 예보 질의: 내일 강수확률은 몇 퍼센트야?',
  actions: [
    ['kma_get_api_key', {}, []],
    ['kma_list_regions', { name: '수원' }, ['a1']],
    ['kma_get_mid_land_forecast', { regId: '11B20601', date: '20250101' }, ['a1', 'a2']],
    ['kma_get_mid_temperature', {}, ['a1']],
  ],
});
const benchmark = loadTasks();

describe('normalizeQuery and characterNgrams', () => {
  it('folds compatibility forms, digit runs and whitespace', () => {
    expect(normalizeQuery(' 서울  2024년\u3000강수량 ７ 건 ')).toBe('서울 0년 강수량 0 건');
  });

  it('cuts 13-character grams, keeping a short query whole', () => {
    expect([...characterNgrams('가나다라마바사아자차카타파하')]).toEqual([
      '가나다라마바사아자차카타파',
      '나다라마바사아자차카타파하',
    ]);
    expect([...characterNgrams('짧은 질의')]).toEqual(['짧은 질의']);
  });
});

describe('taskEdges', () => {
  it('drops key acquisition before drawing edges at each resolution', () => {
    expect(taskEdges(forecast)).toEqual({
      functionPair: ['kma_list_regions → kma_get_mid_land_forecast'],
      adjacency: [
        'kma_list_regions → kma_get_mid_land_forecast',
        'kma_get_mid_land_forecast → kma_get_mid_temperature',
      ],
      argument: ['kma_list_regions(name) → kma_get_mid_land_forecast(date,regId)'],
    });
  });

  it('keeps key edges when the caller says no tool is a key tool', () => {
    expect(taskEdges(forecast, () => false).functionPair).toContain('kma_get_api_key → kma_list_regions');
  });
});

describe('auditDataset', () => {
  it('finds the benchmark fully contaminated by itself', () => {
    const result = auditDataset({ train: benchmark, against: benchmark });
    expect(result.verbatim).toEqual({ count: benchmark.length, total: benchmark.length, share: 1 });
    expect(result.ngramQueries.share).toBe(1);
    expect(result.ngrams.share).toBe(1);
    expect(result.functions.share).toBe(1);
    expect(result.heldOutPlatforms.count).toBe(0);
    expect(result.onlyUnseenFunctions.count).toBe(0);
    expect(result.meanFunctionCoverage).toBe(1);
    for (const overlap of Object.values(result.edges)) {
      expect(overlap.jaccard).toBe(1);
      expect(overlap.unseen).toBe(0);
      expect(overlap.eval).toBeGreaterThan(0);
    }
    expect(result.functions.total).toBe(
      new Set(
        benchmark
          .flatMap((item) => item.golden.actions.map((action) => action.tool))
          .filter((tool) => !tool.endsWith('_api_key')),
      ).size,
    );
  });

  it('finds nothing shared with a disjoint synthesized set', () => {
    const result = auditDataset({ train: [forecast], against: benchmark });
    expect(result.verbatim.count).toBe(0);
    expect(result.ngramQueries.count).toBe(0);
    expect(result.ngrams.count).toBe(0);
    expect(result.functions.count).toBe(0);
    expect(result.heldOutPlatforms.count).toBe(result.heldOutPlatforms.total);
    expect(result.onlyUnseenFunctions).toEqual({ count: benchmark.length, total: benchmark.length, share: 1 });
    expect(result.meanFunctionCoverage).toBe(0);
    for (const overlap of Object.values(result.edges)) {
      expect(overlap.jaccard).toBe(0);
      expect(overlap.unseen).toBe(1);
    }
  });

  it('counts edge occurrences but takes Jaccard over unique edges', () => {
    const chain = (id: string, query: string, pairs: Array<[string, string]>) =>
      task({
        id,
        query,
        actions: [
          ['kma_get_api_key', {}, []],
          ...pairs.flatMap(
            ([from, to], index): Array<[string, Record<string, unknown>, string[]]> => [
              [from, {}, ['a1']],
              [to, {}, ['a1', `a${2 * index + 2}`]],
            ],
          ),
        ],
      });
    const against = [
      chain('eval-001', '첫 번째 평가 질의입니다', [['kma_a', 'kma_b']]),
      chain('eval-002', '두 번째 평가 질의입니다', [
        ['kma_a', 'kma_b'],
        ['kma_c', 'kma_d'],
      ]),
    ];
    const train = [
      chain('synth-00001', '두 번째 평가 질의입니다', [['kma_a', 'kma_b']]),
      chain('synth-00002', '학습 질의', [['kma_e', 'kma_f']]),
    ];
    const result = auditDataset({ train, against });
    expect(result.edges.functionPair).toEqual({
      eval: 3,
      train: 2,
      evalUnique: 2,
      trainUnique: 2,
      shared: 1,
      jaccard: 1 / 3,
      unseen: 1 / 3,
    });
    expect(result.verbatim).toEqual({ count: 1, total: 2, share: 0.5 });
    expect(result.functions).toEqual({ count: 2, total: 4, share: 0.5 });
    expect(result.onlyUnseenFunctions.count).toBe(0);
    expect(result.meanFunctionCoverage).toBe((1 + 0.5) / 2);
  });
});

describe('formatAudit', () => {
  it("prints Tables 13 and 15 beside the paper's values", () => {
    const text = formatAudit(auditDataset({ train: [forecast], against: benchmark }));
    expect(text).toMatch(
      new RegExp(`verbatim query leakage\\s+0\\.0% \\(0/${benchmark.length}\\)\\s+0\\.0% \\(0/145\\)`),
    );
    expect(text).toMatch(/function overlap \(golden tools\)\s+0\.0% \(0\/\d+\)\s+62\.2% \(135\/217\)/);
    expect(text).toMatch(/mean per-task function coverage\s+0\.0%\s+62\.9%/);
    expect(text).toMatch(
      /function-pair \(dependency\)\s+ours\s+\d+\s+1\s+0\.000\s+100\.0%\n\s+paper\s+178\s+687\s+0\.000\s+100\.0%/,
    );
    expect(text).toMatch(
      /adjacency \(consecutive calls\)\s+ours\s+\d+\s+2\s+0\.000\s+100\.0%\n\s+paper\s+592\s+2911\s+0\.004\s+95\.6%/,
    );
  });
});

describe('kopa audit', () => {
  it('audits a dataset directory against the benchmark and prints JSON', () => {
    const dataset = mkdtempSync(join(tmpdir(), 'kopa-audit-'));
    const leaked = benchmark.slice(0, 3);
    writeFileSync(
      join(dataset, 'tasks.jsonl'),
      `${[forecast, ...leaked].map((item) => JSON.stringify(item)).join('\n')}\n`,
    );
    const run = spawnSync(resolve(import.meta.dirname, '../../../bin/kopa'), ['audit', dataset, '--json'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout) as AuditResult;
    expect(result.trainTasks).toBe(4);
    expect(result.verbatim).toEqual({ count: 3, total: benchmark.length, share: 3 / benchmark.length });
  });
});
