// Addresses and telephone numbers in the real 시군구 of each office: road names built from the
// district's own place names, 5-digit postcodes inside the province's real range, and the
// province's area code.
import type { Rng } from '@kopa/kit';
import type { District, Office } from './types.ts';

const ROAD_KINDS = ['로', '로', '길', '대로'] as const;

/** A postcode whose first two digits fall in the office's real range, district by district. */
export function postcode(options: { office: Office; district: District; rng: Rng }): string {
  const { office, district, rng } = options;
  const [low, high] = office.zip;
  const index = Math.max(0, office.districts.indexOf(district));
  const span = high - low + 1;
  const head = low + Math.floor((index * span) / Math.max(1, office.districts.length));
  return `${String(head).padStart(2, '0')}${String(rng.int(0, 999)).padStart(3, '0')}`;
}

export function roadName(options: { place: string; rng: Rng }): string {
  const { place, rng } = options;
  const kind = rng.pick(ROAD_KINDS);
  if (kind === '길') return `${place}로${rng.int(1, 60)}길 ${rng.int(1, 120)}`;
  if (kind === '대로') return `${place}대로 ${rng.int(1, 900)}`;
  return `${place}로 ${rng.int(1, 400)}${rng.chance(0.2) ? `-${rng.int(1, 30)}` : ''}`;
}

/** 세종 has no 시군구 level in its addresses. */
export function cityPart(office: Office, district: District): string {
  return office.code === 'I10' ? office.region : `${office.region} ${district.name}`;
}

export function schoolAddress(options: { office: Office; district: District; place: string; name: string; rng: Rng }) {
  const { office, district, place, name, rng } = options;
  return {
    zip: postcode({ office, district, rng }),
    road: `${cityPart(office, district)} ${roadName({ place, rng })}`,
    detail: office.metro ? `(${place}동${rng.chance(0.4) ? `/${name}` : ''})` : `/ ${name}`,
  };
}

export function telephone(office: Office, rng: Rng): string {
  const middle = office.area === '02' ? rng.int(2000, 9999) : rng.int(200, 999);
  return `${office.area}-${middle}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
}
