// Renders the 조문단위 of one version of a law in law.go.kr's shape: 조문키, 조문번호, 조문여부,
// 조문제목, 조문내용 and 항/호, with "<개정 …>" and "[본조신설 …]" marks and "삭제" for deleted articles.

import { templateFor } from './article-templates.ts';
import { type ArticleState, articlesAt, type LawPlan } from './articles.ts';
import type { LawSpec } from './catalog.ts';
import { compact, pad } from './dates.ts';
import { authorityOf, CIRCLED, fill, particle } from './korean.ts';
import { PROVISOS } from './templates-generic.ts';

export interface ItemUnit {
  호번호: string;
  호내용: string;
}

export interface ParagraphUnit {
  항번호?: string;
  항내용?: string;
  호?: ItemUnit[];
}

export interface ArticleUnit {
  조문키: string;
  조문번호: string;
  조문가지번호?: string;
  조문여부: '조문' | '전문';
  조문제목: string;
  조문시행일자: string;
  조문제개정유형: string;
  조문변경여부: 'Y' | 'N';
  조문내용: string;
  항?: ParagraphUnit[] | ParagraphUnit;
}

export function articleLabel(num: number, branch: number): string {
  return `제${num}조${branch > 0 ? `의${branch}` : ''}`;
}

export interface RenderContext {
  spec: LawSpec;
  parent: LawSpec | undefined;
  plan: LawPlan;
  versionIndex: number;
}

function textsOf(body: string | readonly string[]): string[] {
  return typeof body === 'string' ? [body] : [...body];
}

export function renderArticle(context: RenderContext, state: ArticleState): ArticleUnit {
  const { spec, plan, versionIndex } = context;
  const { slot } = state;
  const version = plan.versions[versionIndex];
  const changed = plan.versions[state.lastChange];
  const label = articleLabel(slot.num, slot.branch);
  const unit: ArticleUnit = {
    조문키: `${pad(slot.num, 4)}${pad(slot.branch, 2)}1`,
    조문번호: String(slot.num),
    ...(slot.branch > 0 ? { 조문가지번호: String(slot.branch) } : {}),
    조문여부: '조문',
    조문제목: '',
    조문시행일자: version?.시행일자 ?? '',
    조문제개정유형: changed?.제개정구분명 ?? '제정',
    조문변경여부: state.lastChange === versionIndex && versionIndex > 0 ? 'Y' : 'N',
    조문내용: '',
  };
  if (state.deleted) {
    const when = plan.versions[slot.deleted ?? 0]?.공포일자 ?? '';
    unit.조문내용 = `${label} 삭제 <${compact(when)}>`;
    return unit;
  }
  const template = templateFor({ spec, parent: context.parent, num: slot.num, branch: slot.branch });
  unit.조문제목 = template.t;
  const heading = template.t ? `${label}(${template.t})` : label;
  const amendDates = slot.amended
    .filter((index) => index <= versionIndex)
    .map((index) => compact(plan.versions[index]?.공포일자 ?? ''));
  const marks = [
    ...(amendDates.length > 0 ? [`<개정 ${amendDates.join(', ')}>`] : []),
    ...(slot.created > 0 ? [`[본조신설 ${compact(plan.versions[slot.created]?.공포일자 ?? '')}]`] : []),
  ].join(' ');
  const values = {
    sub: spec.subject,
    auth: authorityOf(spec.ministry),
    law: spec.name,
    parent: spec.parent ?? spec.name,
    prev: String(Math.max(1, slot.num - 1)),
    prev2: String(Math.max(1, slot.num - 2)),
  };
  if (template.kind === 'definitions') {
    unit.조문내용 = `${heading} ${template.lead}${marks ? ` ${marks}` : ''}`;
    unit.항 = {
      호: template.terms.map(([term, definition], index) => ({
        호번호: `${index + 1}.`,
        호내용: `${index + 1}. "${term}"${particle(term, '란')} ${definition}${particle(definition, '을')} 말한다.`,
      })),
    };
    return unit;
  }
  const variant = state.variant;
  const slotValues = template.v ?? [];
  const value = slotValues[Math.min(variant, slotValues.length - 1)] ?? '';
  const texts = textsOf(template.b).map((text) => fill(text, { ...values, v: value }));
  // Real wording is never padded with a proviso: its amendments show as the "<개정 …>" mark.
  if (variant > 0 && variant >= slotValues.length && !template.famous) {
    // Never a second "다만," after a text that already has its proviso.
    const last = texts[texts.length - 1] ?? '';
    const start = (variant - 1) % PROVISOS.length;
    const pick = last.includes('다만,') && start === 0 ? 1 : start;
    const proviso = fill(PROVISOS[pick] ?? '', values);
    texts[texts.length - 1] = `${texts[texts.length - 1]} ${proviso}`;
  }
  if (marks) texts[texts.length - 1] = `${texts[texts.length - 1]} ${marks}`;
  if (texts.length === 1 && !CIRCLED.includes(texts[0]?.[0] ?? '')) {
    unit.조문내용 = `${heading} ${texts[0]}`;
    return unit;
  }
  unit.조문내용 = heading;
  unit.항 = texts.map((text) => ({ 항번호: CIRCLED.includes(text[0] ?? '') ? (text[0] ?? '') : '', 항내용: text }));
  return unit;
}

function chapterUnit(options: { before: number; title: string; 시행일자: string }): ArticleUnit {
  return {
    조문키: `${pad(options.before, 4)}000`,
    조문번호: String(options.before),
    조문여부: '전문',
    조문제목: '',
    조문시행일자: options.시행일자,
    조문제개정유형: '제정',
    조문변경여부: 'N',
    조문내용: `      ${options.title}`,
  };
}

/** Every 조문단위 of one version, chapter headings included. */
export function renderVersion(context: RenderContext): ArticleUnit[] {
  const { plan, versionIndex } = context;
  const 시행일자 = plan.versions[versionIndex]?.시행일자 ?? '';
  const units: ArticleUnit[] = [];
  let chapter = 0;
  for (const state of articlesAt(plan, versionIndex)) {
    while (chapter < plan.chapters.length && (plan.chapters[chapter]?.before ?? Infinity) <= state.slot.num) {
      const heading = plan.chapters[chapter];
      if (heading) units.push(chapterUnit({ ...heading, 시행일자 }));
      chapter++;
    }
    units.push(renderArticle(context, state));
  }
  return units;
}
