import { describe, expect, it } from 'vitest';
import { fscRate, numberOf } from '../../src/data/format.ts';
import { isinCheckDigit, isinOf, isValidIsin } from '../../src/data/isin.ts';
import { etfTick, priceLimits, roundToTick, stockTick } from '../../src/data/ticks.ts';

describe('ISIN codes', () => {
  it.each([
    ['005930', 'KR7005930003'],
    ['095570', 'KR7095570008'],
    ['006840', 'KR7006840003'],
    ['282330', 'KR7282330000'],
    ['027410', 'KR7027410000'],
  ])('gives %s the real ISIN %s', (code, isin) => {
    expect(isinOf(code)).toBe(isin);
  });

  it('computes check digits of preferred and alphanumeric codes as KRX does', () => {
    expect(isinCheckDigit('KR700146100')).toBe(3);
    expect(isinCheckDigit('KR700104K01')).toBe(0);
    expect(isValidIsin('KR7005931001')).toBe(true);
    expect(isValidIsin('KR7005931002')).toBe(false);
  });
});

describe('KRX price rules', () => {
  it.each([
    [1_999, 1],
    [2_000, 5],
    [19_990, 10],
    [20_000, 50],
    [199_900, 100],
    [200_000, 500],
    [500_000, 1_000],
  ])('uses the 2023 tick size table at %i won (tick %i)', (price, tick) => {
    expect(stockTick(price)).toBe(tick);
  });

  it('rounds to ticks and keeps ETF ticks at 5 won', () => {
    expect(roundToTick(1680)).toBe(1680);
    expect(roundToTick(12_344)).toBe(12_340);
    expect(roundToTick(2_003)).toBe(2_005);
    expect(etfTick(35_000)).toBe(5);
  });

  it('puts the limit prices inside ±30% (KONEX ±15%)', () => {
    expect(priceLimits(10_000, 'KOSPI')).toEqual({ upper: 13_000, lower: 7_000 });
    expect(priceLimits(1_737, 'KOSDAQ')).toEqual({ upper: 2_255, lower: 1_216 });
    expect(priceLimits(10_000, 'KONEX')).toEqual({ upper: 11_500, lower: 8_500 });
  });
});

describe('upstream number formats', () => {
  it.each([
    [-0.75, '-.75'],
    [0.23, '.23'],
    [3.56, '3.56'],
    [1.5, '1.5'],
    [0, '0'],
    [-0.001, '0'],
  ])('formats the FSC rate %d as "%s"', (value, text) => {
    expect(fscRate(value)).toBe(text);
  });

  it('reads numbers with or without separators and leading zeros', () => {
    expect(numberOf('1,680')).toBe(1680);
    expect(numberOf('-.75')).toBe(-0.75);
    expect(numberOf('-')).toBeUndefined();
  });
});
