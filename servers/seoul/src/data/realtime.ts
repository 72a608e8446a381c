// Realtime arrivals (realtimeStationArrival) and train positions (realtimePosition) as a pure
// function of the clock: the trains of the service plan in schedule.ts, seen at `now`.
import { addDays, kstSecondOfDay, kstStamp, kstYmd, pad, weekTag } from './calendar.ts';
import type { LineStation, Segment } from './network.ts';
import { type Departures, type InOut, positionOf, secondsPerStation, trainNo, travelOrder } from './schedule.ts';

const DWELL_SECONDS = 30;
const DAY = 86_400;

export interface NetworkIndex {
  segments: readonly Segment[];
  segmentOf(station: LineStation): Segment | undefined;
  /** Line stations by realtime name (statnNm). */
  byStatnNm(name: string): readonly LineStation[];
}

interface RunningTrain {
  index: number;
  /** Origin departure, in seconds relative to today's midnight (negative for yesterday's trains). */
  departure: number;
  last: boolean;
}

/** Trains of today's and yesterday's plan (yesterday's may still run after midnight). */
function trainsOf(options: { segment: Segment; inout: InOut; now: Date; departures: Departures }): RunningTrain[] {
  const today = kstYmd(options.now);
  const trains: RunningTrain[] = [];
  for (const [shift, day] of [
    [-DAY, addDays(today, -1)],
    [0, today],
  ] as const) {
    const times = options.departures({ segment: options.segment, inout: options.inout, weekTag: weekTag(day) });
    times.forEach((time, index) => {
      trains.push({ index, departure: time + shift, last: index === times.length - 1 });
    });
  }
  return trains;
}

const updnName = (segment: Segment, inout: InOut) =>
  segment.loop ? (inout === '1' ? '내선' : '외선') : inout === '1' ? '상행' : '하행';

export type RealtimeRow = Record<string, string>;

/** Up to two approaching trains per line and direction at every line station with this name. */
export function arrivals(options: {
  name: string;
  now: Date;
  network: NetworkIndex;
  departures: Departures;
}): RealtimeRow[] {
  const stations = options.network.byStatnNm(options.name);
  const nowSecond = kstSecondOfDay(options.now);
  const transfers = [...stations].sort((a, b) => (a.subwayId < b.subwayId ? -1 : a.subwayId > b.subwayId ? 1 : 0));
  const rows: RealtimeRow[] = [];
  for (const station of transfers) {
    const segment = options.network.segmentOf(station);
    if (!segment) continue;
    const perStation = secondsPerStation(segment);
    for (const inout of ['1', '2'] as const) {
      const ordered = travelOrder(segment, inout);
      const position = positionOf(segment, station, inout);
      const terminal = ordered.at(-1) ?? station;
      if (terminal === station) continue; // trains end here in this direction
      const next = ordered[position + 1] ?? terminal;
      const previous = ordered[position - 1];
      const approaching = trainsOf({ segment, inout, now: options.now, departures: options.departures })
        .map((train) => ({ train, eta: train.departure + position * perStation - nowSecond }))
        .filter(({ train, eta }) => eta >= -DWELL_SECONDS + 5 && train.departure <= nowSecond + 300)
        .sort((a, b) => a.eta - b.eta)
        .slice(0, 2);
      approaching.forEach(({ train, eta }, rank) => {
        const seconds = Math.max(0, eta);
        const away = Math.ceil(seconds / perStation);
        const at = ordered[Math.max(0, position - away)] ?? station;
        const { code, message } = arrivalMessage({ seconds, away, perStation, station, at });
        rows.push({
          subwayId: station.subwayId,
          subwayNm: '',
          updnLine: updnName(segment, inout),
          trainLineNm: `${terminal.statnNm}행 - ${next.statnNm}방면`,
          subwayHeading: '',
          statnFid: previous?.statnId ?? '',
          statnTid: next.statnId,
          statnId: station.statnId,
          statnNm: station.statnNm,
          trainCo: '',
          trnsitCo: String(transfers.length),
          ordkey: `${inout === '1' ? 0 : 1}${rank + 1}${pad(away, 3)}${terminal.statnNm}0`,
          subwayList: transfers.map((entry) => entry.subwayId).join(','),
          statnList: transfers.map((entry) => entry.statnId).join(','),
          btrainSttus: '일반',
          barvlDt: String(seconds),
          btrainNo: trainNo({ segment, inout, index: train.index }),
          bstatnId: terminal.statnId,
          bstatnNm: terminal.statnNm,
          recptnDt: kstStamp(options.now),
          arvlMsg2: message,
          arvlMsg3: at.statnNm,
          arvlCd: code,
          lstcarAt: train.last ? '1' : '0',
        });
      });
    }
  }
  return rows;
}

function arrivalMessage(options: {
  seconds: number;
  away: number;
  perStation: number;
  station: LineStation;
  at: LineStation;
}): { code: string; message: string } {
  const { seconds, away, perStation, station, at } = options;
  if (seconds === 0) return { code: '1', message: `${station.statnNm} 도착` };
  if (seconds <= 30) return { code: '0', message: `${station.statnNm} 진입` };
  if (away === 1) {
    // Still dwelling at the previous station, or already on the way.
    return seconds > perStation - DWELL_SECONDS
      ? { code: '5', message: '전역 도착' }
      : { code: '3', message: '전역 출발' };
  }
  if (seconds < 600) return { code: '99', message: `[${away}]번째 전역 (${at.statnNm})` };
  return { code: '99', message: `${Math.floor(seconds / 60)}분 후 (${at.statnNm})` };
}

/** Every train running on a line now (realtimePosition), by the line name, e.g. 2호선. */
export function positions(options: {
  route: string;
  now: Date;
  network: NetworkIndex;
  departures: Departures;
}): RealtimeRow[] {
  const nowSecond = kstSecondOfDay(options.now);
  const rows: RealtimeRow[] = [];
  for (const segment of options.network.segments.filter((entry) => entry.route === options.route)) {
    const perStation = secondsPerStation(segment);
    for (const inout of ['1', '2'] as const) {
      const ordered = travelOrder(segment, inout);
      const terminal = ordered.at(-1);
      if (!terminal) continue;
      for (const train of trainsOf({ segment, inout, now: options.now, departures: options.departures })) {
        const travelled = (nowSecond - train.departure) / perStation;
        if (travelled < 0 || travelled > ordered.length - 1) continue;
        const index = Math.floor(travelled);
        const intoStation = (travelled - index) * perStation;
        const status = intoStation < DWELL_SECONDS ? '1' : intoStation < DWELL_SECONDS + 15 ? '2' : '0';
        const station = (status === '0' ? ordered[index + 1] : ordered[index]) ?? terminal;
        rows.push({
          subwayId: segment.subwayId,
          subwayNm: segment.route,
          statnId: station.statnId,
          statnNm: station.statnNm,
          trainNo: trainNo({ segment, inout, index: train.index }),
          lastRecptnDt: kstYmd(options.now),
          recptnDt: kstStamp(options.now),
          updnLine: inout === '1' ? '0' : '1',
          statnTid: terminal.statnId,
          statnTnm: terminal.statnNm,
          trainSttus: status,
          directAt: '0',
          lstcarAt: train.last ? '1' : '0',
        });
      }
    }
  }
  return rows;
}
