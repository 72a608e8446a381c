import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { figureData, MOVING_AVERAGE_WINDOW, movingAverage, renderFigures } from '../../src/phase-a/graph/figures.ts';
import { DEFAULT_CONFIG } from '../../src/phase-a/graph/graph.ts';
import { type Edge, type GraphFile, type IterationRecord, OUTCOMES, type Outcome } from '../../src/shared/types.ts';

const noOutcomes = () => Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as Record<Outcome, number>;

function edge(id: string, fields: Partial<Edge> = {}): Edge {
  return {
    id,
    src: 'neis_list_schools',
    field: 'items[].SD_SCHUL_CODE',
    dst: 'neis_get_meals',
    param: id,
    prior: 0.6,
    reason: 'test',
    alpha: 1.2,
    beta: 0.8,
    trials: 0,
    outcomes: noOutcomes(),
    status: 'alive',
    origin: 'skeleton',
    addedAt: 0,
    cross: false,
    ...fields,
  };
}

function graphOf(edges: Edge[]): GraphFile {
  return {
    version: 1,
    config: { ...DEFAULT_CONFIG, seed: 1, iterations: 3, paths: 10, platforms: ['neis'], faultRate: 0 },
    universe: { platforms: ['neis'], tools: 2, fields: 4, params: 4 },
    skeleton: { proposed: 6, admitted: 4 },
    edges,
  };
}

function iteration(index: number, passRate: number, stepRate: number): IterationRecord {
  return {
    iteration: index,
    paths: 10,
    passedPaths: passRate * 10,
    passRate,
    steps: 20,
    passedSteps: stepRate * 20,
    stepRate,
    calls: 30,
    alive: 3,
    pruned: 1,
    added: 0,
    outcomes: noOutcomes(),
    ms: 5,
  };
}

// The skeleton as admitted (no trials yet) and the graph after refinement: e1 retained with much
// evidence, e2 retained with a little, e3 pruned, e4 never tried, d1 discovered and retained.
const skeleton = ['e1', 'e2', 'e3', 'e4'].map((id) => edge(id));
const graph = graphOf([
  edge('e1', { trials: 12, alpha: 9, beta: 3, prior: 0.4 }),
  edge('e2', { trials: 2, alpha: 2.2, beta: 0.8 }),
  edge('e3', { trials: 11, alpha: 0.6, beta: 6.4, prior: 0.9, status: 'pruned', prunedAt: 3 }),
  edge('e4'),
  edge('d1', { trials: 15, alpha: 12, beta: 1, origin: 'discovered', addedAt: 2 }),
]);
const iterations = [iteration(1, 0.2, 0.5), iteration(2, 0.4, 0.6), iteration(3, 0.6, 0.9)];

/** Every opened tag is closed in order (self-closing tags aside), so the file parses as XML. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const [tag, closing, name] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*>/g)) {
    if (tag.endsWith('/>')) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name ?? '');
  }
  return stack.length === 0;
}

describe('movingAverage', () => {
  it.each([
    { values: [1, 2, 3, 4], window: 2, expected: [1, 1.5, 2.5, 3.5] },
    { values: [0, 1, 0, 1], window: 10, expected: [0, 0.5, 1 / 3, 0.5] },
    { values: [4, 8], window: 1, expected: [4, 8] },
    { values: [], window: 3, expected: [] },
  ])('averages the trailing $window values of $values', ({ values, window, expected }) => {
    const averaged = movingAverage(values, window);
    expect(averaged).toHaveLength(expected.length);
    averaged.forEach((value, index) => {
      expect(value).toBeCloseTo(expected[index] ?? Number.NaN, 12);
    });
  });

  it('rejects a window that is not a positive integer', () => {
    expect(() => movingAverage([1], 0)).toThrow(/positive integer/);
  });
});

describe('figureData', () => {
  const data = figureData({ graph, skeleton, iterations });

  it('counts skeleton, surviving and pruned edges by the trials they gathered (Fig. 4)', () => {
    expect(data.edges.tested).toEqual({ skeleton: 3, alive: 3, pruned: 1 });
    expect(data.edges.highEvidence).toEqual({ skeleton: 2, alive: 2, pruned: 1 });
  });

  it('smooths both rates over a window of 10 iterations (Fig. 6)', () => {
    expect(MOVING_AVERAGE_WINDOW).toBe(10);
    expect(data.rates.map((rate) => rate.passAverage)).toEqual(movingAverage([0.2, 0.4, 0.6], 10));
    expect(data.rates[2]?.stepAverage).toBeCloseTo((0.5 + 0.6 + 0.9) / 3, 12);
  });

  it('plots prior against posterior mean for tried edges only (Fig. 7)', () => {
    expect(data.points.map((point) => point.id)).toEqual(['e1', 'e2', 'e3', 'd1']);
    expect(data.points[0]).toEqual({ id: 'e1', prior: 0.4, posterior: 0.75, status: 'alive' });
    expect(data.points[2]).toMatchObject({ posterior: 0.6 / 7, status: 'pruned' });
    expect(data.tau).toBe(0.5);
  });
});

describe('renderFigures', () => {
  it('writes three self-contained SVG files with one mark per datum', async () => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'kopa-figures-')), 'figures');
    const paths = await renderFigures({ graph, skeleton, iterations, outDir });
    expect(paths.map((path) => basename(path))).toEqual([
      'fig4-edges.svg',
      'fig6-pass-rates.svg',
      'fig7-prior-posterior.svg',
    ]);
    const [edges, rates, scatter] = paths.map((path) => readFileSync(path, 'utf8'));
    for (const svg of [edges, rates, scatter]) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
      expect(svg?.trimEnd().endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<script|href=|NaN|undefined/);
      expect(balanced(svg ?? '')).toBe(true);
    }

    const bars = [...(edges ?? '').matchAll(/<rect class="bar" data-group="(\w+)" data-min-trials="(\d+)"/g)];
    expect(bars.map(([, group, minTrials]) => `${group}:${minTrials}`)).toEqual([
      'skeleton:1',
      'skeleton:10',
      'alive:1',
      'alive:10',
      'pruned:1',
      'pruned:10',
    ]);
    expect(edges).toContain('>3</text>');

    const series = [...(rates ?? '').matchAll(/<polyline class="series" data-series="([\w-]+)"[^>]*points="([^"]*)"/g)];
    expect(series.map(([, name]) => name)).toEqual(['pass', 'step', 'pass-average', 'step-average']);
    for (const [, , points] of series) expect(points?.split(' ')).toHaveLength(3);

    expect((scatter ?? '').match(/class="point retained"/g)).toHaveLength(3);
    expect((scatter ?? '').match(/class="point pruned"/g)).toHaveLength(1);
    expect(scatter).toMatch(/<line class="tau"[^>]*y1="190"/);
    expect(scatter).toContain('τ = 0.5');
  });
});
