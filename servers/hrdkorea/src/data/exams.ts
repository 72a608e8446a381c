// Who sits where and how they fare: the qualification × round offerings, and the written and
// practical pass statistics of every offering, consistent with each other (practical
// registrations follow the written passes; passes never exceed registrations).
import { createRng, hashSeed } from '@kopa/kit';
import type { Qualification } from './catalog.ts';
import { demandOf } from './popularity.ts';
import { roundNumber, YEARS } from './rounds.ts';
import type { OfferingRow, PassRateRow, RoundRow, SeriesName } from './types.ts';

export const GRADE_CODE: Partial<Record<SeriesName, string>> = {
  기술사: '10',
  기능장: '20',
  기사: '30',
  산업기사: '31',
  '1급': '32',
  '2급': '33',
  기능사: '40',
};

/** Mean written and practical pass rates of each grade. */
const PASS_MEANS: Partial<Record<SeriesName, [number, number]>> = {
  기술사: [0.12, 0.65],
  기능장: [0.45, 0.45],
  기사: [0.48, 0.38],
  산업기사: [0.42, 0.35],
  기능사: [0.45, 0.55],
  '1급': [0.5, 0.3],
  '2급': [0.6, 0.4],
};

export function buildOfferings(options: {
  seed: string;
  catalog: readonly Qualification[];
  years?: readonly number[];
}): OfferingRow[] {
  const rows: OfferingRow[] = [];
  for (const qualification of options.catalog) {
    const { jmcd } = qualification.row;
    const { family } = qualification;
    const demand = demandOf({ seed: options.seed, qualification });
    for (const year of options.years ?? YEARS) {
      if (family === 'S') {
        const seq = qualification.professionalSeq2026 + (year - 2026);
        rows.push(offering({ jmCd: jmcd, roundKey: `${year}-S-${jmcd}`, year, seq }));
        continue;
      }
      for (const index of demand.roundIndexes) {
        const seq = roundNumber({ family, year, index });
        rows.push(offering({ jmCd: jmcd, roundKey: `${year}-${family}-${seq}`, year, seq }));
      }
    }
  }
  return rows;
}

function offering(options: { jmCd: string; roundKey: string; year: number; seq: number }): OfferingRow {
  const { jmCd, roundKey, year, seq } = options;
  return { offeringKey: `${jmCd}-${roundKey}`, jmCd, roundKey, implYy: String(year), implSeq: String(seq) };
}

const clamp = (value: number) => Math.min(0.95, Math.max(0.02, value));

export function buildPassRates(options: {
  seed: string;
  catalog: readonly Qualification[];
  offerings: readonly OfferingRow[];
  roundOf: (roundKey: string) => RoundRow | undefined;
}): PassRateRow[] {
  const { seed, catalog, offerings, roundOf } = options;
  const byCode = new Map(catalog.map((qualification) => [qualification.row.jmcd, qualification]));
  const perYear = new Map<string, number>();
  for (const row of offerings)
    perYear.set(`${row.jmCd}-${row.implYy}`, (perYear.get(`${row.jmCd}-${row.implYy}`) ?? 0) + 1);

  const demands = new Map<string, ReturnType<typeof demandOf>>();
  const levels = new Map<string, [number, number]>();
  const rows: PassRateRow[] = [];
  for (const row of offerings) {
    const qualification = byCode.get(row.jmCd);
    const grdCd = qualification ? GRADE_CODE[qualification.series] : undefined;
    const means = qualification ? PASS_MEANS[qualification.series] : undefined;
    const round = roundOf(row.roundKey);
    if (!qualification || !grdCd || !means || !round) continue;
    let demand = demands.get(row.jmCd);
    if (!demand) {
      demand = demandOf({ seed, qualification });
      demands.set(row.jmCd, demand);
    }
    let level = levels.get(row.jmCd);
    if (!level) {
      const jmRng = createRng(hashSeed(seed, 'pass-level', row.jmCd));
      level = [jmRng.normal(0, 0.08), jmRng.normal(0, 0.08)];
      levels.set(row.jmCd, level);
    }
    const [writtenLevel, practicalLevel] = level;
    const rng = createRng(hashSeed(seed, 'pass', row.offeringKey));
    const years = Number(row.implYy) - 2024;
    const share = (demand.volume2024 * demand.trend ** years) / (perYear.get(`${row.jmCd}-${row.implYy}`) ?? 1);
    const writtenRecpt = Math.max(5, Math.round(share * (1 + rng.normal(0, 0.15))));
    const writtenPass = Math.round(writtenRecpt * clamp(means[0] + writtenLevel + rng.normal(0, 0.05)));
    const practicalRecpt = Math.max(1, Math.round(writtenPass * (0.85 + rng.next() * 0.35)));
    const practicalPass = Math.round(practicalRecpt * clamp(means[1] + practicalLevel + rng.normal(0, 0.05)));
    const common = {
      grdCd,
      grdNm: qualification.series,
      jmCd: row.jmCd,
      jmFldNm: qualification.row.jmfldnm,
      implYy: row.implYy,
      implSeq: row.implSeq,
    };
    rows.push(
      stat({ ...common, examTypCcd: '필기', recpt: writtenRecpt, pass: writtenPass, releasedOn: round.docPassDt }),
      stat({ ...common, examTypCcd: '실기', recpt: practicalRecpt, pass: practicalPass, releasedOn: round.pracPassDt }),
    );
  }
  return rows;
}

function stat(
  options: Pick<PassRateRow, 'grdCd' | 'grdNm' | 'jmCd' | 'jmFldNm' | 'implYy' | 'implSeq' | 'examTypCcd'> & {
    recpt: number;
    pass: number;
    releasedOn: string;
  },
): PassRateRow {
  const { recpt, pass, releasedOn, ...rest } = options;
  return {
    passKey: `${rest.jmCd}-${rest.implYy}-${rest.implSeq}-${rest.examTypCcd}`,
    ...rest,
    recptNoCnt: String(recpt),
    examPassCnt: String(pass),
    passRate: ((pass / recpt) * 100).toFixed(2),
    releasedOn,
  };
}
