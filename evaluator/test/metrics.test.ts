import { describe, expect, it } from 'vitest';
import { bootstrapInterval, choose, passAtK, passHatK, summarize, tInterval } from '../src/index.ts';

describe('run metrics against hand-computed values', () => {
  it.each([
    [4, 2, 1, 0.5],
    [4, 2, 2, 1 - 1 / 6],
    [4, 0, 2, 0],
    [4, 4, 4, 1],
    [5, 1, 2, 1 - 6 / 10],
  ])('pass@k with n=%i c=%i k=%i is %f', (n, c, k, expected) => {
    expect(passAtK(n, c, k)).toBeCloseTo(expected, 12);
  });

  it.each([
    [4, 2, 2, 1 / 6],
    [4, 3, 2, 3 / 6],
    [4, 4, 4, 1],
    [4, 3, 4, 0],
  ])('pass^k with n=%i c=%i k=%i is %f', (n, c, k, expected) => {
    expect(passHatK(n, c, k)).toBeCloseTo(expected, 12);
  });

  it('computes binomials exactly', () => {
    expect([choose(8, 4), choose(10, 0), choose(3, 5)]).toEqual([70, 1, 0]);
  });

  it('gives the Student-t half-width with df = seeds − 1 (t₀.₉₇₅,₂ = 4.3027, t₀.₉₇₅,₇ = 2.3646)', () => {
    const three = tInterval([0.4, 0.5, 0.6]);
    expect(three.mean).toBeCloseTo(0.5, 12);
    expect(three.df).toBe(2);
    expect(three.halfWidth).toBeCloseTo((4.302652729911275 * 0.1) / Math.sqrt(3), 6);
    const eight = tInterval([0.46, 0.47, 0.45, 0.48, 0.47, 0.46, 0.49, 0.46]);
    expect(eight.halfWidth).toBeCloseTo((2.3646242515927 * 0.012817398889233) / Math.sqrt(8), 6);
    expect(Number.isNaN(tInterval([0.5]).halfWidth)).toBe(true);
  });

  it('bootstraps a deterministic CI over tasks that brackets the mean', () => {
    const scores = [1, 0, 1, 1, 0, 0.5, 1, 0];
    const first = bootstrapInterval(scores, { seed: 's' });
    expect(first).toEqual(bootstrapInterval(scores, { seed: 's' }));
    expect(first.low).toBeLessThan(0.5625);
    expect(first.high).toBeGreaterThan(0.5625);
    expect(bootstrapInterval([1, 1, 1])).toEqual({ low: 1, high: 1 });
  });

  it('summarizes rollouts: pass@1 as the mean over rollouts, flips, and seed CIs', () => {
    const outcomes = [
      { taskId: 'a', seed: 0, success: true, actionAccuracy: 1 },
      { taskId: 'a', seed: 1, success: false, actionAccuracy: 0.5 },
      { taskId: 'b', seed: 0, success: true, actionAccuracy: 1 },
      { taskId: 'b', seed: 1, success: true, actionAccuracy: 1 },
    ];
    const summary = summarize(outcomes);
    expect(summary.pass1).toBeCloseTo(0.75, 12);
    expect(summary.passK['pass@2']).toBeCloseTo(1, 12);
    expect(summary.passHatK['pass^2']).toBeCloseTo(0.5, 12);
    expect(summary.flipRate).toBeCloseTo(0.5, 12);
    expect(summary.seedCi.mean).toBeCloseTo(0.75, 12);
    expect(summary.seedCi.df).toBe(1);
    expect(summary.actionAccuracy).toBeCloseTo(0.875, 12);
  });
});
