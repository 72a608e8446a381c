import { describe, expect, it } from 'vitest';
import { createDartDataset } from '../../src/data/index.ts';

describe('the market view other platforms price from', () => {
  const dataset = createDartDataset();
  const lightron = dataset.corpCodes.rows().find((row) => row.stock_code === '069540');

  it('gives listed companies a monthly price path and a share count that grows with new shares', () => {
    const market = dataset.market(lightron?.corp_code ?? '');
    expect(market?.stock_code).toBe('069540');
    const january2026 = market?.monthlyPrice[(2026 - 2016) * 12] ?? 0;
    expect(january2026).toBeGreaterThan(1_000);
    expect(january2026).toBeLessThan(3_000);
    expect(market?.sharesOn('20260901')).toBeGreaterThanOrEqual(
      market?.sharesOn('20190102') ?? Number.POSITIVE_INFINITY,
    );
  });

  it('has no market for unlisted or unknown companies', () => {
    const unlisted = dataset.corpCodes.rows().find((row) => row.stock_code === '');
    expect(dataset.market(unlisted?.corp_code ?? '')).toBeUndefined();
    expect(dataset.market('99999999')).toBeUndefined();
  });
});
