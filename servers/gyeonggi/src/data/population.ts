// 연령별 인구 현황 (AgeAcctoPopltn): monthly resident population per 시군, 구 and 읍면동, where the
// 읍면동 rows add up to their 구 and 시군 rows. 시군 totals start near the real mid-2026 figures and
// drift backwards by a per-시군 growth rate.
import { createRng, hashSeed } from '@kopa/kit';
import { SIGUNS } from './sigun.ts';
import type { GgRow } from './types.ts';

export const FIRST_MONTH = '202001';
/** The last month of the fixed window, and the month the 시군 totals are anchored on. */
export const LAST_MONTH = '202607';

/** The last month a window ending on `end` (YYYYMMDD) generates: the month before the end's. */
export function lastMonthOf(end: string): string {
  const year = Number(end.slice(0, 4));
  const month = Number(end.slice(4, 6));
  return month === 1 ? `${year - 1}12` : `${year}${String(month - 1).padStart(2, '0')}`;
}

export function months(last: string = LAST_MONTH): string[] {
  const result: string[] = [];
  for (let year = 2020; year <= Number(last.slice(0, 4)); year++) {
    for (let month = 1; month <= 12; month++) {
      const ym = `${year}${String(month).padStart(2, '0')}`;
      if (ym >= FIRST_MONTH && ym <= last) result.push(ym);
    }
  }
  return result;
}

/** A month's figures are published by the 10th of the next month (decided without a source). */
export function monthVisible(ym: string, today: string): boolean {
  const year = Number(ym.slice(0, 4));
  const month = Number(ym.slice(4, 6));
  const next = month === 12 ? `${year + 1}01` : `${year}${String(month + 1).padStart(2, '0')}`;
  return today >= `${next}10`;
}

function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  parts[parts.length - 1] = (parts.at(-1) ?? 0) + total - parts.reduce((acc, part) => acc + part, 0);
  return parts;
}

/** Every month from FIRST_MONTH through `last`; months after LAST_MONTH grow on at each 시군's rate,
 *  and their noise is drawn after the fixed window's, so that the fixed months stay the same. */
export function buildPopulation(seed: string, last: string = LAST_MONTH): GgRow[] {
  const rows: GgRow[] = [];
  const all = months(last);
  const plans = SIGUNS.map((sigun) => {
    const rng = createRng(hashSeed(seed, 'AgeAcctoPopltn', sigun.code));
    return {
      sigun,
      growth: -0.012 + rng.next() * 0.04,
      weights: sigun.dongs.map(() => 0.5 + rng.next()),
      maleShare: 0.49 + rng.next() * 0.025,
      noise: rng,
    };
  });
  for (const ym of all) {
    const monthsBack =
      (Number(LAST_MONTH.slice(0, 4)) - Number(ym.slice(0, 4))) * 12 +
      (Number(LAST_MONTH.slice(4)) - Number(ym.slice(4)));
    for (const plan of plans) {
      const { sigun } = plan;
      const total = Math.round(
        sigun.pop / (1 + plan.growth) ** (monthsBack / 12) + plan.noise.normal(0, sigun.pop * 0.0004),
      );
      const dongPops = split(total, plan.weights);
      const row = (name: string, level: string, code: string, people: number): GgRow => {
        const male = Math.round(people * plan.maleShare);
        return {
          EXAMIN_YY: ym.slice(0, 4),
          EXAMIN_MT: ym.slice(4, 6),
          ADMZONE_NM: name,
          ADMZONE_DIV_NM: level,
          LEGALDONG_CD: code,
          TOT_POPLTN_CNT: people,
          MALE_POPLTN_CNT: male,
          FEMALE_POPLTN_CNT: people - male,
          HSHLD_CNT: Math.round(people / 2.3),
        };
      };
      rows.push(row(`경기도 ${sigun.name}`, '시군', `${sigun.code}00000`, total));
      for (const gu of sigun.gus) {
        const sum = sigun.dongs.reduce(
          (acc, dong, index) => acc + (dong.guCode === gu.code ? (dongPops[index] ?? 0) : 0),
          0,
        );
        rows.push(row(`경기도 ${sigun.name} ${gu.name}`, '구', `${gu.code}00000`, sum));
      }
      sigun.dongs.forEach((dong, index) => {
        const name = `경기도 ${sigun.name}${dong.gu ? ` ${dong.gu}` : ''} ${dong.name}`;
        rows.push(row(name, '읍면동', dong.code, dongPops[index] ?? 0));
      });
    }
  }
  return rows;
}
