import { describe, expect, it } from 'vitest';
import { majority } from '../../src/phase-a/refine/index.ts';
import {
  admitEdge,
  createThompson,
  EVIDENCE,
  observe,
  posteriorMean,
  shouldPrune,
} from '../../src/phase-a/refine/posterior.ts';
import { classifyCall, isEmpty, mentions } from '../../src/shared/classify.ts';
import type { Edge, Outcome } from '../../src/shared/types.ts';

const edge = (prior: number): Edge =>
  admitEdge(
    { src: 'a_list', field: 'items[].code', dst: 'b_get', param: 'code', prior, reason: 'test' },
    { kappa: 2, origin: 'skeleton', iteration: 0, cross: false },
  );

describe('posterior arithmetic (paper Table 7)', () => {
  it('starts at Beta(κ·s_e, κ·(1−s_e)) with κ = 2, so the prior mean is s_e', () => {
    const e = edge(0.3);
    expect(e.alpha).toBeCloseTo(0.6);
    expect(e.beta).toBeCloseTo(1.4);
    expect(posteriorMean(e)).toBeCloseTo(0.3);
  });

  it.each<[Outcome, number, number]>([
    ['semantic_success', 1.0, 0],
    ['generic_success', 0.3, 0],
    ['schema_mismatch', 0, 1.5],
    ['missing_field', 0, 1.0],
    ['timeout', 0, 0.3],
    ['rate_limit', 0, 0.1],
    ['empty', 0, 0.5],
    ['other', 0, 0],
  ])('%s adds α %f and β %f', (outcome, alpha, beta) => {
    const e = edge(0.5);
    observe(e, outcome);
    expect(e.alpha).toBeCloseTo(1 + alpha);
    expect(e.beta).toBeCloseTo(1 + beta);
    expect(e.outcomes[outcome]).toBe(1);
    expect(EVIDENCE[outcome]).toEqual({ alpha, beta });
  });

  it('reproduces the worked examples: s_e = 0.3 survives one semantic success, not one generic-only', () => {
    const semantic = edge(0.3);
    observe(semantic, 'semantic_success');
    expect(posteriorMean(semantic)).toBeCloseTo(1.6 / 3.0);
    expect(shouldPrune(semantic, 0.5)).toBe(false);
    const generic = edge(0.3);
    observe(generic, 'generic_success');
    expect(posteriorMean(generic)).toBeCloseTo(0.9 / 2.3);
    expect(shouldPrune(generic, 0.5)).toBe(true);
  });

  it('s_e = 0.9 survives one schema mismatch and is pruned by two', () => {
    const e = edge(0.9);
    observe(e, 'schema_mismatch');
    expect(posteriorMean(e)).toBeCloseTo(1.8 / 3.5);
    expect(shouldPrune(e, 0.5)).toBe(false);
    observe(e, 'schema_mismatch');
    expect(posteriorMean(e)).toBeCloseTo(1.8 / 5.0);
    expect(shouldPrune(e, 0.5)).toBe(true);
  });

  it('never prunes an untested edge, and environmental faults alone do not make it tested', () => {
    const e = edge(0.35);
    expect(shouldPrune(e, 0.5)).toBe(false);
    observe(e, 'rate_limit');
    observe(e, 'timeout');
    expect(e.trials).toBe(0);
    expect(posteriorMean(e)).toBeLessThan(0.5);
    expect(shouldPrune(e, 0.5)).toBe(false);
  });

  it('penalizes environmental outcomes lightly next to structural ones', () => {
    const environmental = edge(0.8);
    const structural = edge(0.8);
    for (let index = 0; index < 3; index++) observe(environmental, index % 2 ? 'timeout' : 'rate_limit');
    observe(structural, 'missing_field');
    expect(posteriorMean(environmental)).toBeGreaterThan(posteriorMean(structural));
    expect(posteriorMean(environmental)).toBeGreaterThan(0.6);
  });
});

describe('Thompson draws', () => {
  it('are deterministic for a seed and follow the posterior', () => {
    const a = createThompson(11);
    const b = createThompson(11);
    const strong = { alpha: 30, beta: 2 };
    const weak = { alpha: 2, beta: 30 };
    const draws = Array.from({ length: 50 }, () => a(strong));
    expect(draws).toEqual(Array.from({ length: 50 }, () => b(strong)));
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(draws)).toBeGreaterThan(0.85);
    expect(mean(Array.from({ length: 50 }, () => a(weak)))).toBeLessThan(0.15);
  });
});

describe('outcome classification', () => {
  const ok = (output: Record<string, unknown>) => ({ ok: true, output, text: JSON.stringify(output) });
  const failed = (kind: string, text = 'failed') => ({ ok: false, text, error: { code: 'X', kind } });

  it('maps error kinds to Table 7 classes', async () => {
    const classify = (result: ReturnType<typeof failed>) =>
      classifyCall({ result, generic: false, param: 'code', reflected: () => true });
    expect(await classify(failed('invalid_args'))).toBe('schema_mismatch');
    expect(await classify(failed('invalid'))).toBe('schema_mismatch');
    expect(await classify(failed('rate_limit'))).toBe('rate_limit');
    expect(await classify(failed('timeout'))).toBe('timeout');
    expect(await classify(failed('no_data'))).toBe('empty');
    expect(await classify(failed('auth'))).toBe('other');
  });

  it('tells semantic from generic-only success, and empty lists from data', async () => {
    const data = ok({ items: [{ code: '1234567' }], totalCount: 1 });
    expect(await classifyCall({ result: data, generic: false, param: 'code', reflected: () => true })).toBe(
      'semantic_success',
    );
    expect(await classifyCall({ result: data, generic: false, param: 'code', reflected: () => false })).toBe(
      'generic_success',
    );
    expect(await classifyCall({ result: data, generic: true, param: 'pageNo', reflected: () => true })).toBe(
      'generic_success',
    );
    expect(
      await classifyCall({
        result: ok({ items: [], totalCount: 0 }),
        generic: false,
        param: 'code',
        reflected: () => true,
      }),
    ).toBe('empty');
  });

  it('treats envelopes and empty user lists as no data', () => {
    expect(isEmpty({ resultCode: '00', totalCount: 0, items: [] })).toBe(true);
    expect(isEmpty({ bookmarks: [] })).toBe(true);
    expect(isEmpty({ resultCode: 'INFO-000', resultMsg: 'ok' })).toBe(true);
    expect(isEmpty({ favorites: [{ stdRestCd: '000123' }] })).toBe(false);
    expect(isEmpty({ key: 'abc', status: 'active' })).toBe(false);
  });

  it('finds bound values as whole numbers only', () => {
    expect(mentions('{"code":"2011"}', '11')).toBe(false);
    expect(mentions('{"code":"11"}', '11')).toBe(true);
    expect(mentions('{"name":"수원시청"}', '수원시')).toBe(true);
  });

  it('reports the most frequent fan-out outcome, ties going to the worse', () => {
    expect(majority(['semantic_success', 'semantic_success', 'empty'])).toBe('semantic_success');
    expect(majority(['semantic_success', 'schema_mismatch'])).toBe('schema_mismatch');
    expect(majority([])).toBe('other');
  });
});
