// Registry identity of a company (registration numbers, address, home page, CEO) and the draws
// shared by reference and synthetic companies.
import type { Rng } from '@kopa/kit';
import { type Day, dayOf, nextBusinessDay, ymd } from './calendar.ts';
import type { CorpCls, Tier } from './company-profile.ts';
import { drawBizrNo, drawJurirNo } from './identifiers.ts';
import { address, homePage, personName } from './names.ts';

export const FACE_VALUES: Record<CorpCls, ReadonlyArray<readonly [number, number]>> = {
  Y: [
    [5000, 40],
    [500, 35],
    [100, 10],
    [1000, 10],
    [2500, 5],
  ],
  K: [
    [500, 70],
    [100, 20],
    [1000, 5],
    [200, 5],
  ],
  N: [
    [500, 80],
    [100, 20],
  ],
  E: [
    [5000, 50],
    [10000, 20],
    [1000, 20],
    [500, 10],
  ],
};

export const CONSOLIDATION: Record<Tier, number> = { mega: 1, large: 1, mid: 0.85, small: 0.6, micro: 0.35 };

export interface Registry {
  corpCodes: Set<string>;
  stockCodes: Set<string>;
  jurirNos: Set<string>;
  bizrNos: Set<string>;
  names: Set<string>;
}

export function businessDayBetween(rng: Rng, from: Day, to: Day): Day {
  return nextBusinessDay(rng.int(from, to - 3));
}

export function estDate(rng: Rng, fromYear: number, toYear: number): string {
  return ymd(dayOf(rng.int(fromYear, toYear), rng.int(1, 12), rng.int(1, 28)));
}

function ceoNames(rng: Rng): string[] {
  return rng.chance(0.1) ? [personName(rng), personName(rng)] : [personName(rng)];
}

export function identity(rng: Rng, registry: Registry, engName: string, listed: boolean) {
  const place = address(rng);
  const hmUrl = homePage(engName, rng);
  return {
    jurirNo: drawJurirNo(rng, registry.jurirNos),
    bizrNo: drawBizrNo(rng, registry.bizrNos),
    adres: place.adres,
    phnNo: place.phnNo,
    faxNo: place.faxNo,
    hmUrl,
    irUrl: listed && hmUrl && rng.chance(0.3) ? `${hmUrl}/ir` : '',
    ceoNames: ceoNames(rng),
  };
}
