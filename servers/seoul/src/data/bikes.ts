// 따릉이 rental stations (tbCycleStationInfo) and their realtime stock (bikeList). Stations sit
// at subway exits and around each 자치구's neighbourhoods, named in the real "102. 망원역 1번출구
// 앞" style; the stock is a deterministic function of the station and the 10-minute slot.
import { createRng, hashSeed } from '@kopa/kit';
import { kstSecondOfDay, kstYmd } from './calendar.ts';
import { DISTRICTS, type LineStation, ROADS } from './network.ts';

export interface BikeStationRow {
  [field: string]: string;
  STA_LOC: string;
  RENT_ID: string;
  RENT_NO: string;
  RENT_NM: string;
  RENT_ID_NM: string;
  HOLD_NUM: string;
  STA_ADD1: string;
  STA_ADD2: string;
  STA_LAT: string;
  STA_LONG: string;
}

const OTHER_PER_DISTRICT = 72;
const PLACE_KINDS = [
  '주민센터 앞',
  '어린이공원',
  '아파트 정문',
  '버스정류장 옆',
  '근린공원 입구',
  '초등학교 앞',
  '도서관 앞',
  '체육센터 앞',
];

/** Every station, numbered district by district like the real network. */
export function buildBikeStations(options: { seed: string; stations: readonly LineStation[] }): BikeStationRow[] {
  const rng = createRng(hashSeed(options.seed, 'bikes'));
  type Draft = { district: string; name: string; lat: number; lng: number; near: string };
  const drafts: Draft[] = [];
  const seenExits = new Set<string>();
  for (const station of options.stations) {
    if (!station.district || seenExits.has(station.STATION_NM)) continue;
    seenExits.add(station.STATION_NM);
    const exits = 1 + rng.int(0, 3);
    const used = new Set<number>();
    for (let exit = 0; exit < exits; exit++) {
      const number = rng.int(1, 12);
      if (used.has(number)) continue;
      used.add(number);
      const label = station.STATION_NM.endsWith('역')
        ? station.STATION_NM
        : `${station.STATION_NM.replace(/\(.*\)$/, '')}역`;
      drafts.push({
        district: station.district,
        name: `${label} ${number}번출구 앞`,
        lat: station.lat + rng.normal(0, 0.0012),
        lng: station.lng + rng.normal(0, 0.0015),
        near: `${label} ${number}번출구`,
      });
    }
  }
  for (const district of DISTRICTS) {
    for (let index = 0; index < OTHER_PER_DISTRICT; index++) {
      const dong = rng.pick(district.dongs);
      const kind = rng.pick(PLACE_KINDS);
      const name = kind === '아파트 정문' ? `${dong} ${rng.int(1, 12)}단지 ${kind}` : `${dong} ${kind}`;
      drafts.push({
        district: district.name,
        name: index % 9 === 0 ? `${district.name}청 앞` : name,
        lat: district.lat + rng.normal(0, 0.011),
        lng: district.lng + rng.normal(0, 0.013),
        near: '',
      });
    }
  }
  const order = DISTRICTS.map((district) => district.name);
  drafts.sort((a, b) => order.indexOf(a.district) - order.indexOf(b.district));
  const names = new Map<string, number>();
  return drafts.map((draft, index) => {
    const repeat = (names.get(draft.name) ?? 0) + 1;
    names.set(draft.name, repeat);
    const name = repeat === 1 ? draft.name : `${draft.name}(${repeat})`;
    const number = 101 + index;
    return {
      STA_LOC: draft.district,
      RENT_ID: `ST-${index + 3}`,
      RENT_NO: String(number).padStart(5, '0'),
      RENT_NM: name,
      RENT_ID_NM: `${number}. ${name}`,
      HOLD_NUM: String(rng.int(5, 20)),
      STA_ADD1: `서울특별시 ${draft.district} ${rng.pick(ROADS)} ${rng.int(1, 300)}`,
      STA_ADD2: draft.near,
      STA_LAT: draft.lat.toFixed(6),
      STA_LONG: draft.lng.toFixed(6),
    };
  });
}

export interface BikeStatusRow {
  [field: string]: string;
  rackTotCnt: string;
  stationName: string;
  parkingBikeTotCnt: string;
  shared: string;
  stationLatitude: string;
  stationLongitude: string;
  stationId: string;
}

/** The realtime stock of one station at `now` (bikeList row). */
export function bikeStatus(options: { station: BikeStationRow; now: Date; seed: string }): BikeStatusRow {
  const { station, now } = options;
  const racks = Number(station.HOLD_NUM) || 10;
  const hour = kstSecondOfDay(now) / 3600;
  const slot = `${kstYmd(now)}-${Math.floor(kstSecondOfDay(now) / 600)}`;
  const rng = createRng(hashSeed(options.seed, 'bike-stock', station.RENT_ID, slot));
  // Residential stations empty in the morning rush, office ones fill; the phase differs per station.
  const phase = hashSeed('phase', station.RENT_ID) % 24;
  const occupancy = 0.55 + 0.4 * Math.sin((2 * Math.PI * (hour - phase)) / 24) + rng.normal(0, 0.12);
  const parked = Math.max(0, Math.round(racks * Math.min(1.6, occupancy)));
  return {
    rackTotCnt: String(racks),
    stationName: station.RENT_ID_NM,
    parkingBikeTotCnt: String(parked),
    shared: String(Math.round((parked / racks) * 100)),
    stationLatitude: station.STA_LAT,
    stationLongitude: station.STA_LONG,
    stationId: station.RENT_ID,
  };
}
