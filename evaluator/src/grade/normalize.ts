// Answer normalization for deterministic fact grading (DESIGN §4): NFC, spacing, thousands
// separators, Korean number units (조/억/만), %, and date formats.

const UNITS: Record<string, number> = { 조: 1e12, 억: 1e8, 만: 1e4, 천: 1e3, 백: 1e2 };

export function normalizeText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

/** Every number the text states, Korean amounts included: "3조 2,000억" → 3.2e12, "1천500만" → 1.5e7. */
export function extractNumbers(text: string): number[] {
  const found: number[] = [];
  const span = /-?\d[\d,]*(?:\.\d+)?(?:\s*(?:조|억|만|천|백)(?:\s*\d[\d,]*(?:\.\d+)?)?)*/g;
  for (const match of text.normalize('NFC').matchAll(span)) {
    let total = 0;
    let group = 0;
    let pending: number | undefined;
    for (const token of match[0].matchAll(/(-?\d[\d,]*(?:\.\d+)?)|(조|억|만|천|백)/g)) {
      if (token[1] !== undefined) {
        const value = Number(token[1].replace(/,/g, ''));
        if (!Number.isFinite(value)) continue;
        found.push(value);
        if (pending !== undefined) group += pending;
        pending = value;
        continue;
      }
      const unit = UNITS[token[2] ?? ''] ?? 1;
      if (unit < 1e4) {
        // 천/백 build the group below the next 만/억/조.
        group += (pending ?? 1) * unit;
      } else {
        group += pending ?? 0;
        total += (group || 1) * unit;
        group = 0;
      }
      pending = undefined;
    }
    const amount = total + group + (pending ?? 0);
    if (amount !== found.at(-1)) found.push(amount);
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
