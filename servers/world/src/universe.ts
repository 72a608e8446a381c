// The company universe: the committed reference companies plus synthetic ones generated from the
// seed, with the market mix of the real DART list (KOSPI ~800, KOSDAQ ~1,500, a few KONEX, unlisted).
import { createRng, type Rng } from '@kopa/kit';
import { dayOf, parseYmd, ymd } from './calendar.ts';
import {
  businessDayBetween,
  CONSOLIDATION,
  estDate,
  FACE_VALUES,
  identity,
  type Registry,
} from './company-identity.ts';
import type { CompanyProfile, CorpCls, RealAnchor, Tier } from './company-profile.ts';
import { drawCorpCode } from './identifiers.ts';
import reference from './reference-companies.json' with { type: 'json' };
import type { SectorKey } from './sectors.ts';
import { duplicateTwins, syntheticCompany } from './synthetic-companies.ts';

export const MARKET_TARGETS = { Y: 800, K: 1500, N: 25, total: 3400 } as const;

interface ReferenceListed {
  name: string;
  eng: string;
  stock: string;
  cls: string;
  corp_code?: string;
  stock_name?: string;
  tier: string;
  sector: string;
  group?: string;
  listed?: string;
  jurir_no?: string;
  bizr_no?: string;
  est_dt?: string;
  adres?: string;
  hm_url?: string;
  phn_no?: string;
  anchor?: RealAnchor;
}

interface ReferenceUnlisted {
  name: string;
  eng: string;
  corp_code: string;
  sector: string;
  tier: string;
  modify_date: string;
  files_periodic: boolean;
  group?: string;
}

const REFERENCE_LISTED = reference.listed as readonly ReferenceListed[];
const REFERENCE_UNLISTED = reference.unlisted as readonly ReferenceUnlisted[];

/** A pinned value wins over a drawn one; the draw still happens so that later draws do not shift. */
const drawnOr = <T>(pinned: T | undefined, drawn: T): T => pinned ?? drawn;

function referenceCompany(rng: Rng, registry: Registry, entry: ReferenceListed): CompanyProfile {
  const corpCls = entry.cls as CorpCls;
  const tier = entry.tier as Tier;
  const made = identity(rng, registry, entry.eng, true);
  const corpCode = entry.corp_code ?? drawCorpCode(rng, registry.corpCodes);
  const listedDay = entry.listed ? parseYmd(entry.listed) : undefined;
  const estYear =
    listedDay !== undefined ? rng.int(1995, 2016) : corpCls === 'Y' ? rng.int(1950, 2005) : rng.int(1983, 2012);
  if (entry.jurir_no) registry.jurirNos.add(entry.jurir_no);
  if (entry.bizr_no) registry.bizrNos.add(entry.bizr_no);
  return {
    corpCode,
    corpName: entry.name,
    corpEngName: entry.eng,
    stockCode: entry.stock,
    stockName: entry.stock_name ?? entry.name,
    corpCls,
    real: true,
    sector: entry.sector as SectorKey,
    tier,
    group: entry.group,
    listedDay,
    anchor: entry.anchor,
    filesPeriodic: true,
    consolidated: rng.chance(CONSOLIDATION[tier]),
    faceValue: drawnOr(entry.anchor?.par, rng.weighted(FACE_VALUES[corpCls])),
    modifyDate: ymd(businessDayBetween(rng, dayOf(2024, 1, 2), dayOf(2026, 8, 28))),
    ...made,
    jurirNo: entry.jurir_no ?? made.jurirNo,
    bizrNo: entry.bizr_no ?? made.bizrNo,
    adres: entry.adres ?? made.adres,
    hmUrl: entry.hm_url ?? made.hmUrl,
    phnNo: entry.phn_no ?? made.phnNo,
    estDt: entry.est_dt ?? estDate(rng, estYear, estYear),
  };
}

function referenceUnlisted(rng: Rng, registry: Registry, entry: ReferenceUnlisted): CompanyProfile {
  registry.corpCodes.add(entry.corp_code);
  return {
    corpCode: entry.corp_code,
    corpName: entry.name,
    corpEngName: entry.eng,
    stockCode: '',
    stockName: entry.name,
    corpCls: 'E',
    real: true,
    sector: entry.sector as SectorKey,
    tier: entry.tier as Tier,
    group: entry.group,
    listedDay: undefined,
    anchor: undefined,
    filesPeriodic: entry.files_periodic,
    consolidated: entry.files_periodic,
    faceValue: 5000,
    modifyDate: entry.modify_date,
    ...identity(rng, registry, entry.eng, false),
    estDt: estDate(rng, 1974, 2020),
  };
}

/** Builds every company, sorted by corp_code. */
export function buildUniverse(seed: string): CompanyProfile[] {
  const rng = createRng(seed).fork('universe');
  const registry: Registry = {
    corpCodes: new Set(),
    stockCodes: new Set(),
    jurirNos: new Set(),
    bizrNos: new Set(),
    names: new Set(),
  };
  for (const entry of REFERENCE_LISTED) {
    if (entry.corp_code) registry.corpCodes.add(entry.corp_code);
    registry.stockCodes.add(entry.stock);
    registry.names.add(entry.name);
  }
  for (const entry of REFERENCE_UNLISTED) registry.names.add(entry.name);

  const companies: CompanyProfile[] = REFERENCE_LISTED.map((entry) =>
    referenceCompany(rng.fork(`ref:${entry.stock}`), registry, entry),
  );
  companies.push(
    ...REFERENCE_UNLISTED.map((entry) => referenceUnlisted(rng.fork(`ref:${entry.corp_code}`), registry, entry)),
  );

  const synthetic = rng.fork('synthetic');
  const countOf = (cls: CorpCls) => companies.filter((company) => company.corpCls === cls).length;
  for (const cls of ['Y', 'K', 'N'] as const) {
    const missing = MARKET_TARGETS[cls] - countOf(cls);
    for (let index = 0; index < missing; index++) companies.push(syntheticCompany(synthetic, registry, cls));
  }

  // Duplicate-name traps: a listed company shares its name with one or two unlisted entities.
  const trapRng = rng.fork('traps');
  const candidates = companies.filter(
    (company) => !company.real && company.corpCls === 'K' && company.listedDay === undefined,
  );
  for (const twinCount of [2, 1, 1, 1]) {
    const original = trapRng.pick(candidates);
    candidates.splice(candidates.indexOf(original), 1);
    companies.push(...duplicateTwins(trapRng, registry, original, twinCount));
  }

  while (companies.length < MARKET_TARGETS.total) companies.push(syntheticCompany(synthetic, registry, 'E'));
  return companies.sort((left, right) => (left.corpCode < right.corpCode ? -1 : 1));
}
