// What a service shows on a day, built once per (candidate rows, service, settled day) instead of per
// request, and the trimmed text columns its filters scan, built once per shown list. Lists are never
// mutated, and each is keyed by its candidate list, which fixes the table, the overlay and the 시군.
import { createListMemo } from '@kopa/kit';
import type { GgRow } from '../data/index.ts';
import type { ClockRule } from './sim-clock.ts';

// Both keyed by the candidate list (see above) and then by service and (settled) day.
const shownLists = new WeakMap<readonly GgRow[], Map<string, readonly GgRow[]>>();
const settledDays = new WeakMap<readonly GgRow[], Map<string, string>>();
const DAYS_KEPT = 4;

export function shownOn(options: {
  rows: readonly GgRow[];
  service: string;
  rule: ClockRule | undefined;
  today: string;
}): readonly GgRow[] {
  const { rows, service, rule } = options;
  if (!rule) return rows;
  const today = rule.dates ? settledDay({ rows, service, dates: rule.dates, today: options.today }) : options.today;
  let byDay = shownLists.get(rows);
  if (!byDay) {
    byDay = new Map();
    shownLists.set(rows, byDay);
  }
  const key = `${service}|${today}`;
  let shown = byDay.get(key);
  if (!shown) {
    const visible: GgRow[] = [];
    for (const row of rows) {
      if (rule.visible && !rule.visible(row, today)) continue;
      visible.push(rule.present ? rule.present(row, today) : row);
    }
    if (byDay.size >= DAYS_KEPT) byDay.clear();
    byDay.set(key, visible);
    shown = visible;
  }
  return shown;
}

/** The latest of the rows' rule dates at or before today ('' when none is): the rule answers the same for
 *  it as for today, so every day up to the next date shares one list. */
function settledDay(options: {
  rows: readonly GgRow[];
  service: string;
  dates: (row: GgRow) => string[];
  today: string;
}): string {
  const { rows, today } = options;
  let byDay = settledDays.get(rows);
  if (!byDay) {
    byDay = new Map();
    settledDays.set(rows, byDay);
  }
  const key = `${options.service}|${today}`;
  let settled = byDay.get(key);
  if (settled === undefined) {
    settled = '';
    for (const row of rows) {
      for (const date of options.dates(row)) if (date <= today && date > settled) settled = date;
    }
    if (byDay.size >= DAYS_KEPT) byDay.clear();
    byDay.set(key, settled);
  }
  return settled;
}

// Keyed by the shown list, which is never mutated, and then by field.
const columns = createListMemo<GgRow, readonly string[]>(Number.POSITIVE_INFINITY);

/** A field's values as upstream compares them (trimmed text, '' when empty), aligned with the rows. */
export function textColumn(rows: readonly GgRow[], field: string): readonly string[] {
  return columns(rows, field, () =>
    rows.map((row) => {
      const value = row[field];
      return value === null || value === undefined ? '' : String(value).trim();
    }),
  );
}
