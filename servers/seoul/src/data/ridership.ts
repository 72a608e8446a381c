// CardSubwayStatsNew: boardings and alightings per line station per day, generated lazily one
// day at a time from the seed (about 650 rows a day, 2025-01-01 onward), published with the
// real ~3-day lag (REG_YMD = USE_YMD + 3). Each station's level is its real weekday mean of May
// 2025 (ridership-base.json); stations the public extract lacks get a seeded lognormal level.
import { createRng, hashSeed } from '@kopa/kit';
import { addDays, dayNumber, weekTag, type Ymd } from './calendar.ts';
import type { LineStation } from './network.ts';
import realBase from './ridership-base.json' with { type: 'json' };

export const RIDERSHIP_START: Ymd = '20250101';
export const PUBLICATION_LAG_DAYS = 3;

export interface RidershipRow {
  [field: string]: string | number;
  USE_YMD: string;
  SBWY_ROUT_LN_NM: string;
  SBWY_STNS_NM: string;
  GTON_TNOPE: number;
  GTOFF_TNOPE: number;
  REG_YMD: string;
}

export const ridershipKey = (row: { USE_YMD: string; SBWY_ROUT_LN_NM: string; SBWY_STNS_NM: string }) =>
  `${row.USE_YMD}|${row.SBWY_ROUT_LN_NM}|${row.SBWY_STNS_NM}`;

const REAL_WEEKDAY_MEANS: Readonly<Record<string, readonly number[]>> = realBase.stations;

/** Hubs the public extract might miss (renamed stations) whose ridership is several times a typical station's. */
const HUBS = new Set([
  '강남',
  '잠실',
  '홍대입구',
  '신림',
  '구로디지털단지',
  '서울역',
  '고속터미널',
  '삼성',
  '선릉',
  '역삼',
  '신도림',
  '을지로입구',
  '여의도',
  '건대입구',
  '사당',
  '광화문',
  '종각',
  '수원',
  '부평',
]);

/** The last day published by `today` (USE_YMD + lag ≤ today). */
export function lastPublishedDay(today: Ymd): Ymd {
  return addDays(today, -PUBLICATION_LAG_DAYS);
}

const seasonOf = (month: number) => 1 + 0.05 * Math.sin((2 * Math.PI * (month - 3)) / 12);
const trendOf = (day: Ymd) => 1 + (dayNumber(day) - dayNumber(RIDERSHIP_START)) * 0.00002;
/** The May 2025 means already carry that month's season and trend; the generator adds them back. */
const REAL_BASE_SCALE = 1 / (seasonOf(5) * trendOf('20250515'));

export interface Ridership {
  /** The rows of one day, in network order (generated on first use, memoized). */
  on(day: Ymd): readonly RidershipRow[];
  /** Every row from RIDERSHIP_START through `until` (for hashes and counts). */
  through(until: Ymd): RidershipRow[];
}

export function createRidership(options: { seed: string; stations: () => readonly LineStation[] }): Ridership {
  let bases: Array<{ line: string; name: string; volume: number; balance: number }> | undefined;
  const baseVolumes = () => {
    if (bases) return bases;
    const seen = new Set<string>();
    bases = [];
    for (const station of options.stations()) {
      const key = `${station.ridershipLine}|${station.STATION_NM}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (!station.ridershipLine) continue;
      const rng = createRng(hashSeed(options.seed, 'ridership-base', key));
      const typical = Math.exp(rng.normal(9.55, 0.55));
      const real = REAL_WEEKDAY_MEANS[key];
      const [boardings = 0, alightings = 0] = real ?? [];
      const volume = real
        ? Math.max(1, boardings * REAL_BASE_SCALE)
        : Math.min(130_000, Math.max(1_200, typical * (HUBS.has(station.STATION_NM) ? 3.2 : 1)));
      const balance = real && boardings > 0 ? alightings / boardings : 0.94 + rng.next() * 0.12;
      bases.push({ line: station.ridershipLine, name: station.STATION_NM, volume, balance });
    }
    return bases;
  };
  const days = new Map<Ymd, RidershipRow[]>();

  const generate = (day: Ymd): RidershipRow[] => {
    const tag = weekTag(day);
    const dayFactor = tag === '1' ? 1 : tag === '2' ? 0.74 : 0.56;
    const season = seasonOf(Number(day.slice(4, 6)));
    const trend = trendOf(day);
    const registered = addDays(day, PUBLICATION_LAG_DAYS);
    return baseVolumes().map((base) => {
      const rng = createRng(hashSeed(options.seed, 'ridership', day, base.line, base.name));
      const boardings = Math.max(0, Math.round(base.volume * dayFactor * season * trend * rng.normal(1, 0.06)));
      const alightings = Math.max(0, Math.round(boardings * base.balance * rng.normal(1, 0.03)));
      return {
        USE_YMD: day,
        SBWY_ROUT_LN_NM: base.line,
        SBWY_STNS_NM: base.name,
        GTON_TNOPE: boardings,
        GTOFF_TNOPE: alightings,
        REG_YMD: registered,
      };
    });
  };

  const on = (day: Ymd) => {
    let rows = days.get(day);
    if (!rows) {
      rows = generate(day);
      if (days.size >= 64) days.clear();
      days.set(day, rows);
    }
    return rows;
  };

  return {
    on,
    through(until) {
      const rows: RidershipRow[] = [];
      for (let day = RIDERSHIP_START; day <= until; day = addDays(day, 1)) rows.push(...generate(day));
      return rows;
    },
  };
}
