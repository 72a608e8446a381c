// Forecasts of the synthetic weather: the truth read with errors that grow with the lead time
// and differ per issue (a timing error of the systems and a smooth temperature bias), and the
// KMA elements derived from it consistently: PTY from rain and temperature, SKY from cloud,
// POP from SKY and rain (POP ≥ 60 exactly when PTY > 0), snowfall from snow.

import { truthAt, type WeatherState } from './atmosphere.ts';
import { HOUR_MS } from './kst.ts';
import { clamp, noise3 } from './noise.ts';

export interface Elements extends WeatherState {
  /** 단기예보 강수형태: 0 없음, 1 비, 2 비/눈, 3 눈, 4 소나기. */
  pty: number;
  /** 초단기 강수형태: 0, 1 비, 2 비/눈, 3 눈, 5 빗방울, 6 빗방울눈날림, 7 눈날림. */
  ptyShort: number;
  /** 하늘상태: 1 맑음, 3 구름많음, 4 흐림. */
  sky: number;
  /** 강수확률 %, a multiple of 10. */
  pop: number;
  /** Snowfall, cm/h (0 when no snow). */
  snow: number;
}

/** The weather a forecast issued at `issue` gives for `valid` (the truth itself at lead ≤ 0). */
export function forecastAt(seed: number, nx: number, ny: number, valid: number, issue: number): WeatherState {
  const lead = (valid - issue) / HOUR_MS;
  if (lead <= 0) return truthAt(seed, nx, ny, valid);
  // Both errors vary smoothly with the issue time, so that consecutive issues mostly agree.
  const issueHours = issue / HOUR_MS;
  const timing = noise3(seed ^ 0x7a11, issueHours / 20, 0.5, 0.5) * 1.6;
  const shift = clamp(timing, -1, 1) * 0.05 * Math.min(lead, 120);
  const state = truthAt(seed, nx, ny, valid, shift);
  const bias =
    0.03 * Math.min(lead, 120) * noise3(seed ^ 0xb1a5, nx / 18 + issueHours / 36, ny / 18, valid / HOUR_MS / 12);
  return { ...state, temp: state.temp + bias };
}

export function elementsOf(state: WeatherState): Elements {
  const raining = state.precip >= 0.1;
  const snowy = state.temp <= 0.5;
  const mixed = !snowy && state.temp <= 2.2;
  let pty = 0;
  let ptyShort = 0;
  if (raining) {
    pty = snowy ? 3 : mixed ? 2 : state.convective ? 4 : 1;
    const trace = state.precip < 0.3;
    ptyShort = snowy ? (trace ? 7 : 3) : mixed ? (trace ? 6 : 2) : trace ? 5 : 1;
  }
  let sky = state.cloud < 0.35 ? 1 : state.cloud < 0.7 ? 3 : 4;
  let pop: number;
  if (raining) {
    if (sky === 1) sky = 3;
    pop = clamp(Math.round(6 + state.precip * 0.8 + state.wetness * 2) * 10, 60, 100);
  } else {
    pop = sky === 1 ? 0 : sky === 3 ? 20 : 30;
    if (sky > 1 && state.wetness > 0.5) pop += 10;
    if (sky === 4 && state.wetness > 0.8) pop += 10;
  }
  const snow = pty === 3 ? state.precip * 1.1 : pty === 2 ? state.precip * 0.4 : 0;
  return { ...state, pty, ptyShort, sky, pop, snow };
}

/** Forecast elements at a valid time for an issue. */
export function forecastElements(seed: number, nx: number, ny: number, valid: number, issue: number): Elements {
  return elementsOf(forecastAt(seed, nx, ny, valid, issue));
}

/** Wind direction (degrees the wind blows from, 0–360) and speed (m/s) of the components. */
export function windOf(state: { u: number; v: number }): { vec: number; wsd: number } {
  const wsd = Math.hypot(state.u, state.v);
  const from = (Math.atan2(-state.u, -state.v) * 180) / Math.PI;
  return { vec: Math.round((from + 360) % 360), wsd };
}
