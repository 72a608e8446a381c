// DART sends every value as a string: amounts with thousands commas, "-" for empty. These helpers
// produce exactly those strings without locale-dependent calls (toLocaleString differs by machine).

/** "1,234,567"; negatives as "-1,234"; the value is rounded to a whole won first. */
export function formatAmount(value: number): string {
  const rounded = Math.round(value);
  const negative = rounded < 0;
  const digits = String(Math.abs(rounded));
  let grouped = '';
  for (let index = 0; index < digits.length; index++) {
    if (index > 0 && (digits.length - index) % 3 === 0) grouped += ',';
    grouped += digits[index];
  }
  return negative ? `-${grouped}` : grouped;
}

/** An amount, or "-" when it is zero or absent (how DART fills unused amount fields). */
export function amountOrDash(value: number | undefined): string {
  return value === undefined || Math.round(value) === 0 ? '-' : formatAmount(value);
}

/** A fixed-point number, e.g. 5.02 → "5.02"; "-0.00" is normalised to "0.00". */
export function formatFixed(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}
