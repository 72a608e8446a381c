// Convertible bonds and bonds with warrants: their terms at issue, the refixings of the conversion
// price while the market trades below it (never under the floor), and the conversions that follow.
import type { Rng } from '@kopa/kit';
import { addMonths, DATA_END, type Day, dayOf, nextBusinessDay, previousBusinessDay } from './calendar.ts';
import type { BondIssue, CapitalChange, FundingPurposes } from './capital-events.ts';
import type { CompanyProfile } from './company-profile.ts';
import { roundTo } from './format.ts';
import { type MarketProfile, priceAt } from './market.ts';
import { UNDERWRITERS } from './names.ts';
import { businessDayIn, splitAmount, uniform } from './random.ts';

const FLOOR_FIELDS_FROM = dayOf(2020, 7, 6);
const ELECTRONIC_SECURITIES_FROM = dayOf(2019, 9, 16);

/** The paper's worked example: 라이트론's January 2026 CB, floor 532 won (70% of 760). */
export const FORCED_BONDS: Readonly<
  Record<string, { decision: Day; payment: Day; faceAmount: number; price: number }>
> = {
  '069540': { decision: dayOf(2026, 1, 16), payment: dayOf(2026, 1, 23), faceAmount: 3_000_000_000, price: 760 },
};

export function purposes(rng: Rng, total: number): FundingPurposes {
  const keys = ['op', 'fclt', 'dtrp', 'ocsa', 'etc'] as const;
  const chosen = keys.filter((_key, index) =>
    index === 0 ? rng.chance(0.85) : rng.chance([0, 0.3, 0.3, 0.2, 0.05][index] ?? 0),
  );
  const used = chosen.length > 0 ? chosen : ['op' as const];
  const parts = splitAmount(
    total,
    used.map(() => uniform(rng, 0.5, 2)),
    1_000_000,
  );
  const result: FundingPurposes = { fclt: 0, bsninh: 0, op: 0, dtrp: 0, ocsa: 0, etc: 0 };
  used.forEach((key, index) => {
    result[key] = parts[index] ?? 0;
  });
  return result;
}

function currentPrice(bond: BondIssue, day: Day): number {
  let price = bond.price;
  for (const refix of bond.refixes) if (refix.day <= day) price = refix.price;
  return price;
}

function floorOf(price: number, percent: number, faceValue: number): { floor: number; basis: string } {
  const floor = Math.ceil((price * percent) / 100);
  return floor < faceValue
    ? { floor: faceValue, basis: '액면가액' }
    : { floor, basis: `발행당시 전환가액의 ${percent}%` };
}

export function bondIssue(
  rng: Rng,
  company: CompanyProfile,
  market: MarketProfile,
  kind: 'CB' | 'BW',
  decision: Day,
  shares: number,
  seriesNo: number,
): BondIssue {
  const forced = kind === 'CB' ? FORCED_BONDS[company.stockCode] : undefined;
  const forcedHere = forced !== undefined && forced.decision === decision;
  const marketPrice = priceAt(market, decision);
  const isPublic = !forcedHere && rng.chance(company.tier === 'micro' ? 0.08 : 0.25);
  const price = forcedHere
    ? forced.price
    : // 전환가액 at or above the market at issue: a premium of 0–25%, as real CB/BW terms show.
      Math.max(company.faceValue, Math.round(marketPrice * uniform(rng, 1.0, 1.25)));
  const faceAmount = forcedHere
    ? forced.faceAmount
    : Math.max(1e9, roundTo(shares * marketPrice * uniform(rng, 0.03, 0.14), 1e8));
  const paymentDay = forcedHere ? forced.payment : nextBusinessDay(decision + rng.int(5, 25));
  const maturityDay = addMonths(paymentDay, rng.chance(0.75) || forcedHere ? 36 : 60);
  const percent = forcedHere ? 70 : rng.chance(0.85) ? 70 : 80;
  const floor = decision >= FLOOR_FIELDS_FROM ? floorOf(price, percent, company.faceValue) : undefined;
  const couponRate = forcedHere
    ? 0
    : rng.weighted([
        [0, 50],
        [1, 25],
        [2, 15],
        [3, 10],
      ]);
  const correctionDay = !forcedHere && rng.chance(0.08) ? nextBusinessDay(decision + rng.int(1, 10)) : undefined;
  const bond: BondIssue = {
    kind,
    decisionDay: decision,
    boardDay: forcedHere || rng.chance(0.75) ? decision : previousBusinessDay(decision - 1),
    paymentDay: correctionDay === undefined ? paymentDay : nextBusinessDay(paymentDay + 7),
    originalPaymentDay: paymentDay,
    maturityDay,
    exerciseStart: addMonths(paymentDay, isPublic ? 1 : 12),
    exerciseEnd: addMonths(maturityDay, -1),
    seriesNo,
    faceAmount,
    price,
    floorPrice: floor?.floor,
    floorBasis: floor?.basis ?? '-',
    isPublic,
    couponRate,
    maturityRate: forcedHere
      ? 3
      : couponRate +
        rng.weighted([
          [0, 10],
          [1, 25],
          [2, 30],
          [3, 25],
          [4, 10],
        ]),
    purposes: purposes(rng, faceAmount),
    sharesAtDecision: shares,
    remainingLimit: decision >= FLOOR_FIELDS_FROM ? roundTo(faceAmount * uniform(rng, 2, 12), 1e8) : undefined,
    underwriter: isPublic ? rng.pick(UNDERWRITERS) : undefined,
    refixes: [],
    correctionDay,
  };
  // Refixing every three months while the market trades below the current price, never below the floor.
  for (let step = 1; step <= 8 && bond.refixes.length < 4; step++) {
    const day = nextBusinessDay(addMonths(bond.paymentDay, step * 3));
    if (day > Math.min(bond.exerciseEnd, DATA_END)) break;
    const current = currentPrice(bond, day);
    const target = Math.max(bond.floorPrice ?? Math.ceil(bond.price * 0.7), Math.round(priceAt(market, day)));
    if (target < current) bond.refixes.push({ day, price: target });
  }
  return bond;
}

export function conversions(rng: Rng, bond: BondIssue): CapitalChange[] {
  const last = Math.min(bond.exerciseEnd, DATA_END - 1);
  const fraction = rng.weighted([
    [0, 40],
    [0.5, 30],
    [1, 30],
  ]);
  if (fraction === 0 || bond.exerciseStart > last) return [];
  const tranches = rng.int(1, 3);
  const amounts = splitAmount(
    roundTo(bond.faceAmount * fraction, 1e8),
    Array.from({ length: tranches }, () => uniform(rng, 0.5, 1.5)),
    1e8,
  );
  return amounts
    .filter((amount) => amount > 0)
    .map((amount) => {
      const day = businessDayIn(rng, bond.exerciseStart, last);
      const price = currentPrice(bond, day);
      return {
        day,
        kind: bond.kind === 'CB' ? '전환권행사' : '신주인수권행사',
        shares: Math.floor(amount / price),
        price,
        seriesNo: bond.seriesNo,
      };
    })
    .filter((change) => change.day <= DATA_END);
}

/** Whether a date string belongs to the electronic-securities era (bond names say 기명식 from then on). */
export function isElectronicEra(day: Day): boolean {
  return day >= ELECTRONIC_SECURITIES_FROM;
}
