// The items of the four VilageFcstInfoService_2.0 operations for one grid cell and one issue, in
// the real order and formats: 초단기실황 (8 categories), 초단기예보 (10 categories × 6 hours,
// category-major), 단기예보 (12 categories per valid time, TMN at 06시 and TMX at 15시), and
// the file version of getFcstVersion.
import { truthAt, type WeatherState } from './atmosphere.ts';
import { elementsOf, forecastAt, windOf } from './forecast.ts';
import {
  decimal,
  extreme,
  fixed1,
  humidity5,
  integer,
  observedPrecip,
  precipCategory,
  snowCategory,
  waveHeight,
} from './format.ts';
import { carriesExtreme, type Product, ultraValidTimes, vilageValidTimes } from './issues.ts';
import { HOUR_MS, hm, kstMidnight, MINUTE_MS, stamp14, ymd } from './kst.ts';
import { unit } from './noise.ts';

export interface NcstItem extends Record<string, unknown> {
  baseDate: string;
  baseTime: string;
  category: string;
  nx: number;
  ny: number;
  obsrValue: string;
}

export interface FcstItem extends Record<string, unknown> {
  baseDate: string;
  baseTime: string;
  category: string;
  fcstDate: string;
  fcstTime: string;
  fcstValue: string;
  nx: number;
  ny: number;
}

export interface Cell {
  nx: number;
  ny: number;
}

export const NCST_CATEGORIES = ['PTY', 'REH', 'RN1', 'T1H', 'UUU', 'VEC', 'VVV', 'WSD'] as const;
export const ULTRA_CATEGORIES = ['LGT', 'PTY', 'RN1', 'SKY', 'T1H', 'REH', 'UUU', 'VVV', 'VEC', 'WSD'] as const;
export const VILAGE_CATEGORIES = [
  'TMP',
  'UUU',
  'VVV',
  'VEC',
  'WSD',
  'SKY',
  'PTY',
  'POP',
  'WAV',
  'PCP',
  'REH',
  'SNO',
] as const;

/** 초단기실황: the observation at the issue hour (HH00). */
export function ncstItems(seed: number, cell: Cell, issue: number): NcstItem[] {
  const state = elementsOf(truthAt(seed, cell.nx, cell.ny, issue));
  const wind = windOf(state);
  const values: Record<(typeof NCST_CATEGORIES)[number], string> = {
    PTY: String(state.pty === 4 ? 1 : state.pty),
    REH: integer(state.humidity),
    RN1: observedPrecip(state.precip),
    T1H: fixed1(state.temp),
    UUU: fixed1(state.u),
    VEC: String(wind.vec),
    VVV: fixed1(state.v),
    WSD: fixed1(wind.wsd),
  };
  const base = { baseDate: ymd(issue), baseTime: hm(issue) };
  return NCST_CATEGORIES.map((category) => ({
    ...base,
    category,
    nx: cell.nx,
    ny: cell.ny,
    obsrValue: values[category],
  }));
}

/** 초단기예보: six hours after the HH30 issue, category by category. */
export function ultraItems(seed: number, cell: Cell, issue: number): FcstItem[] {
  const hours = ultraValidTimes(issue).map((valid) => ({
    valid,
    state: elementsOf(forecastAt(seed, cell.nx, cell.ny, valid, issue)),
  }));
  const base = { baseDate: ymd(issue), baseTime: hm(issue) };
  const items: FcstItem[] = [];
  for (const category of ULTRA_CATEGORIES) {
    for (const { valid, state } of hours) {
      const wind = windOf(state);
      const value: Record<(typeof ULTRA_CATEGORIES)[number], string> = {
        LGT: state.lightning > 0 ? '1' : '0',
        PTY: String(state.ptyShort),
        RN1: precipCategory(state.precip),
        SKY: String(state.sky),
        T1H: integer(state.temp),
        REH: humidity5(state.humidity),
        UUU: decimal(state.u),
        VVV: decimal(state.v),
        VEC: String(wind.vec),
        WSD: integer(wind.wsd),
      };
      items.push({
        ...base,
        category,
        fcstDate: ymd(valid),
        fcstTime: hm(valid),
        fcstValue: value[category],
        nx: cell.nx,
        ny: cell.ny,
      });
    }
  }
  return items;
}

/** Daily minimum (00–09시) or maximum (09–18시) of the forecast temperature, rounded. */
function dailyExtreme(forecast: (at: number) => WeatherState, dayStart: number, kind: 'TMN' | 'TMX'): number {
  const [from, to] = kind === 'TMN' ? [0, 9] : [9, 18];
  let best = kind === 'TMN' ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  for (let hour = from; hour <= to; hour++) {
    const temp = forecast(dayStart + hour * HOUR_MS).temp;
    best = kind === 'TMN' ? Math.min(best, temp) : Math.max(best, temp);
  }
  return Math.round(best);
}

/** 단기예보: every valid time of the issue, 12 categories each, plus TMN/TMX rows. */
export function vilageItems(seed: number, cell: Cell, issue: number): FcstItem[] {
  const baseDate = ymd(issue);
  const baseTime = hm(issue);
  const { nx, ny } = cell;
  const items: FcstItem[] = [];
  const days = new Map<number, { TMN: number; TMX: number }>();
  // The daily extremes read hours that are valid times too; each forecast is computed once.
  const forecasts = new Map<number, WeatherState>();
  const forecast = (at: number): WeatherState => {
    let state = forecasts.get(at);
    if (!state) {
      state = forecastAt(seed, nx, ny, at, issue);
      forecasts.set(at, state);
    }
    return state;
  };
  for (const valid of vilageValidTimes(issue)) {
    const dayStart = kstMidnight(valid);
    let extremes = days.get(dayStart);
    if (!extremes) {
      extremes = { TMN: dailyExtreme(forecast, dayStart, 'TMN'), TMX: dailyExtreme(forecast, dayStart, 'TMX') };
      days.set(dayStart, extremes);
    }
    const state = elementsOf(forecast(valid));
    const hour = Math.round((valid - dayStart) / HOUR_MS);
    // TMP stays within the day's TMN/TMX so that the three always agree.
    let temp = Math.round(state.temp);
    if (hour <= 9) temp = Math.max(temp, extremes.TMN);
    if (hour >= 9 && hour <= 18) temp = Math.min(temp, extremes.TMX);
    const wind = windOf(state);
    const value: Record<(typeof VILAGE_CATEGORIES)[number], string> = {
      TMP: integer(temp),
      UUU: decimal(state.u),
      VVV: decimal(state.v),
      VEC: String(wind.vec),
      WSD: decimal(wind.wsd),
      SKY: String(state.sky),
      PTY: String(state.pty),
      POP: String(state.pop),
      WAV: waveHeight(state.wave),
      PCP: precipCategory(state.precip),
      REH: humidity5(state.humidity),
      SNO: snowCategory(state.snow),
    };
    const fcstDate = ymd(valid);
    const fcstTime = hm(valid);
    const row = (category: string, fcstValue: string): FcstItem => ({
      baseDate,
      baseTime,
      category,
      fcstDate,
      fcstTime,
      fcstValue,
      nx,
      ny,
    });
    for (const category of VILAGE_CATEGORIES) items.push(row(category, value[category]));
    if (hour === 6 && carriesExtreme('TMN', issue, dayStart)) items.push(row('TMN', extreme(extremes.TMN)));
    if (hour === 15 && carriesExtreme('TMX', issue, dayStart)) items.push(row('TMX', extreme(extremes.TMX)));
  }
  return items;
}

export const FTYPES: Record<string, Product> = { ODAM: 'ncst', VSRT: 'ultra', SHRT: 'vilage' };

/** getFcstVersion: the file version (YYYYMMDDHHMMSS) of an issue, a few minutes after it. */
export function versionOf(seed: number, product: Product, issue: number): string {
  const delay = { ncst: [25, 38], ultra: [8, 14], vilage: [4, 9] }[product];
  const [min, max] = delay as [number, number];
  const seconds = Math.floor(unit(seed ^ 0x5e75, Math.floor(issue / MINUTE_MS)) * (max - min) * 60) + min * 60;
  return stamp14(issue + seconds * 1000);
}
