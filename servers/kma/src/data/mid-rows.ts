// 중기예보 (MidFcstInfoService) items for days 4–10 after the issue date, read from the same
// synthetic weather as the short-range forecast (with the larger errors of long leads):
// 육상 강수확률/날씨 (오전·오후 to day 7, then daily), 기온 min/max with uncertainty ranges,
// 해상 날씨/파고, and the 중기전망 text that summarizes them.
import { type Elements, elementsOf, forecastAt } from './forecast.ts';
import { DAY_MS, HOUR_MS, kstFields, kstMidnight, weekday } from './kst.ts';
import type { Cell } from './vilage-rows.ts';

export const MID_DAYS = [4, 5, 6, 7, 8, 9, 10] as const;
const HALF_DAYS = new Set([4, 5, 6, 7]);

interface Period {
  wf: string;
  rnSt: number;
  wave: number;
  rain: boolean;
}

/** Weather of a half day (or a whole day) from 3-hourly samples of the forecast. */
function periodOf(seed: number, cell: Cell, issue: number, from: number, hours: readonly number[]): Period {
  const samples: Elements[] = hours.map((hour) =>
    elementsOf(forecastAt(seed, cell.nx, cell.ny, from + hour * HOUR_MS, issue)),
  );
  const cloud = samples.reduce((sum, state) => sum + state.cloud, 0) / samples.length;
  const wettest = Math.max(...samples.map((state) => state.wetness));
  const rainy = samples.filter((state) => state.pty > 0);
  const wave = samples.reduce((sum, state) => sum + state.wave, 0) / samples.length;
  const rain = rainy.length > 0;
  const rnSt = rain
    ? Math.min(90, 60 + Math.round(rainy.length * 10 * (4 / samples.length)))
    : Math.min(50, Math.round((cloud * 40 + wettest * 20) / 10) * 10);
  const sky = cloud < 0.35 && !rain ? '맑음' : cloud < 0.7 ? '구름많음' : '흐림';
  if (!rain) return { wf: sky, rnSt, wave, rain };
  const types = new Set(rainy.map((state) => state.pty));
  const kind = types.has(3) && types.size === 1 ? '눈' : types.has(2) || types.has(3) ? '비/눈' : '비';
  const showers = rainy.every((state) => state.pty === 4);
  const head = sky === '흐림' ? '흐리고' : '구름많고';
  return { wf: `${head} ${showers ? '소나기' : kind}`, rnSt, wave, rain };
}

const AM = [0, 3, 6, 9] as const;
const PM = [12, 15, 18, 21] as const;
const WHOLE = [0, 3, 6, 9, 12, 15, 18, 21] as const;

export interface MidDay {
  day: number;
  date: number;
  am: Period;
  pm: Period;
  whole: Period;
}

export function midDays(seed: number, cell: Cell, issue: number): MidDay[] {
  const base = kstMidnight(issue);
  return MID_DAYS.map((day) => {
    const date = base + day * DAY_MS;
    return {
      day,
      date,
      am: periodOf(seed, cell, issue, date, AM),
      pm: periodOf(seed, cell, issue, date, PM),
      whole: periodOf(seed, cell, issue, date, WHOLE),
    };
  });
}

/** getMidLandFcst item: rnSt4Am…rnSt7Pm, rnSt8…rnSt10, wf4Am…wf7Pm, wf8…wf10. */
export function midLandItem(seed: number, regId: string, cell: Cell, issue: number): Record<string, unknown> {
  const days = midDays(seed, cell, issue);
  const item: Record<string, unknown> = { regId };
  for (const day of days) {
    if (HALF_DAYS.has(day.day)) {
      item[`rnSt${day.day}Am`] = day.am.rnSt;
      item[`rnSt${day.day}Pm`] = day.pm.rnSt;
    } else item[`rnSt${day.day}`] = day.whole.rnSt;
  }
  for (const day of days) {
    if (HALF_DAYS.has(day.day)) {
      item[`wf${day.day}Am`] = day.am.wf;
      item[`wf${day.day}Pm`] = day.pm.wf;
    } else item[`wf${day.day}`] = day.whole.wf;
  }
  return item;
}

/** The daily minimum (00–09시) and maximum (09–18시) the forecast gives, rounded. */
export function dailyRange(seed: number, cell: Cell, issue: number, date: number): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let hour = 0; hour <= 18; hour++) {
    const temp = forecastAt(seed, cell.nx, cell.ny, date + hour * HOUR_MS, issue).temp;
    if (hour <= 9) min = Math.min(min, temp);
    if (hour >= 9) max = Math.max(max, temp);
  }
  return { min: Math.round(min), max: Math.round(max) };
}

/** getMidTa item: taMinN, taMinNLow, taMinNHigh, taMaxN, taMaxNLow, taMaxNHigh for N = 4–10. */
export function midTaItem(seed: number, regId: string, cell: Cell, issue: number): Record<string, unknown> {
  const base = kstMidnight(issue);
  const item: Record<string, unknown> = { regId };
  for (const day of MID_DAYS) {
    const { min, max } = dailyRange(seed, cell, issue, base + day * DAY_MS);
    const spread = day <= 5 ? 1 : day <= 7 ? 2 : 3;
    Object.assign(item, {
      [`taMin${day}`]: min,
      [`taMin${day}Low`]: spread,
      [`taMin${day}High`]: spread,
      [`taMax${day}`]: max,
      [`taMax${day}Low`]: spread,
      [`taMax${day}High`]: spread,
    });
  }
  return item;
}

/** Wave range (m) of a period: the lower bound in 0.5 m steps and a spread that grows with it. */
function waveRange(wave: number): [number, number] {
  const low = Math.max(0.5, Math.round(wave * 2) / 2);
  return [low, low + (low >= 2 ? 1.5 : low >= 1 ? 1 : 0.5)];
}

/** getMidSeaFcst item: wf4Am…wf10 and wh4AAm/wh4APm/wh4BAm/wh4BPm…wh10A/wh10B. */
export function midSeaItem(seed: number, regId: string, cell: Cell, issue: number): Record<string, unknown> {
  const days = midDays(seed, cell, issue);
  const item: Record<string, unknown> = { regId };
  for (const day of days) {
    if (HALF_DAYS.has(day.day)) {
      item[`wf${day.day}Am`] = day.am.wf;
      item[`wf${day.day}Pm`] = day.pm.wf;
    } else item[`wf${day.day}`] = day.whole.wf;
  }
  for (const day of days) {
    if (HALF_DAYS.has(day.day)) {
      const [amLow, amHigh] = waveRange(day.am.wave);
      const [pmLow, pmHigh] = waveRange(day.pm.wave);
      Object.assign(item, {
        [`wh${day.day}AAm`]: amLow,
        [`wh${day.day}APm`]: pmLow,
        [`wh${day.day}BAm`]: amHigh,
        [`wh${day.day}BPm`]: pmHigh,
      });
    } else {
      const [low, high] = waveRange(day.whole.wave);
      Object.assign(item, { [`wh${day.day}A`]: low, [`wh${day.day}B`]: high });
    }
  }
  return item;
}

const dayLabel = (date: number) => `${kstFields(date).day}일(${weekday(date)})`;

/** getMidFcst wfSv: the 중기전망 text for a station's area, from its land regions' forecasts. */
export function outlookText(options: {
  seed: number;
  issue: number;
  cells: readonly Cell[];
  sea?: { name: string; cell: Cell };
}): string {
  const { seed, issue, cells } = options;
  const base = kstMidnight(issue);
  const rainyDays: number[] = [];
  let cloudy = 0;
  let periods = 0;
  const mins: number[] = [];
  const maxes: number[] = [];
  for (const cell of cells) {
    for (const day of midDays(seed, cell, issue)) {
      if (day.whole.rain && !rainyDays.includes(day.date)) rainyDays.push(day.date);
      periods++;
      if (day.whole.wf !== '맑음') cloudy++;
    }
    for (const day of MID_DAYS) {
      const range = dailyRange(seed, cell, issue, base + day * DAY_MS);
      mins.push(range.min);
      maxes.push(range.max);
    }
  }
  rainyDays.sort((a, b) => a - b);
  const sky =
    cloudy / Math.max(periods, 1) < 0.35
      ? '대체로 맑겠습니다'
      : cloudy / periods < 0.75
        ? '구름많겠습니다'
        : '흐리겠습니다';
  const lines = [`○ (하늘상태) 이번 예보기간 동안 ${sky}.`];
  lines.push(
    rainyDays.length === 0
      ? '○ (강수) 이번 예보기간 동안 비 소식은 없겠습니다.'
      : `○ (강수) ${rainyDays.map(dayLabel).join(', ')}에 비가 오는 곳이 있겠습니다.`,
  );
  lines.push(
    `○ (기온) 이번 예보기간 아침 기온은 ${Math.min(...mins)}~${Math.max(...mins)}도, 낮 기온은 ${Math.min(...maxes)}~${Math.max(...maxes)}도가 되겠습니다.`,
  );
  if (options.sea) {
    const waves = midDays(seed, options.sea.cell, issue).map((day) => day.whole.wave);
    const [low] = waveRange(Math.min(...waves));
    const [, high] = waveRange(Math.max(...waves));
    lines.push(`○ (해상) ${options.sea.name} 해상의 물결은 ${low.toFixed(1)}~${high.toFixed(1)}m로 일겠습니다.`);
  }
  return lines.join('\n');
}
