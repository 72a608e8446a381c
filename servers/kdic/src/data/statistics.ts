// KDIC's own statistics services: 부보금융회사 예금동향 (quarterly, by 금융권역), 예금보험기금 조성내역 (monthly,
// cumulative by 기금조성구분) and the insurers' 경영현황 (quarterly, year-to-date). Each series grows along a
// seeded trend so that consecutive periods are coherent.
import { createRng } from '@kopa/kit';
import { monthsBetween, quarterEnds } from './calendar.ts';
import { integer } from './format.ts';
import type { Institution } from './universe.ts';

export const STAT_FIRST_MONTH = '201903';
export const STAT_LAST_MONTH = '202608';

/** 백만원 at 2019-03: demand (tgt, excluded) and savings-type (tgt, excluded) deposits per 금융권역. */
const DEPOSIT_BASE: ReadonlyArray<readonly [string, number, number, number, number]> = [
  ['은행', 548_052_745, 88_719_385, 2_883_789_667, 402_118_220],
  ['저축은행', 3_120_400, 210_880, 61_220_310, 2_950_120],
  ['금융투자', 27_900_210, 1_880_440, 0, 0],
  ['생명보험', 0, 0, 512_340_880, 61_220_004],
  ['손해보험', 0, 0, 98_770_310, 22_004_118],
  ['종합금융', 1_010_220, 88_100, 2_200_410, 120_330],
];

export function buildDepositTrends(seed: string): Array<Record<string, string>> {
  const rows: Array<Record<string, string>> = [];
  const quarters = quarterEnds(STAT_FIRST_MONTH, STAT_LAST_MONTH);
  for (const [sector, ...base] of DEPOSIT_BASE) {
    const rng = createRng(`${seed}:deposits:${sector}`);
    const growth = 0.012 + rng.next() * 0.01;
    quarters.forEach((calcBaseYm, index) => {
      const [tgtOndm, excdOndm, tgtSvtp, excdSvtp] = base.map(
        (amount) => amount * (1 + growth) ** index * (1 + rng.normal(0, 0.008)),
      ) as [number, number, number, number];
      rows.push({
        calcBaseYm,
        fncRegnDscdNm: sector,
        tgtOndmDpsamt: integer(tgtOndm),
        excdOndmDpsamt: integer(excdOndm),
        sumOndmDpsamt: integer(Math.round(tgtOndm) + Math.round(excdOndm)),
        tgtSvtpDpsamt: integer(tgtSvtp),
        excdSvtpDpsamt: integer(excdSvtp),
        sumSvtpDpsamt: integer(Math.round(tgtSvtp) + Math.round(excdSvtp)),
      });
    });
  }
  return rows;
}

const FUND_PARTS: ReadonlyArray<readonly [string, number]> = [
  ['은행', 8_149_598_306_889],
  ['금융투자', 402_118_220_310],
  ['생명보험', 6_120_334_100_220],
  ['손해보험', 1_410_220_330_100],
  ['종합금융', 20_330_440_120],
  ['저축은행', 1_880_440_110_330],
  ['저축은행특별계정', 0],
];

export function buildFund(seed: string): Array<Record<string, string>> {
  const rows: Array<Record<string, string>> = [];
  const months = monthsBetween('201901', STAT_LAST_MONTH);
  const totals = months.map(() => [0, 0, 0, 0, 0]);
  for (const [part, premiumBase] of FUND_PARTS) {
    const rng = createRng(`${seed}:fund:${part}`);
    let premium = premiumBase;
    let income = premiumBase * 0.17;
    let contribution = part === '저축은행특별계정' ? 0 : premiumBase * 0.0007;
    let recovery = part === '저축은행특별계정' ? 9_120_000_000_000 : 0;
    let other = premiumBase * 0.001;
    months.forEach((ym, index) => {
      premium += (premiumBase * 0.0085 + 1) * (1 + rng.normal(0, 0.05));
      income += Math.max(0, premium * 0.0016 * (1 + rng.normal(0, 0.2)));
      contribution += Math.max(0, premiumBase * 0.000004 * rng.next());
      recovery += part === '저축은행특별계정' ? 12_000_000_000 * rng.next() : 0;
      other += Math.max(0, premiumBase * 0.000002 * rng.next());
      const values = [premium, contribution, recovery, income, other].map(Math.round);
      values.forEach((value, i) => {
        const total = totals[index] as number[];
        total[i] = (total[i] ?? 0) + value;
      });
      rows.push(fundRow({ ym, part, values }));
    });
  }
  months.forEach((ym, index) => {
    rows.push(fundRow({ ym, part: '합계', values: totals[index] as number[] }));
  });
  return rows;
}

function fundRow(options: { ym: string; part: string; values: number[] }): Record<string, string> {
  const [premium, contribution, recovery, income, other] = options.values.map((value) => integer(value));
  return {
    baseTm: options.ym,
    baseYr: options.ym.slice(0, 4),
    baseMn: options.ym.slice(4, 6),
    fndMakDvsnNm: options.part,
    prmfeeAmt: premium ?? '0',
    sscrAmt: contribution ?? '0',
    spprFundRtrvAmt: recovery ?? '0',
    mnivBnfAmt: income ?? '0',
    etcAmt: other ?? '0',
  };
}

/** 생명·손해보험사 종합현황: 억원, year-to-date per quarter. */
export function buildInsurerOverview(options: {
  seed: string;
  insurers: readonly Institution[];
}): Array<Record<string, string>> {
  const rows: Array<Record<string, string>> = [];
  const quarters = quarterEnds(STAT_FIRST_MONTH, STAT_LAST_MONTH);
  for (const insurer of options.insurers) {
    const rng = createRng(`${options.seed}:overview:${insurer.name}`);
    const life = insurer.sector === '생명보험';
    const scale = clamped(rng.normal(1, 0.8)) * (insurer.dvsnNm === '삼성' || insurer.dvsnNm === '삼성화재' ? 6 : 1);
    let assets = (life ? 320_000 : 160_000) * scale;
    for (const baseYm of quarters) {
      const quarter = Number(baseYm.slice(4, 6)) / 3;
      assets *= 1 + rng.normal(0.008, 0.01);
      const premiums = assets * (life ? 0.026 : 0.09) * quarter * (1 + rng.normal(0, 0.04));
      const insurance = premiums * rng.normal(life ? -0.06 : 0.02, 0.05);
      const investment = assets * 0.0075 * quarter * (1 + rng.normal(0, 0.15));
      const net = (insurance + investment) * 0.76;
      const liabilities = assets * (life ? 0.9 : 0.82) * (1 + rng.normal(0, 0.01));
      rows.push({
        baseYm,
        dvsnNm: insurer.dvsnNm ?? insurer.name,
        crpno: insurer.crpno ?? '',
        inspnl: integer(insurance),
        ivstPnl: integer(investment),
        cnprfNprf: integer(net),
        incoPrmfee: integer(premiums),
        astTsum: integer(assets),
        lbltTsum: integer(liabilities),
        cptTsum: integer(assets - liabilities),
        sector: insurer.sector,
      });
    }
  }
  return rows;
}

function clamped(value: number): number {
  return Math.min(4, Math.max(0.15, value));
}
