// The deterministic law.go.kr dataset behind the offline emulation: statutes with their amendment
// histories, precedents, interpretations, administrative rules and ordinances. Every table is lazy
// and is built on its first query.
import { type DataWindow, defineTable, type Table } from '@kopa/kit';
import { type AdminRuleRow, createAdminRules } from './admin-rules.ts';
import { createInterpretations, type InterpretationRow } from './interpretations.ts';
import { createLawCorpus, type LawCorpus } from './law-corpus.ts';
import { createOrdinances, type OrdinanceRow } from './ordinances.ts';
import { createPrecedents, type PrecedentRow } from './precedents.ts';
import { DATA_END } from './versions.ts';

export type { AdminRuleRow } from './admin-rules.ts';
export type { InterpretationRow } from './interpretations.ts';
export type { LawCorpus } from './law-corpus.ts';
export type { OrdinanceRow } from './ordinances.ts';
export type { PrecedentRow } from './precedents.ts';

export const DEFAULT_LAW_SEED = 'kopa-law-v1';
export const PRECEDENT_COUNT = 6000;
export const INTERPRETATION_COUNT = 1200;

/** One version of one law, as the 법령 search lists it (현행연혁코드 depends on the clock). */
export type LawVersionRow = {
  법령일련번호: string;
  법령ID: string;
  법령명한글: string;
  법령약칭명: string;
  공포일자: string;
  공포번호: string;
  제개정구분명: string;
  소관부처코드: string;
  소관부처명: string;
  법령구분명: string;
  시행일자: string;
};

export interface LawDataset {
  seed: string;
  corpus: LawCorpus;
  laws: Table<LawVersionRow>;
  precedents: Table<PrecedentRow>;
  interpretations: Table<InterpretationRow>;
  adminRules: Table<AdminRuleRow>;
  ordinances: Table<OrdinanceRow>;
  hashes(): Record<string, string>;
}

/**
 * The dataset for a window: with none (or an end on or before DATA_END) exactly the fixed one; a
 * later end adds the precedents and interpretations of the days after DATA_END through it.
 * Statutes, administrative rules and ordinances keep the fixed window.
 */
export function createLawDataset(seed: string = DEFAULT_LAW_SEED, window?: DataWindow): LawDataset {
  const corpus = createLawCorpus(seed);
  const windowEnd = window?.end.replace(/-/g, '');
  const end = windowEnd !== undefined && windowEnd > DATA_END ? windowEnd : undefined;
  const laws = defineTable<LawVersionRow>({
    name: 'law.laws',
    key: '법령일련번호',
    build: () =>
      corpus.specs().flatMap((spec) =>
        corpus.versions(spec.법령ID).map((version) => ({
          법령일련번호: version.법령일련번호,
          법령ID: spec.법령ID,
          법령명한글: spec.name,
          법령약칭명: spec.abbr,
          공포일자: version.공포일자,
          공포번호: version.공포번호,
          제개정구분명: version.제개정구분명,
          소관부처코드: spec.ministryCode,
          소관부처명: spec.ministry,
          법령구분명: spec.kindName,
          시행일자: version.시행일자,
        })),
      ),
  });
  const precedents = defineTable<PrecedentRow>({
    name: 'law.precedents',
    key: '판례일련번호',
    build: () => createPrecedents({ corpus, seed, count: PRECEDENT_COUNT, end }),
  });
  const interpretations = defineTable<InterpretationRow>({
    name: 'law.interpretations',
    key: '법령해석례일련번호',
    build: () => createInterpretations({ corpus, seed, count: INTERPRETATION_COUNT, end }),
  });
  const adminRules = defineTable<AdminRuleRow>({
    name: 'law.adminRules',
    key: '행정규칙일련번호',
    build: () => createAdminRules({ corpus, seed }),
  });
  const ordinances = defineTable<OrdinanceRow>({
    name: 'law.ordinances',
    key: '자치법규일련번호',
    build: () => createOrdinances({ corpus, seed }),
  });
  const tables = [laws, precedents, interpretations, adminRules, ordinances];
  return {
    seed,
    corpus,
    laws,
    precedents,
    interpretations,
    adminRules,
    ordinances,
    hashes: () => Object.fromEntries(tables.map((table) => [table.name, table.hash()])),
  };
}
