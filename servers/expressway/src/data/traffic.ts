// Tollbooth traffic: daily entry/exit volumes per unit (the >100k-row fact table) and the hourly and
// 15-minute slots trafficIc serves, split by TCS/하이패스 and car type, plus the national daily totals.
import { dayIndex, HOLIDAY_FACTORS, WINDOW_END, WINDOW_START, weekday, ymdOfDay } from './calendar.ts';
import type { UnitModel } from './network.ts';
import { gauss, keyOf, uniform } from './noise.ts';
import type { UnitDailyRow } from './types.ts';

/** Share of a day's traffic in each hour (KST), sums to 1. */
export const HOURLY = [
  0.012, 0.008, 0.006, 0.006, 0.009, 0.02, 0.038, 0.058, 0.064, 0.058, 0.055, 0.056, 0.055, 0.056, 0.058, 0.06, 0.064,
  0.068, 0.066, 0.054, 0.042, 0.032, 0.024, 0.011,
] as const;
const PEAK = Math.max(...HOURLY);

/** Car types 1–6 (1종…5종, 6종 경차) and their shares of traffic. */
export const CAR_SHARES = [0.775, 0.035, 0.05, 0.055, 0.045, 0.04] as const;
/** tcsType 1 (TCS) and 2 (하이패스). */
export const TCS_SHARES = [0.14, 0.86] as const;

const WEEKDAY_FACTORS = [1.06, 0.95, 0.93, 0.94, 0.97, 1.1, 1.08] as const;
const MONTH_FACTORS = [0.92, 0.93, 0.98, 1.02, 1.05, 1.0, 1.06, 1.1, 1.02, 1.06, 1.0, 0.95] as const;

export interface TrafficContext {
  seed: string;
  unitKeys: Map<string, number>;
}

export function createTrafficContext(seed: string): TrafficContext {
  return { seed, unitKeys: new Map() };
}

function unitKey(context: TrafficContext, unitCode: string): number {
  let key = context.unitKeys.get(unitCode);
  if (key === undefined) {
    key = keyOf(context.seed, 'unit', unitCode);
    context.unitKeys.set(unitCode, key);
  }
  return key;
}

/** A tollbooth's ordinary daily volume: metropolitan plazas are busy, rural ones quiet. */
function baseVolume(context: TrafficContext, unit: UnitModel): number {
  const u = uniform(unitKey(context, unit.unitCode), 17);
  if (/^(서울|경기|인천)/.test(unit.region)) return 18_000 + u * 44_000;
  if (/(부산|대구|광주|대전|울산)/.test(unit.region.split(' ')[0] ?? '') || /시$/.test(unit.region.split(' ')[1] ?? ''))
    return 7_000 + u * 19_000;
  return 2_500 + u * 6_500;
}

/** The multiplier of one day: weekday, month and holiday factors. */
export function dayFactor(ymd: string): number {
  const month = Number(ymd.slice(4, 6)) - 1;
  return (WEEKDAY_FACTORS[weekday(ymd)] ?? 1) * (MONTH_FACTORS[month] ?? 1) * (HOLIDAY_FACTORS[ymd] ?? 1);
}

function volume(key: number, base: number, day: number, factor: number, inoutType: 0 | 1): number {
  const total = base * factor * (1 + 0.045 * gauss(key, day, 1));
  const split = 0.5 + 0.015 * gauss(key, day, 2 + inoutType);
  return Math.max(0, Math.round(total * split));
}

/** Entry (inoutType 0) or exit (1) vehicles of a tollbooth on a day; pure in (seed, unit, day, io). */
export function dailyVolume(options: {
  context: TrafficContext;
  unit: UnitModel;
  ymd: string;
  inoutType: 0 | 1;
}): number {
  const { context, unit, ymd, inoutType } = options;
  return volume(unitKey(context, unit.unitCode), baseVolume(context, unit), dayIndex(ymd), dayFactor(ymd), inoutType);
}

/** The fact table: every tollbooth × day of the window × entry/exit (same values as dailyVolume). */
export function unitDailyRows(context: TrafficContext, units: readonly UnitModel[]): UnitDailyRow[] {
  const rows: UnitDailyRow[] = [];
  const profiles = units.map((unit) => ({
    unitCode: unit.unitCode,
    key: unitKey(context, unit.unitCode),
    base: baseVolume(context, unit),
  }));
  for (let day = dayIndex(WINDOW_START); day <= dayIndex(WINDOW_END); day++) {
    const ymd = ymdOfDay(day);
    const factor = dayFactor(ymd);
    for (const { unitCode, key, base } of profiles) {
      for (const inoutType of [0, 1] as const) {
        rows.push({
          sumDate: ymd,
          unitCode,
          inoutType: String(inoutType),
          trafficAmout: volume(key, base, day, factor, inoutType),
        });
      }
    }
  }
  return rows;
}

/** How busy an hour is relative to the daily peak hour, in [0, 1]. */
export function hourPressure(hour: number): number {
  return (HOURLY[hour] ?? 0) / PEAK;
}

export interface SlotVolume {
  /** "HHMM" of the slot start. */
  sumTm: string;
  tcsType: 1 | 2;
  carType: number;
  volume: number;
}

/**
 * The volumes of one tollbooth's direction in one hour (tmType 1) or its four quarters (tmType 2),
 * split by TCS/하이패스 and car type, derived from that day's daily total.
 */
export function slotVolumes(options: {
  context: TrafficContext;
  unitCode: string;
  ymd: string;
  hour: number;
  inoutType: 0 | 1;
  daily: number;
  tmType: 1 | 2;
}): SlotVolume[] {
  const { context, unitCode, ymd, hour, inoutType, daily, tmType } = options;
  const key = unitKey(context, unitCode) ^ (inoutType * 0x5bd1e995);
  const base = dayIndex(ymd) * 24 + hour;
  const hourly = daily * (HOURLY[hour] ?? 0) * (1 + 0.06 * gauss(key, base, 7));
  const quarters = tmType === 1 ? [1] : [0, 1, 2, 3].map((q) => 0.25 * (1 + 0.12 * gauss(key, base, 20 + q)));
  const quarterSum = quarters.reduce((sum, share) => sum + share, 0);
  const slots: SlotVolume[] = [];
  quarters.forEach((share, q) => {
    const slotTotal = (hourly * share) / quarterSum;
    const sumTm = `${String(hour).padStart(2, '0')}${String(tmType === 1 ? 0 : q * 15).padStart(2, '0')}`;
    for (const tcsType of [1, 2] as const) {
      CAR_SHARES.forEach((carShare, index) => {
        const jitter = 1 + 0.1 * gauss(key, base * 8 + q, 40 + tcsType * 6 + index);
        const volume = Math.max(0, Math.round(slotTotal * (TCS_SHARES[tcsType - 1] ?? 0) * carShare * jitter));
        slots.push({ sumTm, tcsType, carType: index + 1, volume });
      });
    }
  });
  return slots;
}

export const EX_DIV_NAMES: Readonly<Record<string, string>> = {
  '00': '한국도로공사',
  '01': '신공항하이웨이',
  '02': '천안논산고속도로',
  '08': '대구부산고속도로',
  '11': '서울춘천고속도로',
  '18': '서울북부고속도로',
};

export const EX_DIV_CODES = ['00', '01', '02', '08', '11', '18'] as const;

/** Private operators' ordinary daily entries (their networks are not modelled unit by unit). */
const PRIVATE_BASE: Readonly<Record<string, number>> = {
  '01': 118_000,
  '02': 96_000,
  '08': 74_000,
  '11': 88_000,
  '18': 61_000,
};

export interface NationalRow extends Record<string, string> {
  sumDate: string;
  exDivCode: string;
  exDivName: string;
  tcsType: string;
  carType: string;
  trafficVolumn: string;
}

/**
 * trafficapi/nationalTrafficVolumn rows of one day. KEC (exDivCode 00) splits the sum of every
 * tollbooth's entries exactly, so the national figure and the unit table agree to the vehicle.
 */
export function nationalRows(context: TrafficContext, ymd: string, kecEntries: number): NationalRow[] {
  const rows: NationalRow[] = [];
  // Numeric-looking keys ("11") would jump ahead in object order; list the operators explicitly.
  for (const exDivCode of EX_DIV_CODES) {
    const total =
      exDivCode === '00'
        ? kecEntries
        : Math.round(
            (PRIVATE_BASE[exDivCode] ?? 50_000) *
              dayFactor(ymd) *
              (1 + 0.04 * gauss(keyOf(context.seed, 'ex-div', exDivCode), dayIndex(ymd), 3)),
          );
    let assigned = 0;
    const cells = TCS_SHARES.flatMap((tcsShare, tcs) =>
      CAR_SHARES.map((carShare, car) => ({ tcs, car, tcsShare, carShare })),
    );
    cells.forEach((cell, index) => {
      const volume = index === cells.length - 1 ? total - assigned : Math.round(total * cell.tcsShare * cell.carShare);
      assigned += volume;
      rows.push({
        sumDate: ymd,
        exDivCode,
        exDivName: EX_DIV_NAMES[exDivCode] ?? '',
        tcsType: String(cell.tcs + 1),
        carType: String(cell.car + 1),
        trafficVolumn: String(volume),
      });
    });
  }
  return rows;
}
