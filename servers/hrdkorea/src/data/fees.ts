// 응시수수료 per qualification in getFeeList's one-line format ("1차 : 19400, 2차 : 22600").
// The written (1차) fee is fixed per grade; the practical (2차) fee varies by qualification, as
// upstream. A few rows keep the real quirks: no 1차 part (", 2차 : 41500") and a 3차 part.
import { createRng, hashSeed } from '@kopa/kit';
import type { Qualification } from './catalog.ts';
import type { FeeRow, SeriesName } from './types.ts';

const WRITTEN_FEE: Record<SeriesName, number> = {
  기술사: 67_800,
  기능장: 34_400,
  기사: 19_400,
  산업기사: 19_400,
  기능사: 14_500,
  '1급': 19_400,
  '2급': 19_400,
  '': 30_000,
};

const PRACTICAL_FEES: Record<SeriesName, readonly number[]> = {
  기술사: [87_100],
  기능장: [52_700, 63_800, 76_300, 88_200, 104_500],
  기사: [22_600, 25_800, 29_600, 35_700, 43_400, 56_300, 70_800],
  산업기사: [20_800, 27_000, 33_500, 43_400, 54_100],
  기능사: [17_200, 21_500, 25_200, 26_900, 31_100, 34_900, 47_800, 64_800],
  '1급': [20_800, 33_000],
  '2급': [20_800, 23_500],
  '': [30_000, 40_000, 50_000],
};

/** Practical fees a source states; the rest are drawn from the grade's list. */
const KNOWN_PRACTICAL: Record<string, number> = { 정보처리기사: 22_600 };

export interface FeeParts {
  written: number | undefined;
  practical: number | undefined;
  third: number | undefined;
}

export function feePartsOf(options: { seed: string; qualification: Qualification }): FeeParts {
  const { seed, qualification } = options;
  const { jmfldnm, jmcd } = qualification.row;
  const rng = createRng(hashSeed(seed, 'fee', jmcd));
  const practical = KNOWN_PRACTICAL[jmfldnm] ?? rng.pick(PRACTICAL_FEES[qualification.series]);
  const written = WRITTEN_FEE[qualification.series];
  if (qualification.family === 'S') {
    return { written, practical, third: rng.chance(0.3) ? 20_000 : undefined };
  }
  // A handful of technical rows upstream carry only the practical part.
  const practicalOnly = qualification.series === '기능사' && rng.chance(0.03);
  return { written: practicalOnly ? undefined : written, practical, third: undefined };
}

export function feeContents(parts: FeeParts): string {
  const pieces = [
    parts.written !== undefined ? `1차 : ${parts.written}` : '',
    parts.practical !== undefined ? `2차 : ${parts.practical}` : '',
    ...(parts.third !== undefined ? [`3차 : ${parts.third}`] : []),
  ];
  return pieces.join(', ');
}

export function buildFees(options: { seed: string; catalog: readonly Qualification[] }): FeeRow[] {
  return options.catalog.map((qualification) => {
    const { row } = qualification;
    return {
      jmCd: row.jmcd,
      infogb: '응시수수료',
      contents: feeContents(feePartsOf({ seed: options.seed, qualification })),
      jmfldnm: row.jmfldnm,
      obligfldcd: row.obligfldcd,
      obligfldnm: row.obligfldnm,
      mdobligfldcd: row.mdobligfldcd,
      mdobligfldnm: row.mdobligfldnm,
    };
  });
}
