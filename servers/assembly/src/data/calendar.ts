// Day arithmetic for the Assembly dataset: days are integers (UTC days since 1970-01-01) so that
// every date is computed without locale or time-zone dependent calls.

export type Day = number;

const MS_PER_DAY = 86_400_000;

// Bill generation formats and parses the same few thousand days hundreds of thousands of times.
const formatted = new Map<Day, string>();
const parsed = new Map<string, Day>();

/** 'YYYY-MM-DD' (or 'YYYYMMDD') → day number. */
export function parseDay(text: string): Day {
  let day = parsed.get(text);
  if (day === undefined) {
    const digits = text.replace(/-/g, '');
    const year = Number(digits.slice(0, 4));
    const month = Number(digits.slice(4, 6));
    const date = Number(digits.slice(6, 8));
    day = Math.floor(Date.UTC(year, month - 1, date) / MS_PER_DAY);
    if (parsed.size < 50_000) parsed.set(text, day);
  }
  return day;
}

/** day number → 'YYYY-MM-DD'. */
export function formatDay(day: Day): string {
  let text = formatted.get(day);
  if (text === undefined) {
    text = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    if (formatted.size < 50_000) formatted.set(day, text);
  }
  return text;
}

/** day number → 'YYYYMMDD'. */
export function compactDay(day: Day): string {
  return formatDay(day).replace(/-/g, '');
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(day: Day): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function isBusinessDay(day: Day): boolean {
  const dow = weekday(day);
  return dow !== 0 && dow !== 6;
}

/** The day itself when it is a weekday, else the following Monday. */
export function nextBusinessDay(day: Day): Day {
  let current = day;
  while (!isBusinessDay(current)) current++;
  return current;
}

export function addBusinessDays(day: Day, count: number): Day {
  let current = day;
  for (let added = 0; added < count; ) {
    current++;
    if (isBusinessDay(current)) added++;
  }
  return current;
}

export function yearOf(day: Day): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

export function monthOf(day: Day): number {
  return new Date(day * MS_PER_DAY).getUTCMonth() + 1;
}

export function dayOf(year: number, month: number, date: number): Day {
  return Math.floor(Date.UTC(year, month - 1, date) / MS_PER_DAY);
}

/** The calendar day in Korea (UTC+9) of an instant. */
export function koreanDay(instant: Date): Day {
  return Math.floor((instant.getTime() + 9 * 3_600_000) / MS_PER_DAY);
}

/** Index of the first element of a sorted day list that is ≥ `from` (the length when none is). */
export function indexOnOrAfter(sorted: readonly Day[], from: Day): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? 0) < from) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** First element of a sorted day list that is ≥ `from`, or undefined. */
export function firstOnOrAfter(sorted: readonly Day[], from: Day): Day | undefined {
  return sorted[indexOnOrAfter(sorted, from)];
}
