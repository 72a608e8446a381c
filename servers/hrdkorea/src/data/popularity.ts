// How many people register for each qualification's written exam in a year, and in which rounds
// the qualification sits. The largest qualifications carry approximate public 2024 volumes; the
// rest are drawn per grade from a seeded log-normal, so the dataset is a pure function of the seed.
import { createRng, hashSeed } from '@kopa/kit';
import type { Qualification } from './catalog.ts';
import { ROUNDS_PER_YEAR } from './rounds.ts';
import type { SeriesName } from './types.ts';

/** Approximate yearly written-exam registrations of the big qualifications (public 2024 rankings). */
const KNOWN_VOLUME: Record<string, number> = {
  지게차운전기능사: 110_000,
  산업안전기사: 95_000,
  정보처리기사: 90_000,
  한식조리기능사: 60_000,
  굴착기운전기능사: 55_000,
  전기기사: 55_000,
  전기기능사: 50_000,
  직업상담사2급: 45_000,
  '미용사(일반)': 45_000,
  제과기능사: 40_000,
  제빵기능사: 38_000,
  전기산업기사: 35_000,
  산업안전산업기사: 35_000,
  위험물기능사: 35_000,
  '소방설비기사(전기분야)': 30_000,
  위험물산업기사: 30_000,
  양식조리기능사: 30_000,
  '미용사(네일)': 30_000,
  건축기사: 25_000,
  건설안전기사: 25_000,
  '소방설비기사(기계분야)': 25_000,
  '미용사(피부)': 25_000,
  '미용사(메이크업)': 25_000,
  토목기사: 20_000,
  자동차정비기능사: 20_000,
  컴퓨터그래픽스운용기능사: 20_000,
  일반기계기사: 15_000,
  빅데이터분석기사: 15_000,
  공조냉동기계기능사: 15_000,
  조경기능사: 15_000,
  정보처리산업기사: 12_000,
  산업위생관리기사: 12_000,
  용접기능사: 12_000,
  에너지관리기능사: 12_000,
  전산응용건축제도기능사: 12_000,
  웹디자인개발기능사: 12_000,
  정보보안기사: 10_000,
  가스기능사: 10_000,
  대기환경기사: 10_000,
  수질환경기사: 10_000,
};

/** Median yearly registrations of an ordinary qualification of each grade. */
const GRADE_MEDIAN: Record<SeriesName, number> = {
  기술사: 450,
  기능장: 1_200,
  기사: 2_500,
  산업기사: 1_200,
  기능사: 2_000,
  '1급': 1_500,
  '2급': 4_000,
  '': 8_000,
};

/** Round counts for a few qualifications whose real yearly pattern a source records. */
const KNOWN_ROUND_COUNT: Record<string, number> = { 정밀화학기사: 1, 의공기사: 2 };

export interface Demand {
  /** Written-exam registrations in 2024; later years drift from it. */
  volume2024: number;
  /** Yearly growth factor. */
  trend: number;
  /** 0-based indexes of the family rounds the qualification sits in. */
  roundIndexes: number[];
}

export function demandOf(options: { seed: string; qualification: Qualification }): Demand {
  const { seed, qualification } = options;
  const { jmfldnm, jmcd } = qualification.row;
  const rng = createRng(hashSeed(seed, 'demand', jmcd));
  const known = KNOWN_VOLUME[jmfldnm];
  const volume2024 =
    known ?? Math.max(40, Math.round(GRADE_MEDIAN[qualification.series] * Math.exp(rng.normal(0, 0.9))));
  const trend = 1 + rng.normal(0.01, 0.05);
  const family = qualification.family;
  if (family === 'S') return { volume2024, trend, roundIndexes: [0] };
  const total = ROUNDS_PER_YEAR[family as keyof typeof ROUNDS_PER_YEAR];
  const count =
    KNOWN_ROUND_COUNT[jmfldnm] ??
    (known !== undefined || volume2024 >= 8_000 ? total : pickCount({ family, total, rng }));
  const indexes = Array.from({ length: total }, (_, index) => index);
  while (indexes.length > count) indexes.splice(rng.int(0, indexes.length - 1), 1);
  return { volume2024, trend, roundIndexes: indexes };
}

function pickCount(options: { family: string; total: number; rng: ReturnType<typeof createRng> }): number {
  const { family, total, rng } = options;
  switch (family) {
    case 'PE':
      return rng.weighted([
        [3, 0.45],
        [2, 0.3],
        [1, 0.25],
      ]);
    case 'MC':
      return rng.weighted([
        [2, 0.6],
        [1, 0.4],
      ]);
    case 'E':
      return rng.weighted([
        [3, 0.6],
        [2, 0.25],
        [1, 0.15],
      ]);
    default:
      return Math.min(
        total,
        rng.weighted([
          [4, 0.4],
          [3, 0.2],
          [2, 0.25],
          [1, 0.15],
        ]),
      );
  }
}
