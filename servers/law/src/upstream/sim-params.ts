// Request-variable parsing of the emulated DRF: paging (display ≤ 100, larger values are cut to 100
// as upstream does), date ranges "YYYYMMDD~YYYYMMDD", JO codes, search scope and keyword matching.
import { normalizeDate } from '../data/dates.ts';
import { InvalidRequest } from './sim-respond.ts';

export const MAX_DISPLAY = 100;

export interface Paging {
  page: number;
  display: number;
}

export function paging(params: URLSearchParams): Paging {
  const display = integer(params, 'display') ?? 20;
  const page = integer(params, 'page') ?? 1;
  if (display < 1) throw new InvalidRequest('display');
  if (page < 1) throw new InvalidRequest('page');
  return { page, display: Math.min(display, MAX_DISPLAY) };
}

export function integer(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  if (!/^\d{1,7}$/.test(value.trim())) throw new InvalidRequest(name);
  return Number(value);
}

export function option<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  if (!allowed.includes(value as T)) throw new InvalidRequest(name);
  return value as T;
}

/** "20240101~20241231" (or one date) → an inclusive range. */
export function dateRange(params: URLSearchParams, name: string): { from: string; to: string } | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  const [fromText = '', toText = fromText] = value.split('~');
  const from = normalizeDate(fromText);
  const to = normalizeDate(toText);
  if (!from || !to || from > to) throw new InvalidRequest(name);
  return { from, to };
}

export function date(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  const parsed = normalizeDate(value);
  if (!parsed) throw new InvalidRequest(name);
  return parsed;
}

/** search=1 (name, the default) or 2 (body). */
export function scope(params: URLSearchParams): 1 | 2 {
  return option(params, 'search', ['1', '2']) === '2' ? 2 : 1;
}

/** Matching ignores spaces and middle dots, so "개인정보보호법" finds 「개인정보 보호법」. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\s·ㆍ・]/g, '')
    .toLowerCase();
}

/** Every space-separated word of the query must appear in the text (given by `searchText`). */
export function matcher(query: string | null): ((haystack: string) => boolean) | undefined {
  const words = (query ?? '')
    .split(/\s+/)
    .map(normalizeText)
    .filter((word) => word.length > 0 && word !== '*');
  if (words.length === 0) return undefined;
  return (haystack) => words.every((word) => haystack.includes(word));
}

// Normalized search texts by the record they are composed from and what they cover: a record is
// never changed (an overlay makes new ones), so its text is normalized once, not on every search.
const searchTexts = new WeakMap<object, Map<string, string>>();

/** The normalized text of one record for matching, e.g. a precedent's 사건명 or its whole body. */
export function searchText(record: object, covers: string, compose: () => string): string {
  let texts = searchTexts.get(record);
  if (!texts) {
    texts = new Map();
    searchTexts.set(record, texts);
  }
  let text = texts.get(covers);
  if (text === undefined) {
    text = normalizeText(compose());
    texts.set(covers, text);
  }
  return text;
}

export function inRange(value: string, range: { from: string; to: string } | undefined): boolean {
  return !range || (value >= range.from && value <= range.to);
}

/** Code-point order: locale-independent, so every machine sorts the same way. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function slice<T>(rows: readonly T[], page: Paging): T[] {
  const start = (page.page - 1) * page.display;
  return rows.slice(start, start + page.display);
}
