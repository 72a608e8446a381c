// Size, identity and cross-table consistency of the KDIC dataset.
import { describe, expect, it } from 'vitest';
import { createKdicDataset } from '../../src/data/index.ts';
import reference from '../../src/data/institutions.json' with { type: 'json' };

const dataset = createKdicDataset();
const rows = (name: keyof typeof dataset.tables) => dataset.tables[name].rows();

describe('the KDIC dataset', () => {
  it.each([
    ['companies', 150, 200],
    ['products', 5000, 9000],
    ['institutions', 150, 200],
    ['savingsFinance', 6000, 8000],
    ['accidents', 30, 40],
    ['bankrupts', 20, 30],
    ['realEstates', 100, 400],
    ['paymentBranches', 100, 250],
    ['publications', 200, 400],
  ] as const)('has a %s table of the expected size', (name, min, max) => {
    expect(rows(name).length).toBeGreaterThanOrEqual(min);
    expect(rows(name).length).toBeLessThanOrEqual(max);
  });

  it('keeps every real reference name, with unique keys per table', () => {
    const companies = new Set(rows('companies').map((row) => row.fncIstNm));
    for (const bank of reference.banks) expect(companies.has(bank.name), bank.name).toBe(true);
    for (const bank of reference.savingsBanks) expect(companies.has(bank.name), bank.name).toBe(true);
    const productKeys = rows('products').map((row) => `${row.fncIstNm}|${row.prdNm}`);
    expect(new Set(productKeys).size).toBe(productKeys.length);
  });

  it('points every product at an insured company of its sector', () => {
    const sectors = new Map(rows('companies').map((row) => [row.fncIstNm, row.regnNm]));
    const strays = rows('products').filter((row) => sectors.get(row.fncIstNm ?? '') !== row.regnNm);
    expect(strays).toEqual([]);
    const insured = new Set(
      rows('institutions')
        .filter((row) => row.isrgTgtYn === 'Y')
        .map((row) => row.fnccmpNm),
    );
    expect([...sectors.keys()].filter((name) => !insured.has(name))).toEqual([]);
  });

  it('dates every product inside the window, discontinued after it was registered', () => {
    const wrong = rows('products').filter(
      (row) =>
        !/^\d{8}$/.test(row.regDate ?? '') ||
        (row.regDate ?? '') > '20260831' ||
        (row.prdSalDscnDt !== '' && (row.prdSalDscnDt ?? '') <= (row.regDate ?? '')),
    );
    expect(wrong).toEqual([]);
  });

  it('gives every savings bank of the product service a monthly series 2019-01..2026-08 that moves smoothly', () => {
    const savingsBanks = reference.savingsBanks.map((bank) => bank.finIstNm);
    const finance = rows('savingsFinance');
    expect(new Set(finance.map((row) => row.finIstNm))).toEqual(new Set(savingsBanks));
    for (const bank of savingsBanks.slice(0, 10)) {
      const series = dataset.tables.savingsFinance.where('finIstNm', bank);
      expect(series).toHaveLength(92);
      expect(series[0]?.ym).toBe('201901');
      expect(series.at(-1)?.ym).toBe('202608');
      for (let index = 1; index < series.length; index++) {
        const [before, after] = [series[index - 1], series[index]];
        expect(Math.abs(Number(after?.bisTotCptRto) - Number(before?.bisTotCptRto)), bank).toBeLessThan(1.6);
        expect(Math.abs(Number(after?.dpsAvgIrt) - Number(before?.dpsAvgIrt)), bank).toBeLessThan(0.8);
      }
    }
  });

  it('ties the resolution tables together: estates → bankrupts → accidents', () => {
    const accidents = new Set(rows('accidents').map((row) => row.fnccmpNm));
    const bankrupts = new Set(rows('bankrupts').map((row) => row.bkrpFnccmpNm));
    expect([...bankrupts].filter((name) => !accidents.has(name))).toEqual([]);
    expect(rows('realEstates').filter((row) => !bankrupts.has(row.bkrpFnccmpNm))).toEqual([]);
    expect(rows('suspendedProfit').filter((row) => !accidents.has(row.fnccmpNm))).toEqual([]);
  });

  it('gives every insurer overview row a known insurer and a 13-digit crpno', () => {
    const names = new Set([...reference.lifeInsurers, ...reference.nonLifeInsurers].map((insurer) => insurer.dvsnNm));
    const overview = [...rows('lifeOverview'), ...rows('nonLifeOverview')];
    expect(overview.filter((row) => !names.has(row.dvsnNm ?? '') || !/^\d{13}$/.test(row.crpno ?? ''))).toEqual([]);
  });

  it('adds the fund parts up to the 합계 row of each month', () => {
    const month = dataset.tables.fund.rows().filter((row) => row.baseTm === '202512');
    const total = month.find((row) => row.fndMakDvsnNm === '합계');
    const parts = month.filter((row) => row.fndMakDvsnNm !== '합계');
    expect(parts).toHaveLength(7);
    expect(parts.reduce((sum, row) => sum + Number(row.prmfeeAmt), 0)).toBe(Number(total?.prmfeeAmt));
  });
});
