// Answer normalization for deterministic fact grading (DESIGN §4): NFC, spacing, thousands
// separators, Korean number units (조/억/만), %, and date formats.

const UNITS: Record<string, number> = { 조: 1e12, 억: 1e8, 만: 1e4, 천: 1e3 };

export function normalizeText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

/** Every number the text states, including Korean compounds like "3조 2,000억" → 3.2e12. */
export function extractNumbers(text: string): number[] {
  const found: number[] = [];
  let compound = 0;
  let compoundUnit = Number.POSITIVE_INFINITY;
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const match of text.normalize('NFC').matchAll(/(-?\d[\d,]*(?:\.\d+)?)\s*(조|억|만|천)?/g)) {
    const value = Number((match[1] ?? '').replace(/,/g, ''));
    if (!Number.isFinite(value)) continue;
    const unit = match[2] ? (UNITS[match[2]] ?? 1) : 1;
    const scaled = value * unit;
    found.push(value);
    if (unit !== 1) found.push(scaled);
    // "3조 2,000억 원": a smaller unit right after a larger one continues the same amount.
    const start = match.index ?? 0;
    const continues = start - lastEnd <= 2 && unit < compoundUnit;
    compound = continues ? compound + scaled : scaled;
    if (continues) found.push(compound);
    compoundUnit = unit;
    lastEnd = start + match[0].length;
  }
  return found;
}

/** Every date the text states, as YYYYMMDD. */
export function extractDates(text: string): string[] {
  const dates: string[] = [];
  const pad = (value: string) => value.padStart(2, '0');
  const patterns = [
    /(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})/g,
    /(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일/g,
    /\b(\d{4})(\d{2})(\d{2})\b/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) dates.push(`${match[1]}${pad(match[2] ?? '')}${pad(match[3] ?? '')}`);
  }
  return dates;
}

/** A digit-only fact (a registration number) may be written with hyphens or spaces inside. */
export function containsDigits(text: string, digits: string): boolean {
  const pattern = new RegExp(`(^|\\D)${digits.split('').join('[-\\s]?')}(\\D|$)`);
  return pattern.test(text);
}
