// The synthetic "true" weather at a grid cell and an instant: climatology by latitude, elevation
// and season, a diurnal cycle, seeded systems with rain, cloud and cyclonic wind, warm-season
// afternoon showers, and humidity and waves that follow. Observations (초단기실황) read it
// directly; forecasts read it with lead-dependent errors (forecast.ts).
import { toLatLon } from './grid.ts';
import { dayOfYear, HOUR_MS, kstHour } from './kst.ts';
import { clamp, fbm3, noise3 } from './noise.ts';
import { seasonOf, systemsAt } from './systems.ts';
import { terrainAt } from './terrain.ts';

export interface WeatherState {
  /** °C */
  temp: number;
  /** % */
  humidity: number;
  /** East and north wind components, m/s. */
  u: number;
  v: number;
  /** Rain (water equivalent) rate, mm/h. */
  precip: number;
  /** True when the rain is mostly convective (소나기). */
  convective: boolean;
  /** Cloud cover, 0–1. */
  cloud: number;
  /** Lightning energy, 0 when none. */
  lightning: number;
  /** Significant wave height at sea, m (0 on land). */
  wave: number;
  /** 0–1: how close rain is (feeds the probability of precipitation). */
  wetness: number;
}

const latCache = new Map<number, number>();
function latitudeOf(nx: number, ny: number): number {
  const key = nx * 1000 + ny;
  let lat = latCache.get(key);
  if (lat === undefined) {
    lat = toLatLon({ nx, ny }).lat;
    latCache.set(key, lat);
  }
  return lat;
}

/** −1 at 05:30, +1 at 14:30 KST, smooth and asymmetric (slow fall through the night). */
export function diurnal(hour: number): number {
  const h = hour < 5.5 ? hour + 24 : hour;
  if (h <= 14.5) return -Math.cos((Math.PI * (h - 5.5)) / 9);
  return Math.cos((Math.PI * (h - 14.5)) / 15);
}

/**
 * The weather at a cell and instant. `shiftHours` moves only the synoptic part (systems, anomalies,
 * shower cells) in time: forecasts use it as their timing error, while the season and the diurnal
 * cycle stay at the valid time.
 */
export function truthAt(seed: number, nx: number, ny: number, at: number, shiftHours = 0): WeatherState {
  const synoptic = at + shiftHours * HOUR_MS;
  const hours = synoptic / HOUR_MS;
  const lat = latitudeOf(nx, ny);
  const { landness, elevation } = terrainAt(nx, ny);
  const doy = dayOfYear(at);
  const winter = Math.cos((2 * Math.PI * (doy - 20)) / 365.25);
  const season = seasonOf(Math.floor(doy));
  const hour = kstHour(at);
  const day = diurnal(hour);

  // Systems: rain shield, cloud ahead of the centre, warm sector ahead and cold air behind.
  let stratiform = 0;
  let systemCloud = 0;
  let systemWet = 0;
  let anomaly = 3.8 * fbm3(seed ^ 0x1234, nx / 40, ny / 40, hours / 40);
  let u = 2 + 2.5 * Math.max(winter, 0) + 1.8 * noise3(seed ^ 0x2345, nx / 30, ny / 30, hours / 10);
  let v = -2.5 * winter + 1.8 * noise3(seed ^ 0x3456, nx / 30, ny / 30, hours / 10);
  for (const { system, x, y, strength } of systemsAt(seed, synoptic)) {
    const dx = nx - x;
    const dy = ny - y;
    const d2 = (dx * dx) / 1.3 + dy * dy;
    const r2 = system.radius * system.radius;
    const texture = 0.55 + 0.45 * noise3(seed ^ 0x4567, nx / 6, ny / 6, hours / 3);
    stratiform += Math.max(0, system.intensity * strength * Math.exp(-d2 / (0.6 * r2)) * texture - 0.3);
    const ahead = (nx - x - system.radius * 0.4) ** 2 / 1.3 + dy * dy;
    systemCloud = Math.max(systemCloud, strength * Math.exp(-ahead / (2.8 * r2)));
    systemWet = Math.max(systemWet, strength * Math.min(1, system.intensity / 1.2) * Math.exp(-d2 / (1.8 * r2)));
    anomaly += 2.2 * strength * Math.tanh(dx / system.radius) * Math.exp(-d2 / (5 * r2));
    const distance = Math.sqrt(dx * dx + dy * dy) + 1e-6;
    const speed = system.wind * strength * (distance / system.radius) * Math.exp(1 - distance / system.radius);
    u += (-dy / distance) * speed;
    v += (dx / distance) * speed;
  }

  // Warm-season afternoon showers over land (소나기), with lightning when strong.
  const warm = clamp((Math.cos((2 * Math.PI * (doy - 210)) / 365.25) - 0.3) / 0.7, 0, 1);
  const afternoon = clamp(1 - Math.abs(hour - 16) / 4, 0, 1);
  const cell = fbm3(seed ^ 0x5678, nx / 7, ny / 7, hours / 2.5);
  const convectivePotential = warm * afternoon * landness * season.wet;
  const convective = Math.max(0, cell - 0.5) * 30 * convectivePotential;
  const precip = stratiform + convective;

  const background = 0.05 + 0.8 * ((fbm3(seed ^ 0x6789, nx / 20, ny / 20, hours / 8) + 1) / 2) ** 1.6;
  let cloud = Math.max(background, systemCloud, clamp((cell - 0.2) * 2.2 * convectivePotential, 0, 1));
  if (precip >= 0.1) cloud = Math.max(cloud, 0.78);
  cloud = clamp(cloud, 0, 1);

  // Temperature: climatology − lapse rate + diurnal cycle (damped by cloud and sea) + anomalies.
  const mean = 14.7 - 0.9 * (lat - 35.1);
  const amplitude = (11.4 + 1.05 * (lat - 35)) * (1 - 0.15 * (1 - landness));
  const range = (6.5 + 5 * landness) * (1 - 0.55 * cloud);
  const temp =
    mean - amplitude * winter - 0.0065 * elevation + (range / 2) * day + anomaly - 0.35 * Math.min(precip, 6);

  const friction = 0.6 + 0.5 * (1 - landness);
  const gust = 1 + 0.25 * day * landness;
  u *= friction * gust;
  v *= friction * gust;
  const speed = Math.hypot(u, v);

  const humidity = clamp(
    62 - 12 * winter + 16 * cloud - 18 * day * (1 - cloud) + 28 * Math.min(1, precip) + 6 * (1 - landness),
    12,
    100,
  );
  const wave = (1 - landness) * clamp(0.2 + 0.08 * speed + 0.012 * speed * speed, 0, 8);
  const wetness = clamp(Math.max(systemWet, convectivePotential * clamp((cell - 0.2) * 2.5, 0, 1)), 0, 1);
  return {
    temp,
    humidity,
    u,
    v,
    precip: precip >= 0.1 ? precip : 0,
    convective: convective > stratiform,
    cloud,
    lightning: convective > 3 ? Math.min(100, convective * 1.5) : 0,
    wave,
    wetness,
  };
}
