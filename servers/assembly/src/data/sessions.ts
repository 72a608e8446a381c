// The sitting calendar of a term: 회기 (임시회 monthly, 정기회 September–December 9), plenary
// meetings, and committee full and subcommittee meetings. Bill stage dates are drawn from these
// days, so a bill's committee dates always match a meeting in the committee schedule API.
import { createRng, hashSeed } from '@kopa/kit';
import { type Day, dayOf, firstOnOrAfter, indexOnOrAfter, monthOf, nextBusinessDay, yearOf } from './calendar.ts';
import { COMMITTEES, type CommitteeSpec, DATA_END, termOf } from './reference.ts';
import { compareText } from './text.ts';

export interface Session {
  no: number;
  kind: '임시회' | '정기회';
  start: Day;
  end: Day;
}

export interface Plenary {
  day: Day;
  session: Session;
  cha: number;
  /** "제418회 국회(정기회) 제5차 본회의" */
  name: string;
}

export interface CommitteeMeeting {
  committee: CommitteeSpec;
  day: Day;
  session: Session;
  degree: number;
  kind: 'full' | 'sub';
  time: string;
  /** "제418회 국회(정기회) 제3차 보건복지위원회" */
  name: string;
}

export interface TermCalendar {
  age: number;
  lastDay: Day;
  sessions: Session[];
  plenaries: Plenary[];
  plenaryDays: Day[];
  meetings: CommitteeMeeting[];
  /** Full-meeting days per committee, sorted. */
  fullDays: ReadonlyMap<string, Day[]>;
  sessionOn(day: Day): Session | undefined;
  /** First plenary on or after a day (undefined past the last). */
  plenaryFrom(day: Day): Plenary | undefined;
  /** First full meeting of a committee on or after a day. */
  meetingFrom(committee: string, day: Day): CommitteeMeeting | undefined;
  /** First full meeting on or after a day that takes up a batch (e.g. one law's bills, merged into
   *  one alternative): about one meeting in `every`, chosen by a hash of the batch key. */
  batchMeetingFrom(options: {
    committee: string;
    batch: string;
    day: Day;
    every: number;
  }): CommitteeMeeting | undefined;
}

const PLENARY_OFFSETS = { 임시회: [1, 14, 26], 정기회: [1, 22, 57, 71, 84, 90, 97] };
const FULL_OFFSETS = { 임시회: [3, 11, 20], 정기회: [6, 15, 60, 67, 75, 83] };
const SUB_OFFSETS = { 임시회: [8, 16], 정기회: [63, 71, 79] };

/** The term's calendar through `end` (the data window's last day); a later end only adds days after it. */
export function buildCalendar(age: number, seed: string, end: Day = DATA_END): TermCalendar {
  const term = termOf(age);
  const lastDay = Math.min(term.end, end);
  const sessions = buildSessions(term.start, term.end, term.firstSession, lastDay);
  const plenaries: Plenary[] = [];
  for (const session of sessions) {
    let cha = 0;
    for (const offset of PLENARY_OFFSETS[session.kind]) {
      const day = nextBusinessDay(session.start + offset);
      if (day > session.end || day > lastDay || plenaries.at(-1)?.day === day) continue;
      cha++;
      plenaries.push({ day, session, cha, name: `제${session.no}회 국회(${session.kind}) 제${cha}차 본회의` });
    }
  }
  const meetings: CommitteeMeeting[] = [];
  const fullDays = new Map<string, Day[]>();
  const byKey = new Map<string, CommitteeMeeting>();
  for (const committee of COMMITTEES) {
    if (committee.role === 'special') continue;
    const rng = createRng(hashSeed(seed, 'meetings', age, committee.code));
    const days: Day[] = [];
    for (const session of sessions) {
      for (const kind of ['full', 'sub'] as const) {
        const offsets = (kind === 'full' ? FULL_OFFSETS : SUB_OFFSETS)[session.kind];
        let degree = 0;
        let previous = -1;
        for (const offset of offsets) {
          const day = nextBusinessDay(session.start + offset + rng.int(0, 2));
          if (day > session.end || day > lastDay || day <= previous) continue;
          previous = day;
          degree++;
          const title = kind === 'full' ? committee.name : `${committee.name} 법안심사소위원회`;
          const meeting: CommitteeMeeting = {
            committee,
            day,
            session,
            degree,
            kind,
            time: kind === 'full' ? '10:00' : '14:00',
            name: `제${session.no}회 국회(${session.kind}) 제${degree}차 ${title}`,
          };
          meetings.push(meeting);
          if (kind === 'full') {
            days.push(day);
            byKey.set(`${committee.name}|${day}`, meeting);
          }
        }
      }
    }
    fullDays.set(
      committee.name,
      days.sort((a, b) => a - b),
    );
  }
  meetings.sort(
    (a, b) => a.day - b.day || compareText(a.committee.code, b.committee.code) || compareText(a.time, b.time),
  );
  const plenaryDays = plenaries.map((plenary) => plenary.day);
  return {
    age,
    lastDay,
    sessions,
    plenaries,
    plenaryDays,
    meetings,
    fullDays,
    sessionOn: (day) => sessions.find((session) => session.start <= day && day <= session.end),
    plenaryFrom(day) {
      const found = firstOnOrAfter(plenaryDays, day);
      return found === undefined ? undefined : plenaries.find((plenary) => plenary.day === found);
    },
    meetingFrom(committee, day) {
      const found = firstOnOrAfter(fullDays.get(committee) ?? [], day);
      return found === undefined ? undefined : byKey.get(`${committee}|${found}`);
    },
    batchMeetingFrom({ committee, batch, day, every }) {
      const days = fullDays.get(committee) ?? [];
      for (let index = indexOnOrAfter(days, day); index < days.length; index++) {
        const candidate = days[index] as Day;
        if (hashSeed(seed, batch, candidate) % every === 0) return byKey.get(`${committee}|${candidate}`);
      }
      return undefined;
    },
  };
}

function buildSessions(termStart: Day, termEnd: Day, firstNo: number, lastDay: Day): Session[] {
  const sessions: Session[] = [];
  let no = firstNo;
  const push = (kind: Session['kind'], start: Day, end: Day) => {
    const previousEnd = sessions.at(-1)?.end ?? termStart;
    const from = nextBusinessDay(Math.max(start, previousEnd + 1));
    if (from > lastDay || from > termEnd) return false;
    sessions.push({ no: no++, kind, start: from, end: Math.min(end, termEnd) });
    return true;
  };
  const first = nextBusinessDay(termStart + 6);
  push('임시회', first, first + 29);
  let year = yearOf(first);
  let month = monthOf(first) + 1;
  for (;;) {
    if (month > 12) {
      month = 1;
      year++;
    }
    let added = true;
    if (month === 9) added = push('정기회', dayOf(year, 9, 1), dayOf(year, 12, 9));
    else if (month === 12) added = push('임시회', dayOf(year, 12, 10), dayOf(year + 1, 1, 8));
    else if (month !== 10 && month !== 11 && month !== 1) {
      const start = dayOf(year, month, 1);
      added = push('임시회', start, start + 29);
    }
    if (!added && dayOf(year, month, 1) > Math.min(lastDay, termEnd)) break;
    month++;
  }
  return sessions;
}
