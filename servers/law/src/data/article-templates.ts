// Chooses the template of each article number of a law: 제1조 목적, 제2조 정의, the domain articles of
// its family in the middle, 보칙/벌칙 at the end, the real wording of well-known articles, and for a
// 시행령/시행규칙 articles that implement its parent law's articles.
import { FAMOUS, tailCount } from './articles.ts';
import type { LawSpec } from './catalog.ts';
import realTitles from './real-titles.json' with { type: 'json' };
import { FAMILIES_BUSINESS } from './templates-business.ts';
import { EXTRA_TEMPLATES } from './templates-extra.ts';
import {
  type ArticleTemplate,
  DECREE_SUFFIXES,
  decreeArticle,
  decreeTail,
  GENERAL,
  TAIL,
  TITLE_SUFFIXES,
} from './templates-generic.ts';
import { FAMILIES_PRIVATE, type FamilyTemplates } from './templates-private.ts';
import { FAMILIES_PUBLIC } from './templates-public.ts';
import { FAMILIES_SOCIAL } from './templates-social.ts';
import { FAMILIES_WORK } from './templates-work.ts';

const FAMILIES: Record<string, FamilyTemplates> = {
  ...FAMILIES_PRIVATE,
  ...FAMILIES_BUSINESS,
  ...FAMILIES_WORK,
  ...FAMILIES_PUBLIC,
  ...FAMILIES_SOCIAL,
};
const CODE_FAMILIES = new Set(['civil', 'penal', 'commercial', 'constitution']);

export function familyOf(spec: LawSpec): FamilyTemplates {
  const family = FAMILIES[spec.family];
  if (!family) throw new Error(`no templates for family ${spec.family}`);
  const extra = EXTRA_TEMPLATES[spec.family];
  return extra ? { ...family, articles: [...family.articles, ...extra] } : family;
}

export interface DefinitionTemplate {
  kind: 'definitions';
  t: string;
  lead: string;
  terms: ReadonlyArray<readonly [string, string]>;
}

export type Template = (ArticleTemplate & { kind?: undefined; famous?: boolean }) | DefinitionTemplate;

function isDecree(spec: LawSpec): boolean {
  return spec.kind !== '법률' && spec.kind !== '헌법' && spec.parent !== undefined;
}

function firstArticle(spec: LawSpec): ArticleTemplate {
  if (spec.purpose) {
    const ending = spec.purpose.endsWith('데에') ? '목적이 있다.' : '목적으로 한다.';
    return { t: '목적', b: `이 법은 ${spec.purpose} ${ending}` };
  }
  const parent = spec.parent ?? '';
  if (spec.name.endsWith('시행령')) {
    return { t: '목적', b: `이 영은 「${parent}」에서 위임된 사항과 그 시행에 필요한 사항을 규정함을 목적으로 한다.` };
  }
  if (spec.name.endsWith('시행규칙')) {
    const basis = spec.decree ? `「${parent}」 및 같은 법 시행령에서` : `「${parent}」에서`;
    return { t: '목적', b: `이 규칙은 ${basis} 위임된 사항과 그 시행에 필요한 사항을 규정함을 목적으로 한다.` };
  }
  if (spec.parent) {
    const self = spec.kind === '대통령령' ? '영' : '규칙';
    return { t: '목적', b: `이 ${self}은 「${parent}」에 따른 {sub}에 관하여 필요한 사항을 규정함을 목적으로 한다.` };
  }
  return familyOf(spec).first ?? { t: '목적', b: '이 법은 {sub}에 관한 사항을 규정함을 목적으로 한다.' };
}

const pools = new Map<string, readonly ArticleTemplate[]>();

/** The family's templates that fit this law (a template may name the laws it belongs to). */
function middlePool(spec: LawSpec): readonly ArticleTemplate[] {
  let pool = pools.get(spec.name);
  if (!pool) {
    const family = familyOf(spec);
    const fits = family.articles.filter(
      (template) => !template.for || template.for.some((part) => spec.name.includes(part)),
    );
    pool = CODE_FAMILIES.has(spec.family) ? (fits.length > 0 ? fits : family.articles) : [...GENERAL, ...fits];
    pools.set(spec.name, pool);
  }
  return pool;
}

/** The template of 제{num}조 of a 법률 (or 헌법), with titles made distinct on each pass of the pool. */
function lawTemplate(spec: LawSpec, num: number): Template {
  if (num === 1) return firstArticle(spec);
  const hasDefinitions = spec.terms.length > 0;
  if (num === 2 && hasDefinitions) {
    return { kind: 'definitions', t: '정의', lead: '이 법에서 사용하는 용어의 뜻은 다음과 같다.', terms: spec.terms };
  }
  const tail = tailCount(spec);
  if (tail > 0 && num > spec.articleCount - tail) {
    return TAIL[TAIL.length - (spec.articleCount - num + 1)] ?? (TAIL.at(-1) as ArticleTemplate);
  }
  const pool = middlePool(spec);
  const index = num - (hasDefinitions ? 3 : 2);
  const template = pool[index % pool.length] as ArticleTemplate;
  const cycle = Math.floor(index / pool.length);
  if (cycle === 0 || !template.t) return template;
  // A later pass over the pool refers back to the article it varies, so the two never read alike.
  const first = num - cycle * pool.length;
  const lead = `제${first}조에도 불구하고 `;
  const body =
    typeof template.b === 'string'
      ? lead + template.b
      : template.b.map((text, at) => (at === 0 ? text.replace(/^([①-⑳]\s*)?/, `$1${lead}`) : text));
  return { ...template, t: `${template.t}${TITLE_SUFFIXES[(cycle - 1 + index) % TITLE_SUFFIXES.length]}`, b: body };
}

/** The parent-law article a 시행령/시행규칙 article implements: one of its domain articles. */
export function parentArticleOf(parent: LawSpec, num: number): number {
  const general = CODE_FAMILIES.has(parent.family) ? 0 : GENERAL.length;
  const start = parent.terms.length > 0 ? 3 : 2;
  const domain = Math.max(1, middlePool(parent).length - general);
  const last = parent.articleCount - tailCount(parent);
  const candidate = start + general + ((num * 7) % domain);
  return candidate <= last ? candidate : Math.min(last, 3 + ((num * 7) % Math.max(1, last - 2)));
}

function decreeTemplate(spec: LawSpec, parent: LawSpec | undefined, num: number): Template {
  if (num === 1) return firstArticle(spec);
  const rule = spec.name.endsWith('시행규칙') || spec.kind === '대법원규칙';
  if (!parent) return lawTemplate({ ...spec, terms: [] }, num);
  const parentNum = parentArticleOf(parent, num);
  const basis = rule && spec.decree ? `영 제${Math.max(2, num - 1)}조` : `법 제${parentNum}조`;
  if (tailCount(spec) > 0 && num === spec.articleCount)
    return decreeTail({ rule, basis: `법 제${parent.articleCount}조` });
  const parentTitle =
    stripSuffix(REAL_TITLES[parent.name]?.[String(parentNum)] ?? lawTemplate(parent, parentNum).t) || parent.subject;
  const suffix = DECREE_SUFFIXES[num % DECREE_SUFFIXES.length] ?? '';
  return decreeArticle({ title: `${parentTitle}${suffix}`, basis, rule, form: num });
}

function stripSuffix(title: string): string {
  const suffix = TITLE_SUFFIXES.find((candidate) => title.endsWith(candidate));
  return suffix ? title.slice(0, -suffix.length) : title;
}

/** Real 조문제목 of well-known laws, by "N" or "N의M" (PROVENANCE.md names the source of each law). */
const REAL_TITLES = realTitles as Record<string, Record<string, string>>;

/** A plausible body for an article whose real title is known but whose real wording is not kept. */
function titledTemplate(title: string): ArticleTemplate {
  return {
    t: title,
    b: [
      `① ${title}에 관한 기준과 절차는 이 법에서 정하는 바에 따르며, 그 밖에 필요한 사항은 대통령령으로 정한다.`,
      `② {auth}은 ${title}에 관한 사항을 확인하기 위하여 필요하면 관계인에게 자료의 제출을 요구할 수 있으며, 요구받은 자는 {v} 이내에 이에 따라야 한다.`,
    ],
    v: ['14일', '30일'],
  };
}

/** The template of 제{num}조의{branch} of a law; famous articles keep their real wording. */
export function templateFor(options: {
  spec: LawSpec;
  parent: LawSpec | undefined;
  num: number;
  branch: number;
}): Template {
  const { spec, parent, num, branch } = options;
  const known = FAMOUS[spec.name]?.[branch > 0 ? `${num}의${branch}` : String(num)];
  if (known) return { t: known.t, b: known.h ?? known.b ?? '', v: known.v ?? [], famous: true };
  const base = isDecree(spec) ? decreeTemplate(spec, parent, num) : lawTemplate(spec, num);
  // Under a real law's name an article carries its real title; a generated body whose title already
  // is the real one (목적, 정의, 벌칙, …) is kept.
  const realTitle = REAL_TITLES[spec.name]?.[branch > 0 ? `${num}의${branch}` : String(num)];
  if (realTitle !== undefined) return base.t === realTitle && branch === 0 ? base : titledTemplate(realTitle);
  if (branch === 0) return base;
  const suffix = TITLE_SUFFIXES[(num + branch) % TITLE_SUFFIXES.length] ?? '';
  const baseTitle = base.t || '이 조';
  return {
    t: base.t ? `${base.t}${suffix}` : '',
    b: [
      `① 제${num}조에 따른 ${baseTitle}${suffix === '의 예외' ? '의 예외' : ''}에 관하여 필요한 사항은 대통령령으로 정한다.`,
      '② {auth}은 제1항에 따른 사항을 정하려면 미리 관계 중앙행정기관의 장과 협의하여야 하며, 그 결과를 {v} 이내에 공개하여야 한다.',
    ],
    v: ['30일', '14일'],
  };
}
