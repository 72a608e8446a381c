// The session's frozen clock as a model is told it: one Korean line in Seoul time with the weekday,
// as real assistants get today's date in their system prompt. The evaluator's agents and the
// synthesizer's exports share it, so that a model trained on the exports sees what it is tested
// with. Formatted by hand from the ISO string (no Intl, whose output varies with the ICU build).
import { DEFAULT_NOW } from './state.ts';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const SEOUL_OFFSET_MINUTES = 9 * 60;

/** `2026-09-01T10:00:00+09:00` → `현재 시각: 2026년 9월 1일 (화) 오전 10:00 (KST, Asia/Seoul)`. */
export function describeNow(iso: string): string {
  const match = ISO.exec(iso.trim());
  if (!match) throw new Error(`"${iso}" is not an ISO 8601 date-time with an offset; pass e.g. ${DEFAULT_NOW}`);
  const [, year, month, day, hour, minute, second = '0', zone = 'Z'] = match;
  const offset =
    zone.toUpperCase() === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  // The wall clock in Seoul, read through the UTC accessors of a shifted instant.
  const seoul = new Date(utc + (SEOUL_OFFSET_MINUTES - offset) * 60_000);
  const hours = seoul.getUTCHours();
  const period = hours < 12 ? '오전' : '오후';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(seoul.getUTCMinutes()).padStart(2, '0');
  const date = `${seoul.getUTCFullYear()}년 ${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일`;
  return `현재 시각: ${date} (${WEEKDAYS[seoul.getUTCDay()]}) ${period} ${twelve}:${minutes} (KST, Asia/Seoul)`;
}

/**
 * A session's "now": the first platform's injected clock (in the order given), else any platform's
 * clock in the state, else the servers' default clock. Platforms share one clock in practice.
 */
export function sessionNow(options: {
  platforms: readonly string[];
  state?: Readonly<Record<string, unknown>>;
}): string {
  const clockOf = (value: unknown): string | undefined => {
    const now = (value as { clock?: { now?: unknown } } | undefined)?.clock?.now;
    return typeof now === 'string' ? now : undefined;
  };
  const state = options.state ?? {};
  for (const platform of options.platforms) {
    const now = clockOf(state[platform]);
    if (now) return now;
  }
  for (const value of Object.values(state)) {
    const now = clockOf(value);
    if (now) return now;
  }
  return DEFAULT_NOW;
}

/** A system prompt that ends with the session's date line: appended once, after a blank line. */
export function withSessionDate(options: {
  system: string;
  platforms: readonly string[];
  state?: Readonly<Record<string, unknown>>;
}): string {
  const line = describeNow(sessionNow(options));
  return options.system.includes(line) ? options.system : `${options.system}\n\n${line}`;
}
