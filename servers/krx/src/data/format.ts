// The string formats of the two upstreams, produced without locale-dependent calls: KRX sends plain
// integers and two-decimal rates ("-0.78"); the FSC services drop the leading zero of a rate (".23").

/** An integer as KRX and FSC send it: no thousands separators, "-" sign for negatives. */
export function integerText(value: number): string {
  const rounded = Math.round(value);
  return rounded === 0 ? '0' : String(rounded);
}

/** A fixed-point value with `digits` decimals; "-0.00" becomes "0.00". */
export function fixed(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/** FSC `fltRt`: two decimals at most, no trailing zeros and no leading zero ("-.75", ".2", "0"). */
export function fscRate(value: number): string {
  let text = fixed(value, 2);
  if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  if (text === '' || text === '-' || text === '-0') return '0';
  return text.replace(/^(-?)0\./, '$1.');
}

/** Parses a KRX/FSC numeric string, tolerating thousands separators and "-" for empty. */
export function numberOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '' || cleaned === '-') return undefined;
  const value = Number(cleaned.startsWith('.') || cleaned.startsWith('-.') ? cleaned.replace('.', '0.') : cleaned);
  return Number.isFinite(value) ? value : undefined;
}
