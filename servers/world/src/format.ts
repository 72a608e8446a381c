// Number helpers of the drawing code: zero-padded codes and round issue sizes.

/** Left-pads an integer with zeros. */
export function padNumber(value: number, width: number): string {
  return String(Math.trunc(value)).padStart(width, '0');
}

/** Rounds to a multiple of `step` (used for "round" issue sizes such as 100,000,000 won). */
export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
