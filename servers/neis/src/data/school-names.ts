// Names for the generated schools of one office: districts get schools in proportion to their
// places, place names come first (가락초, 가락중), then place-derived and new-town stems, and every
// name is unique within its office and kind, as in the real list.
import type { Rng } from '@kopa/kit';
import { NEW_TOWN_STEMS, SECOND_SYLLABLES } from './name-stems.ts';
import type { District, Office, SchoolKind, Track } from './types.ts';

/** Largest-remainder split of `total` by `weights`. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (sum > 0 ? (total * weight) / sum : 0));
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left -= 1;
  }
  return counts;
}

/** Place names first, then place-derived stems (가락 → 가원), then the shared new-town pool. */
export function* stemsOf(district: District, rng: Rng): Generator<{ stem: string; place: string }> {
  for (const place of district.places) yield { stem: place, place };
  const seen = new Set(district.places);
  // Drawn at random rather than enumerated: a district needs a handful, not all 30 × places.
  for (let attempt = 0; attempt < 400; attempt++) {
    const place = rng.pick(district.places);
    const stem = place.charAt(0) + rng.pick(SECOND_SYLLABLES);
    if (seen.has(stem)) continue;
    seen.add(stem);
    yield { stem, place };
  }
  const pool = shuffle([...NEW_TOWN_STEMS], rng);
  for (const stem of pool) yield { stem, place: rng.pick(district.places) };
}

export function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = rng.int(0, index);
    const held = items[index] as T;
    items[index] = items[other] as T;
    items[other] = held;
  }
  return items;
}

const VOCATIONAL = ['공업', '정보산업', '비즈니스', '디자인', '상업', '전자', '관광', '생활과학', '농업', '조리과학'];
const MEISTER = ['소프트웨어', '기계공업', '반도체', '자동차', '에너지', '항공'];

export interface NamedSchool {
  name: string;
  stem: string;
  place: string;
  track: Track;
  coedu: '남여공학' | '남' | '여';
  /** English kind suffix, e.g. "Girls' High School". */
  english: string;
}

/** The name a school of this kind and track gets from a stem; undefined asks for the next stem. */
export function nameFor(options: {
  office: Office;
  kind: SchoolKind;
  track: Track;
  stem: string;
  rng: Rng;
}): Omit<NamedSchool, 'stem' | 'place' | 'track'> {
  const { office, kind, track, stem, rng } = options;
  if (kind === '초등학교') {
    const prefix = office.code === 'B10' ? '서울' : '';
    return { name: `${prefix}${stem}초등학교`, coedu: '남여공학', english: 'Elementary School' };
  }
  if (kind === '중학교') {
    if (rng.chance(0.1)) return { name: `${stem}여자중학교`, coedu: '여', english: "Girls' Middle School" };
    return { name: `${stem}중학교`, coedu: rng.chance(0.06) ? '남' : '남여공학', english: 'Middle School' };
  }
  if (kind === '특수학교') {
    const variant = rng.weighted([
      ['학교', 8],
      ['맹학교', 1],
      ['농학교', 1],
    ] as const);
    return { name: `${stem}${variant}`, coedu: '남여공학', english: 'School' };
  }
  switch (track) {
    case 'science':
      return { name: `${stem}과학고등학교`, coedu: '남여공학', english: 'Science High School' };
    case 'foreign':
      return { name: `${stem}외국어고등학교`, coedu: '남여공학', english: 'Foreign Language High School' };
    case 'arts':
      return { name: `${stem}예술고등학교`, coedu: '남여공학', english: 'Arts High School' };
    case 'sports':
      return { name: `${stem}체육고등학교`, coedu: '남여공학', english: 'Physical Education High School' };
    case 'meister':
      return { name: `${stem}${rng.pick(MEISTER)}마이스터고등학교`, coedu: '남여공학', english: 'Meister High School' };
    case 'vocational':
      return { name: `${stem}${rng.pick(VOCATIONAL)}고등학교`, coedu: '남여공학', english: 'Vocational High School' };
    default: {
      const roll = rng.next();
      if (roll < 0.15) return { name: `${stem}여자고등학교`, coedu: '여', english: "Girls' High School" };
      return { name: `${stem}고등학교`, coedu: roll < 0.27 ? '남' : '남여공학', english: 'High School' };
    }
  }
}

/** Special tracks use the office's short name first (서울과학고, 부산외국어고), as the real ones do. */
export function officeStemFirst(track: Track): boolean {
  return track === 'science' || track === 'foreign' || track === 'arts' || track === 'sports' || track === 'meister';
}

/** The tracks of an office's generated high schools, in the order they are named. */
export function highSchoolTracks(office: Office, count: number, rng: Rng): Track[] {
  const big = office.counts.고등학교 > 250;
  const special: Track[] = [
    'science',
    ...(big ? (['science', 'foreign', 'foreign'] as const) : []),
    'foreign',
    'arts',
    ...(office.metro ? (['sports'] as const) : []),
    'meister',
    ...(big ? (['meister'] as const) : []),
  ];
  const rest = Math.max(0, count - special.length);
  const vocational = Math.round(rest * 0.17);
  const autonomous = Math.round(rest * 0.05);
  const tracks: Track[] = [
    ...special.slice(0, count),
    ...Array.from({ length: vocational }, () => 'vocational' as const),
    ...Array.from({ length: autonomous }, () => 'autonomous' as const),
    ...Array.from({ length: Math.max(0, rest - vocational - autonomous) }, () => 'general' as const),
  ];
  return shuffle(tracks, rng);
}
