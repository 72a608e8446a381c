// Clock words read against the session clock. Every prompt states the task's frozen clock
// (`현재 시각: …`, from task.state.<platform>.clock.now or the servers' default), so a calendar word
// (오늘, 어제, 올해, 이번 주, …) names one day, year, week or month. Such a word is settled when the
// golden plan's arguments carry what it names under that clock: then the grader's reading is the
// clock's, and a solver told the same clock reaches it. A word with no calendar reading (최근, 요즘,
// 접수 중, 이번 회차, …), or whose reading no golden argument carries, stays a finding.
import { describeNow, sessionNow } from '@kopa/kit';
import type { Task } from '../schema.ts';
import { dayOf } from './day.ts';

type Reading =
  | { unit: 'day'; offset: number }
  | { unit: 'year'; offset: number }
  | { unit: 'week' }
  | { unit: 'month' };

/** The calendar reading of each clock word (spaces removed); words not listed have none. */
const READINGS: Readonly<Record<string, Reading>> = {
  오늘: { unit: 'day', offset: 0 },
  지금: { unit: 'day', offset: 0 },
  현재: { unit: 'day', offset: 0 },
  어제: { unit: 'day', offset: -1 },
  내일: { unit: 'day', offset: 1 },
  올해: { unit: 'year', offset: 0 },
  작년: { unit: 'year', offset: -1 },
  이번주: { unit: 'week' },
  이번달: { unit: 'month' },
  이번달에: { unit: 'month' },
};

const DAY_MS = 86_400_000;
const KST_MS = 9 * 3_600_000;

/** YYYYMMDD of a UTC-midnight instant. */
const ymd = (instant: number) => new Date(instant).toISOString().slice(0, 10).replaceAll('-', '');

/** The session's day in Seoul as a UTC-midnight instant. */
function sessionDay(now: string): number {
  const seoul = new Date(Date.parse(now) + KST_MS);
  return Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate());
}

/** Every scalar argument of the golden plan, as text. */
function goldenArguments(task: Task): string[] {
  const values: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string' || typeof value === 'number') values.push(String(value).trim());
    else if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) walk(item);
  };
  for (const action of task.golden.actions) walk(action.args);
  return values;
}

/** What `reading` names under the clock whose day is `today`, and whether an argument carries it. */
function judge(reading: Reading, today: number, args: readonly string[]): { names: string; carried: boolean } {
  const days = args.flatMap((arg) => dayOf(arg) ?? []);
  const todayYmd = ymd(today);
  switch (reading.unit) {
    case 'day': {
      const day = ymd(today + reading.offset * DAY_MS);
      return { names: day, carried: days.includes(day) };
    }
    case 'year': {
      const year = String(Number(todayYmd.slice(0, 4)) + reading.offset);
      // The year itself (AY, implYy, baseYY) or a range that starts on its first day.
      return { names: year, carried: args.includes(year) || days.includes(`${year}0101`) };
    }
    case 'week': {
      const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
      const [first, last] = [ymd(monday), ymd(monday + 6 * DAY_MS)];
      return { names: `${first}–${last}`, carried: days.some((day) => day >= first && day <= last) };
    }
    case 'month': {
      const month = todayYmd.slice(0, 6);
      return { names: month, carried: args.includes(month) || days.some((day) => day.startsWith(month)) };
    }
  }
}

export interface ClockJudgement {
  /** The clock words the session clock and the golden plan do not settle. */
  open: string[];
  /** Why each open word with a calendar reading stays open, for the finding's message. */
  notes: string[];
}

/** Sorts the clock words of a query into settled (dropped) and open ones. */
export function judgeClockWords(task: Task, words: readonly string[]): ClockJudgement {
  const now = sessionNow({ platforms: task.platforms, state: task.state });
  const today = sessionDay(now);
  const args = goldenArguments(task);
  const open: string[] = [];
  const notes: string[] = [];
  for (const word of words) {
    const reading = READINGS[word.replace(/\s+/g, '')];
    if (!reading) {
      open.push(word);
      continue;
    }
    const { names, carried } = judge(reading, today, args);
    if (carried) continue;
    open.push(word);
    notes.push(`${word} is ${names} by the session clock, ${describeNow(now)}, and no golden argument carries it`);
  }
  return { open, notes };
}
