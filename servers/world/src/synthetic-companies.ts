// Synthetic companies: a made-up name (prefix + sector word + optional suffix) with market, size,
// listing date and identity drawn from the seed, and the duplicate-name twins of the real list.
import type { Rng } from '@kopa/kit';
import { dayOf, ymd } from './calendar.ts';
import {
  businessDayBetween,
  CONSOLIDATION,
  estDate,
  FACE_VALUES,
  identity,
  type Registry,
} from './company-identity.ts';
import { NAME_CORES, NAME_PREFIXES, NAME_SUFFIXES } from './company-names.ts';
import type { CompanyProfile, CorpCls, Tier } from './company-profile.ts';
import { drawCorpCode, drawStockCode } from './identifiers.ts';
import type { SectorKey } from './sectors.ts';

/** Per market: [tier, weight] for synthetic companies. */
const TIER_MIX: Record<CorpCls, ReadonlyArray<readonly [Tier, number]>> = {
  Y: [
    ['large', 3],
    ['mid', 25],
    ['small', 52],
    ['micro', 20],
  ],
  K: [
    ['mid', 3],
    ['small', 30],
    ['micro', 67],
  ],
  N: [['micro', 1]],
  E: [
    ['large', 2],
    ['mid', 10],
    ['small', 38],
    ['micro', 50],
  ],
};

function syntheticName(rng: Rng, registry: Registry): { ko: string; en: string; sector: SectorKey } {
  for (;;) {
    const [prefixKo, prefixEn] = rng.pick(NAME_PREFIXES);
    const core = rng.pick(NAME_CORES);
    const suffix = rng.chance(0.35) ? rng.pick(NAME_SUFFIXES) : undefined;
    if (suffix && (core.ko.endsWith(suffix[0]) || prefixKo === suffix[0])) continue;
    const ko = `${prefixKo}${core.ko}${suffix ? suffix[0] : ''}`;
    if (registry.names.has(ko)) continue;
    registry.names.add(ko);
    const en = `${prefixEn} ${core.en}${suffix ? ` ${suffix[1]}` : ''} Co., Ltd.`;
    return { ko, en, sector: core.sector };
  }
}

export function syntheticCompany(rng: Rng, registry: Registry, corpCls: CorpCls): CompanyProfile {
  const name = syntheticName(rng, registry);
  const listed = corpCls !== 'E';
  const tier = rng.weighted(TIER_MIX[corpCls]);
  const ipoShare = corpCls === 'K' ? 0.12 : corpCls === 'Y' ? 0.05 : corpCls === 'N' ? 0.3 : 0;
  const listedDay =
    listed && rng.chance(ipoShare) ? businessDayBetween(rng, dayOf(2019, 3, 1), dayOf(2026, 6, 30)) : undefined;
  const estRange: Record<CorpCls, readonly [number, number]> = {
    Y: [1955, 2012],
    K: [1980, 2017],
    N: [2005, 2019],
    E: [1970, 2022],
  };
  const [estFrom, estTo] = estRange[corpCls];
  const estYear = Math.min(
    rng.int(estFrom, estTo),
    listedDay === undefined ? 2022 : Number(ymd(listedDay).slice(0, 4)) - 3,
  );
  const modifyFrom = listed ? dayOf(2024, 1, 2) : dayOf(2012, 1, 2);
  return {
    corpCode: drawCorpCode(rng, registry.corpCodes),
    corpName: name.ko,
    corpEngName: name.en,
    stockCode: listed ? drawStockCode(rng, registry.stockCodes) : '',
    stockName: name.ko,
    corpCls,
    real: false,
    sector: name.sector,
    tier,
    group: undefined,
    listedDay,
    anchor: undefined,
    filesPeriodic: listed,
    consolidated: rng.chance(listed ? CONSOLIDATION[tier] : 0.25),
    faceValue: rng.weighted(FACE_VALUES[corpCls]),
    modifyDate: ymd(businessDayBetween(rng, modifyFrom, dayOf(2026, 8, 28))),
    ...identity(rng, registry, name.en, listed),
    estDt: estDate(rng, estYear, estYear),
  };
}

/** Twins of a listed company: unlisted entries with the same name, as the real corpCode list has. */
export function duplicateTwins(
  rng: Rng,
  registry: Registry,
  original: CompanyProfile,
  count: number,
): CompanyProfile[] {
  const twins: CompanyProfile[] = [];
  for (let index = 0; index < count; index++) {
    const twin = syntheticCompany(rng, registry, 'E');
    registry.names.delete(twin.corpName);
    twins.push({
      ...twin,
      corpName: original.corpName,
      stockName: original.corpName,
      sector: original.sector,
      corpEngName: original.corpEngName.toUpperCase(),
    });
  }
  return twins;
}
