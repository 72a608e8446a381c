// 실시간 문자정보 (burstInfo/realTimeSms): the roadwork, accident and breakdown messages of the last
// 24 hours. Each hour of the clock has its own seeded set of incidents, so moving the clock keeps
// older messages unchanged and adds new ones. Longitude travels in the key `altitude`, as upstream.
import { createRng, hashSeed } from '@kopa/kit';
import { kst } from './calendar.ts';
import type { Conzone } from './conzones.ts';
import type { Network } from './network.ts';

export type IncidentRow = Record<string, string | number | null>;

/** accTypeCode → accType; only 02 작업 is recorded from the live API, the rest are decided. */
export const INCIDENT_TYPES: ReadonlyArray<readonly [code: string, name: string, weight: number]> = [
  ['01', '사고', 0.2],
  ['02', '작업', 0.42],
  ['03', '고장', 0.16],
  ['04', '낙하물', 0.1],
  ['05', '기상', 0.04],
  ['06', '정체', 0.08],
];

const WORKS = [
  '노면보강 공사',
  '차선도색 작업',
  '가드레일 보수',
  '교량 점검',
  '방음벽 보수',
  '제초 작업',
  '포트홀 보수',
];
const CRASHES = ['승용차 추돌사고', '화물차 전도사고', '다중 추돌사고', '차량 화재'];

const HOUR_MS = 3_600_000;

function message(type: string, point: string, lane: number, length: string): string {
  switch (type) {
    case '작업':
      return `(${lane}차로) ${WORKS[lane % WORKS.length]}`;
    case '사고':
      return `[사고] ${point} ${CRASHES[lane % CRASHES.length]}, ${lane}차로 차단 중 서행 바랍니다`;
    case '고장':
      return `[고장] ${point} ${lane}차로 고장차량 처리중`;
    case '낙하물':
      return `[낙하물] ${point} ${lane}차로 낙하물 수거중`;
    case '기상':
      return `[기상] ${point} 안개로 시계 불량, 감속운행 바랍니다`;
    default:
      return `[정체] ${point} 차량 증가로 ${length}km 정체`;
  }
}

/** Every message sent in the 24 hours up to `now`, newest first. */
export function incidentRows(options: {
  seed: string;
  network: Network;
  conzones: readonly Conzone[];
  now: Date;
}): IncidentRow[] {
  const { seed, network, conzones, now } = options;
  const byRoute = new Map<string, Conzone[]>();
  for (const zone of conzones) byRoute.set(zone.routeNo, [...(byRoute.get(zone.routeNo) ?? []), zone]);
  const weights = network.routes.map((route) => [route.routeNo, route.lengthKm] as const);
  const currentHour = Math.floor(now.getTime() / HOUR_MS);
  const rows: Array<IncidentRow & { at: number }> = [];
  for (let hour = currentHour - 23; hour <= currentHour; hour++) {
    const rng = createRng(hashSeed(seed, 'sms', hour));
    const count = rng.int(4, 12);
    for (let index = 0; index < count; index++) {
      const at = hour * HOUR_MS + rng.int(0, HOUR_MS / 1000 - 1) * 1000;
      const zones = byRoute.get(rng.weighted(weights)) ?? [];
      const zone = zones.length > 0 ? rng.pick(zones) : undefined;
      const [code, type] = rng.weighted(INCIDENT_TYPES.map((entry) => [entry, entry[2]] as const));
      const lane = rng.int(1, 3);
      const t = rng.next();
      const extraKm = rng.int(1, 4);
      const length = (rng.int(5, 60) / 10).toFixed(1);
      const durationMs = rng.int(20, type === '작업' ? 360 : 120) * 60_000;
      const located = rng.chance(0.4);
      // Every draw happens before this check, so a later clock never reshuffles earlier messages.
      if (!zone || at > now.getTime()) continue;
      const route = network.routeByNo.get(zone.routeNo);
      const km = Math.round(zone.from.km + (zone.to.km - zone.from.km) * t);
      const near = t < 0.5 ? zone.from.unitName : zone.to.unitName;
      const point = type === '작업' ? `${near}부근(${km}K)-${near}부근(${km + extraKm}K)` : `${near}부근(${km}K)`;
      const when = kst(new Date(at));
      rows.push({
        at,
        accDate: `${when.ymd.slice(0, 4)}.${when.ymd.slice(4, 6)}.${when.ymd.slice(6, 8)}`,
        accHour: `${String(when.hour).padStart(2, '0')}:${String(when.minute).padStart(2, '0')}:${String(when.second).padStart(2, '0')}`,
        accType: type,
        accTypeCode: code,
        accPointNM: point,
        nosunNM: zone.routeNo,
        roadNM: zone.routeName,
        smsText: message(type, point, lane, length),
        startEndTypeCode: `${zone.updownTypeCode === 'E' ? route?.endName : route?.startName}방향`,
        accProcessCode: at + durationMs > now.getTime() ? '1' : '2',
        accProcessNM: at + durationMs > now.getTime() ? '진행' : '완료',
        latitude: located ? Math.round((zone.from.lat + (zone.to.lat - zone.from.lat) * t) * 1e6) / 1e6 : null,
        altitude: located ? Math.round((zone.from.lon + (zone.to.lon - zone.from.lon) * t) * 1e6) / 1e6 : null,
        lateLength: type === '정체' ? length : null,
        seriesNM: String(100_000 + (hashSeed(seed, 'series', hour, index) % 900_000)),
      });
    }
  }
  rows.sort((a, b) => b.at - a.at);
  return rows.map(({ at: _at, ...row }) => row);
}
