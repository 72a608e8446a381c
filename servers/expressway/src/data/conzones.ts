// 콘존 (control zones) between consecutive tollbooths of a route, and their 5-minute state (speed,
// volume, occupancy, grade) as odtraffic/trafficAmountByRealtime reports it. The state is a pure
// function of (seed, conzone, 5-minute slot), so the same clock always shows the same traffic.
import { HOLIDAY_FACTORS, kst, weekday } from './calendar.ts';
import type { Network, UnitModel } from './network.ts';
import { gauss, keyOf, uniform } from './noise.ts';
import { hourPressure } from './traffic.ts';

export interface Conzone {
  conzoneId: string;
  conzoneName: string;
  routeNo: string;
  routeName: string;
  updownTypeCode: 'E' | 'S';
  from: UnitModel;
  to: UnitModel;
  lengthKm: number;
  vdsIds: string[];
  /** 0–1: how metropolitan the section is (drives rush-hour congestion). */
  urban: number;
  key: number;
}

export interface ConzoneState {
  speed: number;
  trafficAmout: number;
  shareRatio: number;
  timeAvg: number;
  grade: string;
  /** A detector that reported nothing in this slot (speed "-1"). */
  missing: boolean;
}

function urbanness(unit: UnitModel): number {
  if (/^(서울|경기|인천)/.test(unit.region)) return 1;
  if (/^(부산|대구|광주|대전|울산)/.test(unit.region) || /시$/.test(unit.region.split(' ')[1] ?? '')) return 0.45;
  return 0.15;
}

export function buildConzones(network: Network, seed: string): Conzone[] {
  const zones: Conzone[] = [];
  for (const route of network.routes) {
    route.units.slice(0, -1).forEach((from, index) => {
      const to = route.units[index + 1];
      if (!to) return;
      const lengthKm = Math.max(0.8, Math.round((to.km - from.km) * 10) / 10);
      const urban = (urbanness(from) + urbanness(to)) / 2;
      for (const updown of ['E', 'S'] as const) {
        const [a, b] = updown === 'E' ? [from, to] : [to, from];
        const serial = (index + 1) * 10;
        const conzoneId = `${route.routeNo}CZ${updown}${String(serial).padStart(3, '0')}`;
        const detectors = lengthKm > 12 ? 2 : 1;
        zones.push({
          conzoneId,
          conzoneName: `${a.unitName}IC-${b.unitName}IC`,
          routeNo: route.routeNo,
          routeName: route.routeName,
          updownTypeCode: updown,
          from: a,
          to: b,
          lengthKm,
          vdsIds: Array.from(
            { length: detectors },
            (_, v) => `${route.routeNo}VD${updown}${String(serial * 10 + v).padStart(5, '0')}`,
          ),
          urban,
          key: keyOf(seed, 'conzone', conzoneId),
        });
      }
    });
  }
  return zones;
}

/** The 5-minute slot index (since the epoch) of an instant. */
export function slotOf(instant: Date): number {
  return Math.floor(instant.getTime() / 300_000);
}

/** The instant a slot starts. */
export function slotStart(slot: number): Date {
  return new Date(slot * 300_000);
}

/**
 * Rush hours load metropolitan sections most; weekends and holidays add leisure traffic. Inbound
 * (E towards the 종점) sections peak in the morning, outbound ones in the evening.
 */
export function congestion(options: { urban: number; updown: 'E' | 'S'; instant: Date; noise: number }): number {
  const { ymd, hour } = kst(options.instant);
  const pressure = hourPressure(hour);
  const morning = hour >= 6 && hour <= 10;
  const evening = hour >= 16 && hour <= 20;
  const tilt = (options.updown === 'E' && morning) || (options.updown === 'S' && evening) ? 1.25 : 0.9;
  const day = weekday(ymd);
  const leisure = (HOLIDAY_FACTORS[ymd] ?? 1) * (day === 0 || day === 5 ? 1.15 : 1);
  const load = options.urban * pressure ** 2 * tilt * leisure * 0.6 + 0.06 * options.noise;
  return Math.min(0.85, Math.max(0, load));
}

export function gradeOf(speed: number): string {
  if (speed >= 70) return '1';
  if (speed >= 40) return '2';
  return '3';
}

/** One detector's reading of a conzone in a 5-minute slot. */
export function conzoneState(zone: Conzone, slot: number, detector = 0): ConzoneState {
  const instant = slotStart(slot);
  const key = zone.key + detector * 7919;
  if (uniform(key, slot, 1) < 0.012) {
    return { speed: -1, trafficAmout: 0, shareRatio: 0, timeAvg: 0, grade: '0', missing: true };
  }
  const free = 98 + 8 * uniform(zone.key, 3) + 3 * gauss(key, slot, 2);
  const load = congestion({ urban: zone.urban, updown: zone.updownTypeCode, instant, noise: gauss(key, slot, 3) });
  const speed = Math.max(6, Math.round(free * (1 - load)));
  const { hour } = kst(instant);
  const lanes = zone.urban > 0.7 ? 4 : 2;
  const flow = lanes * (18 + 110 * hourPressure(hour)) * (1 - 0.4 * Math.max(0, load - 0.6));
  return {
    speed,
    trafficAmout: Math.max(0, Math.round(flow * (1 + 0.12 * gauss(key, slot, 4)))),
    shareRatio: Math.max(0, Math.min(95, Math.round(load * 55 + 3 * hourPressure(hour) + 2 * gauss(key, slot, 5)))),
    timeAvg: Math.round((zone.lengthKm / speed) * 3600),
    grade: gradeOf(speed),
    missing: false,
  };
}
