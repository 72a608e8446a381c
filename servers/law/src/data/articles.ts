// The article plan of a law: which articles (제N조, 제N조의M) exist in which version, when each was
// amended, added or deleted, and where the chapters (장) start. Text is rendered from it on demand.
import { createRng, hashSeed } from '@kopa/kit';
import type { LawSpec } from './catalog.ts';
import famous from './famous-articles.json' with { type: 'json' };
import type { LawVersion } from './versions.ts';

export interface ArticleSlot {
  num: number;
  /** 조문가지번호: 0 for 제N조, M for 제N조의M. */
  branch: number;
  /** Version index that created it (0 = 제정). */
  created: number;
  deleted?: number;
  /** Version indices that amended it, ascending. */
  amended: number[];
}

export interface LawPlan {
  spec: LawSpec;
  versions: readonly LawVersion[];
  slots: ArticleSlot[];
  /** Chapter headings: the article number they precede and their title ("제2장 근로계약"). */
  chapters: Array<{ before: number; title: string }>;
  /** Number of closing 보칙/벌칙 articles. */
  tail: number;
}

export interface FamousArticle {
  t: string;
  b?: string;
  h?: string[];
  v?: string[];
}

export const FAMOUS = famous as Record<string, Record<string, FamousArticle>>;

export function articleKey(num: number, branch: number): string {
  return branch > 0 ? `${num}의${branch}` : String(num);
}

/** "제10조의2" ⇄ JO "001002". */
export function joCode(num: number, branch: number): string {
  return `${String(num).padStart(4, '0')}${String(branch).padStart(2, '0')}`;
}

export function parseJo(jo: string): { num: number; branch: number } | undefined {
  if (!/^\d{6}$/.test(jo)) return undefined;
  const num = Number(jo.slice(0, 4));
  return num > 0 ? { num, branch: Number(jo.slice(4, 6)) } : undefined;
}

export function tailCount(spec: LawSpec): number {
  // The codes (민법, 형법, 상법) and 헌법 have no 목적 clause and no closing 벌칙 block.
  if (spec.kind === '헌법' || (spec.kind === '법률' && !spec.purpose)) return 0;
  if (spec.kind !== '법률') return spec.articleCount >= 10 ? 1 : 0;
  return spec.articleCount >= 12 ? Math.min(6, Math.floor(spec.articleCount / 4)) : 0;
}

export function buildPlan(options: {
  spec: LawSpec;
  versions: readonly LawVersion[];
  seed: string;
  chapterNames: readonly string[];
}): LawPlan {
  const { spec, versions, seed } = options;
  const rng = createRng(hashSeed(seed, 'articles', spec.법령ID));
  const known = FAMOUS[spec.name] ?? {};
  const protectedKeys = new Set(Object.keys(known));
  const slots = new Map<string, ArticleSlot>();
  const add = (num: number, branch: number, created: number) =>
    slots.set(articleKey(num, branch), { num, branch, created, amended: [] });
  for (let num = 1; num <= spec.articleCount; num++) add(num, 0, 0);
  for (const key of protectedKeys) {
    const [num, branch] = key.split('의').map(Number);
    if (num && !slots.has(key)) add(num, branch ?? 0, 0);
  }

  const live = (index: number) =>
    [...slots.values()].filter((slot) => slot.deleted === undefined && slot.created <= index);
  for (const version of versions.slice(1)) {
    const index = version.index;
    const candidates = live(index - 1).filter((slot) => slot.num > 1);
    if (candidates.length === 0) continue;
    const amendCount = version.제개정구분명 === '타법개정' ? 1 : rng.int(2, 5);
    for (let count = 0; count < amendCount; count++) {
      const slot = rng.pick(candidates);
      if (!slot.amended.includes(index)) slot.amended.push(index);
    }
    if (version.제개정구분명 !== '일부개정') continue;
    if (spec.articleCount > 4 && rng.chance(0.45)) {
      const after = rng.int(3, Math.max(3, spec.articleCount - 1));
      let branch = 2;
      while (slots.has(articleKey(after, branch))) branch++;
      add(after, branch, index);
    }
    if (spec.articleCount > 8 && rng.chance(0.15)) {
      const deletable = candidates.filter(
        (slot) => slot.num > 3 && !protectedKeys.has(articleKey(slot.num, slot.branch)),
      );
      const victim = deletable.length > 0 ? rng.pick(deletable) : undefined;
      if (victim?.amended.every((amendment) => amendment < index)) victim.deleted = index;
    }
  }
  // Articles whose wording carries a value that changed (혈중알코올농도 0.05 → 0.03) change in the
  // first amendment promulgated from 2018 on, so "which text applied on date D" differs by version.
  for (const [key, article] of Object.entries(known)) {
    const slot = slots.get(key);
    if (!slot || (article.v?.length ?? 0) < 2 || versions.length < 2) continue;
    const target = versions.find((version) => version.index > 0 && version.공포일자 >= '20180101') ?? versions.at(-1);
    if (target && !slot.amended.includes(target.index)) slot.amended.push(target.index);
  }
  const ordered = [...slots.values()].sort((a, b) => a.num - b.num || a.branch - b.branch);
  for (const slot of ordered) slot.amended.sort((a, b) => a - b);
  const tail = tailCount(spec);
  return { spec, versions, slots: ordered, chapters: chaptersOf(spec, options.chapterNames, tail), tail };
}

function chaptersOf(spec: LawSpec, names: readonly string[], tail: number): LawPlan['chapters'] {
  const count = spec.articleCount;
  if (spec.kind !== '법률' && spec.kind !== '헌법') return [];
  if (count < 12) return [];
  const titles = spec.kind === '헌법' ? ['총강', ...names] : ['총칙', ...names];
  const middleEnd = count - tail;
  const chapters: LawPlan['chapters'] = [];
  const span = Math.max(1, Math.floor((middleEnd - 1) / titles.length));
  for (const [index, title] of titles.entries()) chapters.push({ before: index === 0 ? 1 : 1 + index * span, title });
  if (tail >= 2) {
    chapters.push({ before: middleEnd + 1, title: '보칙' });
    chapters.push({ before: Math.min(middleEnd + 3, count), title: '벌칙' });
  }
  return chapters
    .filter((chapter, index, all) => index === 0 || chapter.before > (all[index - 1]?.before ?? 0))
    .map((chapter, index) => ({ before: chapter.before, title: `제${index + 1}장 ${chapter.title}` }));
}

export interface ArticleState {
  slot: ArticleSlot;
  deleted: boolean;
  /** How many amendments up to this version (0 = original wording). */
  variant: number;
  /** Version index of the last change (creation, amendment or deletion). */
  lastChange: number;
}

/** The articles of one version, in order. */
export function articlesAt(plan: LawPlan, versionIndex: number): ArticleState[] {
  const states: ArticleState[] = [];
  for (const slot of plan.slots) {
    if (slot.created > versionIndex) continue;
    const deleted = slot.deleted !== undefined && slot.deleted <= versionIndex;
    const amendments = slot.amended.filter((index) => index <= versionIndex);
    const lastChange = Math.max(slot.created, amendments.at(-1) ?? 0, deleted ? (slot.deleted ?? 0) : 0);
    states.push({ slot, deleted, variant: amendments.length, lastChange });
  }
  return states;
}
