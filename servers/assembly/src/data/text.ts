// Locale-independent string helpers: code-point ordering (가나다 order for Hangul) and formatting.

/** Code-point order, the same on every machine. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
