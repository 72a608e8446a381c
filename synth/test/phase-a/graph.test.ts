// Phase A acceptance on small fixed-seed runs (issue 8): pruning follows execution, not the prior,
// environmental faults are penalized lightly, and a killed run resumes to the same graph.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGraph } from '../../src/phase-a/graph/graph.ts';
import { posteriorMean } from '../../src/phase-a/refine/posterior.ts';
import type { EdgeProposal, GraphFile } from '../../src/shared/types.ts';

const temp = () => mkdtempSync(join(tmpdir(), 'kopa-graph-'));

const planted: EdgeProposal[] = [
  {
    src: 'neis_search_schools',
    field: 'items[].FOND_YMD',
    dst: 'neis_get_meals',
    param: 'SD_SCHUL_CODE',
    prior: 0.8,
    reason: 'planted: a founding date fed to the school-code parameter',
  },
  {
    src: 'neis_search_schools',
    field: 'items[].SD_SCHUL_CODE',
    dst: 'neis_list_classes',
    param: 'SD_SCHUL_CODE',
    prior: 0.3,
    reason: 'planted: a right binding with a low prior',
  },
];

const find = (graph: GraphFile, key: EdgeProposal) =>
  graph.edges.find(
    (edge) => edge.src === key.src && edge.field === key.field && edge.dst === key.dst && edge.param === key.param,
  );

describe('phase A refinement on planted edges', () => {
  it('prunes a wrong binding with a high prior and keeps a right one with a low prior', async () => {
    const { graph, iterations } = await runGraph({
      out: temp(),
      config: { platforms: ['neis'], iterations: 3, paths: 30, seed: 3, kIntra: 0, kCross: 0, faultRate: 0 },
      extraEdges: planted,
    });
    const [wrong, lowPrior] = planted.map((key) => find(graph, key));
    expect(wrong?.status).toBe('pruned');
    expect(wrong?.outcomes.schema_mismatch).toBeGreaterThan(0);
    expect(wrong?.outcomes.semantic_success).toBe(0);
    expect(posteriorMean(wrong as NonNullable<typeof wrong>)).toBeLessThan(0.5);

    expect(lowPrior?.prior).toBe(0.3);
    expect(lowPrior?.status).toBe('alive');
    expect(lowPrior?.outcomes.semantic_success).toBeGreaterThan(0);
    expect(posteriorMean(lowPrior as NonNullable<typeof lowPrior>)).toBeGreaterThan(0.5);

    expect(iterations).toHaveLength(3);
    expect(iterations.every((record) => record.paths === 30 && record.steps > 0)).toBe(true);
  });
});

describe('phase A runs', () => {
  const config = { platforms: ['neis', 'gyeonggi'], iterations: 4, paths: 25, seed: 5, faultRate: 0.15 };
  const strip = (dir: string) => {
    const graph = JSON.parse(readFileSync(join(dir, 'graph.json'), 'utf8')) as GraphFile;
    const iterations = readFileSync(join(dir, 'iterations.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => ({ ...JSON.parse(line), ms: 0 }));
    return { graph, iterations };
  };

  it('is deterministic, resumes after a stop to the same graph, and injects environmental faults', async () => {
    const whole = temp();
    const first = await runGraph({ out: whole, config });
    expect(first.files.some((file) => file.endsWith('fig6-pass-rates.svg'))).toBe(true);

    const killed = temp();
    const partial = await runGraph({ out: killed, config, stopAfter: 2 });
    expect(partial.iterations).toHaveLength(2);
    const resumed = await runGraph({ out: killed, config });
    expect(resumed.resumedFrom).toBe(2);
    expect(strip(killed)).toEqual(strip(whole));

    const outcomes = first.iterations.map((record) => record.outcomes);
    const environmental = outcomes.reduce((sum, o) => sum + o.rate_limit + o.timeout, 0);
    expect(environmental).toBeGreaterThan(0);
    for (const edge of first.graph.edges.filter((e) => e.status === 'pruned')) {
      expect(edge.trials).toBeGreaterThan(0);
    }
    expect(first.graph.skeleton.admitted).toBeGreaterThan(10);
    expect(first.graph.edges.some((edge) => edge.cross)).toBe(true);
  });

  it('refuses to resume a directory that holds a run with other options', async () => {
    const dir = temp();
    await runGraph({ out: dir, config: { ...config, iterations: 1, paths: 5 } });
    await expect(runGraph({ out: dir, config: { ...config, iterations: 1, paths: 6 } })).rejects.toThrow(
      /other options/,
    );
  });
});
