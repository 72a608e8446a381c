import { describe, expect, it } from 'vitest';
import { createWorld } from '../src/index.ts';

describe('the market view DART and KRX price from', () => {
  const world = createWorld();
  const lightron = world.companies().find((company) => company.stockCode === '069540');

  it('gives listed companies a monthly price path and a share count that grows with new shares', () => {
    const market = world.market(lightron?.corpCode ?? '');
    expect(market?.stock_code).toBe('069540');
    const january2026 = market?.monthlyPrice[(2026 - 2016) * 12] ?? 0;
    expect(january2026).toBeGreaterThan(1_000);
    expect(january2026).toBeLessThan(3_000);
    expect(market?.sharesOn('20260901')).toBeGreaterThanOrEqual(
      market?.sharesOn('20190102') ?? Number.POSITIVE_INFINITY,
    );
  });

  it('has no market for unlisted or unknown companies', () => {
    const unlisted = world.companies().find((company) => company.stockCode === '');
    expect(world.market(unlisted?.corpCode ?? '')).toBeUndefined();
    expect(world.market('99999999')).toBeUndefined();
  });
});
