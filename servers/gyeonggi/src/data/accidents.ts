// 교통사고 다발지역 (TfcacdarM): accident hot spots per 시군, 유형 and year, with casualty counts sent
// as JSON numbers (as the real service does), SIGUN_CD null before 2019 and a trailing space in
// SIGUN_NM for some 시군.
import { createRng, hashSeed } from '@kopa/kit';
import { PADDED_SIGUN } from './health.ts';
import { SIGUNS } from './sigun.ts';
import type { GgRow } from './types.ts';

export const ACCIDENT_YEARS = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025] as const;

const KINDS: ReadonlyArray<readonly [string, number]> = [
  ['보행자', 25],
  ['보행노인', 20],
  ['보행어린이', 8],
  ['스쿨존어린이', 5],
  ['자전거', 12],
  ['법규위반', 15],
  ['이륜차', 8],
  ['결빙', 4],
  ['연휴기간', 3],
];

const LANDMARKS = ['사거리', '오거리', '삼거리', '초교', '역', '시장', '교차로'];

/** The accident years a window ending on `end` (YYYYMMDD) generates: through the year before the
 *  end's (a year is shown from the next April, see accidentYearVisible). */
export function accidentYears(end: string): number[] {
  const years: number[] = [...ACCIDENT_YEARS];
  for (let year = (years.at(-1) ?? 2025) + 1; year < Number(end.slice(0, 4)); year++) years.push(year);
  return years;
}

/** Hot spots of every 시군 and year; each 시군's later years are drawn after its fixed ones. */
export function buildAccidentHotspots(seed: string, years: readonly number[] = ACCIDENT_YEARS): GgRow[] {
  const rows: GgRow[] = [];
  for (const sigun of SIGUNS) {
    const rng = createRng(hashSeed(seed, 'TfcacdarM', sigun.code));
    let sequence = 0;
    for (const year of years) {
      const count = Math.max(1, Math.round((sigun.pop / 1_000_000) * 19 * (0.7 + rng.next() * 0.6)));
      for (let index = 0; index < count; index++) {
        sequence += 1;
        const dong = rng.pick(sigun.dongs);
        const kind = rng.weighted(KINDS);
        const lat = dong.lat + rng.normal(0, sigun.spread * 0.1);
        const lon = dong.lon + rng.normal(0, sigun.spread * 0.12);
        const dead = rng.chance(0.12) ? 1 : 0;
        const serious = rng.int(0, 4);
        const slight = rng.int(1, 9);
        const reported = rng.int(0, 2);
        const box = (delta: number) =>
          [
            [lon - delta, lat - delta],
            [lon + delta, lat - delta],
            [lon + delta, lat + delta],
            [lon - delta, lat + delta],
            [lon - delta, lat - delta],
          ]
            .map(([x, y]) => `[${(x ?? 0).toFixed(6)},${(y ?? 0).toFixed(6)}]`)
            .join(',');
        rows.push({
          SIGUN_NM: PADDED_SIGUN.has(sigun.name) ? `${sigun.name} ` : sigun.name,
          SIGUN_CD: year >= 2019 ? sigun.code : null,
          ACDNT_YY: String(year),
          ACDNT_DIV_NM: kind,
          MULTI_KNOWLG_DIV_NO: `${year}${sigun.code}${String(sequence).padStart(3, '0')}`,
          LEGALDONG_CD_NO: dong.code,
          SPOT_NO: `${dong.guCode}${String(sequence).padStart(4, '0')}`,
          JURISD_POLCSTTN_NM: `${rng.pick(sigun.police)}경찰서`,
          LOC_INFO: `경기도 ${sigun.name}${dong.gu ? ` ${dong.gu}` : ''} ${dong.name}(${dong.name.replace(/\d*[동읍면]$/, '')}${rng.pick(LANDMARKS)} 부근)`,
          OCCUR_CNT: dead + serious + slight + reported > 3 ? rng.int(3, 12) : 3,
          CASLT_CNT: dead + serious + slight + reported,
          DPRS_CNT: dead,
          SERINJRY_INDVDL_CNT: serious,
          SLTINJRY_INDVDL_CNT: slight,
          INJURY_APLCNT_CNT: reported,
          LAT: lat.toFixed(8),
          LOGT: lon.toFixed(8),
          MULTI_REGION_INFO: `{"type":"Polygon","coordinates":[[${box(0.0009)}]]}`,
        });
      }
    }
  }
  return rows;
}

/** TAAS publishes a year's hot spots the following spring (decided: visible from April 1st). */
export const accidentYearVisible = (year: string, today: string) => today >= `${Number(year) + 1}0401`;
