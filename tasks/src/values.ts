// Small value helpers for recipes: the real APIs send numbers as strings with commas.

/** "300,000,000" → 300000000; "-1,234" → -1234; "-" or "" → NaN. */
export function amount(value: unknown): number {
  const text = String(value ?? '')
    .replace(/,/g, '')
    .trim();
  return text === '' || text === '-' ? Number.NaN : Number(text);
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
