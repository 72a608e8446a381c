// Reads the date formats the emulated APIs return (20260116, 2026-01-16, 2026.01.16,
// "2026년 01월 16일", "2026-06-10 09:00:00.0", ISO instants) as one comparable KST day, YYYYMMDD.
const KST_MS = 9 * 3_600_000;

export function dayOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && /(?:Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const instant = Date.parse(text);
    if (Number.isNaN(instant)) return undefined;
    return new Date(instant + KST_MS).toISOString().slice(0, 10).replaceAll('-', '');
  }
  const match = /^(\d{4})(?:[-.]\s?|년\s?)?(\d{2})(?:[-.]\s?|월\s?)?(\d{2})(?:일)?(?:$|[\sT])/.exec(`${text} `);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const ymd = `${year}${month}${day}`;
  return Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31 ? ymd : undefined;
}

/** The end day of a period like "2025.01.01 ~ 2025.12.31". */
export function periodEndOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.includes('~')) return undefined;
  return dayOf(value.split('~')[1]);
}

/** The receipt day a DART 접수번호 starts with (20260116000001 → 20260116). */
export function receiptDayOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{14}$/.test(value) ? dayOf(value.slice(0, 8)) : undefined;
}
