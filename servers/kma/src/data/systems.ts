// Seeded weather systems (저기압·기압골) that cross the grid from the west: one chance per
// 12-hour slot, each with a track, a radius and a rain intensity that depend on the season
// (장마 in late June–July, dry winters). Their positions are a pure function of time.
import { createRng, hashSeed } from '@kopa/kit';
import { dayOfYear, HOUR_MS } from './kst.ts';

export const SLOT_HOURS = 12;
/** Slots looked back at: a system lives at most this many slots (~3 days). */
export const SLOT_LOOKBACK = 6;

export interface WeatherSystem {
  /** Instant (ms) the system enters the western edge. */
  start: number;
  x0: number;
  y0: number;
  /** Cells per hour. */
  vx: number;
  vy: number;
  /** Radius of the rain shield, in cells (5 km). */
  radius: number;
  /** Peak rain rate, mm/h. */
  intensity: number;
  /** Strength of the cyclonic wind, m/s at the radius. */
  wind: number;
}

export interface SystemPosition {
  system: WeatherSystem;
  x: number;
  y: number;
  /** 0–1: ramps up over the first hours and down at the end of the track. */
  strength: number;
}

/** Chance of a system per slot and its intensity factor, by day of the year. */
export function seasonOf(doy: number): { chance: number; wet: number } {
  if (doy >= 172 && doy <= 208) return { chance: 0.75, wet: 2.4 };
  if (doy >= 150 && doy <= 262) return { chance: 0.45, wet: 1.6 };
  if (doy >= 335 || doy <= 59) return { chance: 0.3, wet: 0.6 };
  return { chance: 0.4, wet: 1 };
}

function buildSlot(seed: number, slot: number): WeatherSystem | undefined {
  const rng = createRng(hashSeed(seed, 'system', slot));
  const start = slot * SLOT_HOURS * HOUR_MS + rng.int(0, SLOT_HOURS - 1) * HOUR_MS;
  const season = seasonOf(Math.floor(dayOfYear(start)));
  if (!rng.chance(season.chance)) return undefined;
  const radius = 16 + rng.next() * 26;
  return {
    start,
    x0: -radius - rng.next() * 30,
    y0: 15 + rng.next() * 175,
    vx: 4.5 + rng.next() * 3.5,
    vy: -1 + rng.next() * 2.5,
    radius,
    intensity: (0.6 + rng.next() ** 1.5 * 5.5) * season.wet,
    wind: 3 + rng.next() * 6,
  };
}

const slotCache = new Map<string, WeatherSystem | undefined>();

function systemOf(seed: number, slot: number): WeatherSystem | undefined {
  const key = `${seed}:${slot}`;
  if (slotCache.has(key)) return slotCache.get(key);
  const system = buildSlot(seed, slot);
  if (slotCache.size > 4096) slotCache.clear();
  slotCache.set(key, system);
  return system;
}

/** The systems on (or near) the grid at the instant, with their positions. */
export function systemsAt(seed: number, at: number): SystemPosition[] {
  const slot = Math.floor(at / (SLOT_HOURS * HOUR_MS));
  const result: SystemPosition[] = [];
  for (let back = 0; back <= SLOT_LOOKBACK; back++) {
    const system = systemOf(seed, slot - back);
    if (!system || at < system.start) continue;
    const hours = (at - system.start) / HOUR_MS;
    const x = system.x0 + system.vx * hours;
    const end = 149 + system.radius * 1.5;
    if (x > end) continue;
    const ramp = Math.min(1, hours / 6, (end - x) / (system.radius * 1.2));
    result.push({ system, x, y: system.y0 + system.vy * hours, strength: Math.max(0, ramp) });
  }
  return result;
}
