// KRX price rules: the unified tick-size table (호가가격단위, in force since 2023-01-25 for KOSPI and
// KOSDAQ), the ETF tick, and the daily price limit (±30%, KONEX ±15%) around the previous close.

export type Board = 'KOSPI' | 'KOSDAQ' | 'KONEX';

export function stockTick(price: number): number {
  if (price < 2_000) return 1;
  if (price < 5_000) return 5;
  if (price < 20_000) return 10;
  if (price < 50_000) return 50;
  if (price < 200_000) return 100;
  if (price < 500_000) return 500;
  return 1_000;
}

/** ETFs trade in 1-won steps below 2,000 won and 5-won steps above. */
export const etfTick = (price: number): number => (price < 2_000 ? 1 : 5);

export function roundToTick(price: number, tick: (price: number) => number = stockTick): number {
  const down = Math.floor(price / tick(price)) * tick(price);
  const step = tick(down);
  const lower = Math.floor(price / step) * step;
  const upper = lower + step;
  const nearest = price - lower < upper - price ? lower : upper;
  return Math.max(1, nearest);
}

export const limitRate = (board: Board): number => (board === 'KONEX' ? 0.15 : 0.3);

/** The upper and lower limit prices (상한가/하한가) for a reference price, rounded inwards to ticks. */
export function priceLimits(reference: number, board: Board): { upper: number; lower: number } {
  const rate = limitRate(board);
  const rawUpper = reference * (1 + rate);
  const rawLower = reference * (1 - rate);
  const upper = Math.floor(rawUpper / stockTick(rawUpper)) * stockTick(rawUpper);
  const lower = Math.ceil(rawLower / stockTick(rawLower)) * stockTick(rawLower);
  return { upper, lower: Math.max(1, lower) };
}

export function clampToLimits(price: number, limits: { upper: number; lower: number }): number {
  return Math.min(limits.upper, Math.max(limits.lower, price));
}
