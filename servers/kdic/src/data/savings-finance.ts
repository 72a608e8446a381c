// 저축은행 재무현황 (getFinanceStateList): one row per savings bank per month, 2019-01..2026-08. Each bank's BIS
// ratio, delinquency and average deposit rate follow the market cycle (low rates to 2021, the 2022 rate spike,
// the 2023–2025 real-estate PF delinquency wave) plus a bank-specific, mean-reverting path, so months move
// smoothly and banks keep their character.
import { createRng } from '@kopa/kit';
import { monthsBetween } from './calendar.ts';
import { clamp, fixed } from './format.ts';
import type { Institution } from './universe.ts';

export interface SavingsFinanceRow extends Record<string, string> {
  finIstNm: string;
  ym: string;
  dpsAvgIrt: string;
  bisTotCptRto: string;
  ovduRt: string;
}

export const FINANCE_FIRST_MONTH = '201901';
export const FINANCE_LAST_MONTH = '202608';

/** Market anchors (month → value); months between are interpolated linearly. */
const DEPOSIT_RATE: ReadonlyArray<readonly [string, number]> = [
  ['201901', 2.55],
  ['201912', 2.2],
  ['202006', 1.95],
  ['202106', 1.8],
  ['202112', 2.45],
  ['202206', 3.05],
  ['202212', 5.45],
  ['202306', 4.05],
  ['202312', 4.2],
  ['202406', 3.7],
  ['202412', 3.4],
  ['202506', 3.05],
  ['202512', 2.95],
  ['202608', 2.85],
];
const DELINQUENCY: ReadonlyArray<readonly [string, number]> = [
  ['201901', 4.3],
  ['202012', 3.8],
  ['202112', 2.6],
  ['202212', 3.4],
  ['202312', 6.6],
  ['202406', 8.4],
  ['202412', 8.5],
  ['202506', 7.9],
  ['202512', 7.1],
  ['202608', 6.8],
];

function interpolate(anchors: ReadonlyArray<readonly [string, number]>, ym: string): number {
  const index = (value: string) => Number(value.slice(0, 4)) * 12 + Number(value.slice(4, 6));
  const target = index(ym);
  for (let i = 1; i < anchors.length; i++) {
    const [fromYm, from] = anchors[i - 1] as readonly [string, number];
    const [toYm, to] = anchors[i] as readonly [string, number];
    if (target <= index(toYm)) {
      const share = (target - index(fromYm)) / (index(toYm) - index(fromYm));
      return from + (to - from) * clamp(share, 0, 1);
    }
  }
  return anchors.at(-1)?.[1] ?? 0;
}

export function buildSavingsFinance(options: {
  seed: string;
  institutions: readonly Institution[];
}): SavingsFinanceRow[] {
  const months = monthsBetween(FINANCE_FIRST_MONTH, FINANCE_LAST_MONTH);
  const rows: SavingsFinanceRow[] = [];
  for (const bank of options.institutions) {
    if (!bank.finIstNm) continue;
    const rng = createRng(`${options.seed}:savings:${bank.finIstNm}`);
    const bisCenter = clamp(rng.normal(14.2, 2.6), 9.2, 22);
    const riskiness = clamp(rng.normal(1, 0.35), 0.45, 2.1);
    const rateSpread = rng.normal(0, 0.22);
    let bisDrift = rng.normal(0, 0.8);
    let delinquencyDrift = rng.normal(0, 0.4);
    let rateDrift = 0;
    for (const ym of months) {
      bisDrift = bisDrift * 0.93 + rng.normal(0, 0.22);
      delinquencyDrift = delinquencyDrift * 0.9 + rng.normal(0, 0.18);
      rateDrift = rateDrift * 0.8 + rng.normal(0, 0.05);
      const market = interpolate(DELINQUENCY, ym);
      const ovdu = clamp(market * riskiness + delinquencyDrift, 0.4, 24);
      // A delinquency wave eats capital: BIS falls as bad loans rise above the market.
      const bis = clamp(bisCenter + bisDrift - (ovdu - market) * 0.35 - (market - 4) * 0.25, 6.1, 30);
      const rate = clamp(interpolate(DEPOSIT_RATE, ym) + rateSpread + rateDrift + (riskiness - 1) * 0.15, 1.1, 6.8);
      rows.push({
        finIstNm: bank.finIstNm,
        ym,
        dpsAvgIrt: fixed(rate),
        bisTotCptRto: fixed(bis),
        ovduRt: fixed(ovdu),
      });
    }
  }
  return rows;
}
