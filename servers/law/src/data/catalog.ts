// The law catalog: the real law names of laws.json expanded with their 시행령 and 시행규칙, each with
// its 법령구분, 소관부처 and 법령ID. Real 법령IDs are kept where public fixtures show them; the rest are
// generated in the same 6-digit shape, stable for a seed.
import { createRng, hashSeed } from '@kopa/kit';
import { addDays } from './dates.ts';
import referenceLaws from './laws.json' with { type: 'json' };
import ministries from './ministries.json' with { type: 'json' };

export type LawKind = '헌법' | '법률' | '대통령령' | '총리령' | '부령' | '대법원규칙';

export interface LawSpec {
  법령ID: string;
  name: string;
  abbr: string;
  /** 법령구분명 as law.go.kr prints it: 법률, 대통령령, 국토교통부령, 총리령, 대법원규칙, 헌법. */
  kindName: string;
  kind: LawKind;
  ministry: string;
  ministryCode: string;
  family: string;
  /** 제정 공포일자 (YYYYMMDD). */
  enacted: string;
  articleCount: number;
  subject: string;
  purpose: string;
  terms: ReadonlyArray<readonly [string, string]>;
  /** The law this 시행령/시행규칙 implements. */
  parent?: string;
  /** 시행령 for 시행규칙, so a rule can cite both. */
  decree?: string;
}

interface ReferenceLaw {
  n: string;
  a?: string;
  m: string;
  f: string;
  e: string;
  c: number;
  id?: string;
  s: string;
  p: string;
  t?: string[][];
  sub?: string[];
  k?: string;
  parent?: string;
}

/** Ministries whose 부령 is issued as 총리령 (agencies under the Prime Minister). */
const PRIME_MINISTER_AGENCIES = new Set([
  '개인정보보호위원회',
  '공정거래위원회',
  '금융위원회',
  '식품의약품안전처',
  '인사혁신처',
  '법제처',
  '국민권익위원회',
]);

/** The 부령 issuer when the ministry itself cannot issue one (commissions, 청). */
const RULE_ISSUER: Record<string, string> = {
  경찰청: '행정안전부',
  병무청: '국방부',
  소방청: '행정안전부',
  특허청: '산업통상자원부',
  중앙선거관리위원회: '행정안전부',
};

export function ministryCode(name: string): string {
  return (ministries as Record<string, string>)[name] ?? '1000000';
}

function ruleKind(ministry: string): { kind: LawKind; kindName: string; issuer: string } {
  if (PRIME_MINISTER_AGENCIES.has(ministry)) return { kind: '총리령', kindName: '총리령', issuer: ministry };
  const issuer = RULE_ISSUER[ministry] ?? ministry;
  return { kind: '부령', kindName: `${issuer}령`, issuer };
}

function kindOf(text: string | undefined): { kind: LawKind; kindName: string } {
  if (!text || text === '법률') return { kind: '법률', kindName: '법률' };
  if (text === '헌법' || text === '대통령령' || text === '대법원규칙') return { kind: text, kindName: text };
  return { kind: '부령', kindName: text };
}

export function buildCatalog(seed: string): LawSpec[] {
  const rng = createRng(hashSeed(seed, 'catalog'));
  const used = new Set<string>();
  for (const law of referenceLaws as ReferenceLaw[]) if (law.id) used.add(law.id);
  const newId = () => {
    for (;;) {
      const id = String(rng.int(1200, 14_999)).padStart(6, '0');
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
  const specs: LawSpec[] = [];
  for (const law of referenceLaws as ReferenceLaw[]) {
    const terms = (law.t ?? []).map((pair) => [pair[0] ?? '', pair[1] ?? ''] as const);
    const base: LawSpec = {
      법령ID: law.id ?? newId(),
      name: law.n,
      abbr: law.a ?? '',
      ...kindOf(law.k),
      ministry: law.m,
      ministryCode: ministryCode(law.m),
      family: law.f,
      enacted: law.e,
      articleCount: law.c,
      subject: law.s,
      purpose: law.p,
      terms,
      ...(law.parent ? { parent: law.parent } : {}),
    };
    specs.push(base);
    const subs = law.sub ?? [];
    const decreeName = `${law.n} 시행령`;
    if (subs.includes('령')) {
      specs.push({
        ...base,
        법령ID: newId(),
        name: decreeName,
        abbr: '',
        kind: '대통령령',
        kindName: '대통령령',
        enacted: addDays(law.e, 60 + rng.int(0, 120)),
        articleCount: Math.max(8, Math.round(law.c * (0.45 + rng.next() * 0.4))),
        purpose: '',
        terms: [],
        parent: law.n,
      });
    }
    if (subs.includes('규칙')) {
      const rule = ruleKind(law.m);
      specs.push({
        ...base,
        법령ID: newId(),
        name: `${law.n} 시행규칙`,
        abbr: '',
        kind: rule.kind,
        kindName: rule.kindName,
        enacted: addDays(law.e, 120 + rng.int(0, 150)),
        articleCount: Math.max(6, Math.round(law.c * (0.2 + rng.next() * 0.3))),
        purpose: '',
        terms: [],
        parent: law.n,
        ...(subs.includes('령') ? { decree: decreeName } : {}),
      });
    }
  }
  return specs;
}
