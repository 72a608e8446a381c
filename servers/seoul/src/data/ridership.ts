// CardSubwayStatsNew: boardings and alightings per line station per day, generated lazily one
// day at a time from the seed (about 490 rows a day, 2025-01-01 onward), published with the
// real ~3-day lag (REG_YMD = USE_YMD + 3).
import { createRng, hashSeed } from '@kopa/kit';
import { addDays, dayNumber, weekTag, type Ymd } from './calendar.ts';
import type { LineStation } from './network.ts';

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

/** Hubs whose real ridership is several times a typical station's. */
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
      const rng = createRng(hashSeed(options.seed, 'ridership-base', key));
      const typical = Math.exp(rng.normal(9.55, 0.55));
      const volume = Math.min(130_000, Math.max(1_200, typical * (HUBS.has(station.STATION_NM) ? 3.2 : 1)));
      bases.push({ line: station.ridershipLine, name: station.STATION_NM, volume, balance: 0.94 + rng.next() * 0.12 });
    }
    return bases;
  };
  const days = new Map<Ymd, RidershipRow[]>();

  const generate = (day: Ymd): RidershipRow[] => {
    const tag = weekTag(day);
    const dayFactor = tag === '1' ? 1 : tag === '2' ? 0.74 : 0.56;
    const month = Number(day.slice(4, 6));
    const season = 1 + 0.05 * Math.sin((2 * Math.PI * (month - 3)) / 12);
    const trend = 1 + (dayNumber(day) - dayNumber(RIDERSHIP_START)) * 0.00002;
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
