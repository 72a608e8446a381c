// The one service plan every subway service reads: trains leave each segment's ends at
// time-of-day headways, run a fixed time per station, and so timetables, first/last trains,
// realtime arrivals and realtime positions all describe the same trains.
import { hashSeed } from '@kopa/kit';
import { clock, pad } from './calendar.ts';
import type { LineStation, Segment } from './network.ts';

/** INOUT_TAG 1 = 상행·내선 (towards the segment's first station), 2 = 하행·외선. */
export type InOut = '1' | '2';
export type WeekTag = '1' | '2' | '3';

const DWELL_SECONDS = 30;
const LAST_DEPARTURE = 24 * 3600 - 10 * 60;

/** Seconds a train needs per station on a segment (run + dwell). */
export function secondsPerStation(segment: Segment): number {
  return 110 + (hashSeed('run', segment.id) % 4) * 5;
}

function headwaySeconds(options: { segment: Segment; weekTag: WeekTag; second: number }): number {
  const hour = options.second / 3600;
  let minutes: number;
  if (options.weekTag === '1') {
    minutes = hour < 7 ? 8 : hour < 9.5 ? 3 : hour < 17.5 ? 6 : hour < 20 ? 4 : hour < 22 ? 7 : 10;
  } else if (options.weekTag === '2') {
    minutes = hour < 10 ? 8 : hour < 21 ? 6 : 10;
  } else {
    minutes = hour < 10 ? 9 : hour < 21 ? 7 : 11;
  }
  // Short branches and the Korail 경부 stretch run less often than the trunk lines.
  const stations = options.segment.stations.length;
  const factor = options.segment.id === '1001-1' ? 2 : stations < 20 ? 1.5 : 1;
  return Math.round(minutes * 60 * factor);
}

export interface DepartureQuery {
  segment: Segment;
  inout: InOut;
  weekTag: WeekTag;
}
export type Departures = (query: DepartureQuery) => number[];

/** Seconds after midnight at which trains leave the segment's origin, memoized per dataset. */
export function createDepartures(): Departures {
  const cache = new Map<string, number[]>();
  return ({ segment, inout, weekTag }) => {
    const key = `${segment.id}|${inout}|${weekTag}`;
    let times = cache.get(key);
    if (!times) {
      times = [];
      let second = 5 * 3600 + 30 * 60 + (hashSeed('first', key) % 6) * 60;
      while (second <= LAST_DEPARTURE) {
        times.push(second);
        second += headwaySeconds({ segment, weekTag, second });
      }
      cache.set(key, times);
    }
    return times;
  };
}

/** The stations in travel order for a direction. */
export function travelOrder(segment: Segment, inout: InOut): LineStation[] {
  return inout === '2' ? segment.stations : [...segment.stations].reverse();
}

export function positionOf(segment: Segment, station: LineStation, inout: InOut): number {
  return inout === '2' ? station.order : segment.stations.length - 1 - station.order;
}

/** Train-number letters of the lines whose subwayId does not end in their line number. */
const TRAIN_LETTERS: Record<string, string> = {
  '1077': 'D',
  '1063': 'K',
  '1075': 'K',
  '1065': 'A',
  '1067': 'P',
  '1032': 'G',
  '1093': 'S',
};

/** The 4-character train number of the j-th departure. */
export function trainNo(options: { segment: Segment; inout: InOut; index: number }): string {
  const lead =
    TRAIN_LETTERS[options.segment.subwayId] ??
    (options.segment.id === '1001-1' ? 'K' : options.segment.subwayId.slice(3));
  const branch = Number(options.segment.id.split('-')[1] ?? 0) * 200;
  return `${lead}${pad((branch + options.index * 2 + (options.inout === '1' ? 0 : 1)) % 1000, 3)}`;
}

export interface TimetableRow {
  [field: string]: string;
  LINE_NUM: string;
  FR_CODE: string;
  STATION_CD: string;
  STATION_NM: string;
  TRAIN_NO: string;
  ARRIVETIME: string;
  LEFTTIME: string;
  ORIGINSTATION: string;
  DESTSTATION: string;
  SUBWAYSNAME: string;
  SUBWAYENAME: string;
  WEEK_TAG: string;
  INOUT_TAG: string;
  FL_FLAG: string;
  DESTSTATION2: string;
  EXPRESS_YN: string;
  BRANCH_LINE: string;
}

/** Every train that stops at a station for one direction and day type (SearchSTNTimeTableByIDService). */
export function timetable(options: DepartureQuery & { station: LineStation; departures: Departures }): TimetableRow[] {
  const { segment, station, inout, weekTag, departures } = options;
  const ordered = travelOrder(segment, inout);
  const origin = ordered[0] ?? station;
  const terminal = ordered.at(-1) ?? station;
  const position = positionOf(segment, station, inout);
  const perStation = secondsPerStation(segment);
  return departures({ segment, inout, weekTag }).map((departure, index) => {
    const arrive = departure + position * perStation;
    return {
      LINE_NUM: station.LINE_NUM,
      FR_CODE: station.FR_CODE,
      STATION_CD: station.STATION_CD,
      STATION_NM: station.STATION_NM,
      TRAIN_NO: trainNo({ segment, inout, index }),
      // The origin's arrival and the terminal's departure are printed as 00:00:00 upstream.
      ARRIVETIME: position === 0 ? '00:00:00' : clock(arrive),
      LEFTTIME: station === terminal ? '00:00:00' : clock(arrive + DWELL_SECONDS),
      ORIGINSTATION: origin.STATION_CD,
      DESTSTATION: terminal.STATION_CD,
      SUBWAYSNAME: origin.STATION_NM,
      SUBWAYENAME: terminal.STATION_NM,
      WEEK_TAG: weekTag,
      INOUT_TAG: inout,
      FL_FLAG: '',
      DESTSTATION2: '',
      EXPRESS_YN: 'G',
      BRANCH_LINE: '',
    };
  });
}

export interface FirstLastRow {
  [field: string]: string;
  SBWY_ROUT_LN: string;
  UPLN_DNLN: string;
  DOW: string;
  SUBW_CD: string;
  STTN: string;
  FSTT_HRM: string;
  FSTT_DPTRE_STTN: string;
  FSTT_ARVL_STTN: string;
  LSTTM_HRM: string;
  LSTTM_DPTRE_STTN: string;
  LSTTM_ARVL_STTN: string;
}

const hrm = (seconds: number) => clock(seconds).replace(/:/g, '');

/** First and last train through a station (SearchFirstAndLastTrainbyLineServiceNew). */
export function firstLast(options: DepartureQuery & { station: LineStation; departures: Departures }): FirstLastRow {
  const { segment, station, inout, weekTag, departures } = options;
  const ordered = travelOrder(segment, inout);
  const origin = ordered[0]?.STATION_NM ?? '';
  const terminal = ordered.at(-1)?.STATION_NM ?? '';
  const times = departures({ segment, inout, weekTag });
  const offset = positionOf(segment, station, inout) * secondsPerStation(segment);
  return {
    SBWY_ROUT_LN: station.LINE_NUM,
    UPLN_DNLN: inout,
    DOW: weekTag,
    SUBW_CD: station.STATION_CD,
    STTN: station.STATION_NM,
    FSTT_HRM: hrm((times[0] ?? 0) + offset),
    FSTT_DPTRE_STTN: origin,
    FSTT_ARVL_STTN: terminal,
    LSTTM_HRM: hrm((times.at(-1) ?? 0) + offset),
    LSTTM_DPTRE_STTN: origin,
    LSTTM_ARVL_STTN: terminal,
  };
}
