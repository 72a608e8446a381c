// The tables agree with each other: versions have one answer per date, and every precedent,
// interpretation, ordinance and administrative rule cites an article that existed on its date.
import { describe, expect, it } from 'vitest';
import { createLawDataset } from '../../src/data/index.ts';
import { type ArticleUnit, articleLabel } from '../../src/data/render-article.ts';
import { DATA_END } from '../../src/data/versions.ts';

const dataset = createLawDataset();
const { corpus } = dataset;

/** "주택임대차보호법 시행령 제6조 제1항" → law name and article key "6" ("3의2" for 제3조의2). */
function citationsIn(text: string): Array<{ name: string; key: string }> {
  const found: Array<{ name: string; key: string }> = [];
  for (const part of text.split(/ \/ |, /)) {
    const match = /^(?:\[\d+\] )?「?(.+?)」? 제(\d+)조(?:의(\d+))?/.exec(part.trim());
    if (match?.[1]) found.push({ name: match[1], key: match[3] ? `${match[2]}의${match[3]}` : (match[2] ?? '') });
  }
  return found;
}

function existed(citation: { name: string; key: string }, date: string): boolean {
  const spec = corpus.specByName(citation.name);
  const version = spec ? corpus.inForce(spec.법령ID, date) : undefined;
  const state = version ? corpus.states(version).get(citation.key) : undefined;
  return Boolean(state && !state.deleted);
}

const fullText = (unit: ArticleUnit | undefined) =>
  unit
    ? [unit.조문내용, ...(Array.isArray(unit.항) ? unit.항.map((paragraph) => paragraph.항내용) : [])].join(' ')
    : '';

describe('the law dataset', () => {
  it('has the expected sizes', () => {
    expect(corpus.specs().length).toBeGreaterThanOrEqual(150);
    expect(dataset.laws.rows().length).toBeGreaterThan(1000);
    expect(dataset.precedents.rows()).toHaveLength(6000);
    expect(dataset.interpretations.rows()).toHaveLength(1200);
    expect(dataset.adminRules.rows().length).toBeGreaterThan(100);
    expect(dataset.ordinances.rows().length).toBeGreaterThan(400);
  });

  it('keeps law names unique, parents known and codes well formed', () => {
    const names = corpus.specs().map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
    const ids = corpus.specs().map((spec) => spec.법령ID);
    expect(new Set(ids).size).toBe(ids.length);
    for (const spec of corpus.specs()) {
      expect(spec.법령ID).toMatch(/^\d{6}$/);
      expect(spec.ministryCode, spec.ministry).toMatch(/^\d{7}$/);
      if (spec.parent) expect(corpus.specByName(spec.parent), spec.name).toBeDefined();
    }
  });

  it('gives each date exactly one version in force, with unique MSTs', () => {
    const msts = dataset.laws.rows().map((row) => row.법령일련번호);
    expect(new Set(msts).size).toBe(msts.length);
    for (const spec of corpus.specs()) {
      const versions = corpus.versions(spec.법령ID);
      expect(versions[0]?.제개정구분명).toBe('제정');
      versions.forEach((version, index) => {
        expect(version.공포일자 <= DATA_END).toBe(true);
        expect(version.시행일자 >= version.공포일자).toBe(true);
        if (index > 0) expect(version.시행일자 > (versions[index - 1]?.시행일자 ?? '')).toBe(true);
      });
    }
  });

  it('changes the wording of an amended article between the versions around the amendment', () => {
    let compared = 0;
    for (const spec of corpus.specs().slice(0, 60)) {
      const plan = corpus.plan(spec.법령ID);
      for (const slot of plan.slots.filter((candidate) => candidate.amended.length > 0).slice(0, 3)) {
        const index = slot.amended[0] ?? 0;
        if (index < 1 || slot.created >= index || (slot.deleted ?? Infinity) <= index) continue;
        const before = plan.versions[index - 1];
        const after = plan.versions[index];
        if (!before || !after) continue;
        expect(fullText(corpus.unit(after, slot)), `${spec.name} ${articleLabel(slot.num, slot.branch)}`).not.toBe(
          fullText(corpus.unit(before, slot)),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('cites, in every precedent, articles that existed in the version in force on its 선고일자', () => {
    const numbers = new Set<string>();
    const supreme = new Map<string, string>();
    for (const row of dataset.precedents.rows()) {
      expect(numbers.has(row.사건번호), row.사건번호).toBe(false);
      numbers.add(row.사건번호);
      if (row.법원명 === '대법원') supreme.set(row.사건번호, row.선고일자);
      const cited = citationsIn(row.참조조문);
      expect(cited.length, row.참조조문).toBeGreaterThan(0);
      for (const citation of cited)
        expect(existed(citation, row.선고일자), `${row.사건번호}: ${row.참조조문}`).toBe(true);
    }
    for (const row of dataset.precedents.rows()) {
      for (const [, number] of row.참조판례.matchAll(/선고 (\S+) 판결/g)) {
        expect(supreme.get(number ?? ''), `${row.사건번호} cites ${number}`).toBeDefined();
        expect((supreme.get(number ?? '') ?? '') <= row.선고일자).toBe(true);
      }
    }
  });

  it('cites existing articles from interpretations, ordinances and administrative rules', () => {
    for (const row of dataset.interpretations.rows()) {
      const [citation] = citationsIn(row.안건명.replace(/^.+? - /, ''));
      expect(citation, row.안건명).toBeDefined();
      if (citation) expect(existed(citation, row.해석일자), row.안건명).toBe(true);
    }
    for (const row of dataset.ordinances.rows().filter((candidate) => candidate.자치법규종류 === '조례')) {
      const cited = /「(.+?)」 제(\d+)조(?:의(\d+))?/.exec(row.조[0]?.조내용 ?? '');
      if (!cited?.[1]) continue;
      const key = cited[3] ? `${cited[2]}의${cited[3]}` : (cited[2] ?? '');
      expect(existed({ name: cited[1], key }, row.공포일자), row.자치법규명).toBe(true);
    }
    for (const row of dataset.adminRules.rows()) {
      const cited = /「(.+?)」 제(\d+)조(?:의(\d+))?/.exec(row.조문내용[0] ?? '');
      if (!cited?.[1]) continue;
      const key = cited[3] ? `${cited[2]}의${cited[3]}` : (cited[2] ?? '');
      expect(existed({ name: cited[1], key }, row.발령일자), row.행정규칙명).toBe(true);
    }
  });

  it('gives each administrative rule the 시행일자 its 부칙 states', () => {
    const rows = dataset.adminRules.rows();
    const later = rows.filter((row) => row.시행일자 > row.발령일자);
    // Some rules do take effect a month after issue: the check below is not vacuous.
    expect(later.length).toBeGreaterThan(0);
    for (const row of rows) {
      const label = `${row.행정규칙명} ${row.행정규칙일련번호}`;
      expect(row.시행일자 >= row.발령일자, label).toBe(true);
      const [, year, month, day] = /(\d{4})\.(\d{1,2})\.(\d{1,2})부터 시행/.exec(row.부칙내용) ?? [];
      if (row.부칙내용.includes('발령한 날부터 시행')) {
        expect(row.시행일자, label).toBe(row.발령일자);
      } else {
        expect(year, `${label}: ${row.부칙내용}`).toBeDefined();
        const stated = `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
        expect(stated, `${label}: ${row.부칙내용}`).toBe(row.시행일자);
      }
    }
  });

  it('keeps the real wording of well-known articles, amended where the law changed', () => {
    const traffic = corpus.specByName('도로교통법');
    const versions = traffic ? corpus.versions(traffic.법령ID) : [];
    const wording = versions.map((version) => fullText(corpus.unit(version, { num: 44, branch: 0 })));
    expect(wording[0]).toContain('0.05퍼센트');
    expect(wording.at(-1)).toContain('0.03퍼센트');
    const civil = corpus.specByName('민법');
    const latest = civil ? corpus.versions(civil.법령ID).at(-1) : undefined;
    expect(latest && fullText(corpus.unit(latest, { num: 750, branch: 0 }))).toContain(
      '고의 또는 과실로 인한 위법행위로 타인에게 손해를 가한 자는 그 손해를 배상할 책임이 있다.',
    );
  });
});
