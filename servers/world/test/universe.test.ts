import { describe, expect, it } from 'vitest';
import { createWorld, MARKET_TARGETS } from '../src/index.ts';
import reference from '../src/reference-companies.json' with { type: 'json' };

const world = createWorld();
const companies = world.companies();

describe('the companies of the world', () => {
  it('keeps every reference company with its real stock code and market', () => {
    for (const entry of reference.listed) {
      const company = companies.find((candidate) => candidate.stockCode === entry.stock);
      expect(company?.corpName, entry.stock).toBe(entry.name);
      expect(company?.corpCls).toBe(entry.cls);
      if ('corp_code' in entry && entry.corp_code) expect(company?.corpCode).toBe(entry.corp_code);
    }
    expect(reference.listed.length).toBeGreaterThanOrEqual(150);
  });

  it('holds the market mix of the real DART list, sorted by unique corp_code', () => {
    expect(companies).toHaveLength(MARKET_TARGETS.total);
    for (const cls of ['Y', 'K', 'N'] as const)
      expect(companies.filter((company) => company.corpCls === cls).length).toBeGreaterThanOrEqual(MARKET_TARGETS[cls]);
    const codes = companies.map((company) => company.corpCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
  });

  it('draws the same companies and markets from the same seed, and others from another', () => {
    const again = createWorld();
    const samsung = again.company('00126380');
    expect(again.companies()).toEqual(companies);
    expect(samsung && again.marketOf(samsung)).toEqual(samsung && world.marketOf(samsung));
    expect(createWorld('another-seed').companies()).not.toEqual(companies);
  });

  it.each([['삼성전자', 5_969_782_550, 100, '19750611']])(
    'pins %s to its public share count, par value and listing date',
    (name, shares, par, listing) => {
      const company = companies.find((candidate) => candidate.corpName === name);
      const market = world.market(company?.corpCode ?? '');
      expect(market).toMatchObject({ faceValue: par, listedOn: listing });
      expect(market?.sharesOn('20260116')).toBe(shares);
    },
  );
});
