// Where a generated content is: a point scattered around its 시군구 centre, a road address, a zip code in the
// province's range, and a phone number with the province's area code.

import type { Rng } from '@kopa/kit';
import { withCommas } from './format.ts';
import type { Sigungu } from './reference.ts';
import { SYLLABLES_FIRST, SYLLABLES_SECOND } from './words.ts';

const SPREAD_KM: Readonly<Record<string, number>> = {
  '8:1': 8,
  '39:3': 13,
  '39:4': 14,
  '2:9': 15,
  '38:12': 15,
  '35:17': 4,
};

/** Radius (km) over which contents of a 시군구 spread: a 구 is small, a 군 large. */
export function spreadKm(sigungu: Sigungu): number {
  const override = SPREAD_KM[sigungu.key];
  if (override !== undefined) return override;
  if (sigungu.name.endsWith('구')) return 2.5;
  return sigungu.name.endsWith('군') ? 10 : 7;
}

export function scatter(options: { rng: Rng; sigungu: Sigungu }): { lat: number; lon: number } {
  const { rng, sigungu } = options;
  const spread = spreadKm(sigungu);
  const clamp = (value: number) => Math.max(-1.4 * spread, Math.min(1.4 * spread, value));
  const north = clamp(rng.normal(0, spread / 2));
  const east = clamp(rng.normal(0, spread / 2));
  return {
    lat: sigungu.lat + north / 111,
    lon: sigungu.lon + east / (111 * Math.cos((sigungu.lat * Math.PI) / 180)),
  };
}

/** The 시군구 name as places use it in titles: 수원시 → 수원, 중구 → 중구, 세종특별자치시 → 세종. */
export function shortName(sigungu: Sigungu): string {
  if (sigungu.name === '세종특별자치시') return '세종';
  const base = sigungu.name.slice(0, -1);
  return base.length >= 2 ? base : sigungu.name;
}

export function placeName(rng: Rng): string {
  return `${rng.pick(SYLLABLES_FIRST)}${rng.pick(SYLLABLES_SECOND)}`;
}

export function roadAddress(options: { rng: Rng; sigungu: Sigungu }): string {
  const { rng, sigungu } = options;
  const road = rng.chance(0.5) ? `${placeName(rng)}로` : `${placeName(rng)}길`;
  const branch = rng.chance(0.3) ? `${rng.int(1, 60)}번길 ` : ' ';
  const number = rng.chance(0.2) ? `${rng.int(1, 400)}-${rng.int(1, 30)}` : String(rng.int(1, 1200));
  return `${regionPrefix(sigungu)} ${road}${branch}${number}`.replace(/\s+/g, ' ');
}

/** "경기도 가평군", or just "세종특별자치시" where the 시군구 is the province itself. */
export function regionPrefix(sigungu: Sigungu): string {
  const province = sigungu.province.lDongRegnNm;
  return sigungu.name === province ? province : `${province} ${sigungu.name}`;
}

export function zipCode(options: { rng: Rng; sigungu: Sigungu }): string {
  const { rng, sigungu } = options;
  const [low, high] = sigungu.province.zip;
  const span = (high - low + 1) * 1000;
  const block = Math.max(1, Math.floor(span / sigungu.province.sigungu.length));
  return String(low * 1000 + sigungu.index * block + rng.int(0, block - 1)).padStart(5, '0');
}

export function phone(options: { rng: Rng; sigungu: Sigungu }): string {
  const { rng, sigungu } = options;
  const area = sigungu.province.tel;
  const middle = area === '02' ? rng.int(2000, 9999) : rng.int(200, 999);
  return `${area}-${middle}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
}

/** A fee such as "성인 3,000원 / 어린이 1,500원". */
export function fee(rng: Rng): string {
  if (rng.chance(0.45)) return '무료';
  const adult = rng.int(2, 30) * 500;
  return `성인 ${withCommas(adult)}원 / 어린이 ${withCommas(Math.round(adult / 1000) * 500)}원`;
}
